// Enum cases as identifiers: what a case prints as (`"\(self)"`, `String(describing:)`), its raw
// value, the String properties it has (`var asString: String { "\(self)" }`, `var id: String {
// "\(Self.self).\(self)" }`), and the app's helpers that take a case where an identifier goes.

import Foundation
import SwiftSyntax

extension StringConstantIndex {
    /// What `"\(self)"` prints for a case: its name, then its associated values as Swift prints
    /// them (`location("Sweden")`, `item(name: "x", index: 2)`). Nil for a case with associated
    /// values that is named without them, or with a different number of them.
    func caseDescription(_ member: StringConstantFact, arguments: [String]?) -> StringConstantValue? {
        guard member.kind == .enumCaseName, !member.parameters.isEmpty else {
            return arguments == nil ? StringConstantValue(text: member.name, isTemplate: false) : nil
        }
        guard let arguments, arguments.count == member.parameters.count else { return nil }
        var parts: [String] = []
        for (offset, argument) in arguments.enumerated() {
            let label = member.parameters[offset] == "_" ? "" : member.parameters[offset] + ": "
            let isString = offset < member.payloadIsString.count && member.payloadIsString[offset]
            parts.append(label + (isString ? "\"\(argument)\"" : argument))
        }
        let text = member.name + "(" + parts.joined(separator: ", ") + ")"
        return StringConstantValue(text: text, isTemplate: arguments.contains { $0.contains("{") })
    }

    /// `Case.member…` of an enum case: `rawValue`, or a String property of the enum evaluated
    /// with `self` the case (`asString`, `id`); a property with one value per case is a member
    /// of the case's own owner (`Tab.home.id`), which the caller's nested walk reads.
    func caseMember(_ member: StringConstantFact, arguments: [String]?, owner: String, path: [String], depth: Int)
        -> StringConstantValue?
    {
        guard path.count == 1, let name = path.first, depth < 24 else { return nil }
        if name == "rawValue" {
            guard arguments == nil else { return nil }
            if member.kind == .enumCase { return StringConstantValue(text: member.value, isTemplate: false) }
            return member.rawValue.map { StringConstantValue(text: $0, isTemplate: false) }
        }
        // A property that switches over `self` is the case's own member (`Tab.home.id`).
        if arguments == nil, membersOf("\(owner).\(member.name)")?[name] != nil {
            return walk(owner: "\(owner).\(member.name)", path: [name], arguments: nil, depth: depth + 1)
        }
        if name == "description" || name == "debugDescription", membersOf(owner)?[name] == nil {
            return caseDescription(member, arguments: arguments)
        }
        guard let property = membersOf(owner)?[name], property.kind == .value else { return nil }
        return evaluateOnCase(
            property.value, kind: property.valueKind, member: member, arguments: arguments, owner: owner,
            depth: depth + 1)
    }

    /// A String property's template evaluated with `self` one case: `{self}` is what it prints
    /// as (the enum's own `description` when it has one), `{Self.self}` the enum's name,
    /// `{rawValue}` the raw value, another property of the enum that property.
    private func evaluateOnCase(
        _ template: String, kind: StringExpr.Kind, member: StringConstantFact, arguments: [String]?, owner: String,
        depth: Int
    ) -> StringConstantValue? {
        func part(_ text: String) -> StringConstantValue? {
            var inner = text.trimmingCharacters(in: .whitespaces)
            if inner.hasPrefix("String(describing:"), inner.hasSuffix(")") {
                inner = String(inner.dropFirst("String(describing:".count).dropLast()).trimmingCharacters(
                    in: .whitespaces)
            }
            switch inner {
            case "self":
                if membersOf(owner)?["description"] != nil
                    || membersOf("\(owner).\(member.name)")?["description"] != nil
                {
                    return caseMember(member, arguments: arguments, owner: owner, path: ["description"], depth: depth)
                }
                return caseDescription(member, arguments: arguments)
            case "Self.self", "Self", "type(of: self)":
                return StringConstantValue(
                    text: owner.split(separator: ".").last.map(String.init) ?? owner, isTemplate: false)
            default:
                let name = inner.hasPrefix("self.") ? String(inner.dropFirst(5)) : inner
                if !name.contains("."), name == "rawValue" || membersOf(owner)?[name] != nil {
                    return caseMember(member, arguments: arguments, owner: owner, path: [name], depth: depth)
                }
                return value(of: inner, context: owner)
            }
        }
        switch kind {
        case .literal: return StringConstantValue(text: template, isTemplate: false)
        case .reference: return part(template)
        case .other: return nil
        case .interpolated:
            var result = StringConstantValue(text: "", isTemplate: false)
            var remaining = Substring(template)
            while let open = remaining.firstIndex(of: "{") {
                result.text += remaining[..<open]
                guard let close = remaining[open...].firstIndex(of: "}") else { return nil }
                let inner = String(remaining[remaining.index(after: open)..<close])
                let value = part(inner) ?? StringConstantValue(text: "{\(inner)}", isTemplate: true)
                result.text += value.text
                result.isTemplate = result.isTemplate || value.isTemplate
                remaining = remaining[remaining.index(after: close)...]
            }
            result.text += remaining
            return result
        }
    }

    /// What an argument of one of the app's identifier helpers of `role` gives: `case` (or
    /// `Type.case`, `.case("payload")`) of the helper's parameter type, converted as the
    /// helper's body converts it. `.missingCase` when the argument names a case no such type
    /// declares; nil when no helper of the role takes it.
    package func forwardedValue(
        ofCase reference: String, arguments: [String]?, role: IdentifierForwarder.Role, function: String? = nil
    ) -> ForwardedCase? {
        let parts = reference.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, let caseName = parts.last, !caseName.isEmpty else { return nil }
        let qualifier = parts.dropLast().joined(separator: ".")
        var missing: ForwardedCase?
        for helper in forwarders[role] ?? [] where function == nil || helper.name == function {
            guard let type = owner(named: helper.owner, from: nil), let cases = membersOf(type) else { continue }
            if !qualifier.isEmpty, owner(named: qualifier, from: nil) != type { continue }
            guard let member = cases[caseName], member.kind == .enumCase || member.kind == .enumCaseName else {
                let names = cases.values.filter { $0.kind == .enumCase || $0.kind == .enumCaseName }.map(\.name)
                    .sorted()
                if missing == nil, !names.isEmpty { missing = .missingCase(type: type, names: names) }
                continue
            }
            guard
                let value = evaluateOnCase(
                    helper.value, kind: helper.valueKind, member: member, arguments: arguments, owner: type, depth: 0)
            else { continue }
            return .value(value, type: type)
        }
        return missing
    }

    /// Whether `type` (as written) is an enum of the workspace with cases.
    package func declaresCases(_ type: String) -> Bool {
        guard let owner = owner(named: type, from: nil), let members = membersOf(owner) else { return false }
        return members.values.contains { $0.kind == .enumCase || $0.kind == .enumCaseName }
    }

    /// `member` (`rawValue`, a String property) of every case of `type` (as written, read from
    /// `context`), sorted; nil when it is no enum of the workspace with cases, when a case has
    /// associated values, or when a case's value is not known.
    package func everyCaseMember(_ member: String, of type: String, context: String?) -> [StringConstantValue]? {
        guard let owner = owner(named: type, from: context), let members = membersOf(owner) else { return nil }
        let cases = members.values.filter { $0.kind == .enumCase || $0.kind == .enumCaseName }
        guard !cases.isEmpty, cases.allSatisfy({ $0.parameters.isEmpty }) else { return nil }
        var values: [StringConstantValue] = []
        for name in cases.map(\.name).sorted() {
            guard let value = walk(owner: owner, path: [name, member], arguments: nil, depth: 0), !value.isTemplate
            else { return nil }
            values.append(value)
        }
        return values
    }

    /// Whether the workspace has helpers of `role`.
    package func hasForwarders(_ role: IdentifierForwarder.Role) -> Bool { forwarders[role]?.isEmpty == false }
}

/// What an argument of an identifier helper names.
package enum ForwardedCase: Equatable {
    /// A case of the helper's type, converted as its body does.
    case value(StringConstantValue, type: String)
    /// A name no case of the helper's type has (the type, and the cases it has).
    case missingCase(type: String, names: [String])
}

extension StringConstantIndex {
    /// `forwardedValue(ofCase:…)` for an argument as written: `.case`, `Type.case`, or a case
    /// with associated values (`.location(name)`), whose arguments are evaluated (`{name}`
    /// when only known at run time). Nil when the text is none of these.
    package func forwardedValue(
        ofExpression text: String, role: IdentifierForwarder.Role, function: String? = nil, context: String? = nil,
        bound: (String) -> StringConstantValue? = { _ in nil }
    ) -> ForwardedCase? {
        guard hasForwarders(role), text.utf8.count <= 512, text.contains(".") else { return nil }
        if !text.contains("(") {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard
                trimmed.unicodeScalars.allSatisfy({ $0 == "." || $0 == "_" || CharacterSet.alphanumerics.contains($0) })
            else { return nil }
            return forwardedValue(ofCase: trimmed, arguments: nil, role: role, function: function)
        }
        guard let tree = SwiftSourceParser.parseSnippet(text), tree.statements.count == 1,
            let call = tree.statements.first?.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
            call.trailingClosure == nil,
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            callee.base == nil || callee.base.map(SwiftFactCollector.isNameChain) == true
        else { return nil }
        let arguments = call.arguments.map { argument in
            (value(ofExpression: argument.expression.trimmedText, context: context, bound: bound)
                ?? StringConstantValue(text: "{\(argument.expression.trimmedText)}", isTemplate: true)).text
        }
        return forwardedValue(ofCase: callee.trimmedText, arguments: arguments, role: role, function: function)
    }
}
