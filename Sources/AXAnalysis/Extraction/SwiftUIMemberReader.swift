// Reads the members of a view type that matter to render trees: stored properties (BL-7
import Foundation
// parameters and content slots), explicit inits, and members that produce views.
import SwiftSyntax

struct SwiftUIMemberReader {
    let file: String
    let builder: SwiftUIViewTreeBuilder
    let viewGenericParameters: [String]

    func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.each.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// True for a type that yields views or scenes: `some View`, `AnyView`, `some Scene`,
    /// `some ToolbarContent` (toolbar items hold views), `Content`.
    private func isViewType(_ typeText: String?) -> Bool {
        guard let typeText else { return false }
        let compact = typeText.utf8.contains(UInt8(ascii: " ")) ? typeText.filter { $0 != " " } : typeText
        if ByteSearch.contains(compact, "->") { return false }
        // `ModifiedContent<Self, AccessibilityIdentifierBranchModifier>`: a modifier helper
        // that names the type it returns.
        return compact.hasSuffix("View") || compact.hasSuffix("Scene") || compact.hasSuffix("ToolbarContent")
            || compact == "Body"
            || viewGenericParameters.contains(compact) || compact.hasPrefix("ModifiedContent<")
    }

    /// `isViewType` of a type's text, without building the text for the many types (`String`,
    /// `Int`, `UIButton`) whose last token already rules it out. The text's last characters are
    /// the last token's, so a last token of five or more characters that ends in neither `View`
    /// nor `Scene` and ends no view generic parameter cannot make the text a view type.
    private func isViewType(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        if let last = type.lastToken(viewMode: .sourceAccurate)?.text, last.utf8.count >= 5,
            !last.hasSuffix("View"), !last.hasSuffix("Scene"), !last.hasSuffix("ToolbarContent"),
            !viewGenericParameters.contains(where: { $0.hasSuffix(last) })
        {
            return false
        }
        return isViewType(type.trimmedText)
    }

    private func hasViewBuilderAttribute(_ attributes: AttributeListSyntax) -> Bool {
        attributes.each.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText.hasSuffix("Builder") == true }
    }

    /// `var body: some View { … }` and other computed view properties.
    func viewMember(_ variable: VariableDeclSyntax) -> SwiftUIViewMemberFact? {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
            let accessors = binding.accessorBlock
        else { return nil }
        guard isViewType(binding.typeAnnotation?.type) || hasViewBuilderAttribute(variable.attributes) else {
            return nil
        }
        let statements: CodeBlockItemListSyntax?
        switch accessors.accessors {
        case .getter(let items):
            statements = items
        case .accessors(let list):
            statements = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
        let nodes = statements.map { builder.nodes(in: $0) } ?? []
        return SwiftUIViewMemberFact(
            name: pattern.identifier.text, parameters: [], isFunction: false, nodes: nodes,
            site: builder.site(of: Syntax(pattern.identifier)))
    }

    /// `func row(_ item: Item) -> some View { … }`.
    func viewMember(_ function: FunctionDeclSyntax) -> SwiftUIViewMemberFact? {
        let returnType = function.signature.returnClause?.type
        guard isViewType(returnType) || (hasViewBuilderAttribute(function.attributes) && returnType != nil),
            let body = function.body
        else { return nil }
        let parameters = function.signature.parameterClause.parameters.map(parameter)
        return SwiftUIViewMemberFact(
            name: function.name.text, parameters: parameters, isFunction: true,
            nodes: builder.nodes(in: body.statements), site: builder.site(of: Syntax(function.name)))
    }

    /// Stored instance properties of one declaration (`let a, b: String` gives two).
    func storedProperties(_ variable: VariableDeclSyntax) -> [SwiftUIPropertyFact] {
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        let wrapperNames = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText }
        let hasWrapper = wrapperNames.contains { !$0.hasSuffix("Builder") }
        var result: [SwiftUIPropertyFact] = []
        var pendingType: String?
        for binding in variable.bindings.reversed() {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            if let accessors = binding.accessorBlock, !isObserverOnly(accessors) { continue }
            let typeText = binding.typeAnnotation?.type.trimmedText ?? pendingType
            pendingType = typeText
            var property = SwiftUIPropertyFact(
                name: TypeNameText.withoutBackticks(pattern.identifier.text),
                site: builder.site(of: Syntax(pattern.identifier)))
            property.typeText = typeText
            property.isLet = isLet
            property.hasPropertyWrapper = hasWrapper
            property.hasInitializer = binding.initializer != nil
            if let value = binding.initializer?.value,
                value.is(StringLiteralExprSyntax.self) || value.is(NilLiteralExprSyntax.self)
            {
                property.stringDefault = StringExprReader.read(value, file: file)
            } else if binding.initializer == nil, !isLet, !hasWrapper, typeText?.hasSuffix("?") == true {
                // `var id: String?`: the memberwise init's default is nil.
                property.stringDefault = StringExpr(
                    kind: .other, value: StringExpr.nilText, site: builder.site(of: Syntax(pattern.identifier)))
            }
            property.holdsViews = holdsViews(typeText)
            result.append(property)
        }
        return result.reversed()
    }

    private func isObserverOnly(_ accessors: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = accessors.accessors else { return false }
        return list.allSatisfy {
            $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
        }
    }

    /// `Content`, `() -> Content`, `AnyView`, `some View`, `() -> some View`, `(Item) -> Row`.
    private func holdsViews(_ typeText: String?) -> Bool {
        guard let typeText else { return false }
        var compact = typeText.replacingOccurrences(of: " ", with: "")
        if compact.hasPrefix("@escaping") { compact.removeFirst("@escaping".count) }
        if let arrow = compact.range(of: "->", options: .backwards) {
            compact = String(compact[arrow.upperBound...])
        }
        while compact.hasSuffix("?") { compact.removeLast() }
        if compact.hasPrefix("(") && compact.hasSuffix(")") { compact = String(compact.dropFirst().dropLast()) }
        return viewGenericParameters.contains(compact) || compact.hasSuffix("View")
    }

    func parameter(_ parameter: FunctionParameterSyntax) -> SwiftUIParameterFact {
        let firstName = parameter.firstName.text
        let label: String? = firstName == "_" ? nil : firstName
        let name = parameter.secondName?.text ?? firstName
        let defaultValue = parameter.defaultValue?.value
        let stringDefault = defaultValue.flatMap {
            $0.is(StringLiteralExprSyntax.self) || $0.is(NilLiteralExprSyntax.self)
                ? StringExprReader.read($0, file: file) : nil
        }
        return SwiftUIParameterFact(
            label: label, name: name, typeText: parameter.type.trimmedText, stringDefault: stringDefault,
            hasDefault: defaultValue != nil)
    }

    /// An explicit init: parameters, `self.p = param` / `self.p = param()` / `self.p = "x"` /
    /// `self.p = param ?? "x"`, a view builder's views stored type-erased
    /// (`self.p = param().typeErase()`), and the arguments of `self.init(…)`.
    func initializer(_ declaration: InitializerDeclSyntax) -> SwiftUIInitializerFact {
        let syntaxParameters = Array(declaration.signature.parameterClause.parameters)
        let parameters = syntaxParameters.map(parameter)
        var fromParameter: [String: String] = [:]
        var literals: [String: StringExpr] = [:]
        var expressions: [String: StringExpr] = [:]
        var delegated: [SwiftUIArgument]?
        let parameterNames = Set(parameters.map(\.name))
        let viewParameterNames = Set(
            zip(syntaxParameters, parameters).filter { holdsViews($0.0) }.map(\.1.name))
        // (`body?.statements ?? []` would build an empty collection in a syntax arena of its own.)
        for statement in declaration.body.map({ Array($0.statements) }) ?? [] {
            guard case .expr(let expression) = statement.item else { continue }
            if let call = expression.as(FunctionCallExprSyntax.self), isSelfInit(call.calledExpression) {
                delegated = builder.arguments(of: call)
                continue
            }
            guard let sequence = expression.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
                let property = assignedProperty(elements[0])
            else { continue }
            if elements.count == 5, elements[3].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
                let reference = elements[2].as(DeclReferenceExprSyntax.self),
                parameterNames.contains(reference.baseName.text)
            {
                // `self.id = id ?? "fallback"`: the use's value, or the fallback where it gives nil.
                expressions[property] = StringExprReader.read(sequence: Array(elements[2...]), file: file)
                continue
            }
            guard elements.count == 3 else { continue }
            var value = elements[2]
            if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
                value = call.calledExpression
            }
            if let reference = value.as(DeclReferenceExprSyntax.self), parameterNames.contains(reference.baseName.text)
            {
                fromParameter[property] = reference.baseName.text
            } else if value.is(StringLiteralExprSyntax.self) {
                literals[property] = StringExprReader.read(value, file: file)
            } else if let name = erasedViewParameter(value), viewParameterNames.contains(name) {
                fromParameter[property] = name
            }
        }
        var fact = SwiftUIInitializerFact(
            parameters: parameters, propertyFromParameter: fromParameter, propertyLiterals: literals,
            site: builder.site(of: Syntax(declaration.initKeyword)))
        fact.propertyExpressions = expressions
        fact.delegatedArguments = delegated
        return fact
    }

    /// `self.init`.
    private func isSelfInit(_ callee: ExprSyntax) -> Bool {
        guard let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" else {
            return false
        }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// A parameter that takes views: `@ViewBuilder content: () -> Content`, `content: Content`.
    private func holdsViews(_ parameter: FunctionParameterSyntax) -> Bool {
        hasViewBuilderAttribute(parameter.attributes) || holdsViews(parameter.type.trimmedText)
    }

    /// `param().typeErase()` (after `param()` became `param.typeErase`): the parameter whose
    /// views a chain of argument-less calls hands on unchanged for identifiers, such as a type
    /// erasure into `AnyView`.
    private func erasedViewParameter(_ value: ExprSyntax) -> String? {
        var current = value
        var erasures = 0
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                guard call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                erasures += 1
                current = base
            } else {
                break
            }
        }
        guard erasures > 0, let reference = current.as(DeclReferenceExprSyntax.self) else { return nil }
        return reference.baseName.text
    }

    /// `self.title` or `title` on the left of an assignment (`_title` wrappers are skipped).
    private func assignedProperty(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text
        }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `static func branded(id: String) -> BrandedStyle { BrandedStyle(id: id) }` (also
    /// `-> Self`, `Self(…)`, `.init(…)`, `return …`): a style factory, when the returned type
    /// or `owner` (the extended or enclosing type) names a style. `selfType` is what `Self` is
    /// (`where Self == BrandedStyle`, or the enclosing type).
    func styleFactory(_ function: FunctionDeclSyntax, owner: String, selfType: String?) -> SwiftUIStyleFactoryFact? {
        guard let returnType = function.signature.returnClause?.type, let statements = function.body?.statements,
            let construction = styleConstruction(
                returnType: returnType, statements: statements, owner: owner, selfType: selfType)
        else { return nil }
        return SwiftUIStyleFactoryFact(
            name: function.name.text, parameters: function.signature.parameterClause.parameters.map(parameter),
            owner: owner, construction: construction, site: builder.site(of: Syntax(function.name)))
    }

    /// `static var branded: BrandedStyle { BrandedStyle(id: "x") }` or `static let branded = BrandedStyle(id: "x")`.
    func styleFactory(_ variable: VariableDeclSyntax, owner: String, selfType: String?) -> SwiftUIStyleFactoryFact? {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
        else { return nil }
        let construction: SwiftUIViewNode?
        if let accessors = binding.accessorBlock, let type = binding.typeAnnotation?.type {
            switch accessors.accessors {
            case .getter(let items):
                construction = styleConstruction(returnType: type, statements: items, owner: owner, selfType: selfType)
            case .accessors(let list):
                construction = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body
                    .flatMap {
                        styleConstruction(returnType: type, statements: $0.statements, owner: owner, selfType: selfType)
                    }
            }
        } else if let value = binding.initializer?.value {
            construction = styleConstruction(
                returnType: binding.typeAnnotation?.type, expression: value, owner: owner, selfType: selfType)
        } else {
            construction = nil
        }
        guard let construction else { return nil }
        return SwiftUIStyleFactoryFact(
            name: pattern.identifier.text, parameters: [], owner: owner, construction: construction,
            site: builder.site(of: Syntax(pattern.identifier)))
    }

    private func styleConstruction(
        returnType: TypeSyntax, statements: CodeBlockItemListSyntax, owner: String, selfType: String?
    ) -> SwiftUIViewNode? {
        guard statements.count == 1, let statement = statements.first else { return nil }
        let expression: ExprSyntax?
        switch statement.item {
        case .expr(let value): expression = value
        case .stmt(let value): expression = value.as(ReturnStmtSyntax.self)?.expression
        case .decl: expression = nil
        }
        return expression.flatMap {
            styleConstruction(returnType: returnType, expression: $0, owner: owner, selfType: selfType)
        }
    }

    /// `T(…)`, `Self(…)`, `.init(…)`, `T.init(…)`: a call node named after the style type.
    private func styleConstruction(returnType: TypeSyntax?, expression: ExprSyntax, owner: String, selfType: String?)
        -> SwiftUIViewNode?
    {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let written = returnType.map { SwiftUIDeclarationVisitor.typePath($0.trimmedText) }
        let declared = written == "Self" ? selfType : written
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            // `.init(…)` constructs the declared type.
            guard let base = member.base else {
                return constructionNode(call, typeText: declared, owner: owner, declared: declared)
            }
            callee = base
        }
        let calleeText = SwiftUIDeclarationVisitor.typePath(callee.trimmedText)
        guard calleeText.first?.isUppercase == true else { return nil }
        return constructionNode(
            call, typeText: calleeText == "Self" ? selfType : calleeText, owner: owner, declared: declared)
    }

    private func constructionNode(_ call: FunctionCallExprSyntax, typeText: String?, owner: String, declared: String?)
        -> SwiftUIViewNode?
    {
        guard let typeText,
            typeText.hasSuffix("Style") || owner.hasSuffix("Style") || (declared?.hasSuffix("Style") ?? false)
        else { return nil }
        let name = typeText.split(separator: ".").last.map(String.init) ?? typeText
        let whole = SourceSite(file: file, range: call.trimmedByteRange)
        var node = SwiftUIViewNode(
            baseKind: .call, name: name, nameSite: builder.site(of: Syntax(call.calledExpression)), site: whole)
        if typeText != name { node.typePath = typeText }
        node.arguments = builder.arguments(of: call)
        return node
    }

    /// `static var previews: some View { … }` of a `PreviewProvider`.
    func previews(_ variable: VariableDeclSyntax) -> SwiftUIRootFact? {
        guard let member = viewMember(variable), member.name == "previews" else { return nil }
        return SwiftUIRootFact(
            kind: .preview, name: "previews", nodes: member.nodes, site: member.site,
            conditions: variable.enclosingConditions(file: file))
    }
}
