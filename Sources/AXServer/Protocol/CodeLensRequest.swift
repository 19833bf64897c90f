// `textDocument/codeLens`: a "VoiceOver: N elements" lens on each UIKit screen of a document.
import Foundation
import JSONRPC

/// Asks for the lenses of one document.
package struct CodeLensRequest: RequestType, Hashable {
    package static let method = "textDocument/codeLens"
    package typealias Response = [CodeLens]
    package var textDocument: TextDocumentIdentifier
}

/// A command shown above a range; ax-lsp's lenses always carry their command (no resolve step).
package struct CodeLens: Codable, Hashable, Sendable {
    package var range: LSPRange
    package var command: Command?
}
