// A branch on an optional that the use leaves nil never renders: in
// `if let leadingAccessory { accessory(leadingAccessory) }`, a use of the component that passes
// no accessory (its memberwise default is nil) shows no accessory, so nothing in that branch is
// on screen there: no identifier, no child of a container, no duplicate.
import SwiftSyntax

/// The optionals each runtime `if` condition needs to hold a value, read once per condition
/// text with swift-syntax. A walker owns one (`SwiftUIRenderWalker.nilBranches`).
struct SwiftUINilBranches {
    /// Condition text → the names it unwraps or compares with nil (`let x`, `let y = x`,
    /// `let x = self.x`, `x != nil`). The ones nil in a scope make the branch impossible there.
    private var unwrappedNames: [String: [String]] = [:]
    private static let runtimePrefix = "runtime: "

    /// True when one of the node's `if` branches cannot be taken in `scope`: its condition
    /// unwraps a property or parameter this use binds to nil (passes `nil`, or leaves out one
    /// whose default is nil). Only a branch's own condition is read: the first branch of an
    /// `if` chain, a lone `if`, and the first side of a ternary, whose clause is that condition
    /// alone (later branches also negate the earlier ones).
    mutating func isNeverTaken(_ node: SwiftUIViewNode, in scope: SwiftUIScope) -> Bool {
        guard !node.conditions.isEmpty, !scope.bindings.isEmpty else { return false }
        for clause in node.conditions where clause.clauseIndex == 0 && clause.blockID.hasPrefix("runtime|") {
            guard clause.text.hasPrefix(Self.runtimePrefix) else { continue }
            for name in names(in: String(clause.text.dropFirst(Self.runtimePrefix.count))) where isNil(name, in: scope)
            {
                return true
            }
        }
        return false
    }

    private func isNil(_ name: String, in scope: SwiftUIScope) -> Bool {
        guard case .string(let pending)? = scope.bindings[name] else { return false }
        return pending.value.isNil
    }

    private mutating func names(in condition: String) -> [String] {
        if let known = unwrappedNames[condition] { return known }
        let found = Self.readNames(in: condition)
        unwrappedNames[condition] = found
        return found
    }

    /// Parses `if <condition> {}` and lists the names each of its conditions needs non-nil;
    /// a switch case label or anything else that is no `if` condition gives none.
    private static func readNames(in condition: String) -> [String] {
        guard
            ByteSearch.contains(condition, "let ") || ByteSearch.contains(condition, "var ")
                || ByteSearch.contains(condition, "nil"),
            let tree = SwiftSourceParser.parseSnippet("if \(condition) {}"), !tree.hasError, tree.statements.count == 1,
            let ifExpression = tree.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression.as(
                IfExprSyntax.self)
        else { return [] }
        var result: [String] = []
        for element in ifExpression.conditions {
            switch element.condition {
            case .optionalBinding(let binding):
                if let value = binding.initializer?.value {
                    if let name = referencedName(value) { result.append(name) }
                } else if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
                    result.append(pattern.identifier.text)
                }
            case .expression(let expression):
                if let name = comparedWithNil(expression) { result.append(name) }
            default:
                break
            }
        }
        return result
    }

    /// `x` or `self.x`.
    private static func referencedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text
        }
        return nil
    }

    /// `x != nil` or `nil != x`, as the parser leaves it (an unfolded sequence).
    private static func comparedWithNil(_ expression: ExprSyntax) -> String? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, let left = elements.first, let right = elements.last,
            elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "!="
        else { return nil }
        if right.is(NilLiteralExprSyntax.self) { return referencedName(left) }
        if left.is(NilLiteralExprSyntax.self) { return referencedName(right) }
        return nil
    }
}
