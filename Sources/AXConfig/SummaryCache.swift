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
    /// Bumped when the file layout changes.
    public static let formatVersion = 1

    /// One cached file.
    public struct Entry: Codable, Sendable {
        public var contentHash: ContentHash
        public var summary: FileSummary
    }

    /// Why an existing cache file was not used.
    public enum Discarded: Equatable, Sendable {
        /// It does not decode (truncated, edited, another program's file).
        case corrupt
        /// Another format version or another build of ax-lsp wrote it: expected after an upgrade.
        case anotherVersion
        /// It belongs to another workspace root (a hash collision of the folder name, or a copy).
        case anotherWorkspace(String)
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
    /// Why an existing cache file was discarded; nil when it loaded or was absent.
    public private(set) var discarded: Discarded?
    /// True when `save()` has something to write: an entry was added, changed or pruned, or the
    /// file on disk was discarded. An unchanged workspace rewrites nothing.
    public private(set) var hasChanges = false

    /// An empty cache that will be written to `location`.
    public init(location: URL, workspaceRoot: String, analysisFingerprint: String = SummaryCache.buildFingerprint) {
        self.location = location
        self.workspaceRoot = workspaceRoot
        self.analysisFingerprint = analysisFingerprint
        self.entries = [:]
    }

    /// Reads the cache at `location`; anything unusable yields an empty cache with `discarded`.
    public static func load(location: URL, workspaceRoot: String, analysisFingerprint: String = SummaryCache.buildFingerprint) -> SummaryCache {
        var cache = SummaryCache(location: location, workspaceRoot: workspaceRoot, analysisFingerprint: analysisFingerprint)
        guard let data = FileManager.default.contents(atPath: location.path) else { return cache }
        guard let stored = try? JSONDecoder().decode(Stored.self, from: data) else {
            cache.discard(.corrupt)
            return cache
        }
        guard stored.formatVersion == formatVersion, stored.analysisFingerprint == analysisFingerprint else {
            cache.discard(.anotherVersion)
            return cache
        }
        guard stored.workspaceRoot == workspaceRoot else {
            cache.discard(.anotherWorkspace(stored.workspaceRoot))
            return cache
        }
        // An entry whose summary names another file is not trusted either.
        cache.entries = stored.entries.filter { path, entry in entry.summary.path == path }
        cache.hasChanges = cache.entries.count != stored.entries.count
        return cache
    }

    private mutating func discard(_ reason: Discarded) {
        discarded = reason
        hasChanges = true
    }

    /// Why the cache on disk was discarded, for logs and notes; nil when it loaded or was absent.
    public var loadProblem: String? {
        switch discarded {
        case nil: return nil
        case .corrupt: return "the summary cache \(location.path) is corrupt; it was discarded and will be rebuilt"
        case .anotherVersion: return "the summary cache \(location.path) was written by another version of ax-lsp; it was discarded and will be rebuilt"
        case .anotherWorkspace(let root): return "the summary cache \(location.path) belongs to \(root); it was discarded and will be rebuilt"
        }
    }

    /// The cached summary when `path` still has exactly these bytes.
    public func summary(for path: String, contentHash: ContentHash) -> FileSummary? {
        guard let entry = entries[path], entry.contentHash == contentHash else { return nil }
        return entry.summary
    }

    public mutating func store(_ summary: FileSummary, contentHash: ContentHash) {
        if entries[summary.path]?.contentHash == contentHash { return }
        entries[summary.path] = Entry(contentHash: contentHash, summary: summary)
        hasChanges = true
    }

    /// Keeps only these paths, so files deleted or excluded since the last run leave the cache
    /// and it never grows past the workspace.
    public mutating func retain(paths: Set<String>) {
        let kept = entries.filter { paths.contains($0.key) }
        if kept.count != entries.count {
            entries = kept
            hasChanges = true
        }
    }

    /// Writes the cache atomically when it changed, creating its folder `0700` and the file `0600`.
    public mutating func save() throws {
        guard hasChanges else { return }
        let stored = Stored(formatVersion: Self.formatVersion, analysisFingerprint: analysisFingerprint, workspaceRoot: workspaceRoot, entries: entries)
        let data = try JSONEncoder().encode(stored)
        let folder = location.deletingLastPathComponent()
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        // The workspace's folder is ours even when the parent existed with wider permissions.
        try fileManager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
        try data.write(to: location, options: .atomic)
        try fileManager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: location.path)
        hasChanges = false
    }
}
