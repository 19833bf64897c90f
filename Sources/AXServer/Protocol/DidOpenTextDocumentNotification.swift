// `textDocument/didOpen`: the client now owns the document's text.
import JSONRPC

/// The client opened a document; its text replaces what is on disk until `didClose`.
public struct DidOpenTextDocumentNotification: NotificationType, Hashable {
    public static let method = "textDocument/didOpen"
    public var textDocument: TextDocumentItem

    public init(textDocument: TextDocumentItem) {
        self.textDocument = textDocument
    }
}
