// Finds the child view controllers a class embeds (`addChild`), from its outline facts, so that
// the screen model puts a child's elements on its parent's screen.

/// Reads `addChild(…)` calls on `self` in a class's methods (top-level statements and `for`
/// bodies, as `OutlineFactExtractor` records them). The child's class comes from the argument:
/// a construction (`addChild(SettingsViewController())`), a local constructed in the same method
/// (`let child = SettingsViewController(); addChild(child)`), or a stored property of the class
/// (its written or inferred type, or its initial construction). Anything else is not recorded:
/// an unknown child stays its own screen.
enum EmbeddedChildExtractor {
    static func children(in outline: OutlineFileFacts, types: [TypeFact]) -> [EmbeddedChildFact] {
        var found: [EmbeddedChildFact] = []
        for fact in outline.classes {
            let typeFact = types.first { $0.name == fact.name }
            // Most methods embed nothing: only those that call `addChild` collect their locals
            // (which copied every local's value of every method, 6% of a keystroke in a large
            // view controller).
            for method in fact.methods where callsAddChild(method.bodyIgnoringPositions) {
                var locals: [String: OutlineExpr] = [:]
                collect(method.body, locals: &locals) { argument, locals in
                    guard let child = childClass(of: argument, locals: locals, outlineClass: fact, type: typeFact),
                        child != fact.name
                    else { return }
                    let embedded = EmbeddedChildFact(parentClass: fact.name, childClass: child)
                    if !found.contains(embedded) { found.append(embedded) }
                }
            }
        }
        return found
    }

    private static func callsAddChild(_ statements: [OutlineStatement]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .call(receiver: nil, name: "addChild", _): return true
            case .forIn(_, _, let body): return callsAddChild(body)
            default: return false
            }
        }
    }

    private static func collect(
        _ statements: [OutlineStatement], locals: inout [String: OutlineExpr],
        _ record: (OutlineExpr, [String: OutlineExpr]) -> Void
    ) {
        for statement in statements {
            switch statement.kind {
            case .local(let name, let value):
                locals[name] = value
            case .call(receiver: nil, name: "addChild", let arguments):
                if let first = arguments.first, first.label == nil { record(first.value, locals) }
            case .forIn(_, _, let body):
                var inner = locals
                collect(body, locals: &inner, record)
            default:
                break
            }
        }
    }

    private static func childClass(
        of argument: OutlineExpr, locals: [String: OutlineExpr], outlineClass: OutlineClassFact, type: TypeFact?
    ) -> String? {
        switch argument {
        case .call(let callee, _):
            return constructedClass(callee)
        case .path(let path):
            if let local = locals[path], case .call(let callee, _) = local { return constructedClass(callee) }
            if let property = type?.properties.first(where: { $0.name == path && !$0.isStatic }),
                let written = property.typeName ?? property.inferredTypeName
            {
                return TypeNameText.baseName(written)
            }
            if let property = outlineClass.properties.first(where: { $0.name == path }),
                case .call(let callee, _)? = property.initialValue
            {
                return constructedClass(callee)
            }
            return nil
        default:
            return nil
        }
    }

    /// `SettingsViewController` → itself; `UIStoryboard.instantiate…` and other calls → nil.
    private static func constructedClass(_ callee: String) -> String? {
        let base = TypeNameText.baseName(callee)
        guard let first = base.first, first.isUppercase, !base.contains("(") else { return nil }
        return base
    }
}
