// Which `#if` clauses can never be true, given the platform analysed and the custom flags the
// configuration says exist.

/// Evaluates `#if` clause texts in three values: true, false, or unknown (may be either).
/// `true`/`false` literals are what they say; platform checks (`os(iOS)`, `canImport(UIKit)`,
/// `canImport(AppKit)`, `targetEnvironment(macCatalyst)`) are what they are on the platform
/// analysed (`TargetPlatform`, iOS unless configured): the macOS variant of a type in
/// `#if os(macOS)` is not compiled into the iOS app. `DEBUG`, `swift(>=5.9)`, other
/// `canImport`s and `targetEnvironment(simulator)` may be either; any other flag is unknown
/// unless the configuration lists the flags that exist (`setFlags`), when an unlisted flag is false.
enum CompilationConditions {
    static func neverTrue(_ clauses: [ConditionClause], setFlags: Set<String>?, platform: TargetPlatform = .iOS) -> Bool
    {
        clauses.contains {
            $0.isCompilationCondition && evaluate($0.text, setFlags: setFlags, platform: platform) == false
        }
    }

    /// The clause's value: true, false, or nil when it depends on the build.
    static func evaluate(_ text: String, setFlags: Set<String>?, platform: TargetPlatform = .iOS) -> Bool? {
        var parser = Parser(tokens: tokenize(text), setFlags: setFlags, platform: platform)
        let value = parser.parseOr()
        return parser.position == parser.tokens.count ? value : nil
    }

    private static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var depth = 0
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = ""
        }
        var characters = Array(text)[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            if depth > 0 {
                current.append(character)
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if depth == 0 { flush() }
                continue
            }
            switch character {
            case " ", "\t", "\n", "\r":
                flush()
            case "!":
                flush()
                tokens.append("!")
            case "&", "|":
                flush()
                if characters.first == character { characters = characters.dropFirst() }
                tokens.append(String(repeating: character, count: 2))
            case "(":
                if current.isEmpty {
                    tokens.append("(")
                } else {
                    // `os(iOS)`: a platform check, kept whole as one token.
                    current.append(character)
                    depth = 1
                }
            case ")":
                flush()
                tokens.append(")")
            default:
                current.append(character)
            }
        }
        flush()
        return tokens
    }

    private struct Parser {
        let tokens: [String]
        let setFlags: Set<String>?
        let platform: TargetPlatform
        var position = 0

        init(tokens: [String], setFlags: Set<String>?, platform: TargetPlatform) {
            self.tokens = tokens
            self.setFlags = setFlags
            self.platform = platform
        }

        mutating func parseOr() -> Bool? {
            var value = parseAnd()
            while position < tokens.count, tokens[position] == "||" {
                position += 1
                let right = parseAnd()
                value = value == true || right == true ? true : (value == false && right == false ? false : nil)
            }
            return value
        }

        mutating func parseAnd() -> Bool? {
            var value = parseUnary()
            while position < tokens.count, tokens[position] == "&&" {
                position += 1
                let right = parseUnary()
                value = value == false || right == false ? false : (value == true && right == true ? true : nil)
            }
            return value
        }

        mutating func parseUnary() -> Bool? {
            guard position < tokens.count else { return nil }
            let token = tokens[position]
            position += 1
            switch token {
            case "!":
                return parseUnary().map { !$0 }
            case "(":
                let value = parseOr()
                if position < tokens.count, tokens[position] == ")" { position += 1 }
                return value
            case "true": return true
            case "false": return false
            case "DEBUG": return nil
            default:
                if token.contains("(") { return platform.evaluate(token) }
                guard let setFlags, token.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
                return setFlags.contains(token) ? nil : false
            }
        }
    }
}
