// The on-disk cache of file summaries that makes a restart on an unchanged workspace cheap:
// one file per workspace under the user's cache directory, keyed by path and content hash.
import AXAnalysis
import Foundation

/// Summaries from an earlier run, trusted only when the file's bytes hash the same, the cache
/// format is this one, and the analysis that wrote it is this build's.
///
/// A cache that cannot be read, does not decode, or was written by another format or build is
/// discarded as a whole (`discarded` says why), never partially trusted. Writes go to a
/// temporary file renamed into place, so a crash mid-write leaves the old cache or none. The
/// folder is created `0700` and the file `0600`: summaries name the workspace's types and
/// identifiers, which are nobody else's business on a shared machine.
public struct SummaryCache {
    /// Bumped when the file layout changes. 1 was one JSON document (`summaries.json`); 2 is
    /// `BinaryCacheEncoder`'s form in checksummed blocks (`CacheFile`), one per entry.
    package static let formatVersion = 2

    /// The first bytes of a summary cache file.
    static let fileMagic = "AXLSPSUM"

    /// The cache file's name in its workspace folder.
    package static let fileName = "summaries.bin"

    /// One cached file.
    package struct Entry: Codable, Hashable, Sendable {
        package var contentHash: ContentHash
        package var summary: FileSummary
    }

    /// Why an existing cache file was not used.
    package enum Discarded: Error, Equatable, Sendable {
        /// It does not decode (truncated, edited, another program's file).
        case corrupt
        /// Another format version or another build of ax-lsp wrote it: expected after an upgrade.
        case anotherVersion
        /// It belongs to another workspace root (a hash collision of the folder name, or a copy).
        case anotherWorkspace(String)
    }

    /// The first block of the file: who wrote it, for which folder, how many entry blocks follow.
    private struct Header: Codable {
        var analysisFingerprint: String
        var workspaceRoot: String
        var entryCount: Int
    }

    package let location: URL
    package let workspaceRoot: String
    package let analysisFingerprint: String
    package private(set) var entries: [String: Entry]
    /// Why an existing cache file was discarded; nil when it loaded or was absent.
    package private(set) var discarded: Discarded?
    /// True when `save()` has something to write: an entry was added, changed or pruned, or the
    /// file on disk was discarded. An unchanged workspace rewrites nothing.
    package private(set) var hasChanges = false
    /// Where each loaded entry's block is in the file it was loaded from, and its checksum:
    /// `save()` copies the blocks of unchanged entries from that file instead of encoding them
    /// again (after a one-file edit of the six real apps, re-encoding the 7,600 unchanged entries
    /// took 0.9 s of one core), and encodes any block that is no longer there as it was.
    private var storedBlocks: [String: StoredBlock] = [:]

    private struct StoredBlock {
        var position: Int
        var checksum: ContentHash
    }

    /// An empty cache that will be written to `location`.
    package init(location: URL, workspaceRoot: String, analysisFingerprint: String = SummaryCache.buildFingerprint) {
        self.location = location
        self.workspaceRoot = workspaceRoot
        self.analysisFingerprint = analysisFingerprint
        self.entries = [:]
    }

    /// Reads the cache at `location`; anything unusable yields an empty cache with `discarded`.
    /// Entries are read in batches and decoded on `DeepStack` threads (view trees nest).
    public static func load(
        location: URL, workspaceRoot: String, analysisFingerprint: String = SummaryCache.buildFingerprint
    ) -> SummaryCache {
        var cache = SummaryCache(
            location: location, workspaceRoot: workspaceRoot, analysisFingerprint: analysisFingerprint)
        let reader: CacheFileReader
        switch CacheFileReader.open(location, magic: fileMagic, version: formatVersion) {
        case .success(let opened): reader = opened
        case .failure(.absent): return cache
        case .failure(.notThisKind):
            cache.discard(.corrupt)
            return cache
        case .failure(.anotherVersion):
            cache.discard(.anotherVersion)
            return cache
        }
        let outcome = DeepStack.run {
            Self.readEntries(reader, analysisFingerprint: analysisFingerprint, workspaceRoot: workspaceRoot)
        }
        switch outcome {
        case .failure(let reason):
            cache.discard(reason)
        case .success(let read):
            cache.entries = read.entries
            cache.storedBlocks = read.blocks
        }
        return cache
    }

    /// The header block (fingerprint, root, entry count) and then every entry; any damage fails
    /// the whole read.
    private static func readEntries(_ reader: CacheFileReader, analysisFingerprint: String, workspaceRoot: String)
        -> Result<(entries: [String: Entry], blocks: [String: StoredBlock]), Discarded>
    {
        do {
            let header = BinaryCacheDecoder(bytes: try reader.readBlock())
            let stored = try header.decode(Header.self)
            guard header.isAtEnd else { return .failure(.corrupt) }
            guard stored.analysisFingerprint == analysisFingerprint else { return .failure(.anotherVersion) }
            guard stored.workspaceRoot == workspaceRoot else {
                return .failure(.anotherWorkspace(stored.workspaceRoot))
            }
            // Every entry takes at least a block header, so the count is bounded by the file.
            guard stored.entryCount >= 0, stored.entryCount <= reader.bytesLeft / CacheFile.blockHeaderSize else {
                return .failure(.corrupt)
            }
            var entries: [String: Entry] = [:]
            entries.reserveCapacity(stored.entryCount)
            var storedBlocks: [String: StoredBlock] = [:]
            storedBlocks.reserveCapacity(stored.entryCount)
            // Entries are independent blocks: read a batch, decode it on every core. On one thread
            // the six real apps' 33 MB cache took 1.4 s, before anything else could start.
            var remaining = stored.entryCount
            while remaining > 0 {
                var blocks: [[UInt8]] = []
                var places: [StoredBlock] = []
                blocks.reserveCapacity(min(remaining, decodingBatch))
                while blocks.count < min(remaining, decodingBatch) {
                    let position = reader.position
                    let block = try reader.readBlockAndChecksum()
                    blocks.append(block.payload)
                    places.append(StoredBlock(position: position, checksum: block.checksum))
                }
                remaining -= blocks.count
                for (entry, place) in zip(decodeConcurrently(blocks), places) {
                    guard let entry, entries.updateValue(entry, forKey: entry.summary.path) == nil else {
                        return .failure(.corrupt)
                    }
                    storedBlocks[entry.summary.path] = place
                }
            }
            guard reader.isAtEnd else { return .failure(.corrupt) }
            return .success((entries, storedBlocks))
        } catch {
            return .failure(.corrupt)
        }
    }

    /// Blocks read before a batch is decoded: bounds the bytes held besides the summaries.
    private static let decodingBatch = 512

    /// Each block's entry, in order; nil for a block that does not decode to exactly one entry.
    /// Contiguous shares of the blocks go to `WorkspaceScan.defaultThreadCount` deep-stack
    /// threads, each with its own `KeyKinds` (which is not thread-safe).
    private static func decodeConcurrently(_ blocks: [[UInt8]]) -> [Entry?] {
        let results = ResultSlots<Entry>(count: blocks.count)
        let threads = max(1, min(WorkspaceScan.defaultThreadCount, blocks.count))
        DeepStack.concurrentPerform(count: threads, threads: threads) { share in
            let keyKinds = BinaryCacheDecoder.KeyKinds()
            let start = blocks.count * share / threads
            let end = blocks.count * (share + 1) / threads
            for index in start..<end {
                let decoder = BinaryCacheDecoder(bytes: blocks[index], keyKinds: keyKinds)
                guard let entry = try? decoder.decode(Entry.self), decoder.isAtEnd else { continue }
                results.store(entry, at: index)
            }
        }
        return results.values
    }

    private mutating func discard(_ reason: Discarded) {
        discarded = reason
        hasChanges = true
    }

    /// Why the cache on disk was discarded, for logs and notes; nil when it loaded or was absent.
    package var loadProblem: String? {
        switch discarded {
        case nil: return nil
        case .corrupt: return "the summary cache \(location.path) is corrupt; it was discarded and will be rebuilt"
        case .anotherVersion:
            return
                "the summary cache \(location.path) was written by another version of ax-lsp; it was discarded and will be rebuilt"
        case .anotherWorkspace(let root):
            return "the summary cache \(location.path) belongs to \(root); it was discarded and will be rebuilt"
        }
    }

    /// The cached summary when `path` still has exactly these bytes.
    package func summary(for path: String, contentHash: ContentHash) -> FileSummary? {
        guard let entry = entries[path], entry.contentHash == contentHash else { return nil }
        return entry.summary
    }

    package mutating func store(_ summary: FileSummary, contentHash: ContentHash) {
        // A file given up for time says nothing about its content: the next run tries again; a
        // summary without every fact (`ExtractionScope`) would give later runs too few.
        if summary.exceededBudget != nil || summary.scope != .everything
            || entries[summary.path]?.contentHash == contentHash
        {
            return
        }
        entries[summary.path] = Entry(contentHash: contentHash, summary: summary)
        storedBlocks[summary.path] = nil
        hasChanges = true
    }

    /// Keeps only these paths, so files deleted or excluded since the last run leave the cache
    /// and it never grows past the workspace.
    package mutating func retain(paths: Set<String>) {
        let kept = entries.filter { paths.contains($0.key) }
        if kept.count != entries.count {
            entries = kept
            storedBlocks = storedBlocks.filter { paths.contains($0.key) }
            hasChanges = true
        }
    }

    /// Writes the cache atomically when it changed, creating its folder `0700` and the file `0600`.
    /// Each entry is encoded into one reused buffer and written in chunks, so saving never holds
    /// a second copy of the cache.
    public mutating func save() throws {
        guard hasChanges else { return }
        let entries = self.entries
        let storedBlocks = self.storedBlocks
        let header = Header(
            analysisFingerprint: analysisFingerprint, workspaceRoot: workspaceRoot, entryCount: entries.count)
        let location = self.location
        let written: Result<Void, Error> = DeepStack.run {
            Result {
                // The file the entries were loaded from, still in place until `commit` renames.
                let loadedFrom =
                    storedBlocks.isEmpty
                    ? nil
                    : try? CacheFileReader.open(location, magic: Self.fileMagic, version: Self.formatVersion).get()
                var writer = try CacheFileWriter(location: location, magic: Self.fileMagic, version: Self.formatVersion)
                do {
                    let encoder = BinaryCacheEncoder()
                    try encoder.encode(header)
                    try writer.writeBlock(encoder.bytes)
                    // Sorted, so that the same entries always give the same file.
                    for path in entries.keys.sorted() {
                        guard let entry = entries[path] else { continue }
                        if let loadedFrom, let place = storedBlocks[path],
                            let block = try? loadedFrom.readBlock(at: place.position, checksum: place.checksum)
                        {
                            try writer.writeBlock(block)
                            continue
                        }
                        encoder.reset()
                        try encoder.encode(entry)
                        try writer.writeBlock(encoder.bytes)
                    }
                } catch {
                    writer.abandon()
                    throw error
                }
                try writer.commit()
            }
        }
        try written.get()
        CacheFile.removeLegacySummaryCache(besides: location)
        hasChanges = false
        // The blocks now sit elsewhere in the new file.
        self.storedBlocks = [:]
    }
}
