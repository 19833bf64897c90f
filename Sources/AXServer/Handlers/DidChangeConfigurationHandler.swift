// Applies `workspace/didChangeConfiguration` settings: republishes diagnostics, or re-indexes
// when the configuration file changed.
import Foundation
import JSONRPC

enum DidChangeConfigurationHandler: NotificationHandler {
    static func handle(_ notification: DidChangeConfigurationNotification, session: ServerSession) {
        let oldConfigPath = session.features.settings.configPath
        session.features.settings.apply(notification.settings)
        if session.features.settings.configPath != oldConfigPath {
            // Another `.ax-lsp.yml` changes analysis options and the file set: index again.
            WorkspaceIndexer.start(session: session)
        } else {
            DiagnosticsPublisher.publishChanged(session: session)
        }
    }
}
