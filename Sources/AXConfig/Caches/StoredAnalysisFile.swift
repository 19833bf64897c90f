// The layout the stored-analysis caches share: who wrote the file and for which folder, the
// inputs the analysis came from, then its output, each a checksummed block of `CacheFile`.
import AXAnalysis
import Foundation

/// A header block (build fingerprint, workspace root), a key block, then payload blocks. A
/// reader decodes the key before anything else and stops there unless its caller accepts it, so
/// a stale file costs reading its key only; any damage, a foreign build or folder, or bytes
/// after the last block make the read fail whole. Written atomically through `CacheFileWriter`.
enum StoredAnalysisFile {
    private struct Header: Codable {
        var analysisFingerprint: String
        var workspaceRoot: String
    }

    /// The key and the payload when the header names `analysisFingerprint` and `workspaceRoot`
    /// and `accepts` takes the key; `payload` reads the remaining blocks (every one of them:
    /// the file must end right after). Runs on a `DeepStack` thread (the values nest).
    static func read<Key: Decodable, Payload>(
        location: URL, magic: String, version: Int, workspaceRoot: String, analysisFingerprint: String,
        accepts: @escaping (Key) -> Bool,
        payload: @escaping (CacheFileReader) throws -> Payload
    ) -> (key: Key, payload: Payload)? {
        guard case .success(let reader) = CacheFileReader.open(location, magic: magic, version: version) else {
            return nil
        }
        return DeepStack.run { () -> (key: Key, payload: Payload)? in
            do {
                let header = try decode(Header.self, from: try reader.readBlock())
                guard header.analysisFingerprint == analysisFingerprint, header.workspaceRoot == workspaceRoot else {
                    return nil
                }
                let key = try decode(Key.self, from: try reader.readBlock())
                guard accepts(key) else { return nil }
                let value = try payload(reader)
                guard reader.isAtEnd else { return nil }
                return (key, value)
            } catch {
                return nil
            }
        }
    }

    /// One block's value, which must fill the block exactly.
    static func decode<T: Decodable>(_ type: T.Type, from block: [UInt8]) throws -> T {
        let decoder = BinaryCacheDecoder(bytes: block)
        let value = try decoder.decode(type)
        guard decoder.isAtEnd else { throw BinaryCacheError("a cache block has bytes after its value") }
        return value
    }

    /// Replaces the file with the header, `key` and one block per payload value.
    static func write<Key: Encodable>(
        location: URL, magic: String, version: Int, workspaceRoot: String, analysisFingerprint: String,
        key: Key, payload: [any Encodable]
    ) throws {
        let header = Header(analysisFingerprint: analysisFingerprint, workspaceRoot: workspaceRoot)
        let written: Result<Void, Error> = DeepStack.run {
            Result {
                var writer = try CacheFileWriter(location: location, magic: magic, version: version)
                do {
                    let encoder = BinaryCacheEncoder()
                    func write(_ value: any Encodable) throws {
                        encoder.reset()
                        try encoder.encode(value)
                        try writer.writeBlock(encoder.bytes)
                    }
                    try write(header)
                    try write(key)
                    for value in payload { try write(value) }
                } catch {
                    writer.abandon()
                    throw error
                }
                try writer.commit()
            }
        }
        try written.get()
    }
}
