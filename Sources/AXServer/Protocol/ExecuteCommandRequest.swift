// `workspace/executeCommand` and the `workspace/applyEdit` request the server sends back.
import Foundation
import JSONRPC

/// Runs one of the server's commands (`ax-lsp.generateIdentifiers`, `ax-lsp.reindex`).
package struct ExecuteCommandRequest: RequestType, Hashable {
    package static let method = "workspace/executeCommand"
    package typealias Response = JSONValue
    package var command: String
    package var arguments: [JSONValue]?
}

/// Asks the client to apply an edit (it may create files through `documentChanges`).
package struct ApplyWorkspaceEditRequest: RequestType, Hashable {
    package static let method = "workspace/applyEdit"
    package typealias Response = JSONValue
    package var label: String?
    /// A `WorkspaceEdit` with `documentChanges`, built as JSON because it mixes resource
    /// operations and text edits.
    package var edit: JSONValue
}
