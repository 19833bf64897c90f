// Evaluates the string expressions identifiers are written with when they are more than a
// name: calls of identifier-building functions, `+`, `??`, and interpolations of constants.

import SwiftParser
import SwiftSyntax

extension StringConstantIndex {
    /// Longer argument texts are not evaluated (identifier expressions are short).
    private static let maximumExpressionLength = 2_000

    /// The value of `text`, an expression as written in `context` (the enclosing type's qualified
    /// name): `IDs.home.row("Inbox")`, `IDs.prefix + "-row"`, `custom ?? IDs.fallback`,
    /// `"\(IDs.prefix)-row"`. `bound` answers names bound at the use (a component's property or
    /// parameter) before constants are tried. Parts only known at run time stay `{expr}`; nil
    /// when the expression is none of these forms.
    package func value(
        ofExpression text: String, context: String?, bound: (String) -> StringConstantValue? = { _ in nil }
    ) -> StringConstantValue? {
        guard text.utf8.count <= Self.maximumExpressionLength else { return nil }
        // A dotted name (the common case) needs no parse.
        if Self.isDottedName(text) {
            return bound(text) ?? value(of: text, context: context)
        }
        guard let tree = SwiftSourceParser.parseSnippet(text), tree.statements.count == 1,
            let expression = tree.statements.first?.item.as(ExprSyntax.self)
        else { return nil }
        return evaluate(expression, context: context, bound: bound, depth: 0)
    }

    /// The two values of a ternary (`flag ? IDs.a : IDs.b`), each with its condition as written
    /// (`flag`, `!(flag)`); nil when `text` is not a ternary.
    package func alternatives(
        ofExpression text: String, context: String?, bound: (String) -> StringConstantValue? = { _ in nil }
    )
        -> [(value: StringConstantValue, condition: String)]?
    {
        guard text.utf8.count <= Self.maximumExpressionLength, text.contains("?") else { return nil }
        guard let tree = SwiftSourceParser.parseSnippet(text) else { return nil }
        guard tree.statements.count == 1, let sequence = tree.statements.first?.item.as(SequenceExprSyntax.self) else {
            return nil
        }
        let elements = Array(sequence.elements)
        guard let position = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), position > 0,
            let ternary = elements[position].as(UnresolvedTernaryExprSyntax.self), position + 1 < elements.count
        else { return nil }
        let condition = elements[..<position].map(\.trimmedText).joined(separator: " ")
        let otherwise = Array(elements[(position + 1)...])
        func choice(_ expression: ExprSyntax) -> StringConstantValue {
            evaluate(expression, context: context, bound: bound, depth: 1)
                ?? StringConstantValue(text: "{\(expression.trimmedText)}", isTemplate: true)
        }
        let second =
            otherwise.count == 1
            ? otherwise.first.map(choice)
            : evaluate(sequence: otherwise, context: context, bound: bound, depth: 1)
        return [
            (choice(ternary.thenExpression), condition),
            (
                second
                    ?? StringConstantValue(
                        text: "{\(otherwise.map(\.trimmedText).joined(separator: " "))}", isTemplate: true),
                "!(\(condition))"
            )
        ]
    }

    /// A `StringExpr` template (`"home-{IDs.section}-{row.id}"`) with each `{expr}` part
    /// evaluated as an expression; parts that are not known stay as they are.
    package func substitute(template: String, context: String?, bound: (String) -> StringConstantValue? = { _ in nil })
        -> StringConstantValue
    {
        var result = StringConstantValue(text: "", isTemplate: false)
        var remaining = Substring(template)
        while let open = remaining.firstIndex(of: "{") {
            result.text += remaining[..<open]
            guard let close = remaining[open...].firstIndex(of: "}") else { break }
            let inner = String(remaining[remaining.index(after: open)..<close])
            let part =
                value(ofExpression: inner, context: context, bound: bound)
                ?? StringConstantValue(text: "{\(inner)}", isTemplate: true)
            result.text += part.text
            result.isTemplate = result.isTemplate || part.isTemplate
            result.isLocalized = result.isLocalized || part.isLocalized
            remaining = remaining[remaining.index(after: close)...]
        }
        result.text += remaining
        return result
    }

    /// Why `text`, which has no value, stays a template, when there is more to say than that it
    /// is not followed: a localized text of a table the workspace does not hold
    /// (`NSLocalizedString("legal.title", tableName: "Legal", comment: "")`), or a member of a
    /// type the workspace does not declare (`Localizations.compose`, generated when the app is
    /// built; a framework's or a package's type). `isDeclaredType` answers for the workspace's types.
    package func unknownValueReason(ofExpression text: String, isDeclaredType: (String) -> Bool) -> String? {
        guard text.utf8.count <= Self.maximumExpressionLength else { return nil }
        if Self.isDottedName(text) {
            var parts = text.split(separator: ".").map(String.init)
            if parts.first == "self" || parts.first == "Self" { parts.removeFirst() }
            guard parts.count >= 2, let root = parts.first, root.first?.isUppercase == true,
                owner(named: root, from: nil) == nil, !isDeclaredType(root)
            else { return nil }
            return
                "'\(root)' is not declared in the workspace (a framework's or a package's type, or code generated when the app is built)"
        }
        guard text.contains("("), let tree = SwiftSourceParser.parseSnippet(text), tree.statements.count == 1,
            let expression = tree.statements.first?.item.as(ExprSyntax.self),
            let call = LocalizedTextCallReader.read(expression)
        else { return nil }
        return
            "a localized text of table '\(call.table)', which the workspace has in no development-language table"
    }

    /// `name`, `IDs.login.email`: letters, digits, `_` and inner dots, not starting with a digit.
    private static func isDottedName(_ text: String) -> Bool {
        var previousWasDot = true
        for byte in text.utf8 {
            let isLetter = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
            let isDigit = byte >= 0x30 && byte <= 0x39
            if byte == 0x2E {
                if previousWasDot { return false }
                previousWasDot = true
            } else if isLetter || (isDigit && !previousWasDot) {
                previousWasDot = false
            } else {
                return false
            }
        }
        return !previousWasDot
    }

    private func evaluate(
        _ expression: ExprSyntax, context: String?, bound: (String) -> StringConstantValue?, depth: Int
    ) -> StringConstantValue? {
        guard depth < 32 else { return nil }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            var text = ""
            var isTemplate = false
            var isLocalized = false
            for segment in literal.segments {
                if let plain = segment.as(StringSegmentSyntax.self) {
                    text += StringExprReader.unescape(plain.content.text)
                } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                    let part = interpolation.expressions.count == 1 ? interpolation.expressions.first?.expression : nil
                    let value =
                        part.flatMap { evaluate($0, context: context, bound: bound, depth: depth + 1) }
                        ?? StringConstantValue(
                            text:
                                "{\(interpolation.expressions.map(\.expression.trimmedText).joined(separator: ", "))}",
                            isTemplate: true)
                    text += value.text
                    isTemplate = isTemplate || value.isTemplate
                    isLocalized = isLocalized || value.isLocalized
                }
            }
            return StringConstantValue(text: text, isTemplate: isTemplate, isLocalized: isLocalized)
        }
        if expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) {
            let text = expression.trimmedText
            return bound(text) ?? value(of: text, context: context)
        }
        // `numpad(0)`: an integer prints as its decimal value (`"\(007)"` is `7`).
        if let integer = expression.as(IntegerLiteralExprSyntax.self),
            let number = Int(integer.literal.text.filter { $0 != "_" })
        {
            return StringConstantValue(text: String(number), isTemplate: false)
        }
        if let paren = expression.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first,
            only.label == nil
        {
            return evaluate(only.expression, context: context, bound: bound, depth: depth + 1)
        }
        if let localization = LocalizedTextCallReader.read(expression) {
            // `NSLocalizedString("Settings.Title", comment: "")`: the development language's text.
            return localizedText(localization).map {
                StringConstantValue(text: $0, isTemplate: false, isLocalized: true)
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String",
            let format = call.arguments.first, format.label?.text == "format"
        {
            return formatted(call, format: format.expression, context: context, bound: bound, depth: depth)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            call.calledExpression.is(DeclReferenceExprSyntax.self)
                || call.calledExpression.is(MemberAccessExprSyntax.self)
        {
            let arguments = call.arguments.map { argument in
                (evaluate(argument.expression, context: context, bound: bound, depth: depth + 1)
                    ?? StringConstantValue(text: "{\(argument.expression.trimmedText)}", isTemplate: true)).text
            }
            return value(of: call.calledExpression.trimmedText, arguments: arguments, context: context)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return evaluate(sequence: Array(sequence.elements), context: context, bound: bound, depth: depth + 1)
        }
        return nil
    }

    /// `String(format: IDs.row, index)`: the format's `%@`, `%d`, `%ld`… each replaced by the
    /// next argument (`{index}` when it is only known at run time). Nil when the format is not
    /// known or has a placeholder this does not read (positional `%1$@`, `%%` aside).
    private func formatted(
        _ call: FunctionCallExprSyntax, format: ExprSyntax, context: String?, bound: (String) -> StringConstantValue?,
        depth: Int
    ) -> StringConstantValue? {
        guard let pattern = evaluate(format, context: context, bound: bound, depth: depth + 1), !pattern.isTemplate
        else { return nil }
        var arguments = call.arguments.dropFirst().map { argument in
            evaluate(argument.expression, context: context, bound: bound, depth: depth + 1)
                ?? StringConstantValue(text: "{\(argument.expression.trimmedText)}", isTemplate: true)
        }[...]
        var result = StringConstantValue(text: "", isTemplate: false)
        var characters = pattern.text[...]
        while let percent = characters.firstIndex(of: "%") {
            result.text += characters[..<percent]
            var cursor = characters.index(after: percent)
            guard cursor < characters.endIndex else { return nil }
            if characters[cursor] == "%" {
                result.text += "%"
                characters = characters[characters.index(after: cursor)...]
                continue
            }
            // Length modifiers, then the conversion.
            while cursor < characters.endIndex, "lhqztjL".contains(characters[cursor]) {
                cursor = characters.index(after: cursor)
            }
            guard cursor < characters.endIndex, "@dDiuUxXfFeEgGcCsS".contains(characters[cursor]),
                let argument = arguments.popFirst()
            else { return nil }
            result.text += argument.text
            result.isTemplate = result.isTemplate || argument.isTemplate
            result.isLocalized = result.isLocalized || argument.isLocalized
            characters = characters[characters.index(after: cursor)...]
        }
        result.text += characters
        result.isLocalized = result.isLocalized || pattern.isLocalized
        return result
    }

    /// `a + b + c` (unknown parts as `{expr}`) and `a ?? b` (the left when known, else `{a}`).
    private func evaluate(
        sequence elements: [ExprSyntax], context: String?, bound: (String) -> StringConstantValue?, depth: Int
    ) -> StringConstantValue? {
        let operators = elements.enumerated().filter { $0.offset % 2 == 1 }.map {
            $0.element.as(BinaryOperatorExprSyntax.self)?.operator.text
        }
        guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
        if operators.count == 1, operators.first == "??", let left = elements.first, let right = elements.last {
            // A left side known statically is the value (a constant is never nil); one only known
            // at run time may be nil or not, so the result stays a run-time part.
            if let value = evaluate(left, context: context, bound: bound, depth: depth + 1) { return value }
            guard let fallback = evaluate(right, context: context, bound: bound, depth: depth + 1) else { return nil }
            // `model.id ?? "Row"`: the whole expression, so value flow gives the left side's
            // values and the literal where it may be nil (`{model.id}` alone lost the literal);
            // `?? ""` sets none, as nil does.
            if !fallback.isTemplate, !fallback.text.isEmpty, right.is(StringLiteralExprSyntax.self) {
                return StringConstantValue(text: "{\(left.trimmedText) ?? \(right.trimmedText)}", isTemplate: true)
            }
            return StringConstantValue(text: "{\(left.trimmedText)}", isTemplate: true)
        }
        guard operators.allSatisfy({ $0 == "+" }) else { return nil }
        var result = StringConstantValue(text: "", isTemplate: false)
        for (position, element) in elements.enumerated() where position % 2 == 0 {
            let part =
                evaluate(element, context: context, bound: bound, depth: depth + 1)
                ?? StringConstantValue(text: "{\(element.trimmedText)}", isTemplate: true)
            result.text += part.text
            result.isTemplate = result.isTemplate || part.isTemplate
            result.isLocalized = result.isLocalized || part.isLocalized
        }
        return result
    }
}
