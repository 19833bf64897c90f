// One change inside a didChange notification: a replaced range, or the whole new text.
import Foundation

/// A change to apply in order; without `range` it replaces the whole document.
public struct TextDocumentContentChangeEvent: Codable, Hashable, Sendable {
    public var range: LSPRange?
    /// Deprecated by LSP and ignored; the range decides what is replaced.
    public var rangeLength: Int?
    public var text: String

    public init(range: LSPRange? = nil, rangeLength: Int? = nil, text: String) {
        self.range = range
        self.rangeLength = rangeLength
        self.text = text
    }
}
