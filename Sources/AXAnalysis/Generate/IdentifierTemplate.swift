// Splits identifier values into dotted segments and `{expr}` run-time parts.

/// An identifier value read as literal text and `{expr}` parts.
struct IdentifierTemplate: Hashable {
    enum Part: Hashable {
        case text(String)
        case expression(String)
    }

    let parts: [Part]

    init(_ value: String) {
        var parts: [Part] = []
        var text = ""
        var expression = ""
        var depth = 0
        for character in value {
            if character == "{" {
                if depth == 0 {
                    if !text.isEmpty {
                        parts.append(.text(text))
                        text = ""
                    }
                } else {
                    expression.append(character)
                }
                depth += 1
            } else if character == "}" && depth > 0 {
                depth -= 1
                if depth == 0 {
                    parts.append(.expression(expression))
                    expression = ""
                } else {
                    expression.append(character)
                }
            } else if depth > 0 {
                expression.append(character)
            } else {
                text.append(character)
            }
        }
        // An unbalanced `{` is literal text, not a run-time part.
        if depth > 0 { text += "{" + expression }
        if !text.isEmpty { parts.append(.text(text)) }
        self.parts = parts
    }

    var isDynamic: Bool { parts.contains { if case .expression = $0 { return true } else { return false } } }

    /// The value split at dots outside `{…}`; each segment keeps its parts.
    var segments: [[Part]] {
        var segments: [[Part]] = [[]]
        for part in parts {
            switch part {
            case .expression:
                segments[segments.count - 1].append(part)
            case .text(let text):
                let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
                for (index, piece) in pieces.enumerated() {
                    if index > 0 { segments.append([]) }
                    if !piece.isEmpty { segments[segments.count - 1].append(.text(String(piece))) }
                }
            }
        }
        return segments
    }

    static func literalText(of segment: [Part]) -> String {
        segment.map { if case .text(let text) = $0 { return text } else { return "" } }.joined()
    }

    static func isDynamic(_ segment: [Part]) -> Bool {
        segment.contains { if case .expression = $0 { return true } else { return false } }
    }
}
