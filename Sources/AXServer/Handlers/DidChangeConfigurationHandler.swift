// Answers `workspace/didChangeConfiguration`: apply the `ax-lsp.*` settings, reload the config when needed.
import Foundation
import JSONRPC

/// New editor settings. They apply over the current ones (clients send the whole section); a new
/// `ax-lsp.configPath` reloads the configuration and re-indexes.
enum DidChangeConfigurationHandler: NotificationHandler {
    static func handle(_ notification: DidChangeConfigurationNotification, session: ServerSession) {
        let previousConfigPath = session.features.settings.configPath ?? ""
        session.features.settings.apply(notification.settings)
        session.logger.debug("settings changed: \(notification.settings.map { "\($0)" } ?? "null")")
        if (session.features.settings.configPath ?? "") != previousConfigPath {
            session.indexer.reindex(session: session, reason: "the setting 'ax-lsp.configPath' changed")
        } else {
            DiagnosticsPublisher.publishChanged(session: session)
        }
    }
}
