// Answers `ax-lsp/documentText` from the document store.
import Foundation
import JSONRPC

/// The text the server holds for an open document; InvalidParams when it is not open.
enum DocumentTextHandler: RequestHandler {
    static func handle(_ request: DocumentTextRequest, id: RequestID, session: ServerSession) throws
        -> DocumentTextResult
    {
        guard let document = session.documents[request.textDocument.uri] else {
            throw ResponseError(
                code: .invalidParams,
                message: "document \(request.textDocument.uri) is not open; send textDocument/didOpen first")
        }
        return DocumentTextResult(text: document.text, version: document.version)
    }
}
