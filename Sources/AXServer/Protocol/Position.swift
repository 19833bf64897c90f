// An LSP position: a zero-based line and a column counted in the negotiated encoding's units.
import Foundation

/// A place in a document as the client names it. `character` counts UTF-8 bytes or UTF-16 code
/// units depending on the negotiated `positionEncoding`; convert with `LineTable`, never by hand.
package struct Position: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    package var description: String { "\(line):\(character)" }
}
