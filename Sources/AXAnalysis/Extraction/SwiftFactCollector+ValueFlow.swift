// Signatures, call arguments and property writes (`ValueFlowFact`): what resolution follows when
// an identifier is written with a property or a parameter instead of a constant.
import Foundation
import SwiftSyntax

extension SwiftFactCollector {
    /// `func name(label param: Type = default)` or `init(…)`: called before the function's own
    /// scope opens, so `owner` and `function` are those around the declaration.
    func recordSignature(
        name: String, parameters: FunctionParameterListSyntax, modifiers: DeclModifierListSyntax,
        node: some SyntaxProtocol
    ) {
        guard !parameters.isEmpty else { return }
        var fact = ValueFlowFact(
            kind: .signature, name: name, owner: enclosingTypeName, function: currentFunction, site: site(node))
        fact.isStatic = modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        fact.slots = parameters.map { parameter in
            let label =
                parameter.firstName.tokenKind == .wildcard
                ? nil : TypeNameText.withoutBackticks(parameter.firstName.text)
            let name = TypeNameText.withoutBackticks((parameter.secondName ?? parameter.firstName).text)
            return ValueFlowSlot(
                label: label, name: name, typeName: parameter.type.trimmedText,
                value: parameter.defaultValue.flatMap { flowValue($0.value) }, hasDefault: parameter.defaultValue != nil
            )
        }
        summary.valueFlows.append(fact)
    }

    /// `case image(UIImage?, title: String?, accessibilityIdentifier: String? = nil)`: each case
    /// with associated values is a signature its constructions (`.image(…)`) call.
    func recordEnumCases(_ node: EnumCaseDeclSyntax) {
        guard let owner = enclosingTypeName else { return }
        for element in node.elements {
            guard let parameters = element.parameterClause?.parameters, !parameters.isEmpty else { continue }
            var fact = ValueFlowFact(
                kind: .enumCase, name: TypeNameText.withoutBackticks(element.name.text), owner: owner, function: nil,
                site: site(element))
            fact.slots = parameters.map { parameter in
                let label = parameter.firstName.flatMap {
                    $0.tokenKind == .wildcard ? nil : TypeNameText.withoutBackticks($0.text)
                }
                let name = (parameter.secondName ?? parameter.firstName).map { TypeNameText.withoutBackticks($0.text) }
                return ValueFlowSlot(
                    label: label, name: name, typeName: parameter.type.trimmedText,
                    value: parameter.defaultValue.flatMap { flowValue($0.value) },
                    hasDefault: parameter.defaultValue != nil)
            }
            summary.valueFlows.append(fact)
        }
    }

    /// The names a `switch` case binds out of an enum case's associated values
    /// (`case let .image(_, accessibilityIdentifier: id)`, `case .option(title: let title)`),
    /// seen by the case's statements.
    func recordCaseBindings(_ node: SwitchCaseSyntax) {
        guard case .case(let label) = node.label else { return }
        for item in label.caseItems {
            recordCaseBinding(item.pattern, scope: Syntax(node))
        }
    }

    /// `if case let .image(…) = x { … }` (the body sees the names) and `guard case … else`
    /// (the statements after it do).
    func recordConditionCaseBindings(_ conditions: ConditionElementListSyntax, scope: Syntax) {
        for element in conditions {
            if let matching = element.condition.as(MatchingPatternConditionSyntax.self) {
                recordCaseBinding(matching.pattern, scope: scope)
            }
        }
    }

    private func recordCaseBinding(_ pattern: PatternSyntax, scope: Syntax) {
        var pattern = pattern
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
        guard let call = pattern.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
            let callee = Self.calleeText(call.calledExpression), !callee.hasPrefix("?")
        else { return }
        var slots: [ValueFlowSlot] = []
        for argument in call.arguments {
            var bound = argument.expression.as(PatternExprSyntax.self)?.pattern
            if let binding = bound?.as(ValueBindingPatternSyntax.self) { bound = binding.pattern }
            let name = bound?.as(IdentifierPatternSyntax.self).map { TypeNameText.withoutBackticks($0.identifier.text) }
            slots.append(
                ValueFlowSlot(label: argument.label.map { TypeNameText.withoutBackticks($0.text) }, name: name))
        }
        guard slots.contains(where: { $0.name != nil }) else { return }
        var fact = ValueFlowFact(
            kind: .caseBinding, name: Self.lastCalleeName(callee), owner: enclosingTypeName, function: currentFunction,
            site: site(scope))
        fact.receiver = callee
        fact.slots = slots
        summary.valueFlows.append(fact)
    }

    private static func lastCalleeName(_ callee: String) -> String {
        callee.split(separator: ".").last.map(String.init) ?? callee
    }

    /// A call with at least one argument a string can come from. The callee is kept as written
    /// when it is a name or a chain of names (`DynamicCell.phone`, `.phone`, `model.configure`);
    /// a receiver that is itself a call keeps only the name (`?.configure`).
    func recordCallFlow(_ call: FunctionCallExprSyntax) {
        // `case .option(title: let title)` matches a case; it constructs nothing.
        // The callee first: a call of a call or a closure (`make()(x)`) is never recorded, so
        // its arguments are not worth reading.
        let arguments = call.arguments
        guard !arguments.isEmpty, let callee = Self.calleeText(call.calledExpression),
            call.parent?.is(ExpressionPatternSyntax.self) != true
        else { return }
        var slots: [ValueFlowSlot] = []
        slots.reserveCapacity(arguments.count)
        var hasValue = false
        for argument in arguments {
            let value = flowValue(argument.expression)
            hasValue = hasValue || value != nil
            var slot = ValueFlowSlot(label: argument.label.map { TypeNameText.withoutBackticks($0.text) }, value: value)
            // `choice.accessibilityIdentifier`: the type of a local root, which the index cannot see.
            if value?.kind == .reference, let member = argument.expression.as(MemberAccessExprSyntax.self),
                let root = Self.targetRoot(ExprSyntax(member)), root.baseName.tokenKind != .keyword(.self),
                root.baseName.text.first?.isLowercase == true
            {
                slot.typeName = ReceiverTypeInference.typeName(of: ExprSyntax(root), in: self)
            } else if value?.kind == .reference, call.calledExpression.is(MemberAccessExprSyntax.self),
                argument.label != nil,
                let local = argument.expression.as(DeclReferenceExprSyntax.self),
                local.baseName.text.first?.isLowercase == true
            {
                // `cell.configure(cellModel: cellModel)` after `let cellModel = DiaryDayAddCellModel(…)`:
                // the local's type tells which of the app's `configure(cellModel:)` this is.
                slot.typeName = ReceiverTypeInference.typeName(of: ExprSyntax(local), in: self)
            }
            slots.append(slot)
        }
        // A labelled call may reach a signature of the workspace even when no argument is a
        // value the analysis reads: it is kept, so that "nothing calls it" is never said of a
        // function that is called.
        guard hasValue || slots.contains(where: { $0.label != nil }) else { return }
        var fact = ValueFlowFact(
            kind: .call, name: callee, owner: enclosingTypeName, function: currentFunction, site: site(call))
        fact.slots = slots
        fact.isInPreview = isInPreview
        // `MullvadListActionItemView(item: .init(…))`: the type `.init` builds is the one the
        // outer call's parameter declares, which the index reads from that signature.
        if callee == ".init", let argument = call.parent?.as(LabeledExprSyntax.self), let label = argument.label,
            let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let outerCallee = Self.calleeText(outer.calledExpression)
        {
            fact.receiver = "\(outerCallee)|\(TypeNameText.withoutBackticks(label.text))"
        }
        summary.valueFlows.append(fact)
    }

    /// `x = value`, `self.x = value`, `receiver.x = value` with a value a string can come from.
    func recordWriteFlow(
        target: ExprSyntax, property: String, base: ExprSyntax?, value: ExprSyntax?, valueElements: [ExprSyntax],
        node: SequenceExprSyntax
    ) {
        let written: StringExpr?
        if valueElements.count == 1, let value {
            written = flowValue(value)
        } else {
            written = Self.flowSequence(valueElements, file: file)
        }
        // `x = nil` sets no value; any other write the analysis cannot read is kept without a
        // value, so that a reader knows the property holds more than it can name.
        if written == nil, valueElements.count == 1, value?.is(NilLiteralExprSyntax.self) == true { return }
        var fact = ValueFlowFact(
            kind: .write, name: TypeNameText.withoutBackticks(property), owner: enclosingTypeName,
            function: currentFunction, site: site(node))
        fact.value = written
        if let base, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
            guard Self.isNameChain(base) else { return }
            // `header.identifier = header.identifier.bigEndian`: read off what the property
            // already holds, so no value it did not have; on an untyped receiver it would be
            // named as a possible write of every property called `identifier`.
            if valueElements.count == 1, let value, Self.isNameChain(value) {
                let written = target.trimmedText
                let read = value.trimmedText
                if read == written || read.hasPrefix(written + ".") { return }
            }
            fact.receiver = base.trimmedText
            fact.receiverType = ReceiverTypeInference.typeName(of: base, in: self)
        }
        summary.valueFlows.append(fact)
    }

    /// A stored instance property's default (`var accessibilityIdentifier = IDs.home.title`).
    func recordPropertyDefault(name: String, initializer: ExprSyntax, node: some SyntaxProtocol) {
        guard let value = flowValue(initializer) else { return }
        var fact = ValueFlowFact(kind: .write, name: name, owner: enclosingTypeName, function: nil, site: site(node))
        fact.value = value
        summary.valueFlows.append(fact)
    }

    /// A computed property of a type or extension (`var id: String? { switch self { … } }`):
    /// every value its getter can return, each recorded as a write of the property, so that a
    /// read gets them all.
    func recordComputedProperty(_ node: VariableDeclSyntax) {
        guard let owner = enclosingTypeName, currentFunction == nil, node.parent?.is(MemberBlockItemSyntax.self) == true
        else { return }
        for binding in node.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), let block = binding.accessorBlock,
                let annotation = binding.typeAnnotation?.type
            else { continue }
            let isString = Self.isStringType(annotation)
            guard isString || !annotation.is(SomeOrAnyTypeSyntax.self) else { continue }
            let statements: CodeBlockItemListSyntax?
            switch block.accessors {
            case .getter(let body): statements = body
            case .accessors(let accessors):
                statements = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
            }
            guard let statements else { continue }
            var returned: [ExprSyntax] = []
            Self.returnedExpressions(statements, into: &returned, depth: 0)
            let name = TypeNameText.withoutBackticks(pattern.identifier.text)
            if let arrays = Self.caseArrayLiterals(returned) {
                recordArrayElements(arrays, property: name, owner: owner)
                continue
            }
            // Another type's value is followed only when every return names a case or a
            // constant (`.vpnSettingsCell`): an identifier enum an app setter prints.
            guard isString || (!returned.isEmpty && returned.allSatisfy(Self.isCaseOrConstant)) else { continue }
            for expression in returned {
                let value = flowValue(expression)
                if let value, Self.readsSelf(value) { continue }
                // A return the analysis cannot read is still one of the values: recorded without
                // one, so a read knows its set is incomplete instead of taking the others as all.
                guard value != nil || isString else { continue }
                var fact = ValueFlowFact(
                    kind: .write, name: name, owner: owner, function: "get", site: site(expression))
                fact.value = value
                summary.valueFlows.append(fact)
            }
        }
    }

    /// `[.pattern, .logic]` returned (or held) by a property: the literals when every one lists
    /// only cases or constants, so that each element is a value the app really iterates. Nil
    /// when any element is something else (a call, a local), which keeps the elements unknown.
    static func caseArrayLiterals(_ expressions: [ExprSyntax]) -> [ArrayExprSyntax]? {
        var arrays: [ArrayExprSyntax] = []
        for expression in expressions {
            guard let array = expression.as(ArrayExprSyntax.self), !array.elements.isEmpty,
                array.elements.allSatisfy({ isCaseOrConstant($0.expression) })
            else { return nil }
            arrays.append(array)
        }
        return arrays.isEmpty ? nil : arrays
    }

    /// Each element of the array literals a property holds, as an `arrayElement` fact: read only
    /// through a name bound over the property's elements, since the property itself is no case.
    func recordArrayElements(_ arrays: [ArrayExprSyntax], property: String, owner: String) {
        for array in arrays {
            for element in array.elements {
                guard let value = flowValue(element.expression) else { continue }
                var fact = ValueFlowFact(
                    kind: .arrayElement, name: property, owner: owner, function: nil, site: site(element.expression))
                fact.value = value
                summary.valueFlows.append(fact)
            }
        }
    }

    /// A function returning a `String` (`func identifier(for section: Int) -> String`): each
    /// value it can return is recorded as a write of `name()` inside the function, so a call
    /// `viewModel.identifier(for: 0)` reads them (its parameters followed to every caller).
    func recordFunctionReturns(_ node: FunctionDeclSyntax) {
        guard let owner = enclosingTypeName, let body = node.body, let returnType = node.signature.returnClause?.type,
            !returnType.is(SomeOrAnyTypeSyntax.self)
        else { return }
        let isString = Self.isStringType(returnType)
        var expressions: [ExprSyntax] = []
        Self.returnedExpressions(body.statements, into: &expressions, depth: 0)
        guard isString || (!expressions.isEmpty && expressions.allSatisfy(Self.isCaseOrConstant)) else { return }
        let name = TypeNameText.withoutBackticks(node.name.text)
        for expression in expressions {
            guard let value = flowValue(expression), !Self.readsSelf(value) else { continue }
            var fact = ValueFlowFact(
                kind: .write, name: name + "()", owner: owner, function: name, site: site(expression))
            fact.value = value
            summary.valueFlows.append(fact)
        }
    }

    /// `String`, `String?`, `String!`: the type as written, its optional marks dropped. Every
    /// computed property and function of a type asks, so no Foundation character set is built.
    private static func isStringType(_ type: TypeSyntax) -> Bool {
        var scalars = Substring(type.trimmedText).unicodeScalars
        while let first = scalars.first, first == "?" || first == "!" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == "?" || last == "!" { scalars = scalars.dropLast() }
        return TypeNameText.baseName(String(Substring(scalars))) == "String"
    }

    /// `"\(self)"`, `"\(Self.self).\(self)"`: what the instance prints as, which the constants
    /// table evaluates per enum case; no write of the app gives it.
    private static func readsSelf(_ value: StringExpr) -> Bool {
        value.kind == .interpolated
            && (value.value.contains("{self}") || value.value.contains("{Self.self}")
                || value.value.contains("{String(describing: self)}"))
    }

    /// `.vpnSettingsCell`, `AccessibilityIdentifier.login`, `nil`.
    static func isCaseOrConstant(_ expression: ExprSyntax) -> Bool {
        if expression.is(NilLiteralExprSyntax.self) { return true }
        // `loggedIn ? .logoutButton : nil`, as parsed (unfolded).
        if let sequence = expression.as(SequenceExprSyntax.self), let last = sequence.elements.last,
            let ternary = sequence.elements.first(where: { $0.is(UnresolvedTernaryExprSyntax.self) })?.as(
                UnresolvedTernaryExprSyntax.self)
        {
            return isCaseOrConstant(ternary.thenExpression) && isCaseOrConstant(last)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        guard let base = member.base else { return true }
        return isNameChain(base) && base.trimmedText.first?.isUppercase == true
    }

    /// What a body can return: `return x`, an implicit single expression, through `switch`,
    /// `if`/`else` and `guard … else`; closures are other functions.
    private static func returnedExpressions(
        _ statements: CodeBlockItemListSyntax, into result: inout [ExprSyntax], depth: Int
    ) {
        guard depth < 8 else { return }
        let isSingle = statements.count == 1
        for statement in statements {
            let item = statement.item
            if let returned = item.as(ReturnStmtSyntax.self) {
                if let expression = returned.expression { returnedValue(expression, into: &result, depth: depth) }
            } else if let guardStatement = item.as(GuardStmtSyntax.self) {
                returnedExpressions(guardStatement.body.statements, into: &result, depth: depth + 1)
            } else if let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression {
                if let switchExpression = expression.as(SwitchExprSyntax.self) {
                    for element in switchExpression.cases {
                        if let switchCase = element.as(SwitchCaseSyntax.self) {
                            returnedExpressions(switchCase.statements, into: &result, depth: depth + 1)
                        }
                    }
                } else if let ifExpression = expression.as(IfExprSyntax.self) {
                    returnedExpressions(ifExpression, into: &result, depth: depth + 1)
                } else if isSingle {
                    returnedValue(expression, into: &result, depth: depth)
                }
            }
        }
    }

    private static func returnedExpressions(_ ifExpression: IfExprSyntax, into result: inout [ExprSyntax], depth: Int) {
        returnedExpressions(ifExpression.body.statements, into: &result, depth: depth + 1)
        switch ifExpression.elseBody {
        case .ifExpr(let next)?: returnedExpressions(next, into: &result, depth: depth + 1)
        case .codeBlock(let block)?: returnedExpressions(block.statements, into: &result, depth: depth + 1)
        case nil: break
        }
    }

    /// A returned `switch`/`if` expression is its branches' values.
    private static func returnedValue(_ expression: ExprSyntax, into result: inout [ExprSyntax], depth: Int) {
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            for element in switchExpression.cases {
                if let switchCase = element.as(SwitchCaseSyntax.self) {
                    returnedExpressions(switchCase.statements, into: &result, depth: depth + 1)
                }
            }
        } else if let ifExpression = expression.as(IfExprSyntax.self) {
            returnedExpressions(ifExpression, into: &result, depth: depth + 1)
        } else {
            result.append(expression)
        }
    }

    /// The expression as a `StringExpr` when a string can come from it: a literal (plain or
    /// interpolated), a name or chain of names (`title`, `IDs.home.title`, `.loginButton`,
    /// `model?.title`), `a ?? b`, `a + b`, or a ternary. Numbers, booleans, `nil`, closures,
    /// calls and collections are not followed.
    func flowValue(_ expression: ExprSyntax) -> StringExpr? {
        if expression.is(StringLiteralExprSyntax.self) { return StringExprReader.read(expression, file: file) }
        // `nil` passed or defaulted: no identifier at all (`ValueFlowIndex` reads it so).
        if expression.is(NilLiteralExprSyntax.self) {
            return StringExpr(kind: .other, value: "nil", site: site(expression))
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String",
            call.arguments.first?.label?.text == "format"
        {
            return StringExpr(kind: .other, value: expression.trimmedText, site: site(expression))
        }
        // A function of the app (`viewModel.identifier(for: section)`, `bannerConfig()`): what its
        // body returns (`recordFunctionReturns`).
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.arguments.count <= 4
        {
            // `NSLocalizedString("Always", comment: "")`: the development language's text, which
            // the constants evaluator reads.
            if LocalizedTextCallReader.read(expression) != nil {
                return StringExpr(kind: .other, value: expression.trimmedText, site: site(expression))
            }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                reference.baseName.text.first?.isLowercase == true
            {
                return StringExpr(kind: .reference, value: expression.trimmedText, site: site(expression))
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                Self.isNameChain(base),
                base.trimmedText.first?.isLowercase == true
            {
                return StringExpr(kind: .reference, value: expression.trimmedText, site: site(expression))
            }
        }
        // A namespace's function (`IDs.HealthCertificate.qrCodeView(of: id)`): the constants
        // table evaluates its body with the arguments.
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            Self.isNameChain(base),
            base.trimmedText.split(separator: ".").first?.first?.isUppercase == true
        {
            return StringExpr(kind: .other, value: expression.trimmedText, site: site(expression))
        }
        if Self.isNameChain(expression) {
            if let reference = expression.as(DeclReferenceExprSyntax.self),
                reference.baseName.tokenKind == .keyword(.self)
            {
                return nil
            }
            return StringExpr(kind: .reference, value: expression.trimmedText, site: site(expression))
        }
        // `model[category]?.accessibilityIdentifier`: a member of a collection's element.
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            Self.isElementOfNameChain(base)
        {
            return StringExpr(kind: .reference, value: expression.trimmedText, site: site(expression))
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return flowValue(only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return Self.flowSequence(Array(sequence.elements), file: file)
        }
        if expression.is(TernaryExprSyntax.self) {
            return StringExpr(kind: .other, value: expression.trimmedText, site: site(expression))
        }
        // `.location("Sweden")`, `Identifier.location(name)`: an enum case with associated
        // values, which the app's identifier setters print (`IdentifierSetterCalls`).
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, !call.arguments.isEmpty,
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            callee.base == nil
                || (callee.base.map(Self.isNameChain) == true && callee.base?.trimmedText.first?.isUppercase == true)
        {
            return StringExpr(kind: .other, value: expression.trimmedText, site: site(expression))
        }
        return nil
    }

    /// `a + b`, `a ?? b` and `c ? a : b` as written (unfolded), the others not.
    private static func flowSequence(_ elements: [ExprSyntax], file: String) -> StringExpr? {
        guard elements.count >= 3 else { return nil }
        // `state == .entry ? .entryButton : .exitButton`: the condition is any expression.
        if let ternary = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), ternary > 0,
            elements[(ternary + 1)...].allSatisfy({ !$0.is(UnresolvedTernaryExprSyntax.self) })
        {
            return StringExprReader.read(sequence: elements, file: file)
        }
        let isFlow = elements.enumerated().allSatisfy { index, element in
            guard index % 2 == 1 else { return true }
            if element.is(UnresolvedTernaryExprSyntax.self) { return true }
            let text = element.as(BinaryOperatorExprSyntax.self)?.operator.text
            return text == "+" || text == "??"
        }
        guard isFlow else { return nil }
        return StringExprReader.read(sequence: elements, file: file)
    }

    /// The value of the local `let`, `if let` or `guard let` that `reference` reads, when it is
    /// one a string comes from (`localInitializer`).
    func localFlowValue(of reference: DeclReferenceExprSyntax) -> StringExpr? {
        Self.localInitializer(
            named: reference.baseName.text, from: Syntax(reference), before: reference.position, optionalBindings: true
        )
        .flatMap(flowValue)
    }

    /// `items[index]`, `model[key]?`: a subscript of a name chain.
    private static func isElementOfNameChain(_ expression: ExprSyntax) -> Bool {
        if let chain = expression.as(OptionalChainingExprSyntax.self) { return isElementOfNameChain(chain.expression) }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return isElementOfNameChain(unwrap.expression) }
        guard let subscripted = expression.as(SubscriptCallExprSyntax.self) else { return false }
        return isNameChain(subscripted.calledExpression)
    }

    /// `name`, `a.b.c`, `.member`, with `?`/`!` between links; no calls or subscripts.
    static func isNameChain(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard member.declName.baseName.text != "self" else { return false }
            guard let base = member.base else { return true }
            return isNameChain(base)
        }
        if let chain = expression.as(OptionalChainingExprSyntax.self) { return isNameChain(chain.expression) }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return isNameChain(unwrap.expression) }
        return false
    }

    /// `CellModel`, `DynamicCell.phone`, `.phone`, `model.configure`; `?.configure` for a
    /// receiver the analysis does not name (a call, a subscript).
    private static func calleeText(_ callee: ExprSyntax) -> String? {
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return TypeNameText.withoutBackticks(reference.baseName.text)
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { return calleeText(generic.expression) }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let name = TypeNameText.withoutBackticks(member.declName.baseName.text)
        guard let base = member.base else { return "." + name }
        if isNameChain(base) { return base.trimmedText + "." + name }
        return "?." + name
    }
}
