// `let id = "row.\(index)"` inside a body: string locals that identifier arguments refer to,
// substituted at extraction so `.accessibilityIdentifier(id)` reads as the literal (EX-2, BL-7).
import SwiftSyntax

/// The string `let`s visible at the current point of a body walk, innermost scope last. A
/// closure's parameters hide outer locals of the same name.
final class SwiftUILocalStrings {
    private var scopes: [[String: StringExpr?]] = []

    func push() { scopes.append([:]) }
    func pop() { if !scopes.isEmpty { scopes.removeLast() } }

    /// Records `let name = "literal"` (or an interpolation); other `let`s hide outer names.
    func record(_ declaration: VariableDeclSyntax, file: String) {
        guard !scopes.isEmpty else { return }
        let isLet = declaration.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in declaration.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if isLet, let value = binding.initializer?.value, value.is(StringLiteralExprSyntax.self) {
                // Earlier locals resolve first: `let total = "\(prefix).total"`.
                let resolved = substitute(StringExprReader.read(value, file: file))
                scopes[scopes.count - 1][name] = resolved
            } else if isLet, binding.typeAnnotation == nil, let value = binding.initializer?.value,
                Self.isConstantChoice(value)
            {
                // `let id = isIgnored ? IDs.unignore : IDs.ignore`, `let id = IDs.row`: read as
                // if written at the modifier, where the constants and the ternary's run-time
                // alternatives are resolved.
                scopes[scopes.count - 1][name] = StringExprReader.read(value, file: file)
            } else {
                scopes[scopes.count - 1][name] = .some(nil)
            }
        }
    }

    /// A constant (`IDs.row`, a member chain with a dot) or a ternary between constants, string
    /// literals and `nil`: text that means the same at the modifier as at the `let`.
    private static func isConstantChoice(_ value: ExprSyntax) -> Bool {
        func isConstant(_ expression: ExprSyntax) -> Bool {
            if expression.is(StringLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) { return true }
            return expression.is(MemberAccessExprSyntax.self) && SwiftFactCollector.isNameChain(expression)
        }
        if let ternary = value.as(TernaryExprSyntax.self) {
            return isConstant(ternary.thenExpression) && isConstant(ternary.elseExpression)
        }
        // The parser leaves operators unfolded: `c ? a : b` is the sequence `c`, `? a :`, `b`.
        if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let ternary = sequence.elements.dropFirst().first?.as(UnresolvedTernaryExprSyntax.self),
            let last = sequence.elements.last
        {
            return isConstant(ternary.thenExpression) && isConstant(last)
        }
        return value.is(MemberAccessExprSyntax.self) && SwiftFactCollector.isNameChain(value)
    }

    /// Hides the parameters of a closure (`{ id in … }`) in a new scope.
    func pushClosure(_ closure: ClosureExprSyntax) {
        push()
        guard let signature = closure.signature?.parameterClause else { return }
        switch signature {
        case .simpleInput(let parameters):
            for parameter in parameters { scopes[scopes.count - 1][parameter.name.text] = .some(nil) }
        case .parameterClause(let clause):
            for parameter in clause.parameters {
                scopes[scopes.count - 1][(parameter.secondName ?? parameter.firstName).text] = .some(nil)
            }
        }
    }

    private func lookup(_ name: String) -> StringExpr? {
        for scope in scopes.reversed() {
            if let entry = scope[name] { return entry }
        }
        return nil
    }

    /// The expression with visible string locals substituted (a reference becomes the
    /// literal; `{name}` parts of a template take the local's text).
    func substitute(_ expression: StringExpr) -> StringExpr {
        switch expression.kind {
        case .reference:
            guard let local = lookup(expression.value) else { return expression }
            return StringExpr(kind: local.kind, value: local.value, site: expression.site)
        case .interpolated:
            var text = ""
            var allLiteral = true
            var remaining = Substring(expression.value)
            while let open = remaining.firstIndex(of: "{"), let close = remaining[open...].firstIndex(of: "}") {
                text += remaining[..<open]
                let inner = String(remaining[remaining.index(after: open)..<close])
                if let local = lookup(inner) {
                    text += local.value
                    allLiteral = allLiteral && local.kind == .literal
                } else {
                    text += "{\(inner)}"
                    allLiteral = false
                }
                remaining = remaining[remaining.index(after: close)...]
            }
            text += remaining
            return StringExpr(kind: allLiteral ? .literal : .interpolated, value: text, site: expression.site)
        case .literal, .other:
            return expression
        }
    }
}
