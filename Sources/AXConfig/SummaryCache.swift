// The on-disk cache of file summaries that makes a restart on an unchanged workspace cheap:
// one file per workspace under the user's cache directory, keyed by path and content hash.
import AXAnalysis
import Foundation

/// Summaries from an earlier run, trusted only when the file's bytes hash the same, the cache
/// format is this one, and the analysis that wrote it is this build's.
///
/// A cache that cannot be read, does not decode, or was written by another format or build is
/// discarded as a whole (`loadProblem` says why), never partially trusted. Writes go to a
/// temporary file renamed into place, so a crash mid-write leaves the old cache or none.
public struct SummaryCache {
    /// Bumped when the file layout changes.
    public static let formatVersion = 1

    /// One cached file.
    public struct Entry: Codable, Sendable {
        public var contentHash: ContentHash
        public var summary: FileSummary
    }

    private struct Stored: Codable {
        var formatVersion: Int
        var analysisFingerprint: String
        var workspaceRoot: String
        var entries: [String: Entry]
    }

    public let location: URL
    public let workspaceRoot: String
    public let analysisFingerprint: String
    public private(set) var entries: [String: Entry]
    /// Why an existing cache file was discarded, for the log; nil when it loaded or was absent.
    public private(set) var loadProblem: String?

    /// An empty cache that will be written to `location`.
    public init(location: URL, workspaceRoot: String, analysisFingerprint: String = SummaryCache.buildFingerprint) {
        self.location = location
        self.workspaceRoot = workspaceRoot
        self.analysisFingerprint = analysisFingerprint
        self.entries = [:]
    }

    /// Reads the cache at `location`; anything unusable yields an empty cache with `loadProblem`.
    public static func load(location: URL, workspaceRoot: String, analysisFingerprint: String = SummaryCache.buildFingerprint) -> SummaryCache {
        var cache = SummaryCache(location: location, workspaceRoot: workspaceRoot, analysisFingerprint: analysisFingerprint)
        guard let data = FileManager.default.contents(atPath: location.path) else { return cache }
        guard let stored = try? JSONDecoder().decode(Stored.self, from: data) else {
            cache.loadProblem = "the summary cache \(location.path) is corrupt; it was discarded and will be rebuilt"
            return cache
        }
        guard stored.formatVersion == formatVersion, stored.analysisFingerprint == analysisFingerprint else {
            cache.loadProblem = "the summary cache \(location.path) was written by another version of ax-lsp; it was discarded and will be rebuilt"
            return cache
        }
        guard stored.workspaceRoot == workspaceRoot else {
            cache.loadProblem = "the summary cache \(location.path) belongs to \(stored.workspaceRoot); it was discarded and will be rebuilt"
            return cache
        }
        // An entry whose summary names another file is not trusted either.
        cache.entries = stored.entries.filter { path, entry in entry.summary.path == path }
        return cache
    }

    /// The cached summary when `path` still has exactly these bytes.
    public func summary(for path: String, contentHash: ContentHash) -> FileSummary? {
        guard let entry = entries[path], entry.contentHash == contentHash else { return nil }
        return entry.summary
    }

    public mutating func store(_ summary: FileSummary, contentHash: ContentHash) {
        entries[summary.path] = Entry(contentHash: contentHash, summary: summary)
    }

    /// Keeps only these paths (files deleted since the last run leave the cache).
    public mutating func retain(paths: Set<String>) {
        entries = entries.filter { paths.contains($0.key) }
    }

    /// Writes the cache atomically, creating its directory.
    public func save() throws {
        let stored = Stored(formatVersion: Self.formatVersion, analysisFingerprint: analysisFingerprint, workspaceRoot: workspaceRoot, entries: entries)
        let data = try JSONEncoder().encode(stored)
        try FileManager.default.createDirectory(at: location.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: location, options: .atomic)
    }
}
