// `initialize`: records the client, negotiates the position encoding, announces capabilities.
import Foundation
import JSONRPC

/// Answers `initialize`. The lifecycle checks (only once, before anything else) live in `LanguageServer`.
enum InitializeHandler: RequestHandler {
    static func handle(_ request: InitializeRequest, id: RequestID, session: ServerSession) throws -> InitializeResult {
        session.initializeParams = request
        session.positionEncoding = PositionEncodingKind.negotiate(
            offered: request.capabilities?.general?.positionEncodings)
        session.lifecycle = .running
        let client = request.clientInfo.map { "\($0.name) \($0.version ?? "")" } ?? "an unnamed client"
        session.logger.info(
            "ax-lsp \(ServerVersion.current) initialized by \(client); positions in \(session.positionEncoding.rawValue)"
        )
        session.features.settings.apply(request.initializationOptions)
        return InitializeResult(
            capabilities: FeatureCapabilities.announce(ServerCapabilities(positionEncoding: session.positionEncoding)),
            serverInfo: InitializeResult.ServerInfo(name: "ax-lsp", version: ServerVersion.current))
    }
}
