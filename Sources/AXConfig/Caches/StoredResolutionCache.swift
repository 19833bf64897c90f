// The language server's stored resolution: what resolving its whole workspace concluded, reused
// on a restart when every file and option is the same, so the first index skips resolution.
import AXAnalysis
import Foundation

/// The server's counterpart of `AnalysisResultsCache`. The server analyses all its workspace
/// folders at once and names files by absolute client paths (`WorkspacePath`), and it keeps
/// editing the analysis afterwards, so what it stores is a `StoredResolution` (the resolvers' and
/// rules' unfiltered output, which `AnalysisWorkspace.install(_:)` rebuilds a resolution from),
/// keyed by the options and every (absolute path, `ContentHash`) of the whole server workspace,
/// open documents included, compared in full.
///
/// The file (`server-resolution.bin`) sits next to the first folder's summary cache, holds one
/// resolution (the last), and has the same guarantees as the other caches: checksummed blocks,
/// discarded whole when anything is off (another build, other folders, any damage), written
/// atomically `0600` in a `0700` folder.
package enum StoredResolutionCache {
    /// Bumped when the file layout changes.
    package static let formatVersion = 2
    static let fileMagic = "AXLSPSRV"
    package static let fileName = "server-resolution.bin"

    /// The options and every analysed file, by absolute path (the same shape as the CLI's key).
    package typealias Key = AnalysisResultsCache.Key
    package typealias FileKey = AnalysisResultsCache.FileKey

    /// The stored resolution of the server whose first folder's summary cache is at `summaryCacheLocation`.
    package static func location(besideSummaryCache summaryCacheLocation: URL) -> URL {
        summaryCacheLocation.deletingLastPathComponent().appendingPathComponent(fileName)
    }

    /// The stored resolution when it was computed from exactly `key` by this build for these
    /// workspace folders (in this order); nil when there is none, it is stale, or the file is damaged.
    package static func load(
        location: URL, workspaceFolders: [String], key: Key,
        analysisFingerprint: String = SummaryCache.buildFingerprint
    ) -> StoredResolution? {
        read(location: location, workspaceFolders: workspaceFolders, analysisFingerprint: analysisFingerprint) {
            $0 == key
        }?.resolution
    }

    /// The stored key and resolution whatever files they came from (the server decodes it while
    /// it reads the files, and compares the files afterwards), or only when computed with
    /// `options` if given; nil when absent, damaged, or from another build or other folders.
    package static func loadStored(
        location: URL, workspaceFolders: [String], options: AnalysisOptions? = nil,
        analysisFingerprint: String = SummaryCache.buildFingerprint
    ) -> (key: Key, resolution: StoredResolution)? {
        read(location: location, workspaceFolders: workspaceFolders, analysisFingerprint: analysisFingerprint) { key in
            options.map { $0 == key.options } ?? true
        }
    }

    /// Replaces the stored resolution with this one, computed from `key`.
    package static func save(
        _ resolution: StoredResolution, key: Key, location: URL, workspaceFolders: [String],
        analysisFingerprint: String = SummaryCache.buildFingerprint
    ) throws {
        try StoredAnalysisFile.write(
            location: location, magic: fileMagic, version: formatVersion,
            workspaceRoot: workspaceRoot(workspaceFolders),
            analysisFingerprint: analysisFingerprint, key: key,
            payload: [resolution.identifiers, resolution.resolverFindings, resolution.ruleFindings])
    }

    private static func read(
        location: URL, workspaceFolders: [String], analysisFingerprint: String,
        accepts: @escaping (Key) -> Bool
    ) -> (key: Key, resolution: StoredResolution)? {
        let read = StoredAnalysisFile.read(
            location: location, magic: fileMagic, version: formatVersion,
            workspaceRoot: workspaceRoot(workspaceFolders), analysisFingerprint: analysisFingerprint,
            accepts: accepts
        ) { reader in
            StoredResolution(
                identifiers: try StoredAnalysisFile.decode([ComputedIdentifier].self, from: try reader.readBlock()),
                resolverFindings: try StoredAnalysisFile.decode([Finding].self, from: try reader.readBlock()),
                ruleFindings: try StoredAnalysisFile.decode([Finding].self, from: try reader.readBlock()))
        }
        return read.map { ($0.key, $0.payload) }
    }

    /// The folders as the header's one root string: NUL cannot occur in a path.
    private static func workspaceRoot(_ folders: [String]) -> String {
        folders.joined(separator: "\u{0}")
    }
}
