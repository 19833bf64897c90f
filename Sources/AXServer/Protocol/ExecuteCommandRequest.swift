// `workspace/executeCommand` and the `workspace/applyEdit` request the server sends back.
import Foundation
import JSONRPC

/// Runs one of the server's commands (`ax-lsp.generateIdentifiers`, `ax-lsp.reindex`).
public struct ExecuteCommandRequest: RequestType, Hashable {
    public static let method = "workspace/executeCommand"
    public typealias Response = JSONValue
    public var command: String
    public var arguments: [JSONValue]?
}

/// Asks the client to apply an edit (it may create files through `documentChanges`).
public struct ApplyWorkspaceEditRequest: RequestType, Hashable {
    public static let method = "workspace/applyEdit"
    public typealias Response = JSONValue
    public var label: String?
    /// A `WorkspaceEdit` with `documentChanges`, built as JSON because it mixes resource
    /// operations and text edits.
    public var edit: JSONValue
}
