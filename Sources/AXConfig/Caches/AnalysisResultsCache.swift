// The on-disk cache of a whole analysis: the findings and identifiers of the last run on one
// workspace folder, reused when every input is the same, so a rerun skips resolution too.
import AXAnalysis
import Foundation

/// What `check`, `ids` and `generate` computed on a workspace, trusted only when the files (every
/// path and `ContentHash`), the analysis options and the build are exactly those of this run.
///
/// A summary cache cannot make a rerun cheap on its own: resolving a 5,000-file workspace takes
/// seconds whatever the summaries cost. The analysis is a pure function of the files' paths and
/// texts and of `AnalysisOptions` (`AnalysisWorkspace` says so), and the executable's
/// fingerprint stands for the code, so equal inputs give equal results and the stored ones can
/// be printed instead. The key is compared in full (decoded options `==`, every path and hash),
/// never through a digest. Baselines, `--lenient` and reporters apply afterwards, so they are
/// not part of it.
///
/// The file sits next to the summary cache (`results.bin`), holds one analysis (the last), and
/// has the same guarantees: checksummed blocks (`CacheFile`), discarded whole when anything is
/// off, written atomically `0600` in a `0700` folder.
public enum AnalysisResultsCache {
    /// Bumped when the file layout changes.
    package static let formatVersion = 2
    static let fileMagic = "AXLSPRES"
    package static let fileName = "results.bin"

    /// One analysed file: its path as the analysis names it and the hash of its text.
    public struct FileKey: Codable, Hashable, Sendable {
        package var path: String
        package var contentHash: ContentHash

        public init(path: String, contentHash: ContentHash) {
            self.path = path
            self.contentHash = contentHash
        }
    }

    /// Everything the results depend on besides the build: the options and every file.
    public struct Key: Codable, Equatable, Sendable {
        package var options: AnalysisOptions
        /// Sorted by path, so the order files were found in does not matter.
        package private(set) var files: [FileKey]

        public init(options: AnalysisOptions, files: [FileKey]) {
            self.options = options
            self.files = files.sorted { $0.path < $1.path }
        }
    }

    /// A whole analysis, as the commands print it.
    public struct Results: Equatable, Sendable {
        /// Every finding after options and suppressions (`AnalysisWorkspace.allFindings()`).
        package var findings: [Finding]
        /// Every identifier (`AnalysisWorkspace.allIdentifiers()`).
        package var identifiers: [ComputedIdentifier]

        public init(findings: [Finding], identifiers: [ComputedIdentifier]) {
            self.findings = findings
            self.identifiers = identifiers
        }
    }

    /// Which results a caller prints: `check` needs the findings, `ids` and `generate` the
    /// identifiers. The others are left empty (decoding 5,000 files' identifiers is most of a
    /// warm `check` otherwise); their blocks are still read and checksummed.
    public struct Parts: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        package static let findings = Parts(rawValue: 1)
        package static let identifiers = Parts(rawValue: 2)
        public static let all: Parts = [.findings, .identifiers]
    }

    /// The results file of the workspace whose summary cache is at `summaryCacheLocation`.
    public static func location(besideSummaryCache summaryCacheLocation: URL) -> URL {
        summaryCacheLocation.deletingLastPathComponent().appendingPathComponent(fileName)
    }

    /// The stored results when they were computed from exactly `key` by this build for
    /// `workspaceRoot`; nil when there are none, they are stale, or the file is damaged.
    public static func load(
        location: URL, workspaceRoot: String, key: Key, parts: Parts = .all,
        analysisFingerprint: String = SummaryCache.buildFingerprint
    ) -> Results? {
        read(location: location, workspaceRoot: workspaceRoot, analysisFingerprint: analysisFingerprint, parts: parts) {
            $0 == key
        }?.results
    }

    /// The stored key and results whatever inputs they came from (for tests that prepare a
    /// cache, and for looking into one); nil when absent, damaged, or from another build or folder.
    package static func loadStored(
        location: URL, workspaceRoot: String,
        analysisFingerprint: String = SummaryCache.buildFingerprint
    ) -> (key: Key, results: Results)? {
        read(location: location, workspaceRoot: workspaceRoot, analysisFingerprint: analysisFingerprint, parts: .all) {
            _ in true
        }
    }

    /// Reads the file, stopping before the results unless `accepts` takes the stored key: a
    /// stale file costs reading its key only.
    private static func read(
        location: URL, workspaceRoot: String, analysisFingerprint: String, parts: Parts,
        accepts: @escaping (Key) -> Bool
    ) -> (key: Key, results: Results)? {
        let read = StoredAnalysisFile.read(
            location: location, magic: fileMagic, version: formatVersion, workspaceRoot: workspaceRoot,
            analysisFingerprint: analysisFingerprint, accepts: accepts
        ) { reader in
            // Both blocks are read (and checksummed) whatever a caller decodes.
            let findingsBlock = try reader.readBlock()
            let identifiersBlock = try reader.readBlock()
            let findings =
                parts.contains(.findings) ? try StoredAnalysisFile.decode([Finding].self, from: findingsBlock) : []
            let identifiers =
                parts.contains(.identifiers)
                ? try StoredAnalysisFile.decode([ComputedIdentifier].self, from: identifiersBlock) : []
            return Results(findings: findings, identifiers: identifiers)
        }
        return read.map { ($0.key, $0.payload) }
    }

    /// Replaces the stored results with these, computed from `key`.
    public static func save(
        _ results: Results, key: Key, location: URL, workspaceRoot: String,
        analysisFingerprint: String = SummaryCache.buildFingerprint
    ) throws {
        try StoredAnalysisFile.write(
            location: location, magic: fileMagic, version: formatVersion, workspaceRoot: workspaceRoot,
            analysisFingerprint: analysisFingerprint, key: key, payload: [results.findings, results.identifiers])
    }
}
