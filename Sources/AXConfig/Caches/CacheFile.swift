// The caches' files on disk: a magic number and format version, then checksummed blocks,
// written through one private temporary file renamed into place and read one block at a time.
import Foundation

/// Layout: 8 magic bytes naming the kind of cache, the format version as 4 little-endian bytes,
/// then blocks, each a 4-byte little-endian payload length, the payload's 128-bit
/// `ContentHash` (high then low, 8 little-endian bytes each) and the payload. A file ends
/// exactly after its last block.
///
/// The checksum turns a bit flip, a truncation or an edit anywhere into a failed read, so a
/// damaged cache is discarded rather than decoded into plausible but wrong summaries.
enum CacheFile {
    static let blockHeaderSize = 20

    /// The magic bytes and version, which every cache file starts with.
    static func preamble(magic: String, version: Int) -> [UInt8] {
        var bytes = Array(magic.utf8.prefix(8))
        while bytes.count < 8 { bytes.append(0) }
        let version = UInt32(truncatingIfNeeded: version)
        for index in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: version >> (8 * UInt32(index)))) }
        return bytes
    }

    static func checksum(_ payload: [UInt8]) -> ContentHash {
        payload.withUnsafeBufferPointer { ContentHash(bytes: $0) }
    }

    /// Format 1 of the summary cache was `summaries.json` in the same folder: removed once the
    /// new file is written, so an upgrade does not leave tens of MB behind.
    static func removeLegacySummaryCache(besides location: URL) {
        let legacy = location.deletingLastPathComponent().appendingPathComponent("summaries.json")
        guard legacy != location else { return }
        try? FileManager.default.removeItem(at: legacy)
    }
}

/// Writes a cache file: a temporary file created `0600` in the cache's folder (created and set
/// `0700`), renamed over the old file when complete, so a crash mid-write leaves the old cache
/// or none. Blocks are buffered and written in chunks: no whole-file copy in memory.
struct CacheFileWriter {
    private let location: URL
    private let temporary: URL
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private static let chunkSize = 1 << 20

    init(location: URL, magic: String, version: Int) throws {
        self.location = location
        let folder = location.deletingLastPathComponent()
        let fileManager = FileManager.default
        try fileManager.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        // The workspace's folder is ours even when the parent existed with wider permissions.
        try fileManager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
        temporary = folder.appendingPathComponent(".\(location.lastPathComponent).\(UUID().uuidString).tmp")
        guard fileManager.createFile(atPath: temporary.path, contents: nil, attributes: [.posixPermissions: 0o600])
        else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary.path])
        }
        do {
            handle = try FileHandle(forWritingTo: temporary)
        } catch {
            try? fileManager.removeItem(at: temporary)
            throw error
        }
        buffer.reserveCapacity(Self.chunkSize + 4096)
        buffer.append(contentsOf: CacheFile.preamble(magic: magic, version: version))
    }

    mutating func writeBlock(_ payload: [UInt8]) throws {
        guard let length = UInt32(exactly: payload.count) else {
            throw BinaryCacheError("a cache block is larger than 4 GiB")
        }
        let checksum = CacheFile.checksum(payload)
        appendLittleEndian(UInt64(length), bytes: 4)
        appendLittleEndian(checksum.high, bytes: 8)
        appendLittleEndian(checksum.low, bytes: 8)
        buffer.append(contentsOf: payload)
        if buffer.count >= Self.chunkSize { try flush() }
    }

    private mutating func appendLittleEndian(_ value: UInt64, bytes count: Int) {
        for index in 0..<count { buffer.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
    }

    private mutating func flush() throws {
        guard !buffer.isEmpty else { return }
        try handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is buffered and renames the file into place (`0600`).
    mutating func commit() throws {
        do {
            try flush()
            try handle.close()
            guard rename(temporary.path, location.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: location.path])
            }
        } catch {
            abandon()
            throw error
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: location.path)
    }

    /// Removes the temporary file after a failure; the old cache, if any, stays as it was.
    func abandon() {
        try? handle.close()
        try? FileManager.default.removeItem(at: temporary)
    }
}

/// Reads a cache file one block at a time, checking each block's length against the bytes left
/// in the file and its checksum before handing it out.
final class CacheFileReader {
    private let handle: FileHandle
    private let fileSize: Int
    private var offset = 0

    /// Why `open` returned no reader.
    enum OpenFailure: Error {
        /// No file: an empty cache, nothing to report.
        case absent
        /// Not a cache of this kind (another program's file, a truncated start).
        case notThisKind
        /// A cache of this kind in another format version.
        case anotherVersion
    }

    private init(handle: FileHandle, fileSize: Int) {
        self.handle = handle
        self.fileSize = fileSize
    }

    deinit { try? handle.close() }

    static func open(_ location: URL, magic: String, version: Int) -> Result<CacheFileReader, OpenFailure> {
        guard let handle = try? FileHandle(forReadingFrom: location) else { return .failure(.absent) }
        guard let end = try? handle.seekToEnd(), let size = Int(exactly: end), (try? handle.seek(toOffset: 0)) != nil
        else {
            try? handle.close()
            return .failure(.notThisKind)
        }
        let reader = CacheFileReader(handle: handle, fileSize: size)
        let expected = CacheFile.preamble(magic: magic, version: version)
        guard let preamble = try? reader.read(count: expected.count) else { return .failure(.notThisKind) }
        guard preamble.prefix(8) == expected.prefix(8) else { return .failure(.notThisKind) }
        guard preamble == expected else { return .failure(.anotherVersion) }
        return .success(reader)
    }

    var isAtEnd: Bool { offset == fileSize }

    var bytesLeft: Int { fileSize - offset }

    private func read(count: Int) throws -> [UInt8] {
        guard count >= 0, count <= fileSize - offset else { throw BinaryCacheError("the cache file ends early") }
        guard count > 0 else { return [] }
        guard let data = try handle.read(upToCount: count), data.count == count else {
            throw BinaryCacheError("the cache file ends early")
        }
        offset += count
        return [UInt8](data)
    }

    private func blockHeader() throws -> (length: Int, checksum: ContentHash) {
        let header = try read(count: CacheFile.blockHeaderSize)
        func number(at start: Int, bytes: Int) -> UInt64 {
            var value: UInt64 = 0
            for index in 0..<bytes where start + index < header.count {
                value |= UInt64(header[start + index]) << (8 * UInt64(index))
            }
            return value
        }
        let length = Int(number(at: 0, bytes: 4))
        guard length <= fileSize - offset else { throw BinaryCacheError("a cache block runs past the end of the file") }
        return (length, ContentHash(high: number(at: 4, bytes: 8), low: number(at: 12, bytes: 8), length: length))
    }

    /// Where the next block starts, for `readBlock(at:checksum:)` later.
    var position: Int { offset }

    /// The next block's payload, whole and matching its checksum.
    func readBlock() throws -> [UInt8] {
        try readBlockAndChecksum().payload
    }

    /// The next block's payload and the checksum its header gives (which the payload matches).
    func readBlockAndChecksum() throws -> (payload: [UInt8], checksum: ContentHash) {
        let (length, checksum) = try blockHeader()
        let payload = try read(count: length)
        guard CacheFile.checksum(payload) == checksum else {
            throw BinaryCacheError("a cache block does not match its checksum")
        }
        return (payload, checksum)
    }

    /// The block at `position` when its checksum is `checksum`: the very bytes read there before,
    /// unless the file was replaced meanwhile, which throws.
    func readBlock(at position: Int, checksum: ContentHash) throws -> [UInt8] {
        guard position >= 0, position <= fileSize else { throw BinaryCacheError("a block position is out of range") }
        try handle.seek(toOffset: UInt64(position))
        offset = position
        let block = try readBlockAndChecksum()
        guard block.checksum == checksum else { throw BinaryCacheError("the block there is another one") }
        return block.payload
    }
}
