// `textDocument/documentSymbol` and `workspace/symbol`: identifiers as symbols.
import Foundation
import JSONRPC

/// A file's identified elements.
package struct DocumentSymbolRequest: RequestType, Hashable {
    package static let method = "textDocument/documentSymbol"
    package typealias Response = [DocumentSymbol]
    package var textDocument: TextDocumentIdentifier
}

/// A fuzzy search over every identifier of the workspace.
package struct WorkspaceSymbolRequest: RequestType, Hashable {
    package static let method = "workspace/symbol"
    package typealias Response = [SymbolInformation]
    package var query: String
}

/// An outline entry. Identifiers are reported as kind 14 (constant).
package struct DocumentSymbol: Codable, Hashable, Sendable {
    package var name: String
    package var detail: String?
    package var kind: Int
    package var range: LSPRange
    package var selectionRange: LSPRange
}

/// A search result.
package struct SymbolInformation: Codable, Hashable, Sendable {
    package var name: String
    package var kind: Int
    package var location: Location
    package var containerName: String?
}
