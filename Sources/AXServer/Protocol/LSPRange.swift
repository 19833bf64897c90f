// An LSP range: two positions, end exclusive (named apart from Swift's `Range`).
import Foundation

/// A half-open span of a document in the negotiated position encoding.
public struct LSPRange: Codable, Hashable, Sendable, CustomStringConvertible {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    public var description: String { "\(start)-\(end)" }
}
