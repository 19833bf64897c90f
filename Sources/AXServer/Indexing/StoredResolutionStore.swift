// The server's stored resolution: looked up off the loop while indexing, installed on the loop
// when it matches the analysis exactly, and written off the loop when it did not.
import AXAnalysis
import AXConfig
import Foundation

/// Where one indexing run's stored resolution lives, and what the run found there.
struct StoredResolutionSlot: Sendable {
    var location: URL
    var workspaceFolders: [String]
    /// The stored key and resolution; once the run read its files, only when the key is the
    /// run's options and those files (checked again on the loop against what the analysis holds).
    var found: (key: StoredResolutionCache.Key, resolution: StoredResolution)?

    /// This slot with the stored resolution kept only when it was computed from exactly `files`
    /// (every file read from disk, with its hash) and the options it was looked up with.
    func keepingOnly(files: [StoredResolutionCache.FileKey]?) -> StoredResolutionSlot {
        var slot = self
        if let found, let files, found.key == StoredResolutionCache.Key(options: found.key.options, files: files) {
            return slot
        }
        slot.found = nil
        return slot
    }
}

/// A restart on an unchanged workspace installs the resolution stored by the last index instead
/// of resolving (seconds for thousands of files); any difference in a path, a content hash (an
/// open document edited and not saved) or an option misses, and the run resolves and stores.
enum StoredResolutionStore {
    /// Writes run one at a time, off the loop; `exit` waits for the last one (`PendingCacheWrites`).
    private static let writes = DispatchQueue(label: "ax-lsp.stored-resolution.write", qos: .utility)

    /// Off the loop, while discovery runs: the slot, when every folder has its cache on (the file
    /// holds all folders' results), with whatever resolution is stored there for these options.
    /// Decoding it alongside discovery and the summary cache takes it off the critical path; whether
    /// it is the right one is known once the files are read (`keepingOnly(files:)`).
    static func candidate(roots: [WorkspaceRoot], placement: SummaryCachePlacement, options: AnalysisOptions)
        -> StoredResolutionSlot?
    {
        let summaryCaches = roots.map { placement.location(for: $0) }
        guard let first = summaryCaches.first, let summaryCache = first, summaryCaches.allSatisfy({ $0 != nil }) else {
            return nil
        }
        let folders = roots.map(\.path)
        let location = StoredResolutionCache.location(besideSummaryCache: summaryCache)
        let found = StoredResolutionCache.loadStored(location: location, workspaceFolders: folders, options: options)
        return StoredResolutionSlot(location: location, workspaceFolders: folders, found: found)
    }

    /// The key of what the analysis holds now: its options and every file's path and the hash of
    /// its text, open documents as the editor has them.
    static func currentKey(of workspace: AnalysisWorkspace) -> StoredResolutionCache.Key {
        let files = workspace.paths.compactMap { path in
            workspace.text(of: path).map { StoredResolutionCache.FileKey(path: path, contentHash: ContentHash($0)) }
        }
        return StoredResolutionCache.Key(options: workspace.options, files: files)
    }

    /// On the loop at the end of a run: installs the stored resolution when its key is exactly the
    /// analysis's. Returns whether it did, and the key (to store this run's resolution under when not).
    static func installIfCurrent(_ slot: StoredResolutionSlot, workspace: AnalysisWorkspace) -> (
        installed: Bool, key: StoredResolutionCache.Key
    ) {
        let key = currentKey(of: workspace)
        guard let found = slot.found, found.key == key else { return (false, key) }
        workspace.install(found.resolution)
        return (true, key)
    }

    /// Writes the workspace's resolution (resolving it first if needed) under `key`, off the loop;
    /// the outcome is logged through `log` (called off the loop). Nothing is written while the
    /// analysis holds a document from outside the workspace folders: the cache holds nothing from
    /// outside the workspace (SECURITY.md).
    static func store(
        _ workspace: AnalysisWorkspace, key: StoredResolutionCache.Key, slot: StoredResolutionSlot,
        log: @escaping @Sendable (String) -> Void
    ) {
        let folderPrefixes = slot.workspaceFolders.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        guard key.files.allSatisfy({ file in folderPrefixes.contains { file.path.hasPrefix($0) } }) else {
            log("the resolution is not stored: a document open from outside the workspace folders is part of it")
            return
        }
        let resolution = workspace.storedResolution()
        PendingCacheWrites.begin()
        writes.async {
            defer { PendingCacheWrites.end() }
            do {
                try StoredResolutionCache.save(
                    resolution, key: key, location: slot.location, workspaceFolders: slot.workspaceFolders)
                log("stored the resolution of \(key.files.count) files in \(slot.location.path)")
            } catch {
                log(
                    "cannot write the stored resolution \(slot.location.path) (\(error.localizedDescription)); the next start resolves again"
                )
            }
        }
    }
}
