// `textDocument/codeAction`: refactors and fixes for a range.
import Foundation
import JSONRPC

/// Asks for the code actions of a range.
public struct CodeActionRequest: RequestType, Hashable {
    public static let method = "textDocument/codeAction"
    public typealias Response = [CodeAction]

    public struct Context: Codable, Hashable, Sendable {
        public var diagnostics: [Diagnostic]
        /// Kinds the client wants (`quickfix`, `source.fixAll`…); nil means all.
        public var only: [String]?
    }

    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange
    public var context: Context
}

/// An action with its edit.
public struct CodeAction: Codable, Hashable, Sendable {
    public var title: String
    public var kind: String?
    public var diagnostics: [Diagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit?
    /// A command to run after the edit, or instead of one ("Explain rule").
    public var command: Command? = nil
    /// What `codeAction/resolve` needs to compute the edit later.
    public var data: JSONValue?
}
