// `textDocument/hover`: the identifier(s) at a position, as Markdown.
import Foundation
import JSONRPC

/// Asks what is at a position.
package struct HoverRequest: RequestType, Hashable {
    package static let method = "textDocument/hover"
    package typealias Response = HoverResult?
    package var textDocument: TextDocumentIdentifier
    package var position: Position
}

/// Markdown and the range it describes.
package struct HoverResult: Codable, Hashable, Sendable {
    package var contents: MarkupContent
    package var range: LSPRange?
}
