// Names a function body introduces that an identifier may be read through: the elements of a
// collection it iterates (`for action in presentation.buttons`, `ForEach(filters) { filter in }`)
// and locals computed from cases (`let id: AccessibilityIdentifier = switch kind { … }`).
// `ValueFlowIndex` types the first and evaluates the second where a site reads them.
import SwiftSyntax

extension SwiftFactCollector {
    /// Calls whose closure receives each element of the receiver (or of the first argument,
    /// for SwiftUI's containers) as its first parameter.
    private static let elementClosureMethods: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "first", "contains", "allSatisfy", "last", "drop", "prefix"
    ]
    private static let elementViews: Set<String> = ["ForEach", "List", "Table"]
    /// Methods that keep the element type (`items.sorted { … }.forEach { item in … }`).
    private static let elementPreservingMethods: Set<String> = [
        "sorted", "filter", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast", "uniqued"
    ]
    /// Those that may drop elements: a name bound over what they return sees only some.
    private static let elementDroppingMethods: Set<String> = ["filter", "prefix", "suffix", "dropFirst", "dropLast"]

    /// A closure that receives the elements of a collection: its parameters bound to them.
    func recordElementBindings(_ closure: ClosureExprSyntax) {
        guard currentFunction != nil || closure.parent != nil else { return }
        let names = Self.closureParameterNames(closure)
        // The call the closure is passed to, as its trailing closure or an argument.
        var call: FunctionCallExprSyntax?
        if let parent = closure.parent?.as(FunctionCallExprSyntax.self), parent.trailingClosure?.id == closure.id {
            call = parent
        } else if let argument = closure.parent?.as(LabeledExprSyntax.self),
            let list = argument.parent?.as(LabeledExprListSyntax.self)
        {
            call = list.parent?.as(FunctionCallExprSyntax.self)
        }
        guard let call else { return }
        recordClosureValue(closure, names: names, call: call)
        let collection: ExprSyntax?
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            Self.elementClosureMethods.contains(member.declName.baseName.text), let base = member.base
        {
            collection = base
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
            Self.elementViews.contains(reference.baseName.text),
            let data = call.arguments.first(where: { $0.label == nil })?.expression
        {
            collection = data
        } else {
            collection = nil
        }
        guard let collection, !names.isEmpty else { return }
        recordElementBinding(names, collection: collection, scope: Syntax(closure))
    }

    /// `.ifLet(accessibilityId) { view, id in … }` or `{ $0…($1) }`: the second parameter may be
    /// the first argument, unwrapped (`ValueFlowIndex` checks the callee's declaration).
    private func recordClosureValue(_ closure: ClosureExprSyntax, names: [String?], call: FunctionCallExprSyntax) {
        guard let argument = call.arguments.first, argument.label == nil, Self.isNameChain(argument.expression),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return }
        let name: String?
        if names.isEmpty {
            name = "$1"
        } else {
            guard names.count == 2 else { return }
            name = names[1]
        }
        guard let name else { return }
        var fact = ValueFlowFact(
            kind: .closureValue, name: name, owner: enclosingTypeName, function: currentFunction, site: site(closure))
        fact.receiver = argument.expression.trimmedText
        fact.slots = [ValueFlowSlot(label: nil, name: callee)]
        summary.valueFlows.append(fact)
    }

    /// `for item in items { … }`, `for (offset, item) in items.enumerated() { … }`.
    func recordLoopBinding(_ loop: ForStmtSyntax) {
        var pattern = loop.pattern
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
        let names: [String?]
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            names = [TypeNameText.withoutBackticks(identifier.identifier.text)]
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            names = tuple.elements.map { element in
                element.pattern.as(IdentifierPatternSyntax.self).map {
                    TypeNameText.withoutBackticks($0.identifier.text)
                }
            }
        } else {
            return
        }
        recordElementBinding(
            names, collection: loop.sequence, scope: Syntax(loop.body), isOverSomeElements: loop.whereClause != nil)
    }

    private func recordElementBinding(
        _ names: [String?], collection: ExprSyntax, scope: Syntax, isOverSomeElements: Bool = false
    ) {
        var expression = collection
        var enumerated = false
        var isOverSomeElements = isOverSomeElements
        // `Array(items.enumerated())`, `items.enumerated()`, `items.sorted { … }`, `items.lazy`.
        for _ in 0..<8 {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array",
                    call.arguments.count == 1, let only = call.arguments.first, only.label == nil
                {
                    expression = only.expression
                    continue
                }
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    let name = member.declName.baseName.text
                    if name == "enumerated", call.arguments.isEmpty, !enumerated {
                        enumerated = true
                        expression = base
                        continue
                    }
                    if Self.elementPreservingMethods.contains(name) {
                        isOverSomeElements = isOverSomeElements || Self.elementDroppingMethods.contains(name)
                        expression = base
                        continue
                    }
                }
                return
            }
            if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "lazy",
                let base = member.base
            {
                expression = base
                continue
            }
            break
        }
        guard Self.isNameChain(expression) else { return }
        // `dictionary.forEach { key, value in … }`, `for (key, value) in dictionary`: two names
        // over a collection not `enumerated()` are a dictionary's key and value, told apart by
        // their slot (`ValueFlowIndex` types them only when the collection is a dictionary).
        let elements: [(name: String?, part: String?)]
        if enumerated {
            guard names.count == 2 else { return }
            elements = [(names[1], nil)]
        } else if names.count == 2 {
            elements = [(names[0], ValueFlowSlot.dictionaryKey), (names[1], ValueFlowSlot.dictionaryValue)]
        } else {
            guard names.count == 1 else { return }
            elements = [(names[0], nil)]
        }
        for (element, part) in elements {
            guard let element, element != "_" else { continue }
            var fact = ValueFlowFact(
                kind: .elementBinding, name: element, owner: enclosingTypeName, function: currentFunction,
                site: site(scope))
            fact.receiver = expression.trimmedText
            fact.isOverSomeElements = isOverSomeElements
            // A local collection's type is read here, where its declaration is in reach
            // (`let tabs: [TabRoute: Navigator] = […]`); the index reads parameters and properties.
            let localType =
                expression.is(DeclReferenceExprSyntax.self)
                ? ReceiverTypeInference.typeName(of: expression, in: self) : nil
            if part != nil || localType != nil { fact.slots = [ValueFlowSlot(label: part, typeName: localType)] }
            summary.valueFlows.append(fact)
        }
    }

    /// `{ item in … }`, `{ (offset, item) in … }`, `{ item, _ in … }`: the names, nil for `_`.
    private static func closureParameterNames(_ closure: ClosureExprSyntax) -> [String?] {
        guard let clause = closure.signature?.parameterClause else { return [] }
        func named(_ token: TokenSyntax) -> String? {
            token.tokenKind == .wildcard ? nil : TypeNameText.withoutBackticks(token.text)
        }
        switch clause {
        case .simpleInput(let list):
            return list.map { named($0.name) }
        case .parameterClause(let parameters):
            return parameters.parameters.map { named($0.secondName ?? $0.firstName) }
        }
    }

    /// `let id: AccessibilityIdentifier = switch location { case .country: .countryCell … }`
    /// inside a function: each value it can hold, seen by the statements after it in its block.
    func recordLocalValues(_ node: VariableDeclSyntax) {
        guard currentFunction != nil, node.bindingSpecifier.tokenKind == .keyword(.let),
            let item = node.parent?.as(CodeBlockItemSyntax.self),
            let block = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return }
        for binding in node.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                let initializer = binding.initializer?.value
            else { continue }
            var expressions: [ExprSyntax] = []
            if initializer.is(SwitchExprSyntax.self) || initializer.is(IfExprSyntax.self) {
                Self.branchValues(initializer, into: &expressions)
            } else if let sequence = initializer.as(SequenceExprSyntax.self),
                let ternary = sequence.elements.first(where: { $0.is(UnresolvedTernaryExprSyntax.self) })?.as(
                    UnresolvedTernaryExprSyntax.self),
                let last = sequence.elements.last, sequence.elements.count == 3
            {
                expressions = [ternary.thenExpression, last]
            } else if Self.isNameChain(initializer), Self.namesAnIdentifier(initializer) {
                // `let accessibilityIdentifier = option.accessibilityIdentifier`: read through.
                expressions = [initializer]
            } else if Self.isConstantConcatenation(initializer) {
                // `let englishTitle = AppStrings.contactForm + " " + "(English)"`, then passed on
                // as an identifier.
                expressions = [initializer]
            } else {
                continue
            }
            // Only identifier-shaped values: strings, cases, constants, identifier properties.
            guard !expressions.isEmpty,
                expressions.allSatisfy({
                    $0.is(StringLiteralExprSyntax.self) || Self.isCaseOrConstant($0)
                        || Self.isNameChain($0) && Self.namesAnIdentifier($0) || Self.isConstantConcatenation($0)
                })
            else { continue }
            let scope = SourceSite(
                file: file,
                range: ByteRange(
                    start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: block.endPositionBeforeTrailingTrivia.utf8Offset))
            for expression in expressions {
                guard let value = flowValue(expression) else { continue }
                var fact = ValueFlowFact(
                    kind: .localValue, name: TypeNameText.withoutBackticks(pattern.identifier.text),
                    owner: enclosingTypeName,
                    function: currentFunction, site: scope)
                fact.value = value
                summary.valueFlows.append(fact)
            }
        }
    }

    /// `option.accessibilityIdentifier`, `model.identifier`, `item.accessibilityId`: a chain whose
    /// last name says it holds an identifier. Other locals are left alone: recording every
    /// `let x = a.b` of every function would cost every file for a handful of sites.
    private static func namesAnIdentifier(_ expression: ExprSyntax) -> Bool {
        guard let last = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return false }
        return holdsIdentifier(last)
    }

    /// `titleAccessibilityIdentifier`, `identifier`, `accessibilityId`: a name that says it holds
    /// an identifier.
    static func holdsIdentifier(_ name: String) -> Bool {
        // Bytes, not `String.contains` (Foundation's, through `NSString`): every property asks.
        let lowered = name.lowercased()
        return ByteSearch.contains(lowered, "identifier") || ByteSearch.contains(lowered, "accessibilityid")
    }

    /// `A.b + " " + "(English)"`: string literals and constants joined by `+`.
    private static func isConstantConcatenation(_ expression: ExprSyntax) -> Bool {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
            sequence.elements.count % 2 == 1
        else { return false }
        for (index, element) in sequence.elements.enumerated() {
            if index % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return false }
            } else {
                guard element.is(StringLiteralExprSyntax.self) || isCaseOrConstant(element) else { return false }
            }
        }
        return true
    }

    /// The single expressions a `switch` or `if` expression's branches give.
    private static func branchValues(_ expression: ExprSyntax, into result: inout [ExprSyntax], depth: Int = 0) {
        guard depth < 8 else { return }
        func statements(_ list: CodeBlockItemListSyntax) {
            guard list.count == 1, let item = list.first?.item else { return }
            if let inner = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression {
                if inner.is(SwitchExprSyntax.self) || inner.is(IfExprSyntax.self) {
                    branchValues(inner, into: &result, depth: depth + 1)
                } else {
                    result.append(inner)
                }
            }
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            for element in switchExpression.cases {
                if let switchCase = element.as(SwitchCaseSyntax.self) { statements(switchCase.statements) }
            }
        } else if let ifExpression = expression.as(IfExprSyntax.self) {
            statements(ifExpression.body.statements)
            switch ifExpression.elseBody {
            case .ifExpr(let next)?: branchValues(ExprSyntax(next), into: &result, depth: depth + 1)
            case .codeBlock(let block)?: statements(block.statements)
            case nil: break
            }
        }
    }
}
