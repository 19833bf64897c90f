// `textDocument/documentSymbol` and `workspace/symbol`: identifiers as symbols.
import Foundation
import JSONRPC

/// A file's identified elements.
public struct DocumentSymbolRequest: RequestType, Hashable {
    public static let method = "textDocument/documentSymbol"
    public typealias Response = [DocumentSymbol]
    public var textDocument: TextDocumentIdentifier
}

/// A fuzzy search over every identifier of the workspace.
public struct WorkspaceSymbolRequest: RequestType, Hashable {
    public static let method = "workspace/symbol"
    public typealias Response = [SymbolInformation]
    public var query: String
}

/// An outline entry. Identifiers are reported as kind 14 (constant).
public struct DocumentSymbol: Codable, Hashable, Sendable {
    public var name: String
    public var detail: String?
    public var kind: Int
    public var range: LSPRange
    public var selectionRange: LSPRange
}

/// A search result.
public struct SymbolInformation: Codable, Hashable, Sendable {
    public var name: String
    public var kind: Int
    public var location: Location
    public var containerName: String?
}
