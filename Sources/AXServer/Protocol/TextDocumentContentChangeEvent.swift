// One change inside a didChange notification: a replaced range, or the whole new text.
import Foundation

/// A change to apply in order; without `range` it replaces the whole document.
package struct TextDocumentContentChangeEvent: Codable, Hashable, Sendable {
    package var range: LSPRange?
    /// Deprecated by LSP and ignored; the range decides what is replaced.
    package var rangeLength: Int?
    package var text: String

    package init(range: LSPRange? = nil, rangeLength: Int? = nil, text: String) {
        self.range = range
        self.rangeLength = rangeLength
        self.text = text
    }
}
