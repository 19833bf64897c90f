// Answers `textDocument/inlayHint` with the identifier hints of the range, per-kind settings applied.
import AXAnalysis
import Foundation
import JSONRPC

enum InlayHintHandler: RequestHandler {
    static func handle(_ request: InlayHintRequest, id: RequestID, session: ServerSession) throws -> [InlayHint] {
        let document = try FromLSP.document(request.textDocument.uri, session: session)
        let range = FromLSP.utf8Range(request.range, in: document, session: session)
        let enabled = session.features.settings.enabledHintKinds
        var convert = ToLSP(session: session)
        return IdentifierHints.hints(in: document.path, range: range, workspace: session.workspace)
            .filter { enabled.contains($0.kind) }
            .map { convert.inlayHint($0, in: document.path) }
    }
}
