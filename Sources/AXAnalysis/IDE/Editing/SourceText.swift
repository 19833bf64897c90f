// Reading a file's text the way edits need it: bytes, lines, indentation and line breaks.

/// One file's text with the layout facts an edit must follow (indentation, line breaks).
package struct SourceText {
    package let path: String
    package let text: String
    package let lines: LineIndex

    package init(path: String, text: String) {
        self.path = path
        self.text = text
        self.lines = LineIndex(text)
    }

    /// Reuses `lines` (an open document's index, kept up to date per edit) when it indexes
    /// exactly `text`; builds one otherwise.
    package init(path: String, text: String, lines: LineIndex?) {
        self.path = path
        self.text = text
        if let lines, lines.indexes(text) {
            self.lines = lines
        } else {
            self.lines = LineIndex(text)
        }
    }

    /// The text of a file in the workspace, when the workspace has it.
    package init?(path: String, workspace: AnalysisWorkspace) {
        guard let text = workspace.text(of: path) else { return nil }
        self.init(path: path, text: text)
    }

    /// The line break new lines must use (the file's dominant one).
    package var lineBreak: String { lines.dominantLineBreak }

    /// The bytes of a range, clamped into the text.
    package func slice(_ range: ByteRange) -> String {
        let start = min(max(0, range.start), lines.utf8.count)
        let end = min(max(start, range.end), lines.utf8.count)
        return String(decoding: lines.utf8[start..<end], as: UTF8.self)
    }

    /// The leading whitespace of the line containing `utf8Offset`.
    package func indentation(ofLineContaining utf8Offset: Int) -> String {
        let line = lines.line(containing: utf8Offset)
        return String(lines.lineText(line).prefix { $0 == " " || $0 == "\t" })
    }

    /// The file's indentation unit, read from how consecutive lines deepen (four spaces when
    /// the file does not tell).
    package var indentationUnit: String {
        var counts: [String: Int] = [:]
        var previous = ""
        for line in 0..<lines.lineCount {
            let content = lines.lineText(line)
            guard content.contains(where: { $0 != " " && $0 != "\t" }) else { continue }
            let indent = String(content.prefix { $0 == " " || $0 == "\t" })
            if indent.count > previous.count, indent.hasPrefix(previous) {
                counts[String(indent.dropFirst(previous.count)), default: 0] += 1
            }
            previous = indent
        }
        return counts.max { ($0.value, $1.key.count) < ($1.value, $0.key.count) }?.key ?? "    "
    }

    /// True when only spaces and tabs stand between the start of the line and `utf8Offset`.
    package func isAtLineStart(_ utf8Offset: Int) -> Bool {
        let line = lines.line(containing: utf8Offset)
        let start = lines.lineStarts[line]
        return slice(ByteRange(start: start, end: utf8Offset)).allSatisfy { $0 == " " || $0 == "\t" }
    }
}

/// Applies edits to text.
package enum EditApplier {
    /// The text after applying the edits of one file (non-overlapping, in UTF-8 offsets of the
    /// original text). Edits are applied back to front so offsets stay valid; two insertions at
    /// one offset keep their given order.
    package static func apply(_ edits: [FileEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        let ordered = edits.enumerated().sorted {
            ($0.element.range.start, $0.offset) > ($1.element.range.start, $1.offset)
        }
        for (_, edit) in ordered {
            let start = min(max(0, edit.range.start), bytes.count)
            let end = min(max(start, edit.range.end), bytes.count)
            bytes.replaceSubrange(start..<end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Turns user-visible words into Swift-friendly names.
package enum NameMaker {
    /// `"Sign in"` → `signIn`, `"user_name"` → `userName`, `"Total (€)"` → `total`; nil when no
    /// letter or digit is left.
    package static func lowerCamelCase(_ words: String) -> String? {
        let parts = words.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = parts.first else { return nil }
        var name = first.prefix(1).lowercased() + first.dropFirst()
        if first == first.uppercased() { name = first.lowercased() }
        for part in parts.dropFirst() {
            name += part.prefix(1).uppercased() + part.dropFirst()
        }
        return name
    }

    /// The content of a Swift string literal for `value` (quotes and backslashes escaped).
    package static func literalContent(_ value: String) -> String {
        var result = ""
        for character in value {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result
    }
}
