// Adding a modifier after a view expression, laid out like the chain it extends.

/// Builds the edit that appends `.name("argument")` to a view expression.
enum ModifierInsertion {
    /// Appends the modifier at the end of `element`: on its own line, indented like the last
    /// modifier, when the chain already puts modifiers on their own lines; inline otherwise.
    static func edit(appending modifier: String, to element: ByteRange, source: SourceText) -> FileEdit {
        let lastLine = source.lines.line(containing: element.end)
        let lastLineText = source.lines.lineText(lastLine).drop { $0 == " " || $0 == "\t" }
        let replacement: String
        if source.lines.line(containing: element.start) != lastLine, lastLineText.hasPrefix(".") {
            replacement = source.lineBreak + source.indentation(ofLineContaining: element.end) + modifier
        } else {
            replacement = modifier
        }
        return FileEdit(
            file: source.path, range: ByteRange(start: element.end, end: element.end), replacement: replacement)
    }

    /// `.name("value")` with the value escaped for a Swift literal.
    static func call(_ name: String, _ value: String) -> String {
        ".\(name)(\"\(NameMaker.literalContent(value))\")"
    }
}
