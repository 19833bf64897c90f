// `textDocument/didSave`: the open document was written to disk.
import JSONRPC

/// The client saved a document; `text` is present only if the server asked for it (ax-lsp does not).
package struct DidSaveTextDocumentNotification: NotificationType, Hashable {
    package static let method = "textDocument/didSave"
    package var textDocument: TextDocumentIdentifier
    package var text: String?

    package init(textDocument: TextDocumentIdentifier, text: String? = nil) {
        self.textDocument = textDocument
        self.text = text
    }
}
