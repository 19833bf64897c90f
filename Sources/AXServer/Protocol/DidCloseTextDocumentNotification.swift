// `textDocument/didClose`: the file on disk is the truth again.
import JSONRPC

/// The client closed a document.
public struct DidCloseTextDocumentNotification: NotificationType, Hashable {
    public static let method = "textDocument/didClose"
    public var textDocument: TextDocumentIdentifier

    public init(textDocument: TextDocumentIdentifier) {
        self.textDocument = textDocument
    }
}
