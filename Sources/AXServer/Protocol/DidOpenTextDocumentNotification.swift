// `textDocument/didOpen`: the client now owns the document's text.
import JSONRPC

/// The client opened a document; its text replaces what is on disk until `didClose`.
package struct DidOpenTextDocumentNotification: NotificationType, Hashable {
    package static let method = "textDocument/didOpen"
    package var textDocument: TextDocumentItem

    package init(textDocument: TextDocumentItem) {
        self.textDocument = textDocument
    }
}
