// `ax-lsp/documentText`: the server's copy of an open document, for tests and bug reports.
import Foundation
import JSONRPC

/// Returns the text and version the server holds for an open document, so a client (or a test)
/// can check that edits were applied exactly as it applied them.
public struct DocumentTextRequest: RequestType, Hashable {
    public static let method = "ax-lsp/documentText"
    public typealias Response = DocumentTextResult
    public var textDocument: TextDocumentIdentifier

    public init(textDocument: TextDocumentIdentifier) {
        self.textDocument = textDocument
    }
}

/// The server's text of a document and the version it came with.
public struct DocumentTextResult: Codable, Hashable, Sendable {
    public var text: String
    public var version: Int

    public init(text: String, version: Int) {
        self.text = text
        self.version = version
    }
}
