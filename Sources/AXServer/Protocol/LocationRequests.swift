// `textDocument/definition` and `textDocument/references`: element ↔ UI-test navigation.
import Foundation
import JSONRPC

/// From a UI-test query to the element(s) that get the identifier.
package struct DefinitionRequest: RequestType, Hashable {
    package static let method = "textDocument/definition"
    package typealias Response = [Location]
    package var textDocument: TextDocumentIdentifier
    package var position: Position
}

/// From an element to the UI tests that query its identifier.
package struct ReferencesRequest: RequestType, Hashable {
    package static let method = "textDocument/references"
    package typealias Response = [Location]

    package struct Context: Codable, Hashable, Sendable {
        package var includeDeclaration: Bool
    }

    package var textDocument: TextDocumentIdentifier
    package var position: Position
    package var context: Context?
}
