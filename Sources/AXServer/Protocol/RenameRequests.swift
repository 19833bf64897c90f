// `textDocument/prepareRename` and `textDocument/rename`: an identifier across the app, its UI
// tests, Maestro flows and Appium suites.
import Foundation
import JSONRPC

/// Asks whether the position can be renamed, and what to show as the current name.
package struct PrepareRenameRequest: RequestType, Hashable {
    package static let method = "textDocument/prepareRename"
    package typealias Response = PrepareRenameResult?
    package var textDocument: TextDocumentIdentifier
    package var position: Position
}

/// The range of the name being renamed and the identifier's value.
package struct PrepareRenameResult: Codable, Hashable, Sendable {
    package var range: LSPRange
    package var placeholder: String
}

/// Asks for the edits that rename what is at a position to `newName`.
package struct RenameRequest: RequestType, Hashable {
    package static let method = "textDocument/rename"
    package typealias Response = WorkspaceEdit?
    package var textDocument: TextDocumentIdentifier
    package var position: Position
    package var newName: String
}
