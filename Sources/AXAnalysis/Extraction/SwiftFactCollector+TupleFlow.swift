// Values carried through a chain of `map`s over tuples: `types.map { (title: $0.title,
// accessibilityIdentifier: $0.identifier) }.filter { … }.map { .option(…, accessibilityIdentifier:
// $0.accessibilityIdentifier) }`. The last closure's `$0.accessibilityIdentifier` is the first
// closure's labelled element, itself read from an element of `types`; `ValueFlowIndex` evaluates
// it where a site reads it, as it does a local computed from cases.
import SwiftSyntax

extension SwiftFactCollector {
    private static let tupleMapMethods: Set<String> = ["map", "compactMap", "forEach", "flatMap"]
    /// Methods between the two closures that keep the tuple (`.filter { !$0.title.isEmpty }`).
    private static let tuplePreservingMethods: Set<String> = [
        "filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast"
    ]

    /// `xs.map { (label: value, …) }…map { $0.label }`: each labelled element a local value of
    /// `$0.label` (or `name.label`) in the last closure, its value written in the first.
    func recordTupleElements(_ closure: ClosureExprSyntax) {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            Self.tupleMapMethods.contains(member.declName.baseName.text), var base = member.base
        else { return }
        let parameter: String
        switch closure.signature?.parameterClause {
        case nil: parameter = "$0"
        case .simpleInput(let list)?:
            guard list.count == 1, let only = list.first, only.name.tokenKind != .wildcard else { return }
            parameter = TypeNameText.withoutBackticks(only.name.text)
        case .parameterClause?: return
        }
        // Back through `.filter { … }` to the `map` that builds the tuples.
        for _ in 0..<4 {
            guard let inner = base.as(FunctionCallExprSyntax.self),
                let innerMember = inner.calledExpression.as(MemberAccessExprSyntax.self),
                let innerBase = innerMember.base
            else { return }
            let name = innerMember.declName.baseName.text
            if Self.tuplePreservingMethods.contains(name) {
                base = innerBase
                continue
            }
            guard name == "map" || name == "compactMap", let builder = inner.trailingClosure, builder.signature == nil,
                builder.statements.count == 1,
                let tuple = Self.singleExpression(builder.statements)?.as(TupleExprSyntax.self)
            else { return }
            // The builder's `$0`: an element of the collection it maps.
            recordShorthandElement(builder, collection: innerBase)
            let scope = site(closure)
            for element in tuple.elements {
                guard let label = element.label?.text, let value = flowValue(element.expression) else { continue }
                var fact = ValueFlowFact(
                    kind: .localValue, name: "\(parameter).\(TypeNameText.withoutBackticks(label))",
                    owner: enclosingTypeName,
                    function: currentFunction, site: scope)
                fact.value = value
                summary.valueFlows.append(fact)
            }
            return
        }
    }

    private static func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard let item = statements.first?.item else { return nil }
        return item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
    }

    /// `xs.map { (title: $0.title, …) }`: `$0` is an element of `xs` inside the closure.
    private func recordShorthandElement(_ closure: ClosureExprSyntax, collection: ExprSyntax) {
        guard Self.isNameChain(collection) else { return }
        var fact = ValueFlowFact(
            kind: .elementBinding, name: "$0", owner: enclosingTypeName, function: currentFunction, site: site(closure))
        fact.receiver = collection.trimmedText
        summary.valueFlows.append(fact)
    }
}
