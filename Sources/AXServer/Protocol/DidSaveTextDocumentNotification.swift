// `textDocument/didSave`: the open document was written to disk.
import JSONRPC

/// The client saved a document; `text` is present only if the server asked for it (ax-lsp does not).
public struct DidSaveTextDocumentNotification: NotificationType, Hashable {
    public static let method = "textDocument/didSave"
    public var textDocument: TextDocumentIdentifier
    public var text: String?

    public init(textDocument: TextDocumentIdentifier, text: String? = nil) {
        self.textDocument = textDocument
        self.text = text
    }
}
