// `textDocument/codeAction`: refactors and fixes for a range.
import Foundation
import JSONRPC

/// Asks for the code actions of a range.
package struct CodeActionRequest: RequestType, Hashable {
    package static let method = "textDocument/codeAction"
    package typealias Response = [CodeAction]

    package struct Context: Codable, Hashable, Sendable {
        package var diagnostics: [Diagnostic]
        /// Kinds the client wants (`quickfix`, `source.fixAll`…); nil means all.
        package var only: [String]?
    }

    package var textDocument: TextDocumentIdentifier
    package var range: LSPRange
    package var context: Context
}

/// An action with its edit.
package struct CodeAction: Codable, Hashable, Sendable {
    package var title: String
    package var kind: String?
    package var diagnostics: [Diagnostic]?
    package var isPreferred: Bool?
    package var edit: WorkspaceEdit?
    /// A command to run after the edit, or instead of one ("Explain rule").
    package var command: Command? = nil
    /// What `codeAction/resolve` needs to compute the edit later.
    package var data: JSONValue?
}
