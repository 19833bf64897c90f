// Matches concrete strings against identifier templates whose `{expr}` parts are run-time values.

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

    /// True when `value` can be what `template` produces (each `{…}` standing for one or more characters).
    package static func matches(_ value: String, template: String) -> Bool {
        let parts = pieces(template).map { Array($0) }
        guard parts.count > 1 else { return value == template }
        // Identifiers are short; cap the placeholders so matching stays cheap on hostile input.
        guard parts.count <= 9 else { return false }
        let characters = Array(value)
        guard let head = parts.first, characters.starts(with: head) else { return false }
        func match(from position: Int, part: Int) -> Bool {
            let piece = parts[part]
            var end = position + 1
            while end + piece.count <= characters.count {
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
