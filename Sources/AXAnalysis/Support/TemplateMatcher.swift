// Matches concrete strings against identifier templates whose `{expr}` parts are run-time values.

import Foundation

package enum TemplateMatcher {
    /// The literal pieces of a template, split at its `{…}` parts.
    static func pieces(_ template: String) -> [Substring] {
        var pieces: [Substring] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            pieces.append(rest[..<open])
            rest = rest[rest.index(after: close)...]
        }
        pieces.append(rest)
        return pieces
    }

    /// The `{…}` parts' expressions, in order.
    static func holes(_ template: String) -> [Substring] {
        var holes: [Substring] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            holes.append(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
        }
        return holes
    }

    /// A part that is always a number as Swift prints it: a table or collection view's
    /// `indexPath.row`/`.section`/`.item`, a collection's `.count`, `enumerated()`'s `.offset`.
    static func isNumeric(_ hole: Substring) -> Bool {
        let trimmed = hole.trimmingCharacters(in: .whitespaces)
        return ["indexPath.row", "indexPath.section", "indexPath.item"].contains(trimmed)
            || trimmed.hasSuffix(".count") || trimmed.hasSuffix(".offset")
    }

    /// True when `value` can be what `template` produces (each `{…}` standing for one or more
    /// characters, digits only for a numeric part).
    package static func matches(_ value: String, template: String) -> Bool {
        let parts = pieces(template).map { Array($0) }
        let numeric = holes(template).map(isNumeric)
        guard parts.count > 1 else { return value == template }
        // Identifiers are short; cap the placeholders so matching stays cheap on hostile input.
        guard parts.count <= 9 else { return false }
        let characters = Array(value)
        guard let head = parts.first, characters.starts(with: head) else { return false }
        func match(from position: Int, part: Int) -> Bool {
            let piece = parts[part]
            var end = position + 1
            let digitsOnly = part - 1 < numeric.count && numeric[part - 1]
            while end + piece.count <= characters.count {
                // The run `{…}` stands for ends before the first character a number cannot have.
                if digitsOnly, !characters[end - 1].isASCII || !characters[end - 1].isNumber { return false }
                if characters[end..<(end + piece.count)].elementsEqual(piece) {
                    if part == parts.count - 1 {
                        if end + piece.count == characters.count { return true }
                    } else if match(from: end + piece.count, part: part + 1) {
                        return true
                    }
                }
                end += 1
            }
            return false
        }
        return match(from: head.count, part: 1)
    }
}
