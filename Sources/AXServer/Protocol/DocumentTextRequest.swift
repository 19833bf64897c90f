// `ax-lsp/documentText`: the server's copy of an open document, for tests and bug reports.
import Foundation
import JSONRPC

/// Returns the text and version the server holds for an open document, so a client (or a test)
/// can check that edits were applied exactly as it applied them.
package struct DocumentTextRequest: RequestType, Hashable {
    package static let method = "ax-lsp/documentText"
    package typealias Response = DocumentTextResult
    package var textDocument: TextDocumentIdentifier

    package init(textDocument: TextDocumentIdentifier) {
        self.textDocument = textDocument
    }
}

/// The server's text of a document and the version it came with.
package struct DocumentTextResult: Codable, Hashable, Sendable {
    package var text: String
    package var version: Int

    package init(text: String, version: Int) {
        self.text = text
        self.version = version
    }
}
