// Text edits and workspace edits, as code actions, hints and applyEdit carry them.
import Foundation

/// A replacement of a range of one document.
public struct TextEdit: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var newText: String

    public init(range: LSPRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

/// Edits across documents, keyed by URI.
public struct WorkspaceEdit: Codable, Hashable, Sendable {
    public var changes: [DocumentURI: [TextEdit]]?

    public init(changes: [DocumentURI: [TextEdit]]?) {
        self.changes = changes
    }
}

/// Markdown or plain text for hovers and tooltips.
public struct MarkupContent: Codable, Hashable, Sendable {
    /// `markdown` or `plaintext`.
    public var kind: String
    public var value: String

    public init(kind: String, value: String) {
        self.kind = kind
        self.value = value
    }
}
