// `textDocument/didClose`: the file on disk is the truth again.
import JSONRPC

/// The client closed a document.
package struct DidCloseTextDocumentNotification: NotificationType, Hashable {
    package static let method = "textDocument/didClose"
    package var textDocument: TextDocumentIdentifier

    package init(textDocument: TextDocumentIdentifier) {
        self.textDocument = textDocument
    }
}
