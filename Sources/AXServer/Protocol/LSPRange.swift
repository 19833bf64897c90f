// An LSP range: two positions, end exclusive (named apart from Swift's `Range`).
import Foundation

/// A half-open span of a document in the negotiated position encoding.
package struct LSPRange: Codable, Hashable, Sendable, CustomStringConvertible {
    package var start: Position
    package var end: Position

    package init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    package var description: String { "\(start)-\(end)" }
}
