// The tokens a test-suite lexer yields: enough of a language to find string literals in calls.

/// The languages Appium suites are written in, by file extension.
package enum SuiteLanguage: String, Codable, Sendable {
    /// JavaScript and TypeScript (WebdriverIO, wd).
    case javaScript
    case python
    /// Java and Kotlin share comments, strings and annotations; Kotlin adds templates.
    case java
    case kotlin
    case ruby

    /// The language of a file name, nil for anything else.
    package static func of(path: String) -> SuiteLanguage? {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...] {
        case "js", "mjs", "cjs", "jsx", "ts", "mts", "cts", "tsx": return .javaScript
        case "py": return .python
        case "java": return .java
        case "kt", "kts": return .kotlin
        case "rb": return .ruby
        default: return nil
        }
    }
}

/// One token of a suite file. Comments and whitespace are dropped; code inside a template's
/// holes (`${…}`, `{…}`, `#{…}`) is part of the string token, never tokens of its own.
struct SuiteToken {
    enum Kind: Equatable {
        case identifier
        case string
        case number
        /// One character of punctuation (`(`, `,`, `=`, `@`, `:`…); `=>` is `=` then `>`.
        case punctuation
    }

    var kind: Kind
    /// The whole token, quotes and prefixes included.
    var range: ByteRange
    /// An identifier's name or a punctuation character; a string's value (`SuiteString`).
    var text: String
    var string: SuiteString?

    func isPunctuation(_ character: String) -> Bool { kind == .punctuation && text == character }
    func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}

/// A string literal's value. Run-time parts (`${i}`, `{name}`, `#{x}`, `$x`) are `{…}` holes
/// holding the code written there, the notation of identifier templates.
struct SuiteString {
    var value: String
    var hasHoles: Bool
    /// Where the value is written verbatim between the quotes (no escapes, no holes): an edit
    /// there replaces exactly the value. Nil otherwise.
    var verbatimRange: ByteRange?
}
