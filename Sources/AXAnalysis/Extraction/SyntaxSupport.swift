// Small helpers every extractor shares: sites from nodes, `#if` clauses, string expressions.
@_spi(RawSyntax) import SwiftSyntax

extension SyntaxProtocol {
    /// The node's range without leading and trailing trivia, in UTF-8 offsets.
    package var trimmedByteRange: ByteRange {
        ByteRange(start: positionAfterSkippingLeadingTrivia.utf8Offset, end: endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// The node's source text without its leading and trailing trivia: `trimmedDescription`
    /// without the copy of the tree that swift-syntax makes to compute it (a detached node and
    /// two rewrites, 12% of a cold extraction when every fact's text went through it), and
    /// without `description`, which builds a `String` per token (2% of a cold scan of the six
    /// real apps): the raw tokens' bytes are copied once into a string of the final size.
    ///
    /// Exactly `trimmedDescription`: that clears the trivia of the first and the last token in
    /// `.all` order, and a missing token prints nothing, so only a present token's trivia is cut.
    /// Analysed text is a Swift `String`, valid UTF-8, and trivia ends at token boundaries.
    package var trimmedText: String {
        RawText.trimmed(raw)
    }

    /// `trimmedText` up to its first line break (the whole text when it has none). The copy
    /// stops after the piece that holds a line break: an `if` or a `switch` shown by its first
    /// line printed the whole statement first (the outline's statements did, for every one).
    package var trimmedFirstLine: String {
        String(RawText.trimmed(raw, stoppingAtLineBreak: true).prefix { !$0.isNewline })
    }

    /// The `#if` clauses around this node, outermost first (`file` is kept for callers' symmetry). `#else`/`#elseif` clauses read as the
    /// negation of the earlier clauses joined with their own condition.
    package func enclosingConditions(file: String) -> [ConditionClause] {
        var clauses: [ConditionClause] = []
        var current: Syntax? = Syntax(self).parent
        while let node = current {
            if let clause = node.as(IfConfigClauseSyntax.self),
                let clauseList = clause.parent?.as(IfConfigClauseListSyntax.self),
                let block = clauseList.parent?.as(IfConfigDeclSyntax.self)
            {
                let index =
                    clauseList.firstIndex(where: { $0.id == clause.id }).map {
                        clauseList.distance(from: clauseList.startIndex, to: $0)
                    } ?? 0
                var parts: [String] = []
                for (position, earlier) in clauseList.enumerated() where position < index {
                    if let condition = earlier.condition { parts.append("!(\(condition.trimmedText))") }
                }
                if let condition = clause.condition { parts.append(condition.trimmedText) }
                let text = parts.isEmpty ? "true" : parts.joined(separator: " && ")
                // Blocks are identified by their clause conditions, not their position: two
                // `#if DEBUG … #else … #endif` blocks anywhere exclude each other's other clause
                // the same way, and ids stay stable when text above them moves.
                let blockID = clauseList.map { $0.condition?.trimmedText ?? "else" }.joined(separator: "|")
                clauses.insert(ConditionClause(blockID: blockID, clauseIndex: index, text: text), at: 0)
            }
            current = node.parent
        }
        return clauses
    }
}

extension IfConfigClauseSyntax {
    /// A clause whose code is never compiled: `#if false`, or any clause after one that is
    /// `#if true` (an `#else` of it). Such code contributes nothing (GEN-2).
    var isNeverActive: Bool {
        if condition.map(Self.isLiteral(false)) == true { return true }
        guard let clauses = parent?.as(IfConfigClauseListSyntax.self) else { return false }
        for earlier in clauses {
            if earlier.id == id { return false }
            if earlier.condition.map(Self.isLiteral(true)) == true { return true }
        }
        return false
    }

    private static func isLiteral(_ value: Bool) -> (ExprSyntax) -> Bool {
        { expression in
            var expression = expression
            while let paren = expression.as(TupleExprSyntax.self), paren.elements.count == 1,
                let only = paren.elements.first
            {
                expression = only.expression
            }
            return expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(value ? .true : .false)
        }
    }
}

/// Turns string-valued expressions into `StringExpr`s.
package enum StringExprReader {
    /// Reads a literal, an interpolation (as a `{expr}` template), a `+` concatenation, or a reference.
    package static func read(_ expression: ExprSyntax, file: String) -> StringExpr {
        let site = SourceSite(file: file, range: expression.trimmedByteRange)
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return readLiteral(literal, file: file)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
        {
            let left = read(infix.leftOperand, file: file)
            let right = read(infix.rightOperand, file: file)
            let bothLiteral = left.kind == .literal && right.kind == .literal
            return StringExpr(
                kind: bothLiteral ? .literal : .interpolated, value: left.templateText + right.templateText, site: site)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return read(sequence: Array(sequence.elements), file: file)
        }
        if let paren = expression.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first,
            only.label == nil
        {
            return read(only.expression, file: file)
        }
        if expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) {
            return StringExpr(kind: .reference, value: expression.trimmedText, site: site)
        }
        return StringExpr(kind: .other, value: expression.trimmedText, site: site)
    }

    /// Reads unfolded sequence elements (`"a" + b + "c"`, operators not folded): a concatenation
    /// becomes a template, anything else `.other`.
    package static func read(sequence elements: [ExprSyntax], file: String) -> StringExpr {
        let start = elements.first?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0
        let end = elements.last?.endPositionBeforeTrailingTrivia.utf8Offset ?? start
        let site = SourceSite(file: file, range: ByteRange(start: start, end: end))
        let isConcatenation =
            elements.count >= 3 && elements.count % 2 == 1
            && elements.enumerated().allSatisfy { index, element in
                index % 2 == 0 || element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
            }
        guard isConcatenation else {
            return StringExpr(kind: .other, value: elements.map(\.trimmedText).joined(separator: " "), site: site)
        }
        var allLiteral = true
        var text = ""
        for (index, element) in elements.enumerated() where index % 2 == 0 {
            let part = read(element, file: file)
            allLiteral = allLiteral && part.kind == .literal
            text += part.templateText
        }
        return StringExpr(kind: allLiteral ? .literal : .interpolated, value: text, site: site)
    }

    /// Reads a string literal; interpolations become `{expr}`.
    package static func readLiteral(_ literal: StringLiteralExprSyntax, file: String) -> StringExpr {
        var text = ""
        var isPlain = true
        for segment in literal.segments.each {
            if let plain = segment.as(StringSegmentSyntax.self) {
                text += unescape(plain.content.text)
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                isPlain = false
                let inner = interpolation.expressions.map { $0.expression.trimmedText }.joined(separator: ", ")
                text += "{\(inner)}"
            }
        }
        return StringExpr(
            kind: isPlain ? .literal : .interpolated, value: text,
            site: SourceSite(file: file, range: literal.trimmedByteRange))
    }

    /// The plain content of a literal with no interpolation, or nil.
    package static func plainLiteral(_ expression: ExprSyntax?) -> String? {
        guard let literal = expression?.as(StringLiteralExprSyntax.self) else { return nil }
        let read = readLiteral(literal, file: "")
        return read.kind == .literal ? read.value : nil
    }

    /// Resolves the common escapes of a single-line literal segment.
    static func unescape(_ raw: String) -> String {
        guard raw.utf8.contains(UInt8(ascii: "\\")) else { return raw }
        var result = ""
        var iterator = raw.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let next = iterator.next() else {
                result.append(character)
                continue
            }
            switch next {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "\"": result.append("\"")
            case "'": result.append("'")
            case "\\": result.append("\\")
            default:
                result.append("\\")
                result.append(next)
            }
        }
        return result
    }
}

/// The simple name of a written type: `Outer.Inner` → `Inner`, `UIButton!` → `UIButton`.
package enum TypeNameText {
    /// Strips optionality (`?`, `!`), `weak`-style sugar and module/outer qualification.
    package static func baseName(_ written: String) -> String {
        // Most names are plain (`UILabel`): nothing below changes them, and resolution asks for
        // base names constantly.
        if isPlain(written) { return written }
        var text = written.trimmingCharacters(in: " \t")
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("Optional<") && text.hasSuffix(">") {
            text = String(text.dropFirst("Optional<".count).dropLast())
        }
        if text.hasPrefix("ImplicitlyUnwrappedOptional<") && text.hasSuffix(">") {
            text = String(text.dropFirst("ImplicitlyUnwrappedOptional<".count).dropLast())
        }
        if text.hasPrefix("("), text.hasSuffix(")"), !text.contains(",") {
            return baseName(String(text.dropFirst().dropLast()))
        }
        if let genericStart = text.firstIndex(of: "<") {
            text = String(text[..<genericStart])
        }
        if let dot = text.lastIndex(of: ".") {
            text = String(text[text.index(after: dot)...])
        }
        return text
    }

    /// `` `default` `` → `default`: a name without its backticks (without Foundation's string
    /// search, which every property and type name went through).
    static func withoutBackticks(_ name: String) -> String {
        name.utf8.contains(UInt8(ascii: "`")) ? name.filter { $0 != "`" } : name
    }

    /// True when `written` has no character that `baseName` strips or splits at (blanks, `?`,
    /// `!`, `<`, `(`, `.`), so it is its own base name.
    static func isPlain(_ written: String) -> Bool {
        !written.utf8.contains { byte in
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "?")
                || byte == UInt8(ascii: "!")
                || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ".")
        }
    }

    /// True for `[X]`, `[X]?`, `[X]!`, `Array<X>`.
    package static func isArray(_ written: String) -> Bool {
        var text = written.trimmingCharacters(in: " \t")
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("Array<") { return true }
        return text.hasPrefix("[") && text.hasSuffix("]") && !text.contains(":")
    }

    /// The element type of an array type, or nil.
    package static func arrayElement(_ written: String) -> String? {
        var text = written.trimmingCharacters(in: " \t")
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("Array<"), text.hasSuffix(">") { return String(text.dropFirst(6).dropLast()) }
        guard text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// True for `X?`, `X!`, `Optional<X>`.
    package static func isOptional(_ written: String) -> Bool {
        let text = written.trimmingCharacters(in: " \t")
        return text.hasSuffix("?") || text.hasSuffix("!") || text.hasPrefix("Optional<")
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        var scalars = Substring(self)
        while let first = scalars.first, set.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, set.contains(last) { scalars.removeLast() }
        return String(scalars)
    }
}
