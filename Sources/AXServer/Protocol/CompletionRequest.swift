// `textDocument/completion`: the app's identifiers inside UI-test queries, Maestro `id:` values
// and Appium accessibility ids.
import Foundation
import JSONRPC

/// Asks what may be typed at a position.
package struct CompletionRequest: RequestType, Hashable {
    package static let method = "textDocument/completion"
    package typealias Response = CompletionList

    /// How the completion was triggered (ignored: the answer depends only on the position).
    package struct Context: Codable, Hashable, Sendable {
        package var triggerKind: Int
        package var triggerCharacter: String?
    }

    package var textDocument: TextDocumentIdentifier
    package var position: Position
    package var context: Context?
}

/// The items offered; `isIncomplete` asks the client to ask again as the user types.
package struct CompletionList: Codable, Hashable, Sendable {
    package var isIncomplete: Bool
    package var items: [CompletionItem]

    package init(isIncomplete: Bool, items: [CompletionItem]) {
        self.isIncomplete = isIncomplete
        self.items = items
    }
}

/// One identifier offered, with the edit that writes it into the literal.
package struct CompletionItem: Codable, Hashable, Sendable {
    /// `CompletionItemKind`: 12 (Value) for an identifier, 15 (Snippet) for a template with tab stops.
    package var label: String
    package var kind: Int?
    package var detail: String?
    package var documentation: MarkupContent?
    package var sortText: String?
    package var filterText: String?
    /// 1 plain text, 2 snippet.
    package var insertTextFormat: Int?
    package var textEdit: TextEdit?
}
