// Finds the type of an `injectAccessibilityIdentifiers` receiver from nearby declarations.
import SwiftSyntax

/// Reads a receiver's type off its declaration: a local `let x = X()`, `let x = … as! X`,
/// `guard let x = … as? X`, an annotation, a parameter, or a property of the enclosing type.
enum ReceiverTypeInference {
    static func typeName(of receiver: ExprSyntax, in collector: SwiftFactCollector, depth: Int = 0) -> String? {
        // `if let item = item[0]` reads its own name: a bound on the chase, never a loop.
        guard depth < 6 else { return nil }
        if let cast = unwrapCast(receiver) { return cast }
        if let constructed = SwiftFactCollector.constructedTypeName(receiver) { return constructed }
        var name: String?
        if let reference = receiver.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = receiver.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return propertyType(member.declName.baseName.text, collector: collector)
        }
        guard let name else { return nil }
        if let local = localDeclarationType(name, before: receiver, collector: collector, depth: depth) { return local }
        return propertyType(name, collector: collector)
    }

    /// `(x as! X)`, `x as! X`.
    private static func unwrapCast(_ expression: ExprSyntax) -> String? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return unwrapCast(only.expression)
        }
        if let cast = expression.as(AsExprSyntax.self) { return cast.type.trimmedText }
        if let sequence = expression.as(SequenceExprSyntax.self),
            let last = sequence.elements.last, let type = last.as(TypeExprSyntax.self),
            sequence.elements.dropLast().last?.is(UnresolvedAsExprSyntax.self) == true
        {
            return type.type.trimmedText
        }
        return nil
    }

    /// Looks for the nearest declaration of `name` in the enclosing code blocks before `node`.
    /// A first lookup (`depth` 0) is remembered under the statement or scope nearest the use:
    /// every use below it sees the same declarations, and a statement often reads one name
    /// several times (`Text(model.title).accessibilityIdentifier(model.id)`).
    private static func localDeclarationType(
        _ name: String, before node: some SyntaxProtocol, collector: SwiftFactCollector, depth: Int
    ) -> String? {
        guard depth == 0 else {
            return searchLocalDeclarationType(name, before: node, collector: collector, depth: depth)
        }
        var child = Syntax(node)
        var current: Syntax? = child.parent
        while let scope = current, !isLookupScope(scope.kind) {
            child = scope
            current = scope.parent
        }
        guard let scope = current else { return nil }
        // Below a statement list the statement decides what is before the use; below any other
        // scope the scope itself does (a use under a `for` but in no statement of its body is
        // in its header, before the body, like every other use there).
        let key = LocalTypeKey(scope: scope.kind == .codeBlockItemList ? child.id : scope.id, name: name)
        if let known = collector.localTypeMemo[key] { return known }
        let found = searchLocalDeclarationType(name, before: node, collector: collector, depth: depth)
        collector.localTypeMemo[key] = .some(found)
        return found
    }

    /// The ancestor kinds `searchLocalDeclarationType` reads; it passes over every other.
    private static func isLookupScope(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .codeBlockItemList, .functionDecl, .initializerDecl, .deinitializerDecl, .accessorDecl, .memberBlock,
            .closureExpr, .forStmt, .guardStmt, .ifExpr:
            return true
        default:
            return false
        }
    }

    private static func searchLocalDeclarationType(
        _ name: String, before node: some SyntaxProtocol, collector: SwiftFactCollector, depth: Int
    ) -> String? {
        var child = Syntax(node)
        var current: Syntax? = child.parent
        // One look at each ancestor's kind: most ancestors are none of these, and a failed
        // cast to each in turn costs more than the search itself on a long chain.
        while let scope = current {
            switch scope.kind {
            case .codeBlockItemList:
                // The statement that holds the use and those before it, nearest first: the
                // statements after it are never read (a long body asked once per call).
                if let block = scope.as(CodeBlockItemListSyntax.self) {
                    for item in block[...child.index].reversed() {
                        if let found = declaredType(name, in: Syntax(item.item), collector: collector, depth: depth) {
                            return found
                        }
                    }
                }
            // A declaration's body sees its parameters and its type's members, never the
            // statements around the declaration (this also keeps a body's facts independent of
            // everything outside it, which `ExtractionMemo` relies on).
            case .functionDecl:
                guard let function = scope.as(FunctionDeclSyntax.self) else { return nil }
                return parameterType(name, function.signature.parameterClause.parameters)
            case .initializerDecl:
                guard let initializer = scope.as(InitializerDeclSyntax.self) else { return nil }
                return parameterType(name, initializer.signature.parameterClause.parameters)
            case .deinitializerDecl, .accessorDecl, .memberBlock:
                return nil
            case .closureExpr:
                guard let closure = scope.as(ClosureExprSyntax.self) else { break }
                if let parameters = closure.signature?.parameterClause?.as(ClosureParameterClauseSyntax.self) {
                    for parameter in parameters.parameters
                    where (parameter.secondName ?? parameter.firstName).text == name {
                        return parameter.type?.trimmedText
                    }
                }
                // `{ _, cell, _ in … }`: the parameter shadows any `cell` outside, and its type is not written.
                if let names = closure.signature?.parameterClause?.as(ClosureShorthandParameterListSyntax.self),
                    names.contains(where: { $0.name.text == name })
                {
                    return nil
                }
            case .forStmt:
                // `for choice in choices`: an element of the sequence's type.
                if let loop = scope.as(ForStmtSyntax.self),
                    loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                    node.position >= loop.body.position
                {
                    return typeName(of: loop.sequence, in: collector, depth: depth + 1).flatMap(elementType)
                }
            case .guardStmt:
                if let guardStatement = scope.as(GuardStmtSyntax.self),
                    let found = conditionType(name, guardStatement.conditions, collector: collector, depth: depth)
                {
                    return found
                }
            case .ifExpr:
                if let ifExpression = scope.as(IfExprSyntax.self),
                    let found = conditionType(name, ifExpression.conditions, collector: collector, depth: depth)
                {
                    return found
                }
            default:
                break
            }
            child = scope
            current = scope.parent
        }
        return nil
    }

    private static func parameterType(_ name: String, _ parameters: FunctionParameterListSyntax) -> String? {
        for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
            return parameter.type.trimmedText
        }
        return nil
    }

    private static func declaredType(_ name: String, in item: Syntax, collector: SwiftFactCollector, depth: Int)
        -> String?
    {
        if let variable = item.as(VariableDeclSyntax.self) {
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let annotated = binding.typeAnnotation?.type.trimmedText { return annotated }
                if let value = binding.initializer?.value {
                    return unwrapCast(value) ?? SwiftFactCollector.constructedTypeName(value)
                        ?? derivedType(value, collector: collector, depth: depth + 1)
                }
            }
        }
        if let guardStatement = item.as(GuardStmtSyntax.self) {
            return conditionType(name, guardStatement.conditions, collector: collector, depth: depth)
        }
        return nil
    }

    private static func conditionType(
        _ name: String, _ conditions: ConditionElementListSyntax, collector: SwiftFactCollector, depth: Int
    ) -> String? {
        for element in conditions {
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            else { continue }
            if let annotated = binding.typeAnnotation?.type.trimmedText { return annotated }
            if let value = binding.initializer?.value {
                return unwrapCast(value) ?? SwiftFactCollector.constructedTypeName(value)
                    ?? derivedType(value, collector: collector, depth: depth + 1)
            }
        }
        return nil
    }

    /// `choices[index]` (an element of the collection's type) and `configuration(for: state)`
    /// (what a function of the enclosing type declares it returns).
    private static func derivedType(_ value: ExprSyntax, collector: SwiftFactCollector, depth: Int) -> String? {
        if let subscripted = value.as(SubscriptCallExprSyntax.self) {
            return typeName(of: subscripted.calledExpression, in: collector, depth: depth).flatMap(elementType)
        }
        if let call = value.as(FunctionCallExprSyntax.self) {
            let name: String?
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text
            } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            {
                name = member.declName.baseName.text
            } else {
                name = nil
            }
            guard let name, name.first?.isLowercase == true else { return nil }
            return returnType(of: name, around: Syntax(call))
        }
        return nil
    }

    /// The return type of the function `name` declared in the type around `node`.
    private static func returnType(of name: String, around node: Syntax) -> String? {
        var current = node.parent
        while let ancestor = current {
            if let members = ancestor.as(MemberBlockSyntax.self) {
                for member in members.members {
                    if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name,
                        let returned = function.signature.returnClause?.type.trimmedText
                    {
                        return returned
                    }
                }
                return nil
            }
            current = ancestor.parent
        }
        return nil
    }

    /// `[Choice]`, `Array<Choice>`, `[Category: Model]` (the value), optional or not.
    static func elementType(_ collection: String) -> String? {
        if let dictionary = dictionaryTypes(collection) { return dictionary.value }
        var text = collection.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("Array<"), text.hasSuffix(">") { return String(text.dropFirst(6).dropLast()) }
        guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
        return text.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
    }

    /// `[Category: Model]` (optional or not) → its key and value types; nil for any other type.
    static func dictionaryTypes(_ collection: String) -> (key: String, value: String)? {
        var text = collection.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
        let inner = text.dropFirst().dropLast()
        // The dictionary's colon at the outermost level.
        var depth = 0
        for index in inner.indices {
            switch inner[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0:
                return (
                    inner[..<index].trimmingCharacters(in: .whitespaces),
                    inner[inner.index(after: index)...].trimmingCharacters(in: .whitespaces)
                )
            default: break
            }
        }
        return nil
    }

    private static func propertyType(_ name: String, collector: SwiftFactCollector) -> String? {
        guard let owner = collector.enclosingTypeName,
            let type = collector.summary.types.last(where: { $0.qualifiedName == owner })
        else { return nil }
        return type.properties.first { $0.name == name }?.effectiveTypeName
    }
}

/// A name looked up below one statement or scope (`ReceiverTypeInference.localDeclarationType`).
struct LocalTypeKey: Hashable {
    let scope: SyntaxIdentifier
    let name: String
}
