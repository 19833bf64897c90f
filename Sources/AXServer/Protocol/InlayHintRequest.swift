// `textDocument/inlayHint`: the identifiers of the elements in a range.
import Foundation
import JSONRPC

/// Asks for the inlay hints of a range of a document.
package struct InlayHintRequest: RequestType, Hashable {
    package static let method = "textDocument/inlayHint"
    package typealias Response = [InlayHint]
    package var textDocument: TextDocumentIdentifier
    package var range: LSPRange

    package init(textDocument: TextDocumentIdentifier, range: LSPRange) {
        self.textDocument = textDocument
        self.range = range
    }
}

/// One hint: a label made of parts (some linking to the code that produced them).
package struct InlayHint: Codable, Hashable, Sendable {
    package var position: Position
    package var label: [InlayHintLabelPart]
    /// 1 = type, 2 = parameter; identifiers are neither, so it is left out.
    package var kind: Int?
    package var textEdits: [TextEdit]?
    package var tooltip: MarkupContent?
    package var paddingLeft: Bool?
    package var paddingRight: Bool?
    /// What `inlayHint/resolve` needs to compute the edits later.
    package var data: JSONValue?
}

/// A piece of a hint label; `location` makes it a link.
package struct InlayHintLabelPart: Codable, Hashable, Sendable {
    package var value: String
    package var tooltip: String?
    package var location: Location?
}
