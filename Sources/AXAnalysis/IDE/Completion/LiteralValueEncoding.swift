// How an identifier is written inside the literal a completion or a rename edits: escapes of the
// host language, and for Maestro the regular expression its `id:` is.

/// The notation of the literal an identifier value is written in.
enum LiteralValueEncoding: Hashable {
    /// A Swift string literal (`"…"`).
    case swiftString
    /// A quoted operand of an `NSPredicate` format, itself inside a Swift literal.
    case predicateOperand
    /// A Maestro `id:` scalar: a regular expression, in a YAML scalar quoted with `quote` (nil: plain).
    case maestro(quote: Character?)
    /// A test-suite language's string literal quoted with `quote`.
    case suiteString(quote: Character)
    /// A storyboard's or xib's double-quoted XML attribute.
    case xmlAttribute

    /// The text that writes `value` there, or nil when it cannot be written safely (a character
    /// that would end the literal, change the YAML scalar's meaning or need an escape the
    /// language spells differently).
    func encode(_ value: String) -> String? {
        guard !value.isEmpty,
            !value.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true })
        else { return nil }
        switch self {
        case .swiftString:
            return value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        case .predicateOperand:
            // The predicate's own quoting inside Swift's: refuse rather than stack escapes.
            return value.contains(where: { "'\"\\%".contains($0) }) ? nil : value
        case .xmlAttribute:
            return value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        case .suiteString(let quote):
            if value.contains("\\") || value.contains(quote) { return nil }
            // A JavaScript template literal would read `${` as a hole.
            if quote == "`", value.contains("${") { return nil }
            return value
        case .maestro(let quote):
            // `.` stays as written: it matches itself, as flows write identifiers. Other
            // metacharacters are escaped so the pattern matches exactly the value.
            var pattern = ""
            for character in value {
                if "\\^$|?*+()[]{}".contains(character) { pattern.append("\\") }
                pattern.append(character)
            }
            switch quote {
            case "\"":
                return pattern.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            case "'": return pattern.replacingOccurrences(of: "'", with: "''")
            default:
                // A plain scalar ends at `: ` or ` #` and cannot start with an indicator.
                if pattern.contains(": ") || pattern.contains(" #") || pattern.hasSuffix(":") || pattern.first == " "
                    || pattern.last == " "
                    || pattern.first.map({ "-?:,[]{}#&*!|>'\"%@`".contains($0) }) == true
                {
                    return nil
                }
                return pattern
            }
        }
    }
}
