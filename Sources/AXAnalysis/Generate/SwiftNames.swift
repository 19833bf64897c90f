// Turns identifier segments and template expressions into valid, readable Swift names.

/// Name sanitising for generated Swift: invalid characters become `_`, keywords get backticks.
enum SwiftNames {
    /// Keywords that need backticks as declaration names.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_"
    ]

    /// A valid identifier spelling for `segment`, without backticks (see `declared`).
    static func identifier(from segment: String) -> String {
        var result = ""
        for scalar in segment.unicodeScalars {
            let isLetter = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
            let isDigit = scalar >= "0" && scalar <= "9"
            // Non-ASCII letters are valid Swift identifier characters; keep them readable.
            let isOtherLetter = scalar.value > 0x7F && scalar.properties.isAlphabetic
            result.unicodeScalars.append(isLetter || isDigit || isOtherLetter ? scalar : "_")
        }
        if result.isEmpty { return "_empty" }
        if let first = result.unicodeScalars.first, first >= "0" && first <= "9" { result = "_" + result }
        return result
    }

    /// The name as written in a declaration or a use: keywords in backticks.
    static func declared(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A lower-camel-case parameter name for a template expression: `post.id` → `postId`.
    static func parameterName(from expression: String) -> String {
        var words: [String] = []
        var current = ""
        for character in expression {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return "value" }
        let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let joined = identifier(from: first.prefix(1).lowercased() + first.dropFirst() + rest.joined())
        return keywords.contains(joined) ? joined + "Value" : joined
    }
}
