// A byte reading that clears most files for the parser without the guard's lexer run.
@_spi(RawSyntax) import SwiftSyntax

extension ParseCostGuard {
    /// What a byte reading has open.
    private enum ByteFrame: UInt8 {
        case square, paren, brace, string, multilineString, interpolation
    }

    /// True only when the guard's lexer reading would find nothing to blank: no `[` deeper than
    /// `maximumSquareBracketNesting`, a weighted cost within the bound, and no place where the
    /// parser may read on differently (a fork). False says nothing: the lexer decides.
    ///
    /// Reading tokens costs a fifth of a parse; this reads bytes, about ten times faster, and
    /// gives up (false) on everything whose lexing it does not model exactly, which is why it
    /// can be trusted where it answers: code of ASCII identifiers, numbers, operators, brackets
    /// that balance, `//` and nested `/* */` comments, `"…"` and `"""…"""` literals with escapes
    /// and `\(…)` interpolations, and `/` where the lexer reads a division (`isDivision`). It
    /// gives up on `'`, raw strings (`#"`), regexes and any other `/` in code, raw identifiers
    /// that are not plain names, editor placeholders, conflict markers, non-ASCII or control
    /// bytes in code, a comment inside an interpolation, a line break inside a one-line literal
    /// (or its interpolation), a quote inside an interpolation that the lexer would fork on (the
    /// literal's own kind, except right after `\(`), a bracket that closes something else, and
    /// anything left open at the end. A byte's depth here is the lexer's or one less (the
    /// trailing trivia of a `]`), so the cost is at most twice the one counted: the bound is
    /// checked for twice the count.
    package static func isCertainlyWithinLimits(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        let limit = maximumSquareBracketNesting
        var frames: [ByteFrame] = []
        frames.reserveCapacity(32)
        var depth = 0
        var cost = 0
        var segmentStart = 0
        var singleLineLiterals = 0
        var interpolations = 0
        // Right after `\(` with only spaces since: a quote there opens a literal, no fork.
        var interpolationJustOpened = false
        var index = 0
        @inline(__always) func byte(at offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
        while index < count {
            let current = bytes[index]
            let top = frames.last
            if top == .string || top == .multilineString {
                switch current {
                case UInt8(ascii: "\\"):
                    let next = byte(at: index + 1)
                    if next == UInt8(ascii: "(") {
                        frames.append(.interpolation)
                        interpolations += 1
                        interpolationJustOpened = true
                        index += 2
                        continue
                    }
                    if next == UInt8(ascii: "#") || next == 0 { return false }
                    if (next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r")) && top == .string { return false }
                    index += 2
                case UInt8(ascii: "\""):
                    if top == .string {
                        frames.removeLast()
                        singleLineLiterals -= 1
                        index += 1
                    } else if byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"") {
                        frames.removeLast()
                        index += 3
                    } else {
                        index += 1
                        continue
                    }
                    let after = byte(at: index)
                    if after == UInt8(ascii: "\"") || after == UInt8(ascii: "#") { return false }
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    if singleLineLiterals > 0 { return false }
                    index += 1
                default:
                    index += 1
                }
                continue
            }
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
                continue
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if singleLineLiterals > 0 { return false }
                index += 1
                continue
            case UInt8(ascii: "/"):
                let next = byte(at: index + 1)
                // An operator right before would take the slash into its token.
                guard interpolations == 0, index == 0 || !isOperatorByte(bytes[index - 1]) else { return false }
                guard next == UInt8(ascii: "/") || next == UInt8(ascii: "*") else {
                    guard isDivision(bytes, at: index) else { return false }
                    break
                }
                if next == UInt8(ascii: "/") {
                    index += 2
                    while index < count && bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") { index += 1 }
                } else {
                    var nesting = 1
                    index += 2
                    while nesting > 0 {
                        guard index < count else { return false }
                        if bytes[index] == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "*") {
                            nesting += 1
                            index += 2
                        } else if bytes[index] == UInt8(ascii: "*") && byte(at: index + 1) == UInt8(ascii: "/") {
                            nesting -= 1
                            index += 2
                        } else {
                            index += 1
                        }
                    }
                }
                continue
            case UInt8(ascii: "\""):
                let multiline = byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
                if interpolations > 0 && !(interpolationJustOpened && top == .interpolation) {
                    // The literal the innermost interpolation is in: a quote of its own kind forks.
                    guard let inner = frames.lastIndex(of: .interpolation), inner > 0,
                          frames[inner - 1] == (multiline ? .string : .multilineString) else { return false }
                }
                if multiline {
                    let after = byte(at: index + 3)
                    guard singleLineLiterals == 0, after == UInt8(ascii: "\n") || after == UInt8(ascii: "\r") else { return false }
                    frames.append(.multilineString)
                    index += 3
                } else {
                    frames.append(.string)
                    singleLineLiterals += 1
                    index += 1
                }
                interpolationJustOpened = false
                continue
            case UInt8(ascii: "`"):
                var end = index + 1
                while end < count && isIdentifierByte(bytes[end]) { end += 1 }
                guard end > index + 1, byte(at: end) == UInt8(ascii: "`") else { return false }
                index = end
            case UInt8(ascii: "#"):
                let next = byte(at: index + 1)
                if next == UInt8(ascii: "\"") || next == UInt8(ascii: "#") || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") { return false }
            case UInt8(ascii: "<"):
                if byte(at: index + 1) == UInt8(ascii: "#") || (byte(at: index + 1) == UInt8(ascii: "<") && byte(at: index + 2) == UInt8(ascii: "<") && byte(at: index + 3) == UInt8(ascii: "<")) { return false }
            case UInt8(ascii: ">"):
                if byte(at: index + 1) == UInt8(ascii: ">") && byte(at: index + 2) == UInt8(ascii: ">") && byte(at: index + 3) == UInt8(ascii: ">") { return false }
            case UInt8(ascii: "*"):
                if byte(at: index + 1) == UInt8(ascii: "/") { return false }
            case UInt8(ascii: "'"):
                return false
            case UInt8(ascii: "["):
                cost += (index - segmentStart) << depth
                segmentStart = index
                depth += 1
                if depth > limit { return false }
                frames.append(.square)
            case UInt8(ascii: "]"):
                guard top == .square else { return false }
                cost += (index + 1 - segmentStart) << depth
                segmentStart = index + 1
                depth -= 1
                frames.removeLast()
            case UInt8(ascii: "("):
                frames.append(.paren)
            case UInt8(ascii: ")"):
                if top == .paren {
                    frames.removeLast()
                } else if top == .interpolation {
                    frames.removeLast()
                    interpolations -= 1
                } else {
                    return false
                }
            case UInt8(ascii: "{"):
                frames.append(.brace)
            case UInt8(ascii: "}"):
                guard top == .brace else { return false }
                frames.removeLast()
            default:
                if current >= 0x80 || current < 0x20 { return false }
            }
            interpolationJustOpened = false
            index += 1
        }
        guard frames.isEmpty else { return false }
        cost += (count - segmentStart) << depth
        return 2 * cost <= max(minimumCost, costPerByte * count)
    }

    /// Whether a `/` that starts an operator (no operator byte before it, no comment after it)
    /// is one for the lexer and never a regex's opening: a `/` bound to what is before it
    /// (`a/b`) never opens one, and one with spaces on both sides does not after what ends an
    /// expression (`count / 2`, `f(x) / 2`) other than a keyword (`return / 2 /` is a regex).
    private static func isDivision(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index > 0 else { return false }
        switch bytes[index - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            break
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        default:
            return true
        }
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: " ") || bytes[index + 1] == UInt8(ascii: "\t") else { return false }
        var end = index - 1
        while end >= 0 && [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[end]) { end -= 1 }
        guard end >= 0 else { return false }
        let last = bytes[end]
        if last == UInt8(ascii: ")") || last == UInt8(ascii: "]") || last == UInt8(ascii: "\"") { return true }
        guard isIdentifierByte(last) else { return false }
        var start = end
        while start > 0 && isIdentifierByte(bytes[start - 1]) { start -= 1 }
        if start > 0 && (bytes[start - 1] == UInt8(ascii: "#") || bytes[start - 1] == UInt8(ascii: "`")) { return false }
        if bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9") { return true }
        let word = UnsafeBufferPointer(rebasing: bytes[start...end])
        return Keyword(SyntaxText(baseAddress: word.baseAddress, count: word.count)) == nil
    }

    @inline(__always) private static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
             UInt8(ascii: "?"), UInt8(ascii: "."), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    @inline(__always) private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
