// `textDocument/didChange`: edits to an open document, applied in order.
import JSONRPC

/// Changes to an open document; each change's range refers to the text after the previous change.
public struct DidChangeTextDocumentNotification: NotificationType, Hashable {
    public static let method = "textDocument/didChange"
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]

    public init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
        self.textDocument = textDocument
        self.contentChanges = contentChanges
    }
}
