// Reads the app's own identifier helpers: functions and subscripts that hand a parameter of the
// app's identifier type (an enum, usually) on to `accessibilityIdentifier =`, to the SwiftUI
// modifier, or to a UI-test query, converted the way the body converts it.
import SwiftSyntax

enum IdentifierForwarderReader {
    /// The `.forwarder` facts of one function or subscript: one per parameter of a type other
    /// than `String` whose value the body hands to an identifier as `p.asString`, `p.rawValue`,
    /// `p.map(\.asString)`, `p?.rawValue ?? ""`, `"\(p)"` or `String(describing: p)`.
    /// `text`, when given, is the tree's source: a body whose bytes cannot hold a hand-off is
    /// not walked.
    static func forwarders(
        name: String, parameters: FunctionParameterListSyntax, body: Syntax, file: String, text: String? = nil
    ) -> [StringConstantFact] {
        var candidates: [(name: String, type: String, position: Int)] = []
        for (position, parameter) in parameters.enumerated() {
            guard let type = plainTypeName(parameter.type) else { continue }
            candidates.append(
                (TypeNameText.withoutBackticks((parameter.secondName ?? parameter.firstName).text), type, position))
        }
        guard !candidates.isEmpty else { return [] }
        if let text, !mayHandOff(body, in: text) { return [] }
        let labels = parameters.map { TypeNameText.withoutBackticks($0.firstName.text) }
        let finder = HandOffFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        var facts: [StringConstantFact] = []
        var seen: Set<String> = []
        for handOff in finder.handOffs {
            for candidate in candidates {
                guard let conversion = conversion(of: handOff.expression, parameter: candidate.name, file: file),
                    seen.insert("\(candidate.position)|\(handOff.role)").inserted
                else { continue }
                var fact = StringConstantFact(
                    owner: candidate.type, name: name, kind: .forwarder, value: conversion.value,
                    valueKind: conversion.kind)
                fact.forwarder = IdentifierForwarder(
                    role: handOff.role, parameterName: candidate.name, position: candidate.position, labels: labels)
                facts.append(fact)
            }
        }
        return facts
    }

    /// Whether `body`'s bytes can hold what `HandOffFinder` looks for: each hand-off names
    /// `accessibilityIdentifier` or an `identifier:` label, or subscripts `self`. Most functions
    /// with a parameter of a named type hand nothing to an identifier, and the search costs far
    /// less than the walk.
    private static func mayHandOff(_ body: Syntax, in text: String) -> Bool {
        let range = ByteRange(start: body.position.utf8Offset, end: body.endPosition.utf8Offset)
        return ByteSearch.contains(text, in: range, "dentifier")
            || (ByteSearch.contains(text, in: range, "self") && ByteSearch.contains(text, in: range, "["))
    }

    /// `AccessibilityIdentifier`, `AccessibilityIdentifier?`, `Screen.Home`: a named type other
    /// than `String`; nil for `String`, generics, `any`/`some`, closures and collections.
    private static func plainTypeName(_ type: TypeSyntax) -> String? {
        var type = type
        while let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
        guard type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) else { return nil }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause != nil { return nil }
        let text = type.trimmedText
        guard text != "String", text != "Swift.String", text != "Substring", text.first?.isUppercase == true else {
            return nil
        }
        return text
    }

    /// What `expression` hands on, with the parameter written `self`; nil when it is not one of
    /// the conversions read exactly.
    private static func conversion(of expression: ExprSyntax, parameter: String, file: String) -> (
        value: String, kind: StringExpr.Kind
    )? {
        // `p?.rawValue ?? ""`: a nil parameter sets an empty identifier, which is none.
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
                let left = elements.first
            else { return nil }
            return conversion(of: left, parameter: parameter, file: file)
        }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            let read = StringExprReader.read(ExprSyntax(literal), file: file)
            guard read.kind == .interpolated, let replaced = replacingParameter(in: read.value, parameter: parameter)
            else { return nil }
            return (replaced, .interpolated)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            // `String(describing: p)`.
            if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String",
                call.arguments.count == 1,
                call.arguments.first?.label?.text == "describing", let argument = call.arguments.first?.expression,
                memberPath(argument, parameter: parameter) == []
            {
                return ("{self}", .interpolated)
            }
            // `p.map(\.asString)`, `p.map { $0.asString }`.
            guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
                callee.declName.baseName.text == "map",
                let base = callee.base, memberPath(base, parameter: parameter) == []
            else { return nil }
            if let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self), call.arguments.count == 1,
                keyPath.root == nil
            {
                let names = keyPath.components.compactMap {
                    $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
                }
                guard names.count == keyPath.components.count, !names.isEmpty else { return nil }
                return ((["self"] + names).joined(separator: "."), .reference)
            }
            if let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
                closure.statements.count == 1,
                let only = closure.statements.first?.item.as(ExprSyntax.self),
                let path = memberPath(only, parameter: "$0"), !path.isEmpty
            {
                return ((["self"] + path).joined(separator: "."), .reference)
            }
            return nil
        }
        guard let path = memberPath(expression, parameter: parameter), !path.isEmpty else { return nil }
        return ((["self"] + path).joined(separator: "."), .reference)
    }

    /// `p`, `p.asString`, `p?.rawValue`, `p!.id.text` → the member names after `p` (empty for
    /// `p` itself); nil when the expression is not a member chain on the parameter.
    private static func memberPath(_ expression: ExprSyntax, parameter: String) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == parameter && reference.argumentNames == nil ? [] : nil
        }
        if let chain = expression.as(OptionalChainingExprSyntax.self) {
            return memberPath(chain.expression, parameter: parameter)
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
            return memberPath(unwrap.expression, parameter: parameter)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let path = memberPath(base, parameter: parameter)
        {
            return path + [member.declName.baseName.text]
        }
        return nil
    }

    /// An interpolated template (`id-{p}`, `{p.rawValue}`) with each part on the parameter
    /// written on `self`; nil when a part reads something else (only known at run time).
    private static func replacingParameter(in template: String, parameter: String) -> String? {
        var result = ""
        var remaining = Substring(template)
        var replacedAny = false
        while let open = remaining.firstIndex(of: "{") {
            result += remaining[..<open]
            guard let close = remaining[open...].firstIndex(of: "}") else { return nil }
            var inner = String(remaining[remaining.index(after: open)..<close]).replacingOccurrences(of: "?", with: "")
                .replacingOccurrences(of: "!", with: "")
            if inner.hasPrefix("String(describing:"), inner.hasSuffix(")") {
                inner = String(inner.dropFirst("String(describing:".count).dropLast()).trimmingCharacters(
                    in: .whitespaces)
            }
            if inner == parameter {
                result += "{self}"
            } else if inner.hasPrefix(parameter + ".") {
                result += "{self" + inner.dropFirst(parameter.count) + "}"
            } else {
                return nil
            }
            replacedAny = true
            remaining = remaining[remaining.index(after: close)...]
        }
        return replacedAny ? result + remaining : nil
    }
}

/// The expressions a body hands to an identifier, with how: `accessibilityIdentifier = x`,
/// `.accessibilityIdentifier(x)` or `.accessibility(identifier: x)`, `self[x]` and
/// `matching(identifier: x)`. Nested functions are other helpers.
private final class HandOffFinder: SyntaxVisitor {
    var handOffs: [(role: IdentifierForwarder.Role, expression: ExprSyntax)] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private static let handOffCallees: Set<String> = [
        "accessibilityIdentifier", "accessibility", "matching", "element", "containing"
    ]

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // The count first: most sequences are no assignment, and copying their elements out costs more.
        guard node.elements.count >= 3 else { return .visitChildren }
        let elements = Array(node.elements)
        guard elements[1].is(AssignmentExprSyntax.self), let target = elements.first else {
            return .visitChildren
        }
        let isOwnIdentifier: Bool
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            isOwnIdentifier = reference.baseName.text == "accessibilityIdentifier"
        } else if let member = target.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "accessibilityIdentifier"
        {
            isOwnIdentifier = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        } else {
            isOwnIdentifier = false
        }
        guard isOwnIdentifier else { return .visitChildren }
        // `x = value`, or `x = value ?? ""` (unfolded: a nil value sets an empty identifier).
        if elements.count == 3
            || (elements.count == 5 && elements[3].as(BinaryOperatorExprSyntax.self)?.operator.text == "??")
        {
            handOffs.append((.setter, elements[2]))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name =
            node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name, Self.handOffCallees.contains(name) else { return .visitChildren }
        let arguments = Array(node.arguments)
        switch name {
        case "accessibilityIdentifier":
            if arguments.count == 1, arguments[0].label == nil { handOffs.append((.modifier, arguments[0].expression)) }
        case "accessibility":
            if arguments.count == 1, arguments[0].label?.text == "identifier" {
                handOffs.append((.modifier, arguments[0].expression))
            }
        case "matching", "element", "containing":
            if let argument = arguments.first(where: { $0.label?.text == "identifier" }) {
                handOffs.append((.query, argument.expression))
            }
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
            node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil
        {
            handOffs.append((.query, argument.expression))
        }
        return .visitChildren
    }
}
