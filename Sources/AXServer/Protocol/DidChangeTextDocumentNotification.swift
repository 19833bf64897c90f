// `textDocument/didChange`: edits to an open document, applied in order.
import JSONRPC

/// Changes to an open document; each change's range refers to the text after the previous change.
package struct DidChangeTextDocumentNotification: NotificationType, Hashable {
    package static let method = "textDocument/didChange"
    package var textDocument: VersionedTextDocumentIdentifier
    package var contentChanges: [TextDocumentContentChangeEvent]

    package init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
        self.textDocument = textDocument
        self.contentChanges = contentChanges
    }
}
