// Property declarations: stored vs computed, attributes, types, wrappers, customMirror, and
// generated `Identifiers` constants.
import SwiftSyntax

extension SwiftFactCollector {
    /// Attributes that are not property wrappers.
    static let builtinAttributes: Set<String> = [
        "IBOutlet", "IBInspectable", "IBAction", "objc", "nonobjc", "available", "MainActor", "NSManaged",
        "NSCopying", "discardableResult", "inlinable", "usableFromInline", "preconcurrency", "GKInspectable",
        "IBSegueAction", "dynamicMemberLookup", "frozen", "exclusivity", "backDeployed", "_spi", "nonisolated"
    ]

    func handleVariable(_ node: VariableDeclSyntax) {
        if let typeIndex = owningTypeIndex(ofMember: node) {
            recordProperties(node, typeIndex: typeIndex)
        }
        recordGeneratedConstant(node)
        recordComputedProperty(node)
        recordLocalValues(node)
    }

    private func recordProperties(_ node: VariableDeclSyntax, typeIndex: Int) {
        // Flags from one pass over the modifiers (a `Set` of their texts per declaration was
        // hashing in every property of a cold scan).
        var isStatic = false
        var isLazy = false
        var isWeak = false
        for modifier in node.modifiers.each {
            switch modifier.name.text {
            case "static", "class": isStatic = true
            case "lazy": isLazy = true
            case "weak", "unowned": isWeak = true
            default: break
            }
        }
        let attributes = node.attributes.isEmpty ? [] : node.attributes.each.compactMap { $0.as(AttributeSyntax.self) }
        let attributeNames = attributes.map { TypeNameText.baseName($0.attributeName.trimmedText) }
        let conditions = mentionsIfConfig ? node.enclosingConditions(file: file) : []
        // `var a, b: UILabel` shares the annotation of the last binding that has one.
        var lastAnnotation: TypeAnnotationSyntax?
        let bindings = Array(node.bindings.each)
        for binding in bindings { if let annotation = binding.typeAnnotation { lastAnnotation = annotation } }
        let sharedType = lastAnnotation?.type.trimmedText
        for binding in bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let name = TypeNameText.withoutBackticks(pattern.identifier.text)
            var fact = PropertyFact(name: name, site: site(node), nameSite: site(pattern.identifier))
            fact.typeName = binding.typeAnnotation?.type.trimmedText ?? (binding.initializer == nil ? sharedType : nil)
            fact.isStatic = isStatic
            fact.isLazy = isLazy
            fact.isWeak = isWeak
            fact.isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
            fact.isIBOutlet = attributeNames.contains("IBOutlet")
            fact.isStored = Self.isStored(binding)
            fact.conditions = conditions
            if let initializer = binding.initializer?.value {
                fact.hasInitializer = true
                fact.initializerIsNil = initializer.is(NilLiteralExprSyntax.self)
                fact.inferredTypeName = Self.constructedTypeName(initializer)
                fact.literalTypeName = Self.literalTypeName(initializer)
                fact.arrayLiteralCount = initializer.as(ArrayExprSyntax.self)?.elements.count
                if initializer.is(StringLiteralExprSyntax.self) {
                    fact.stringInitializer = StringExprReader.read(initializer, file: file)
                }
                if !isStatic, fact.isStored {
                    recordPropertyDefault(name: name, initializer: initializer, node: binding)
                    // A `let` keeps its default: its elements are all the collection ever holds.
                    if fact.isLet, let owner = enclosingTypeName, let arrays = Self.caseArrayLiterals([initializer]) {
                        recordArrayElements(arrays, property: name, owner: owner)
                    }
                }
            }
            for attribute in attributes {
                let attributeName = TypeNameText.baseName(attribute.attributeName.trimmedText)
                guard !Self.builtinAttributes.contains(attributeName) else { continue }
                fact.wrapperNames.append(attributeName)
                if attributeName == "AccessibilityIdentify",
                    let arguments = attribute.arguments?.as(LabeledExprListSyntax.self)
                {
                    if let argument = arguments.first(where: { $0.label?.text == "identifier" }) {
                        fact.accessibilityIdentifyArgument = StringExprReader.read(argument.expression, file: file)
                    }
                }
            }
            mutateType(typeIndex, .property(fact))
            if name == "customMirror", !isStatic {
                mutateType(typeIndex, .customMirror(readCustomMirror(binding)))
            }
        }
    }

    /// Stored unless it has a getter (explicit `get`, or an implicit getter body).
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessorBlock = binding.accessorBlock else { return true }
        switch accessorBlock.accessors {
        case .getter:
            return false
        case .accessors(let accessors):
            return !accessors.contains { accessor in
                let kind = accessor.accessorSpecifier.tokenKind
                return kind == .keyword(.get) || kind == .keyword(.set) || kind == .keyword(._read)
                    || kind == .keyword(._modify)
            }
        }
    }

    /// `X()`, `X(frame:)`, `X.init()`, `X<T>()`, `{ … X(…) … }()` → `X`; nil otherwise.
    /// The type Swift gives a literal initialiser without an annotation (`var count = 0`): what
    /// makes `Mirror` list the property as a value that is no view (GEN-4).
    static func literalTypeName(_ expression: ExprSyntax) -> String? {
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return literalTypeName(prefix.expression).flatMap { $0 == "Int" || $0 == "Double" ? $0 : nil }
        }
        return nil
    }

    static func constructedTypeName(_ expression: ExprSyntax) -> String? {
        // `[UIImageView(), UIImageView()]`: an array of the one type every element constructs.
        if let array = expression.as(ArrayExprSyntax.self), !array.elements.isEmpty {
            let types = Set(array.elements.map { constructedTypeName($0.expression) })
            guard types.count == 1, let only = types.first, let element = only, !element.hasPrefix("[") else {
                return nil
            }
            return "[\(element)]"
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression
            if let reference = callee.as(DeclReferenceExprSyntax.self),
                reference.baseName.text.first?.isUppercase == true
            {
                return reference.baseName.text
            }
            if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
                return specialized.trimmedText
            }
            if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
                let base = member.base
            {
                return base.trimmedText
            }
            if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
                base.trimmedText.first?.isUppercase == true, member.declName.baseName.text.first?.isUppercase == true
            {
                // `Module.Type()` or `Outer.Inner()`.
                return member.trimmedText
            }
            if let closure = callee.as(ClosureExprSyntax.self) {
                // `{ let label = UILabel(); …; return label }()`: the type of the returned local.
                return closureResultType(closure)
            }
        }
        return nil
    }

    private static func closureResultType(_ closure: ClosureExprSyntax) -> String? {
        var locals: [String: String] = [:]
        for statement in closure.statements {
            if let variable = statement.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let annotated = binding.typeAnnotation?.type.trimmedText {
                        locals[name] = annotated
                    } else if let value = binding.initializer?.value, let type = constructedTypeName(value) {
                        locals[name] = type
                    }
                }
            }
            if let returned = statement.item.as(ReturnStmtSyntax.self)?.expression {
                if let reference = returned.as(DeclReferenceExprSyntax.self) { return locals[reference.baseName.text] }
                return constructedTypeName(returned)
            }
        }
        if closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self) {
            return constructedTypeName(only)
        }
        return nil
    }

    /// Reads `Mirror(self, children: ["label": value, …])` in a `customMirror` getter.
    private func readCustomMirror(_ binding: PatternBindingSyntax) -> CustomMirrorFact {
        let mirrorSite = site(binding)
        guard let accessorBlock = binding.accessorBlock else {
            return CustomMirrorFact(site: mirrorSite, children: nil)
        }
        let finder = MirrorCallFinder(viewMode: .sourceAccurate)
        finder.walk(accessorBlock)
        guard let call = finder.call else { return CustomMirrorFact(site: mirrorSite, children: nil) }
        for argument in call.arguments {
            if argument.label?.text == "children", let dictionary = argument.expression.as(DictionaryExprSyntax.self) {
                guard case .elements(let elements) = dictionary.content else {
                    return CustomMirrorFact(site: mirrorSite, children: [])
                }
                let children = elements.map { element in
                    MirrorChildFact(
                        label: StringExprReader.plainLiteral(element.key),
                        valueExpression: element.value.trimmedText,
                        site: site(element)
                    )
                }
                return CustomMirrorFact(site: mirrorSite, children: children)
            }
            if argument.label?.text == "unlabeledChildren" || argument.label?.text == "children",
                let array = argument.expression.as(ArrayExprSyntax.self)
            {
                let children = array.elements.map { element in
                    // `children: [(label: "x", value: v), (label: nil, value: w)]` (Mirror.Child tuples).
                    if argument.label?.text == "children", let tuple = element.expression.as(TupleExprSyntax.self),
                        let value = tuple.elements.first(where: { $0.label?.text == "value" })?.expression
                    {
                        let label = tuple.elements.first(where: { $0.label?.text == "label" })?.expression
                        return MirrorChildFact(
                            label: StringExprReader.plainLiteral(label), valueExpression: value.trimmedText,
                            site: site(element))
                    }
                    return MirrorChildFact(
                        label: nil, valueExpression: element.expression.trimmedText, site: site(element))
                }
                return CustomMirrorFact(site: mirrorSite, children: children)
            }
        }
        return CustomMirrorFact(site: mirrorSite, children: nil)
    }

    /// `extension Identifiers { struct X { static var y = "X.y" } }` (AI-8).
    private func recordGeneratedConstant(_ node: VariableDeclSyntax) {
        guard let owner = enclosingTypeName, owner.hasPrefix("Identifiers."),
            node.modifiers.contains(where: { $0.name.text == "static" })
        else { return }
        let typeName = String(owner.dropFirst("Identifiers.".count))
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            else { continue }
            if let literal = StringExprReader.plainLiteral(value) {
                summary.generatedConstants.append(
                    GeneratedConstantFact(
                        path: "\(owner).\(name)", typeName: typeName, propertyName: name, value: literal,
                        isArray: false, site: site(binding)))
            } else if let call = value.as(FunctionCallExprSyntax.self),
                call.calledExpression.trimmedText == "ArrayIdentifiers",
                let literal = StringExprReader.plainLiteral(call.arguments.first?.expression)
            {
                summary.generatedConstants.append(
                    GeneratedConstantFact(
                        path: "\(owner).\(name)", typeName: typeName, propertyName: name, value: literal, isArray: true,
                        site: site(binding)))
            }
        }
    }
}

/// Finds the first `Mirror(…)` call in a subtree.
private final class MirrorCallFinder: SyntaxVisitor {
    var call: FunctionCallExprSyntax?

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if call == nil, node.calledExpression.trimmedText == "Mirror" { call = node }
        return call == nil ? .visitChildren : .skipChildren
    }
}
