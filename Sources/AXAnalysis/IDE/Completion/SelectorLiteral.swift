// Which selector literal of a Maestro flow or an Appium suite holds a position: where an editor
// completes identifiers while the file is being typed, and so may not parse yet.

enum SelectorLiteral {
    /// Inside the value of an `id:` key of a Maestro flow (`id: "…"`, `id: '…'`, `id: …`,
    /// `{ id: … }`), on the key's own line. Read from the line's text, not from the YAML tree: a
    /// value being typed (`id: "log`) is not valid YAML yet. Nil in a comment, on other keys
    /// (`appId:`, `text:`) and before the value starts.
    static func maestroSpot(at utf8Offset: Int, text: String) -> QueryLiteralSpot? {
        let utf8 = Array(text.utf8)
        guard utf8Offset <= utf8.count else { return nil }
        var lineStart = utf8Offset
        while lineStart > 0, utf8[lineStart - 1] != UInt8(ascii: "\n"), utf8[lineStart - 1] != UInt8(ascii: "\r") {
            lineStart -= 1
        }
        var lineEnd = utf8Offset
        while lineEnd < utf8.count, utf8[lineEnd] != UInt8(ascii: "\n"), utf8[lineEnd] != UInt8(ascii: "\r") {
            lineEnd += 1
        }
        let before = Array(utf8[lineStart..<utf8Offset])
        // The last `id:` key before the cursor: after the indentation, `- `, `{` or `,`.
        var keyEnd: Int?
        var index = before.count - 3
        while index >= 0 {
            if before[index] == UInt8(ascii: "i"), before[index + 1] == UInt8(ascii: "d"),
                before[index + 2] == UInt8(ascii: ":"),
                index == 0
                    || [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: "-")]
                        .contains(before[index - 1])
            {
                keyEnd = index + 3
                break
            }
            index -= 1
        }
        guard let keyEnd else { return nil }
        // A comment before the key hides it.
        let prefix = before[..<(keyEnd - 3)]
        if prefix.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) == UInt8(ascii: "#")
            || zip(prefix, prefix.dropFirst()).contains(where: { $0 == UInt8(ascii: " ") && $1 == UInt8(ascii: "#") })
        {
            return nil
        }
        var valueStart = keyEnd
        while valueStart < before.count,
            before[valueStart] == UInt8(ascii: " ") || before[valueStart] == UInt8(ascii: "\t")
        { valueStart += 1 }
        // `id:` with no space before the cursor is still the key being typed.
        guard valueStart > keyEnd else { return nil }
        let line = Array(utf8[lineStart..<lineEnd])
        var quote: Character?
        if valueStart < line.count, line[valueStart] == UInt8(ascii: "\"") || line[valueStart] == UInt8(ascii: "'") {
            quote = Character(Unicode.Scalar(line[valueStart]))
            valueStart += 1
        }
        guard valueStart <= before.count else { return nil }
        let typed = before[valueStart...]
        // The value ends at its closing quote; a plain one at `,`, `}`, ` #` or the line's end.
        var valueEnd = valueStart
        if let quote, let quoteByte = quote.asciiValue {
            if typed.contains(quoteByte) { return nil }
            while valueEnd < line.count, line[valueEnd] != quoteByte { valueEnd += 1 }
        } else {
            if typed.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "#") })
            {
                return nil
            }
            while valueEnd < line.count,
                ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "#")].contains(line[valueEnd])
            { valueEnd += 1 }
            while valueEnd > before.count,
                line[valueEnd - 1] == UInt8(ascii: " ") || line[valueEnd - 1] == UInt8(ascii: "\t")
            { valueEnd -= 1 }
        }
        return QueryLiteralSpot(
            valueRange: ByteRange(start: lineStart + valueStart, end: lineStart + valueEnd),
            typedPrefix: String(decoding: typed, as: UTF8.self), encoding: .maestro(quote: quote))
    }

    /// Inside the string literal of an Appium accessibility-id selector (`'~…'` in JavaScript,
    /// `AppiumBy.ACCESSIBILITY_ID, "…"`, `accessibilityId("…")`, `:accessibility_id, '…'`…),
    /// decided by `AppiumSuiteExtractor` itself: the literal under the cursor is given a
    /// stand-in value (a value being typed may still be empty, or `~` alone) and is a spot when
    /// the extractor then reads it as a selector.
    static func appiumSpot(at utf8Offset: Int, text: String, path: String) -> QueryLiteralSpot? {
        guard let language = SuiteLanguage.of(path: path), !AppiumSuiteExtractor.isAndroidOnly(path) else { return nil }
        var tokens = SuiteLexer.tokens(of: text, language: language)
        guard
            let index = tokens.firstIndex(where: { token in
                guard token.kind == .string, let content = token.string?.verbatimRange else { return false }
                return content.start <= utf8Offset && utf8Offset <= content.end
            }), let string = tokens[index].string, let content = string.verbatimRange, !string.hasHoles
        else { return nil }
        let utf8 = Array(text.utf8)
        guard content.start > 0, content.end <= utf8.count else { return nil }
        let quote = Character(Unicode.Scalar(utf8[content.start - 1]))
        var valueStart = content.start
        if language == .javaScript {
            // WebdriverIO's accessibility-id selector is the `~` prefix.
            guard content.start < content.end, utf8[content.start] == UInt8(ascii: "~"), utf8Offset > content.start
            else { return nil }
            valueStart += 1
        }
        tokens[index].string = SuiteString(
            value: language == .javaScript ? "~x" : "x", hasHoles: false, verbatimRange: content)
        let selectors = AppiumSuiteExtractor.selectors(in: tokens, language: language, path: path)
        guard selectors.contains(where: { $0.site.range == tokens[index].range }) else { return nil }
        // An unterminated literal of a multi-line string runs on: the value ends with the line.
        var valueEnd = valueStart
        while valueEnd < content.end, utf8[valueEnd] != UInt8(ascii: "\n"), utf8[valueEnd] != UInt8(ascii: "\r") {
            valueEnd += 1
        }
        guard utf8Offset <= valueEnd else { return nil }
        return QueryLiteralSpot(
            valueRange: ByteRange(start: valueStart, end: valueEnd),
            typedPrefix: String(decoding: utf8[valueStart..<utf8Offset], as: UTF8.self),
            encoding: .suiteString(quote: quote))
    }
}
