// The server's stored resolution: looked up off the loop while indexing, installed on the loop
// when it matches the analysis exactly, and written off the loop when it did not.
import AXAnalysis
import AXConfig
import Foundation

/// Where one indexing run's stored resolution lives, and what the run found there.
struct StoredResolutionSlot: Sendable {
    var location: URL
    var workspaceFolders: [String]
    /// The stored key and resolution when the key is the run's options and the files it read
    /// from disk (checked again on the loop against what the analysis actually holds).
    var found: (key: StoredResolutionCache.Key, resolution: StoredResolution)?
}

/// A restart on an unchanged workspace installs the resolution stored by the last index instead
/// of resolving (seconds for thousands of files); any difference in a path, a content hash (an
/// open document edited and not saved) or an option misses, and the run resolves and stores.
enum StoredResolutionStore {
    /// Writes run one at a time, off the loop; `exit` waits for the last one (briefly).
    private static let writes = DispatchQueue(label: "ax-lsp.stored-resolution.write", qos: .utility)
    private static let pendingWrites = DispatchGroup()

    /// Off the loop, after the run read every file: the slot, when every folder has its cache on
    /// (the file holds all folders' results), with the stored resolution if it was computed from
    /// the options and exactly the files read.
    static func lookUp(roots: [WorkspaceRoot], caches: IndexingSummaryCaches, options: AnalysisOptions) -> StoredResolutionSlot? {
        guard let summaryCache = caches.firstLocation, let files = caches.fileKeysWhenEveryFolderIsCached() else { return nil }
        let folders = roots.map(\.path)
        let location = StoredResolutionCache.location(besideSummaryCache: summaryCache)
        let key = StoredResolutionCache.Key(options: options, files: files)
        let found = StoredResolutionCache.load(location: location, workspaceFolders: folders, key: key)
        return StoredResolutionSlot(location: location, workspaceFolders: folders, found: found.map { (key, $0) })
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
    static func installIfCurrent(_ slot: StoredResolutionSlot, workspace: AnalysisWorkspace) -> (installed: Bool, key: StoredResolutionCache.Key) {
        let key = currentKey(of: workspace)
        guard let found = slot.found, found.key == key else { return (false, key) }
        workspace.install(found.resolution)
        return (true, key)
    }

    /// Writes the workspace's resolution (resolving it first if needed) under `key`, off the loop;
    /// the outcome is logged through `log` (called off the loop). Nothing is written while the
    /// analysis holds a document from outside the workspace folders: the cache holds nothing from
    /// outside the workspace (SECURITY.md).
    static func store(_ workspace: AnalysisWorkspace, key: StoredResolutionCache.Key, slot: StoredResolutionSlot,
                      log: @escaping @Sendable (String) -> Void) {
        let folderPrefixes = slot.workspaceFolders.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        guard key.files.allSatisfy({ file in folderPrefixes.contains { file.path.hasPrefix($0) } }) else {
            log("the resolution is not stored: a document open from outside the workspace folders is part of it")
            return
        }
        let resolution = workspace.storedResolution()
        pendingWrites.enter()
        writes.async {
            defer { pendingWrites.leave() }
            do {
                try StoredResolutionCache.save(resolution, key: key, location: slot.location, workspaceFolders: slot.workspaceFolders)
                log("stored the resolution of \(key.files.count) files in \(slot.location.path)")
            } catch {
                log("cannot write the stored resolution \(slot.location.path) (\(error.localizedDescription)); the next start resolves again")
            }
        }
    }

    /// Lets a write in progress finish before the process exits, so the next start finds it;
    /// never waits longer than `timeout`.
    static func waitForPendingWrites(timeout: TimeInterval = 10) {
        _ = pendingWrites.wait(timeout: .now() + timeout)
    }
}
