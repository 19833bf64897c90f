// What a RapidA11y control's hint adds to its identifier: the index, when it differs from the
// control's position in the arrays (RA-6), since the FAQ says they are the same and the code
// never makes them so.

enum RapidA11yHintDetail {
    /// ` (index 0 ≠ position 1)`, or nil when the index is the position or not known.
    static func suffix(for identifier: ComputedIdentifier) -> String? {
        guard identifier.convention == .rapid else { return nil }
        let parts = identifier.contextKey.split(separator: "|")
        guard parts.count == 3, parts[0] == "rapid", let position = Int(parts[2]),
              let step = identifier.via.first(where: { $0.kind == .assignment && $0.detail.hasPrefix("index ") }) else { return nil }
        let index = step.detail.dropFirst("index ".count).prefix { $0 == "-" || $0.isNumber }
        guard let value = Int(index), value != position else { return nil }
        return " (index \(value) ≠ position \(position))"
    }
}
