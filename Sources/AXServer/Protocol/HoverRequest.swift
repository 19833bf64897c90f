// `textDocument/hover`: the identifier(s) at a position, as Markdown.
import Foundation
import JSONRPC

/// Asks what is at a position.
public struct HoverRequest: RequestType, Hashable {
    public static let method = "textDocument/hover"
    public typealias Response = HoverResult?
    public var textDocument: TextDocumentIdentifier
    public var position: Position
}

/// Markdown and the range it describes.
public struct HoverResult: Codable, Hashable, Sendable {
    public var contents: MarkupContent
    public var range: LSPRange?
}
