// Answers `textDocument/hover` with the Markdown AXAnalysis writes for the position.
import AXAnalysis
import Foundation
import JSONRPC

enum HoverHandler: RequestHandler {
    static func handle(_ request: HoverRequest, id: RequestID, session: ServerSession) throws -> HoverResult? {
        let document = try FromLSP.document(request.textDocument.uri, session: session)
        let offset = FromLSP.utf8Offset(request.position, in: document, session: session)
        guard let hover = session.workspace.hover(at: offset, in: document.path) else { return nil }
        var convert = ToLSP(session: session)
        return HoverResult(
            contents: MarkupContent(kind: "markdown", value: hover.text),
            range: convert.range(hover.range, in: document.path))
    }
}
