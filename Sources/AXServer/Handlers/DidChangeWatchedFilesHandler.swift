// Answers `workspace/didChangeWatchedFiles`: re-read, forget, or reload the configuration.
import Foundation
import JSONRPC

/// Files changed outside the editor (a `git checkout`, a generator). Open documents keep the
/// editor's text; a changed `.ax-lsp.yml` reloads the configuration and re-indexes everything.
enum DidChangeWatchedFilesHandler: NotificationHandler {
    static func handle(_ notification: DidChangeWatchedFilesNotification, session: ServerSession) {
        var configurationChanged = false
        // Read together off the loop: a branch switch announces hundreds of files at once.
        var changed: [String] = []
        var deleted: [String] = []
        for change in notification.changes {
            let path = WorkspacePath.analysisPath(ofURI: change.uri)
            if session.indexer.isConfigurationFile(path, session: session) {
                configurationChanged = true
                continue
            }
            switch change.type {
            case .created, .changed: changed.append(path)
            case .deleted: deleted.append(path)
            }
        }
        session.indexer.filesDeletedOnDisk(deleted, session: session)
        if !configurationChanged { session.indexer.filesChangedOnDisk(changed, session: session) }
        if configurationChanged {
            session.indexer.reindex(session: session, reason: "a configuration file changed on disk")
        } else {
            // Deletions applied now; re-read files publish again when they arrive.
            WorkspaceIndexer.workspaceChanged(session: session, settle: true)
        }
    }
}
