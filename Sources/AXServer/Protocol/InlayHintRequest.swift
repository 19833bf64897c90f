// `textDocument/inlayHint`: the identifiers of the elements in a range.
import Foundation
import JSONRPC

/// Asks for the inlay hints of a range of a document.
public struct InlayHintRequest: RequestType, Hashable {
    public static let method = "textDocument/inlayHint"
    public typealias Response = [InlayHint]
    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange

    public init(textDocument: TextDocumentIdentifier, range: LSPRange) {
        self.textDocument = textDocument
        self.range = range
    }
}

/// One hint: a label made of parts (some linking to the code that produced them).
public struct InlayHint: Codable, Hashable, Sendable {
    public var position: Position
    public var label: [InlayHintLabelPart]
    /// 1 = type, 2 = parameter; identifiers are neither, so it is left out.
    public var kind: Int?
    public var textEdits: [TextEdit]?
    public var tooltip: MarkupContent?
    public var paddingLeft: Bool?
    public var paddingRight: Bool?
    /// What `inlayHint/resolve` needs to compute the edits later.
    public var data: JSONValue?
}

/// A piece of a hint label; `location` makes it a link.
public struct InlayHintLabelPart: Codable, Hashable, Sendable {
    public var value: String
    public var tooltip: String?
    public var location: Location?
}
