// Reads a file's RapidA11y facts (RA-1, RA-2, RA-11): `RapidAccessible` conformances on types and
// extensions, the two requirement bodies, apply calls, direct `applyProperties` calls, and the
// ways tests recompute the strings. Recognised by name; no library source is needed.
import SwiftSyntax

final class RapidA11yExtractor: SyntaxVisitor {
    static let protocolName = "RapidAccessible"

    /// Every fact needs one of these words in the file; a file without any has none (a
    /// declaration needs the conformance or a requirement by name, a test reference the
    /// requirement or the suffix). Not "rapid" alone: a tag string such as "debug-rapid" in a
    /// SwiftUI file made every keystroke there walk the whole tree for nothing.
    static let words = [
        protocolName, "rapidControlsInformation", "rapidAccessibilityControls", "applyAccessibility",
        "applyViewAccessibility", "applyProperties", "a11yID", "viewIdentifierSuffix"
    ]

    private let file: String
    private var facts = RapidA11yFileFacts()
    /// Enclosing type names (qualified; an extension names its extended type), innermost last.
    private var typeStack: [String] = []
    private var functionStack: [String] = []
    /// `static let` information constants seen so far, by type name.
    private var constantsByType: [String: [String: RapidInformationEvaluator.Value]] = [:]

    private init(file: String) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    static func extract(from tree: SourceFileSyntax, file: String, text: String? = nil) -> RapidA11yFileFacts {
        if let text, !words.contains(where: { ByteSearch.contains(text, $0) }) { return RapidA11yFileFacts() }
        let extractor = RapidA11yExtractor(file: file)
        extractor.walk(tree)
        // Trait writes matter only where a screen is declared or applied; elsewhere they would
        // make every file that sets traits carry RapidA11y facts.
        if extractor.facts.declarations.isEmpty && extractor.facts.applyCalls.isEmpty {
            extractor.facts.traitAssignments = []
        }
        return extractor.facts
    }

    private func site(_ node: some SyntaxProtocol) -> SourceSite {
        SourceSite(file: file, range: node.trimmedByteRange)
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(
            node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock, node: node,
            isExtension: false)
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(
            node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock, node: node,
            isExtension: false)
    }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(
            node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock, node: node,
            isExtension: false)
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(
            node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock, node: node,
            isExtension: false)
    }
    override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(
            node.extendedType.trimmedText, inheritance: node.inheritanceClause, members: node.memberBlock, node: node,
            isExtension: true)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func openType(
        _ written: String, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax,
        node: some SyntaxProtocol, isExtension: Bool
    ) -> SyntaxVisitorContinueKind {
        let simple = TypeNameText.withoutBackticks(written)
        let name =
            isExtension || typeStack.isEmpty || !functionStack.isEmpty
            ? simple : "\(typeStack[typeStack.count - 1]).\(simple)"
        typeStack.append(name)
        var declaration = RapidDeclarationFact(typeName: name, isExtension: isExtension)
        declaration.conditions = node.enclosingConditions(file: file)
        if let entry = inheritance?.inheritedTypes.first(where: {
            TypeNameText.baseName($0.type.trimmedText) == Self.protocolName
        }) {
            declaration.conformanceSite = site(entry.type)
        }
        // Constants first: the requirement bodies may read them wherever they are declared.
        var constants = constantsByType[TypeNameText.baseName(name)] ?? [:]
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.bindingSpecifier.tokenKind == .keyword(.let),
                variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            for binding in variable.bindings {
                guard let constantName = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value
                else { continue }
                var evaluator = RapidInformationEvaluator(file: file, constants: constants)
                if let evaluated = evaluator.evaluate(value), evaluator.reason == nil {
                    constants[constantName] = evaluated
                }
            }
        }
        constantsByType[TypeNameText.baseName(name)] = constants
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                function.signature.parameterClause.parameters.isEmpty
            else { continue }
            switch function.name.text {
            case "rapidControlsInformation":
                var fact = RapidInformationFunctionFact(
                    site: site(function.name),
                    isClassFunction: function.modifiers.contains { $0.name.tokenKind == .keyword(.class) })
                if let body = function.body {
                    var evaluator = RapidInformationEvaluator(file: file, constants: constants)
                    evaluator.evaluateFunction(body, into: &fact)
                } else {
                    fact.dynamicReason = "rapidControlsInformation() has no body"
                }
                declaration.information = fact
            case "rapidAccessibilityControls":
                declaration.controls = controls(function)
            default:
                break
            }
        }
        if declaration.conformanceSite != nil || declaration.information != nil || declaration.controls != nil {
            facts.declarations.append(declaration)
        }
        return .visitChildren
    }

    /// `return [a, b, c]` (or `[a] + [b]`, or the single expression of the body).
    private func controls(_ function: FunctionDeclSyntax) -> RapidControlsFunctionFact {
        var fact = RapidControlsFunctionFact(site: site(function.name))
        guard let statements = function.body?.statements else {
            fact.dynamicReason = "rapidAccessibilityControls() has no body"
            return fact
        }
        var locals: [String: [RapidControlFact]] = [:]
        var returned: ExprSyntax?
        for (position, statement) in statements.enumerated() {
            if let stmt = statement.item.as(ReturnStmtSyntax.self) {
                returned = stmt.expression
                break
            }
            if position == statements.count - 1, statements.count == 1,
                let expression = statement.item.as(ExprSyntax.self)
            {
                returned = expression
                break
            }
            if let variable = statement.item.as(VariableDeclSyntax.self),
                variable.bindingSpecifier.tokenKind == .keyword(.let)
            {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let value = binding.initializer?.value, let list = controlList(value, locals: locals)
                    {
                        locals[name] = list
                    }
                }
                continue
            }
            fact.dynamicReason =
                "the controls array is built at run time (`\(RapidInformationEvaluator.short(statement))`)"
            return fact
        }
        guard let returned, let list = controlList(returned, locals: locals) else {
            fact.dynamicReason = "the controls array is built at run time"
            return fact
        }
        fact.elements = list
        return fact
    }

    private func controlList(_ expression: ExprSyntax, locals: [String: [RapidControlFact]]) -> [RapidControlFact]? {
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.map {
                RapidControlFact(expression: $0.expression.trimmedText, site: site($0.expression))
            }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return locals[reference.baseName.text] }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count % 2 == 1 {
            var list: [RapidControlFact] = []
            for (position, element) in sequence.elements.enumerated() {
                if position % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                    continue
                }
                guard let part = controlList(element, locals: locals) else { return nil }
                list += part
                // `let b = a + a` per line doubles a list: hostile input stays linear.
                if list.count > RapidInformationEvaluator.maximumListCount { return nil }
            }
            return list
        }
        return nil
    }

    // MARK: Functions

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functionStack.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { functionStack.removeLast() }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        functionStack.append("init")
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { functionStack.removeLast() }
    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        functionStack.append(node.accessorSpecifier.text)
        return .visitChildren
    }
    override func visitPost(_ node: AccessorDeclSyntax) { functionStack.removeLast() }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let nameToken: TokenSyntax?
        var receiver: ExprSyntax?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            nameToken = member.declName.baseName
            receiver = member.base
        } else {
            nameToken = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
        }
        guard let nameToken else { return .visitChildren }
        switch nameToken.text {
        case "applyAccessibility", "applyViewAccessibility":
            guard node.arguments.isEmpty, node.trailingClosure == nil else { break }
            var fact = RapidApplyCallFact(
                isViewCall: nameToken.text == "applyViewAccessibility", site: site(node), nameSite: site(nameToken))
            fact.enclosingType = typeStack.last
            fact.enclosingFunction = functionStack.last
            if let receiver, receiver.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
                fact.receiverExpression = receiver.trimmedText
            }
            fact.conditions = node.enclosingConditions(file: file)
            facts.applyCalls.append(fact)
        case "insert", "formUnion":
            // `x.accessibilityTraits.insert(.header)`.
            guard let traitsMember = receiver?.as(MemberAccessExprSyntax.self),
                traitsMember.declName.baseName.text == "accessibilityTraits",
                node.arguments.count == 1, let argument = node.arguments.first?.expression,
                let traits = RapidTraits.read(argument)
            else { break }
            recordTraits(traits, target: traitsMember.base, node: node)
        case "applyProperties" where node.arguments.count == 1:
            guard let receiver, let argument = node.arguments.first?.expression else { break }
            var fact = RapidDirectApplicationFact(
                site: site(node), receiverExpression: receiver.trimmedText, receiverSite: site(receiver))
            var evaluator = RapidInformationEvaluator(
                file: file, constants: typeStack.last.flatMap { constantsByType[TypeNameText.baseName($0)] } ?? [:])
            if case .info(let info)? = evaluator.evaluate(argument) {
                fact.information = info
            } else if !argument.trimmedText.contains("accessibilityProperties")
                && !argument.trimmedText.contains("rapidControlsInformation")
            {
                // An app's own `applyProperties(_:)` (a style, a theme) is not RapidA11y's.
                break
            }
            fact.enclosingType = typeStack.last
            fact.conditions = node.enclosingConditions(file: file)
            facts.directApplications.append(fact)
        default:
            break
        }
        return .visitChildren
    }

    // MARK: Trait writes

    /// `x.accessibilityTraits = …`, `x.accessibilityTraits |= …`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, let target = elements[0].as(MemberAccessExprSyntax.self),
            target.declName.baseName.text == "accessibilityTraits",
            elements[1].is(AssignmentExprSyntax.self)
                || elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "|=",
            let traits = elements.count == 3
                ? RapidTraits.read(elements[2]) : RapidTraits.read(sequence: Array(elements[2...]))
        else { return .visitChildren }
        recordTraits(traits, target: target.base, node: node)
        return .visitChildren
    }

    private func recordTraits(_ traits: [String], target: ExprSyntax?, node: some SyntaxProtocol) {
        var fact = RapidTraitAssignmentFact(
            targetExpression: target?.trimmedText ?? "self", traits: traits, site: site(node))
        fact.enclosingType = typeStack.last
        fact.enclosingFunction = functionStack.last
        fact.conditions = node.enclosingConditions(file: file)
        facts.traitAssignments.append(fact)
    }

    // MARK: Test references

    /// `Screen.rapidControlsInformation()[N].identifier`.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.declName.baseName.text == "identifier",
            let subscriptCall = node.base?.as(SubscriptCallExprSyntax.self),
            subscriptCall.arguments.count == 1,
            let argument = subscriptCall.arguments.first?.expression.as(IntegerLiteralExprSyntax.self),
            let index = Int(argument.literal.text),
            let call = subscriptCall.calledExpression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "rapidControlsInformation", let screen = member.base
        else { return .visitChildren }
        facts.testReferences.append(
            RapidTestReferenceFact(
                kind: .control, typeName: screen.trimmedText, index: index, site: site(node),
                conditions: node.enclosingConditions(file: file)))
        return .visitChildren
    }

    /// `"\(Screen.self)_view_a11yID"`, `"\(Screen.self)\(RapidControlInformation.viewIdentifierSuffix)"`.
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        // Only interpolated literals qualify; most literals stop here.
        guard node.segments.count >= 2 else { return .visitChildren }
        // The parser keeps empty text segments around interpolations. (`Array` first: a syntax
        // collection's own `filter` builds a new tree, which was half of a keystroke's cost.)
        let segments = Array(node.segments).filter { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty != true }
        guard segments.count == 2, let first = segments[0].as(ExpressionSegmentSyntax.self),
            first.expressions.count == 1,
            let typeSelf = first.expressions.first?.expression.as(MemberAccessExprSyntax.self),
            typeSelf.declName.baseName.text == "self", let screen = typeSelf.base
        else { return .visitChildren }
        let isRootSuffix: Bool
        if let plain = segments[1].as(StringSegmentSyntax.self) {
            isRootSuffix = plain.content.text == "_view_a11yID"
        } else if let suffix = segments[1].as(ExpressionSegmentSyntax.self), suffix.expressions.count == 1 {
            isRootSuffix =
                suffix.expressions.first?.expression.trimmedText == "RapidControlInformation.viewIdentifierSuffix"
        } else {
            isRootSuffix = false
        }
        if isRootSuffix {
            facts.testReferences.append(
                RapidTestReferenceFact(
                    kind: .root, typeName: screen.trimmedText, index: 0, site: site(node),
                    conditions: node.enclosingConditions(file: file)))
        }
        return .visitChildren
    }
}
