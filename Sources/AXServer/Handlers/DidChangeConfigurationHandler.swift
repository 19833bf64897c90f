// Applies `workspace/didChangeConfiguration` settings and republishes diagnostics.
import Foundation
import JSONRPC

enum DidChangeConfigurationHandler: NotificationHandler {
    static func handle(_ notification: DidChangeConfigurationNotification, session: ServerSession) {
        session.features.settings.apply(notification.settings)
        DiagnosticsPublisher.publishChanged(session: session)
    }
}
