// Turns the statements and expressions of a SwiftUI body into syntax-free view node trees.
import SwiftSyntax

/// Reads view expressions: a base view, its modifier chain (postfix `#if` included) and the
/// views in its closures. Anything that is not a view expression yields no node.
struct SwiftUIViewTreeBuilder {
    /// Numbers nodes in extraction order (shared by copies of the builder).
    final class Counter {
        private(set) var next = 0
        func take() -> Int {
            defer { next += 1 }
            return next
        }

        /// Skips the numbers a memoised member took when it was read.
        func advance(by count: Int) { next += count }
    }

    let file: String
    /// False when the source has no `#if`: then no node sits in a conditional clause, and
    /// `enclosingConditions` (a walk up to the root per view node) is not asked.
    var mentionsIfConfig = true
    let counter = Counter()
    let locals = SwiftUILocalStrings()
    let viewAliases = ViewAliases()

    /// `if let view = transform(self) { view }`: inside the `if`, `view` is the call that
    /// unwrapped it (a closure or slot called by a helper), so the views it renders are followed.
    final class ViewAliases {
        private var scopes: [[String: ExprSyntax]] = []

        func push(_ conditions: ConditionElementListSyntax) {
            var scope: [String: ExprSyntax] = [:]
            for element in conditions {
                guard case .optionalBinding(let binding) = element.condition,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                    call.calledExpression.is(DeclReferenceExprSyntax.self)
                else { continue }
                scope[name] = ExprSyntax(call)
            }
            scopes.append(scope)
        }

        func pop() { if !scopes.isEmpty { scopes.removeLast() } }

        func expression(for name: String) -> ExprSyntax? {
            for scope in scopes.reversed() { if let found = scope[name] { return found } }
            return nil
        }
    }

    /// Views produced by a statement list (a ViewBuilder closure, a body, a function body).
    func nodes(in statements: CodeBlockItemListSyntax) -> [SwiftUIViewNode] {
        locals.push()
        defer { locals.pop() }
        var result: [SwiftUIViewNode] = []
        for statement in statements.each {
            switch statement.item {
            case .expr(let expression):
                result.append(contentsOf: nodes(in: expression))
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self), let expression = returned.expression {
                    result.append(contentsOf: nodes(in: expression))
                } else if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
                    result.append(contentsOf: nodes(in: expressionStatement.expression))
                }
            case .decl(let declaration):
                if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses {
                        if case .statements(let inner) = clause.elements {
                            result.append(contentsOf: nodes(in: inner))
                        }
                    }
                }
                if let variable = declaration.as(VariableDeclSyntax.self) { locals.record(variable, file: file) }
            // `let row = Text(…)` view locals are not followed (documented limitation).
            }
        }
        return result
    }

    /// Views produced by one expression: both branches of `if`/`switch`/`?:`, or one chain.
    func nodes(in expression: ExprSyntax) -> [SwiftUIViewNode] {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return ifChainNodes(ifExpression)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            let blockID = runtimeBlockID()
            return switchCaseNodes(switchExpression.cases).enumerated().flatMap { index, branch in
                tagged(
                    branch.nodes,
                    ConditionClause(blockID: blockID, clauseIndex: index, text: "runtime: \(branch.label)"))
            }
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return ternaryNodes(
                condition: ternary.condition, then: ternary.thenExpression, else: ternary.elseExpression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequenceNodes(sequence)
        }
        if let tryExpression = expression.as(TryExprSyntax.self) { return nodes(in: tryExpression.expression) }
        if let awaitExpression = expression.as(AwaitExprSyntax.self) { return nodes(in: awaitExpression.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return nodes(in: only.expression)
        }
        return chainNode(expression).map { [$0] } ?? []
    }

    /// `if a { … } else if b { … } else { … }`: at most one branch renders, so each branch's
    /// views get a runtime clause of one block (never duplicates of each other). A lone `if`
    /// gets a clause too: it excludes nothing, but says the views show only in some state.
    private func ifChainNodes(_ first: IfExprSyntax) -> [SwiftUIViewNode] {
        var branches: [(condition: String?, nodes: [SwiftUIViewNode])] = []
        var current: IfExprSyntax? = first
        while let ifExpression = current {
            viewAliases.push(ifExpression.conditions)
            branches.append((ifExpression.conditions.trimmedText, nodes(in: ifExpression.body.statements)))
            viewAliases.pop()
            current = nil
            switch ifExpression.elseBody {
            case .ifExpr(let nested): current = nested
            case .codeBlock(let block): branches.append((nil, nodes(in: block.statements)))
            case nil: break
            }
        }
        let blockID = runtimeBlockID()
        var earlier: [String] = []
        var result: [SwiftUIViewNode] = []
        for (index, branch) in branches.enumerated() {
            var parts = earlier.map { "!(\($0))" }
            if let condition = branch.condition {
                parts.append(condition)
                earlier.append(condition)
            }
            result.append(
                contentsOf: tagged(
                    branch.nodes,
                    ConditionClause(
                        blockID: blockID, clauseIndex: index, text: "runtime: " + parts.joined(separator: " && "))))
        }
        return result
    }

    private func ternaryNodes(condition: ExprSyntax, then: ExprSyntax, else elseExpression: ExprSyntax)
        -> [SwiftUIViewNode]
    {
        let blockID = runtimeBlockID()
        let text = condition.trimmedText
        return tagged(nodes(in: then), ConditionClause(blockID: blockID, clauseIndex: 0, text: "runtime: \(text)"))
            + tagged(
                nodes(in: elseExpression),
                ConditionClause(blockID: blockID, clauseIndex: 1, text: "runtime: !(\(text))"))
    }

    /// A position-free id for a runtime branch block (numbered like nodes).
    private func runtimeBlockID() -> String { "runtime|\(file)|\(counter.take())" }

    private func tagged(_ nodes: [SwiftUIViewNode], _ clause: ConditionClause) -> [SwiftUIViewNode] {
        nodes.map { node in
            var node = node
            node.conditions.append(clause)
            return node
        }
    }

    private func switchCaseNodes(_ cases: SwitchCaseListSyntax) -> [(label: String, nodes: [SwiftUIViewNode])] {
        var result: [(label: String, nodes: [SwiftUIViewNode])] = []
        for element in cases {
            switch element {
            case .switchCase(let switchCase):
                result.append((switchCase.label.trimmedText, nodes(in: switchCase.statements)))
            case .ifConfigDecl(let ifConfig):
                for clause in ifConfig.clauses {
                    if case .switchCases(let inner) = clause.elements {
                        result.append(contentsOf: switchCaseNodes(inner))
                    }
                }
            }
        }
        return result
    }

    /// An unfolded `cond ? A : B` reads as both views; assignments and other operators as none.
    private func sequenceNodes(_ sequence: SequenceExprSyntax) -> [SwiftUIViewNode] {
        let elements = Array(sequence.elements)
        guard let ternaryIndex = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let ternary = elements[ternaryIndex].as(UnresolvedTernaryExprSyntax.self),
            ternaryIndex + 2 == elements.count, let elseExpression = elements.last
        else { return [] }
        let condition = elements[..<ternaryIndex].map(\.trimmedText).joined(separator: " ")
        let blockID = runtimeBlockID()
        return tagged(
            nodes(in: ternary.thenExpression),
            ConditionClause(blockID: blockID, clauseIndex: 0, text: "runtime: \(condition)"))
            + tagged(
                nodes(in: elseExpression),
                ConditionClause(blockID: blockID, clauseIndex: 1, text: "runtime: !(\(condition))"))
    }

    /// One view expression with its modifiers, or nil when it is no view at all.
    func chainNode(_ expression: ExprSyntax) -> SwiftUIViewNode? {
        var chain = SwiftUIModifierChainReader(file: file, builder: self)
        let base = chain.read(expression)
        let implicitSelf = chain.implicitSelfName.map { name in
            SwiftUIViewNode(
                baseKind: .reference, name: "self", nameSite: site(of: Syntax(name)),
                site: SourceSite(file: file, range: expression.trimmedByteRange))
        }
        guard var node = implicitSelf ?? baseNode(base, whole: expression) else { return nil }
        if node.baseKind == .other && chain.modifiersOuterFirst.isEmpty { return nil }
        node.modifiers = chain.modifiersOuterFirst.reversed()
        node.chainConditionBlocks = chain.blocks
        node.conditions = mentionsIfConfig ? expression.enclosingConditions(file: file) : []
        node.ordinal = counter.take()
        let nodeBlocks = Set(node.conditions.map(\.blockID))
        for index in node.modifiers.indices {
            node.modifiers[index].chainConditions.removeAll { nodeBlocks.contains($0.blockID) }
        }
        return node
    }

    /// The base view of a chain: a view call, a reference (slot, member, local) or other.
    private func baseNode(_ base: ExprSyntax?, whole: ExprSyntax) -> SwiftUIViewNode? {
        let wholeSite = SourceSite(file: file, range: whole.trimmedByteRange)
        guard var base else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self),
            let aliased = viewAliases.expression(for: reference.baseName.text)
        {
            base = aliased
        }
        if let call = base.as(FunctionCallExprSyntax.self) {
            let (kind, name, nameToken) = calleeName(call.calledExpression)
            var node = SwiftUIViewNode(
                baseKind: kind, name: name, nameSite: site(of: nameToken ?? Syntax(call.calledExpression)),
                site: wholeSite)
            node.arguments = arguments(of: call)
            if kind == .call {
                let path = SwiftUIDeclarationVisitor.typePath(call.calledExpression.trimmedText)
                if path != name { node.typePath = path }
            }
            return node
        }
        if let macro = base.as(MacroExpansionExprSyntax.self) {
            // `#Preview` inside an expression and other macros: their closures may hold views.
            var node = SwiftUIViewNode(
                baseKind: .other, name: macro.macroName.text, nameSite: site(of: Syntax(macro.macroName)),
                site: wholeSite)
            node.arguments = closureArguments(
                trailing: macro.trailingClosure, additional: macro.additionalTrailingClosures)
            return node
        }
        let (kind, name, nameToken) = calleeName(base)
        return SwiftUIViewNode(
            baseKind: kind == .call ? .other : kind, name: name, nameSite: site(of: nameToken ?? Syntax(base)),
            site: wholeSite)
    }

    /// `Text` → call, `content`/`self.content` → reference, `SwiftUI.Text` → call `Text`.
    func calleeName(_ callee: ExprSyntax) -> (SwiftUIViewNode.BaseKind, String, Syntax?) {
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return (startsUppercase(name) ? .call : .reference, name, Syntax(reference.baseName))
        }
        if let specialised = callee.as(GenericSpecializationExprSyntax.self) {
            return calleeName(specialised.expression)
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let base = member.base, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return (.reference, name, Syntax(member.declName.baseName))
            }
            if startsUppercase(name), let base = member.base, isTypePath(base) {
                return (.call, name, Syntax(member.declName.baseName))
            }
            return (.other, name, Syntax(member.declName.baseName))
        }
        return (.other, "", nil)
    }

    private func isTypePath(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return startsUppercase(reference.baseName.text)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return startsUppercase(member.declName.baseName.text) && isTypePath(base)
        }
        return false
    }

    private func startsUppercase(_ name: String) -> Bool { name.first?.isUppercase ?? false }

    /// Arguments of a call: labelled ones, then trailing closures.
    func arguments(of call: FunctionCallExprSyntax) -> [SwiftUIArgument] {
        var result = call.arguments.map { argument(label: $0.label?.text, expression: $0.expression, site: Syntax($0)) }
        result.append(
            contentsOf: closureArguments(trailing: call.trailingClosure, additional: call.additionalTrailingClosures))
        return result
    }

    private func closureArguments(trailing: ClosureExprSyntax?, additional: MultipleTrailingClosureElementListSyntax)
        -> [SwiftUIArgument]
    {
        var result: [SwiftUIArgument] = []
        if let trailing {
            var first = argument(label: nil, expression: ExprSyntax(trailing), site: Syntax(trailing))
            first.isTrailingClosure = true
            result.append(first)
        }
        for element in additional {
            var next = argument(
                label: element.label.text, expression: ExprSyntax(element.closure), site: Syntax(element))
            next.isTrailingClosure = true
            result.append(next)
        }
        return result
    }

    private func argument(label: String?, expression: ExprSyntax, site node: Syntax) -> SwiftUIArgument {
        var argument = SwiftUIArgument(label: label, site: site(of: node))
        if let closure = expression.as(ClosureExprSyntax.self) {
            argument.isClosure = true
            switch closure.signature?.parameterClause {
            case .simpleInput(let parameters)?: argument.closureParameterNames = parameters.map(\.name.text)
            case .parameterClause(let clause)?:
                argument.closureParameterNames = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            case nil: break
            }
            argument.closureParameter = argument.closureParameterNames.first
            if argument.closureParameter == "_" { argument.closureParameter = nil }
            locals.pushClosure(closure)
            argument.views = nodes(in: closure.statements)
            locals.pop()
        } else if let keyPath = expression.as(KeyPathExprSyntax.self) {
            argument.keyPath = keyPath.trimmedText
        } else if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
            argument.booleanLiteral = boolean.literal.tokenKind == .keyword(.true)
        } else if expression.is(NilLiteralExprSyntax.self) {
            // `Field(id: nil)`: this use gives no identifier (read as `StringExpr.nilText`).
            argument.string = StringExprReader.read(expression, file: file)
        } else if expression.is(StringLiteralExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self)
            || expression.is(MemberAccessExprSyntax.self) || expression.is(SequenceExprSyntax.self)
            || expression.is(InfixOperatorExprSyntax.self)
        {
            argument.string = locals.substitute(StringExprReader.read(expression, file: file))
            argument.isRange = Self.isRange(expression)
        } else {
            argument.isRange = Self.isRange(expression)
            // A view call, or any expression given an identifier (`.overlay(Color.clear.accessibilityIdentifier("x"))`).
            let viewNodes = nodes(in: expression).filter { node in
                node.baseKind == .call || node.modifiers.contains { $0.kind != .other }
            }
            if !viewNodes.isEmpty {
                argument.views = viewNodes
            } else if let payload = casePayloadViews(expression) {
                argument.views = payload
                argument.isCasePayload = true
            } else if Self.isNamespaceFunctionCall(expression) {
                // `accessibilityId: IDs.answerButton(at: index)` passed to a component.
                argument.string = locals.substitute(StringExprReader.read(expression, file: file))
            }
        }
        return argument
    }

    /// `IDs.TestTakingView.answerButton(at: index)`: a function of a namespace (an upper-case
    /// type path) called without closures, which the constants table evaluates; read only
    /// after the argument was found to build no view.
    private static func isNamespaceFunctionCall(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            call.additionalTrailingClosures.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text.first?.isLowercase == true, let base = member.base,
            !call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) })
        else { return false }
        var current: ExprSyntax? = base
        while let node = current {
            if let reference = node.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text.first?.isUppercase == true
            }
            guard let inner = node.as(MemberAccessExprSyntax.self) else { return false }
            current = inner.base
        }
        return false
    }

    /// `.custom { … }`, `Kind.custom(content: { … })`: an enum case (or static member) built
    /// with closures that hold views. Nil when it is no such call or its closures hold no view
    /// call and no identifier modifier (an action such as `.button { send(.tap) }`).
    private func casePayloadViews(_ expression: ExprSyntax) -> [SwiftUIViewNode]? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text.first?.isLowercase == true, member.base.map({ isTypePath($0) }) ?? true
        else { return nil }
        var closures: [ClosureExprSyntax] = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = call.trailingClosure { closures.append(trailing) }
        closures.append(contentsOf: call.additionalTrailingClosures.map(\.closure))
        var views: [SwiftUIViewNode] = []
        for closure in closures {
            locals.pushClosure(closure)
            views.append(contentsOf: nodes(in: closure.statements))
            locals.pop()
        }
        let holdsViews = views.contains { node in
            node.baseKind == .call || node.modifiers.contains { $0.kind != .other }
        }
        return holdsViews ? views : nil
    }

    /// `.branded(accessibilityIdentifier: x)`, `.branded` or `BrandedStyle.branded(…)` (a
    /// static member, as style factories are named) as a node of kind `other` carrying the
    /// member's arguments; nil for anything else.
    func staticMember(_ expression: ExprSyntax) -> SwiftUIViewNode? {
        let call = expression.as(FunctionCallExprSyntax.self)
        guard let member = (call?.calledExpression ?? expression).as(MemberAccessExprSyntax.self),
            member.declName.baseName.text.first?.isLowercase == true,
            member.base.map({ isTypePath($0) }) ?? true
        else { return nil }
        var node = SwiftUIViewNode(
            baseKind: .other, name: member.declName.baseName.text, nameSite: site(of: Syntax(member.declName.baseName)),
            site: SourceSite(file: file, range: expression.trimmedByteRange))
        if let call { node.arguments = arguments(of: call) }
        return node
    }

    /// `0..<count`, `1...3`, `items.indices`: ranges whose elements identify their rows.
    static func isRange(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text == "indices" }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)
        {
            return op.operator.text == "..<" || op.operator.text == "..."
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.contains { element in
                guard let op = element.as(BinaryOperatorExprSyntax.self) else { return false }
                return op.operator.text == "..<" || op.operator.text == "..."
            }
        }
        return false
    }

    func site(of node: Syntax) -> SourceSite {
        SourceSite(file: file, range: node.trimmedByteRange)
    }
}
