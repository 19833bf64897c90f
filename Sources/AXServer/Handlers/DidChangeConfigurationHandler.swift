// Answers `workspace/didChangeConfiguration`: apply the `ax-lsp.*` settings, reload the config when needed.
import Foundation
import JSONRPC

/// New editor settings. They apply over the current ones (clients send the whole section); a new
/// `ax-lsp.configPath` reloads the configuration and re-indexes. Clients using the pull model send
/// null settings: then the server asks for the `ax-lsp` section with `workspace/configuration`.
enum DidChangeConfigurationHandler: NotificationHandler {
    static func handle(_ notification: DidChangeConfigurationNotification, session: ServerSession) {
        guard let settings = notification.settings, settings != .null else {
            pullSettings(session: session)
            return
        }
        apply(settings, session: session)
    }

    private static func pullSettings(session: ServerSession) {
        guard session.clientCapabilities.workspace?.configuration == true else {
            session.logger.debug(
                "didChangeConfiguration without settings from a client that cannot be asked for them; ignored")
            return
        }
        session.sendRequestToClient(WorkspaceConfigurationRequest(items: [.init(section: "ax-lsp")])) { result in
            switch result {
            case .success(let values):
                // The section comes without its `ax-lsp` prefix.
                if let section = values.first, section != .null { apply(["ax-lsp": section], session: session) }
            case .failure(let error):
                session.logger.warning("could not read the 'ax-lsp' settings from the client: \(error.message)")
            }
        }
    }

    private static func apply(_ settings: JSONValue, session: ServerSession) {
        let previousConfigPath = session.features.settings.configPath ?? ""
        session.features.settings.apply(settings)
        session.logger.debug("settings changed: \(settings)")
        if (session.features.settings.configPath ?? "") != previousConfigPath {
            session.indexer.reindex(session: session, reason: "the setting 'ax-lsp.configPath' changed")
        } else {
            // Diagnostics switched on or off: published from the current resolution.
            session.resolution.finishNow(session: session)
            DiagnosticsPublisher.publishChanged(session: session)
        }
    }
}
