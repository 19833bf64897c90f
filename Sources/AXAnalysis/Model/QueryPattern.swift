// How an `NSPredicate` of a UI test compares an element's identifier or label with its operand,
// and whether a value, or a template of run-time parts, can satisfy it.
import Foundation

/// `identifier BEGINSWITH[c] 'cell.'`: the comparison and its `[c]`/`[d]` options. A query
/// without one (a subscript, `matching(identifier:)`, `identifier == 'x'`) compares for equality.
package struct QueryPattern: Hashable, Codable, Sendable {
    package enum Comparison: String, Codable, Sendable {
        /// `==` or `=`.
        case equals
        case beginsWith
        case endsWith
        case contains
        /// `*` any run of characters, `?` one character, `\` escapes the next.
        case like
        /// An ICU regular expression that must match the whole value.
        case matches
    }

    package var comparison: Comparison
    /// `[c]`: case-insensitive.
    package var caseInsensitive: Bool
    /// `[d]`: diacritic-insensitive.
    package var diacriticInsensitive: Bool

    package init(comparison: Comparison, caseInsensitive: Bool = false, diacriticInsensitive: Bool = false) {
        self.comparison = comparison
        self.caseInsensitive = caseInsensitive
        self.diacriticInsensitive = diacriticInsensitive
    }

    /// The operator as a predicate writes it, for messages: `BEGINSWITH[c]`.
    package var written: String {
        let name: String
        switch comparison {
        case .equals: name = "=="
        case .beginsWith: name = "BEGINSWITH"
        case .endsWith: name = "ENDSWITH"
        case .contains: name = "CONTAINS"
        case .like: name = "LIKE"
        case .matches: name = "MATCHES"
        }
        let options = (caseInsensitive ? "c" : "") + (diacriticInsensitive ? "d" : "")
        return options.isEmpty ? name : "\(name)[\(options)]"
    }

    /// Whether `value` satisfies the pattern with `operand`. A regular expression the analysis
    /// cannot compile satisfies everything: a query it cannot read is never reported.
    package func matches(_ value: String, operand: String) -> Bool {
        if comparison == .matches {
            guard let regex = Self.regex(operand, caseInsensitive: caseInsensitive) else { return true }
            let folded = fold(value)
            let range = NSRange(folded.startIndex..., in: folded)
            return regex.firstMatch(in: folded, options: [.anchored], range: range).map { $0.range == range } ?? false
        }
        return GlobIntersection.matches(glob(operand), text: Array(fold(value)))
    }

    /// Whether some value of `template` (each `{…}` part one or more characters, as
    /// `TemplateMatcher` reads it) can satisfy the pattern. A regular expression is not
    /// intersected with a template: any template may satisfy it.
    package func mayMatch(template: String, operand: String) -> Bool {
        if comparison == .matches { return true }
        var tokens: [GlobToken] = []
        let pieces = TemplateMatcher.pieces(template)
        for (index, piece) in pieces.enumerated() {
            tokens += GlobToken.literal(fold(String(piece)))
            if index < pieces.count - 1 { tokens += [.anyOne, .anyRun] }
        }
        return GlobIntersection.intersects(glob(operand), tokens)
    }

    /// The operand as a glob: what each comparison accepts around it.
    private func glob(_ operand: String) -> [GlobToken] {
        let literal = GlobToken.literal(fold(operand))
        switch comparison {
        case .equals, .matches: return literal
        case .beginsWith: return literal + [.anyRun]
        case .endsWith: return [.anyRun] + literal
        case .contains: return [.anyRun] + literal + [.anyRun]
        case .like:
            var tokens: [GlobToken] = []
            var escaped = false
            for character in fold(operand) {
                if escaped {
                    tokens.append(.character(character))
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "*" {
                    tokens.append(.anyRun)
                } else if character == "?" {
                    tokens.append(.anyOne)
                } else {
                    tokens.append(.character(character))
                }
            }
            return tokens
        }
    }

    /// The value as the comparison sees it: lowercased for `[c]`, without diacritics for `[d]`.
    private func fold(_ text: String) -> String {
        var options: String.CompareOptions = []
        if caseInsensitive { options.insert(.caseInsensitive) }
        if diacriticInsensitive { options.insert(.diacriticInsensitive) }
        return options.isEmpty ? text : text.folding(options: options, locale: nil)
    }

    private static func regex(_ pattern: String, caseInsensitive: Bool) -> NSRegularExpression? {
        // Anchored at both ends: MATCHES compares the whole value.
        try? NSRegularExpression(pattern: "^(?:\(pattern))$", options: caseInsensitive ? [.caseInsensitive] : [])
    }
}

/// One position of a glob: a character, any one character, or any run (possibly empty).
enum GlobToken: Hashable {
    case character(Character)
    case anyOne
    case anyRun

    static func literal(_ text: String) -> [GlobToken] { text.map { .character($0) } }
}

/// Whether two globs accept a common string: a walk over pairs of positions, each side
/// consuming one character at a time (a run may also be left without consuming one).
enum GlobIntersection {
    /// Whether `glob` accepts `text`, whatever their lengths: a long text of the app (a help
    /// page's paragraph) is compared like a short one, never taken to match everything. The
    /// classic walk that returns to the last run on a mismatch, linear on identifier-like globs.
    static func matches(_ glob: [GlobToken], text: [Character]) -> Bool {
        var g = 0
        var t = 0
        var lastRun: Int?
        var resumeAt = 0
        while t < text.count {
            if g < glob.count {
                switch glob[g] {
                case .anyRun:
                    lastRun = g
                    resumeAt = t
                    g += 1
                    continue
                case .anyOne:
                    g += 1
                    t += 1
                    continue
                case .character(let expected) where expected == text[t]:
                    g += 1
                    t += 1
                    continue
                case .character:
                    break
                }
            }
            // A mismatch: let the last run take one more character, or fail without one.
            guard let run = lastRun else { return false }
            g = run + 1
            resumeAt += 1
            t = resumeAt
        }
        while g < glob.count, glob[g] == .anyRun { g += 1 }
        return g == glob.count
    }

    static func intersects(_ left: [GlobToken], _ right: [GlobToken]) -> Bool {
        // Hostile or absurd patterns are not worth the quadratic walk: they may match.
        guard left.count <= 512, right.count <= 512 else { return true }
        let width = right.count + 1
        var seen = Array(repeating: false, count: (left.count + 1) * width)
        var stack: [(Int, Int)] = [(0, 0)]
        seen[0] = true
        func push(_ i: Int, _ j: Int) {
            let key = i * width + j
            guard seen.indices.contains(key), !seen[key] else { return }
            seen[key] = true
            stack.append((i, j))
        }
        func token(_ tokens: [GlobToken], _ index: Int) -> GlobToken? {
            tokens.indices.contains(index) ? tokens[index] : nil
        }
        while let (i, j) = stack.popLast() {
            let a = token(left, i)
            let b = token(right, j)
            if a == nil && b == nil { return true }
            // A run may end without consuming anything.
            if a == .anyRun { push(i + 1, j) }
            if b == .anyRun { push(i, j + 1) }
            guard let a, let b else { continue }
            switch (a, b) {
            case (.character(let x), .character(let y)) where x != y:
                continue
            default:
                // Both consume one character they can agree on; a run stays where it is.
                push(a == .anyRun ? i : i + 1, b == .anyRun ? j : j + 1)
            }
        }
        return false
    }
}
