// Text edits and workspace edits, as code actions, hints and applyEdit carry them.
import Foundation

/// A replacement of a range of one document.
package struct TextEdit: Codable, Hashable, Sendable {
    package var range: LSPRange
    package var newText: String

    package init(range: LSPRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

/// Edits across documents, keyed by URI.
package struct WorkspaceEdit: Codable, Hashable, Sendable {
    package var changes: [DocumentURI: [TextEdit]]?

    package init(changes: [DocumentURI: [TextEdit]]?) {
        self.changes = changes
    }
}

/// Markdown or plain text for hovers and tooltips.
package struct MarkupContent: Codable, Hashable, Sendable {
    /// `markdown` or `plaintext`.
    package var kind: String
    package var value: String

    package init(kind: String, value: String) {
        self.kind = kind
        self.value = value
    }
}
