// `textDocument/definition` and `textDocument/references`: element ↔ UI-test navigation.
import Foundation
import JSONRPC

/// From a UI-test query to the element(s) that get the identifier.
public struct DefinitionRequest: RequestType, Hashable {
    public static let method = "textDocument/definition"
    public typealias Response = [Location]
    public var textDocument: TextDocumentIdentifier
    public var position: Position
}

/// From an element to the UI tests that query its identifier.
public struct ReferencesRequest: RequestType, Hashable {
    public static let method = "textDocument/references"
    public typealias Response = [Location]

    public struct Context: Codable, Hashable, Sendable {
        public var includeDeclaration: Bool
    }

    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var context: Context?
}
