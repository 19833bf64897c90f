// A small lexer for the languages Appium suites are written in: strings, comments, identifiers
// and punctuation, so that a selector is read from a string literal and never from a comment.

/// Reads JavaScript/TypeScript, Python, Java, Kotlin or Ruby text into `SuiteToken`s. It knows
/// what decides where a string or comment starts and ends in each language (escapes, triple
/// quotes, Python's prefixes and f-strings, template holes, Kotlin's nested block comments and
/// raw strings, regular-expression literals after an operator, Ruby's `=begin`, `%q(…)` and
/// heredocs) and nothing of the grammar: no expression is built or run. Total: any bytes give
/// tokens, an unterminated literal ends at the end of its line (or of the text).
struct SuiteLexer {
    private let bytes: [UInt8]
    private let language: SuiteLanguage
    private var index = 0
    private(set) var tokens: [SuiteToken] = []
    /// Ruby heredoc terminators whose bodies start at the next line.
    private var pendingHeredocs: [[UInt8]] = []

    static func tokens(of text: String, language: SuiteLanguage) -> [SuiteToken] {
        var lexer = SuiteLexer(bytes: Array(text.utf8), language: language)
        lexer.run(insideHole: false)
        return lexer.tokens
    }

    private init(bytes: [UInt8], language: SuiteLanguage) {
        self.bytes = bytes
        self.language = language
    }

    private func peek(_ offset: Int = 0) -> UInt8 {
        let position = index + offset
        return position >= 0 && position < bytes.count ? bytes[position] : 0
    }

    private var hasSlashComments: Bool { language == .javaScript || language == .java || language == .kotlin }

    /// Lexes to the end of the text or, inside a template hole, past the `}` that closes it.
    private mutating func run(insideHole: Bool) {
        var depth = 0
        while index < bytes.count {
            let byte = peek()
            switch byte {
            case ascii("\n"):
                index += 1
                if !pendingHeredocs.isEmpty { skipHeredocBodies() }
                if language == .ruby, peek() == ascii("="), startsWith("=begin") { skipRubyBlockComment() }
            case ascii(" "), ascii("\t"), ascii("\r"), 0x0C:
                index += 1
            case ascii("/") where hasSlashComments && peek(1) == ascii("/"):
                skipToLineEnd()
            case ascii("/") where hasSlashComments && peek(1) == ascii("*"):
                skipBlockComment()
            case ascii("#") where language == .python || language == .ruby:
                skipToLineEnd()
            case ascii("=") where language == .ruby && index == 0 && startsWith("=begin"):
                skipRubyBlockComment()
            case ascii("\""), ascii("'"):
                lexQuoted(prefixStart: index)
            case ascii("`") where language == .javaScript:
                let start = index
                index += 1
                readString(
                    start: start, quote: byte, quoteCount: 1, escapes: .standard, holes: .dollarBrace, multiline: true)
            case ascii("`") where language == .kotlin:
                // A backquoted Kotlin name.
                let start = index
                index += 1
                while index < bytes.count, peek() != ascii("`"), peek() != ascii("\n") { index += 1 }
                if peek() == ascii("`") { index += 1 }
                append(.identifier, from: start, text: text(from: start + 1, to: max(start + 1, index - 1)))
            case ascii("/") where (language == .javaScript || language == .ruby) && regexMayStart:
                if !lexRegex() { punctuation() }
            case ascii("%") where language == .ruby && regexMayStart:
                if !lexRubyPercentLiteral() { punctuation() }
            case ascii("<") where language == .ruby && peek(1) == ascii("<") && registerHeredoc():
                break
            case ascii("{"):
                depth += 1
                punctuation()
            case ascii("}"):
                if insideHole && depth == 0 {
                    index += 1
                    return
                }
                depth -= 1
                punctuation()
            case _ where Self.isIdentifierStart(byte, language):
                lexIdentifier()
            case ascii("0")...ascii("9"):
                let start = index
                while index < bytes.count,
                    Self.isIdentifierPart(peek(), language) || peek() == ascii(".") && Self.isDigit(peek(1))
                { index += 1 }
                append(.number, from: start, text: text(from: start, to: index))
            default:
                punctuation()
            }
        }
    }

    // MARK: Tokens

    private mutating func append(_ kind: SuiteToken.Kind, from start: Int, text: String, string: SuiteString? = nil) {
        tokens.append(SuiteToken(kind: kind, range: ByteRange(start: start, end: index), text: text, string: string))
    }

    private mutating func punctuation() {
        let start = index
        index += 1
        append(.punctuation, from: start, text: text(from: start, to: index))
    }

    private mutating func lexIdentifier() {
        let start = index
        index += 1
        while index < bytes.count, Self.isIdentifierPart(peek(), language) { index += 1 }
        let name = text(from: start, to: index)
        // Python's string prefixes: `r"…"`, `f'…'`, `rb"…"`.
        if language == .python, peek() == ascii("\"") || peek() == ascii("'"),
            name.count <= 2, name.lowercased().allSatisfy({ "rbuf".contains($0) })
        {
            lexQuoted(prefixStart: start, pythonPrefix: name.lowercased())
            return
        }
        append(.identifier, from: start, text: name)
    }

    /// A string opened by `'` or `"` at `index` (after a Python prefix starting at `prefixStart`).
    private mutating func lexQuoted(prefixStart: Int, pythonPrefix: String = "") {
        let quote = peek()
        let triple = peek(1) == quote && peek(2) == quote
        switch language {
        case .javaScript:
            index += 1
            readString(
                start: prefixStart, quote: quote, quoteCount: 1, escapes: .standard, holes: .none, multiline: false)
        case .python:
            let count = triple ? 3 : 1
            index += count
            let raw = pythonPrefix.contains("r")
            readString(
                start: prefixStart, quote: quote, quoteCount: count, escapes: raw ? .keepBackslash : .standard,
                holes: pythonPrefix.contains("f") ? .pythonBrace : .none, multiline: triple)
        case .java, .kotlin:
            let holes: HoleStyle = language == .kotlin ? .kotlin : .none
            if quote == ascii("\""), triple {
                index += 3
                // Kotlin's raw strings have no escapes; Java's text blocks do.
                readString(
                    start: prefixStart, quote: quote, quoteCount: 3, escapes: language == .kotlin ? .none : .standard,
                    holes: holes, multiline: true)
            } else {
                index += 1
                readString(
                    start: prefixStart, quote: quote, quoteCount: 1, escapes: .standard,
                    holes: quote == ascii("'") ? .none : holes, multiline: false)
            }
        case .ruby:
            index += 1
            if quote == ascii("'") {
                readString(
                    start: prefixStart, quote: quote, quoteCount: 1, escapes: .rubySingle, holes: .none, multiline: true
                )
            } else {
                readString(
                    start: prefixStart, quote: quote, quoteCount: 1, escapes: .standard, holes: .rubyHash,
                    multiline: true)
            }
        }
    }

    private enum EscapeStyle { case none, standard, keepBackslash, rubySingle }
    private enum HoleStyle { case none, dollarBrace, pythonBrace, kotlin, rubyHash }

    /// Reads a string's content from `index` (past its opening quotes) through its closing quotes.
    private mutating func readString(
        start: Int, quote: UInt8, quoteCount: Int, escapes: EscapeStyle, holes: HoleStyle,
        multiline: Bool, closing: UInt8? = nil
    ) {
        let close = closing ?? quote
        let contentStart = index
        var value: [UInt8] = []
        var verbatim = true
        var hasHoles = false
        var contentEnd: Int?
        var nesting = 0
        while index < bytes.count {
            let byte = peek()
            if closing != nil, byte == quote, quote != close { nesting += 1 }
            if byte == close, nesting == 0, (1..<quoteCount).allSatisfy({ peek($0) == close }) {
                contentEnd = index
                index += quoteCount
                break
            }
            if closing != nil, byte == close { nesting -= 1 }
            if byte == ascii("\n"), !multiline { break }
            if byte == ascii("\\"), escapes != .none, index + 1 < bytes.count {
                verbatim = false
                let next = peek(1)
                switch escapes {
                case .keepBackslash:
                    value += [byte, next]
                case .rubySingle:
                    value += next == ascii("\\") || next == quote ? [next] : [byte, next]
                default:
                    value += Self.decodedEscape(next)
                }
                index += 2
                continue
            }
            if let opening = holeOpening(holes) {
                verbatim = false
                hasHoles = true
                value += readHole(openingLength: opening)
                continue
            }
            if holes == .pythonBrace, byte == ascii("{") || byte == ascii("}"), peek(1) == byte {
                verbatim = false
                value.append(byte)
                index += 2
                continue
            }
            value.append(byte)
            index += 1
        }
        let end = contentEnd ?? index
        let string = SuiteString(
            value: String(decoding: value, as: UTF8.self), hasHoles: hasHoles,
            verbatimRange: verbatim ? ByteRange(start: contentStart, end: end) : nil)
        append(.string, from: start, text: "", string: string)
    }

    /// The length of the hole opener at `index` (`${`, `{`, `#{`, `$`), or nil.
    private func holeOpening(_ holes: HoleStyle) -> Int? {
        switch holes {
        case .none: return nil
        case .dollarBrace: return peek() == ascii("$") && peek(1) == ascii("{") ? 2 : nil
        case .pythonBrace: return peek() == ascii("{") && peek(1) != ascii("{") ? 1 : nil
        case .rubyHash: return peek() == ascii("#") && peek(1) == ascii("{") ? 2 : nil
        case .kotlin:
            guard peek() == ascii("$") else { return nil }
            if peek(1) == ascii("{") { return 2 }
            return Self.isLetter(peek(1)) || peek(1) == ascii("_") ? 1 : nil
        }
    }

    /// Reads a template hole from its opener through its end; returns `{code}` for the value.
    private mutating func readHole(openingLength: Int) -> [UInt8] {
        let braced = peek(openingLength - 1) == ascii("{")
        index += openingLength
        let codeStart = index
        if !braced {
            // Kotlin's `$name`.
            while index < bytes.count, Self.isLetter(peek()) || Self.isDigit(peek()) || peek() == ascii("_") {
                index += 1
            }
            return [ascii("{")] + bytes[codeStart..<index] + [ascii("}")]
        }
        let kept = tokens.count
        run(insideHole: true)
        tokens.removeSubrange(kept...)
        let codeEnd = max(codeStart, index - 1)
        let code = String(decoding: bytes[codeStart..<min(codeEnd, bytes.count)], as: UTF8.self)
            .trimmingWhitespace()
        return Array("{\(code)}".utf8)
    }

    private static func decodedEscape(_ next: UInt8) -> [UInt8] {
        switch next {
        case ascii("n"): return [ascii("\n")]
        case ascii("t"): return [ascii("\t")]
        case ascii("r"): return [ascii("\r")]
        case ascii("0"): return [0]
        case ascii("\n"): return []
        default: return [next]
        }
    }

    // MARK: Regular expressions and Ruby literals

    /// Whether a `/` here starts a regular expression: at the start, after punctuation other
    /// than a closing bracket, or after a keyword that precedes an expression.
    private var regexMayStart: Bool {
        guard let last = tokens.last else { return true }
        switch last.kind {
        case .number, .string: return false
        case .identifier: return Self.keywordsBeforeExpressions.contains(last.text)
        case .punctuation: return last.text != ")" && last.text != "]" && last.text != "}"
        }
    }

    private static let keywordsBeforeExpressions: Set<String> = [
        "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield",
        "await", "if", "unless", "when", "and", "or", "not", "while", "until"
    ]

    /// A `/…/flags` literal on one line; false (nothing read) when the line ends first.
    private mutating func lexRegex() -> Bool {
        let start = index
        var position = index + 1
        var inClass = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == ascii("\n") { return false }
            if byte == ascii("\\") {
                position += 2
                continue
            }
            if byte == ascii("[") {
                inClass = true
            } else if byte == ascii("]") {
                inClass = false
            } else if byte == ascii("/"), !inClass {
                break
            }
            position += 1
        }
        guard position < bytes.count else { return false }
        index = position + 1
        while index < bytes.count, Self.isLetter(peek()) { index += 1 }
        append(.punctuation, from: start, text: "regex")
        return true
    }

    /// `%q(…)`, `%Q[…]`, `%(…)` (strings), `%w[…]`, `%i[…]`, `%r{…}` (read past, not strings).
    private mutating func lexRubyPercentLiteral() -> Bool {
        let start = index
        var position = index + 1
        var type: UInt8 = ascii("Q")
        if Self.isLetter(peek(1)) {
            type = peek(1)
            position += 1
        }
        guard position < bytes.count, "qQwWiIrs".utf8.contains(type) else { return false }
        let open = bytes[position]
        let pairs: [UInt8: UInt8] = [
            ascii("("): ascii(")"), ascii("["): ascii("]"), ascii("{"): ascii("}"), ascii("<"): ascii(">")
        ]
        guard let close = pairs[open] ?? (Self.isPunctuationDelimiter(open) ? open : nil) else { return false }
        index = position + 1
        readString(
            start: start, quote: open, quoteCount: 1, escapes: type == ascii("q") ? .rubySingle : .standard,
            holes: type == ascii("Q") ? .rubyHash : .none, multiline: true, closing: close)
        if !(type == ascii("q") || type == ascii("Q")), let last = tokens.last, last.kind == .string {
            tokens.removeLast()
            append(.punctuation, from: start, text: "%")
        }
        return true
    }

    private static func isPunctuationDelimiter(_ byte: UInt8) -> Bool {
        "|!/^~#".utf8.contains(byte)
    }

    /// `<<~EOS`, `<<-EOS`, `<<EOS`, `<<~'EOS'`: the body is read at the next line. True when
    /// one was registered (the opener is then a string token).
    private mutating func registerHeredoc() -> Bool {
        var position = index + 2
        if position < bytes.count, bytes[position] == ascii("~") || bytes[position] == ascii("-") { position += 1 }
        guard position < bytes.count else { return false }
        var quote: UInt8?
        if bytes[position] == ascii("'") || bytes[position] == ascii("\"") {
            quote = bytes[position]
            position += 1
        }
        let nameStart = position
        while position < bytes.count,
            Self.isLetter(bytes[position]) || Self.isDigit(bytes[position]) || bytes[position] == ascii("_")
        { position += 1 }
        guard position > nameStart, quote != nil || (bytes[nameStart] >= ascii("A") && bytes[nameStart] <= ascii("Z"))
        else { return false }
        let name = Array(bytes[nameStart..<position])
        if let quote {
            guard position < bytes.count, bytes[position] == quote else { return false }
            position += 1
        }
        let start = index
        index = position
        pendingHeredocs.append(name)
        append(.string, from: start, text: "", string: SuiteString(value: "", hasHoles: true, verbatimRange: nil))
        return true
    }

    private mutating func skipHeredocBodies() {
        let terminators = pendingHeredocs
        pendingHeredocs = []
        for terminator in terminators {
            while index < bytes.count {
                let lineStart = index
                while index < bytes.count, peek() != ascii("\n") { index += 1 }
                let line = bytes[lineStart..<index].drop { $0 == ascii(" ") || $0 == ascii("\t") }
                if index < bytes.count { index += 1 }
                if Array(line.reversed().drop { $0 == ascii("\r") || $0 == ascii(" ") }.reversed()) == terminator {
                    break
                }
            }
        }
    }

    // MARK: Comments

    private mutating func skipToLineEnd() {
        while index < bytes.count, peek() != ascii("\n") { index += 1 }
    }

    /// `/* … */`; Kotlin's nest.
    private mutating func skipBlockComment() {
        index += 2
        var depth = 1
        while index < bytes.count {
            if peek() == ascii("*"), peek(1) == ascii("/") {
                index += 2
                depth -= 1
                if depth == 0 || language != .kotlin { return }
            } else if language == .kotlin, peek() == ascii("/"), peek(1) == ascii("*") {
                index += 2
                depth += 1
            } else {
                index += 1
            }
        }
    }

    /// `=begin` … `=end`, each at the start of a line.
    private mutating func skipRubyBlockComment() {
        while index < bytes.count {
            skipToLineEnd()
            if index < bytes.count { index += 1 }
            if startsWith("=end") {
                skipToLineEnd()
                return
            }
        }
    }

    private func startsWith(_ text: String) -> Bool {
        var offset = 0
        for byte in text.utf8 {
            guard peek(offset) == byte else { return false }
            offset += 1
        }
        return true
    }

    // MARK: Characters

    private func text(from start: Int, to end: Int) -> String {
        guard start < end, end <= bytes.count else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= ascii("a") && byte <= ascii("z")) || (byte >= ascii("A") && byte <= ascii("Z"))
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= ascii("0") && byte <= ascii("9") }

    private static func isIdentifierStart(_ byte: UInt8, _ language: SuiteLanguage) -> Bool {
        if isLetter(byte) || byte == ascii("_") || byte >= 0x80 { return true }
        switch language {
        case .javaScript, .java, .kotlin: return byte == ascii("$")
        case .ruby: return byte == ascii("@") || byte == ascii("$")
        case .python: return false
        }
    }

    private static func isIdentifierPart(_ byte: UInt8, _ language: SuiteLanguage) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == ascii("_") || byte >= 0x80
            || (byte == ascii("$") && language != .python && language != .ruby)
    }
}

private func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }

extension String {
    fileprivate func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
