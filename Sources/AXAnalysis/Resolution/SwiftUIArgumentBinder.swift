// Matches a usage site's arguments (`Card(title: "A") { … }`) to a component's init, as Swift
// does, so each property gets the value this usage gives it (BL-7) or its content slot views.

/// One parameter as far as matching cares.
private struct MatchableParameter {
    let label: String?
    let acceptsClosure: Bool
    let hasDefault: Bool
}

struct SwiftUIArgumentBinder {
    let strings: SwiftUIStringResolver

    /// Bindings for a component instance created at `node` in `callerScope`.
    func bindings(for component: SwiftUIComponent, at node: SwiftUIViewNode, callerScope: SwiftUIScope) -> [String:
        SwiftUIBinding]
    {
        var result: [String: SwiftUIBinding] = [:]
        for property in component.storedProperties where !property.hasPropertyWrapper {
            if let value = property.stringDefault {
                result[property.name] = .string(SwiftUIPendingString { strings.resolve(value, in: callerScope) })
            }
        }
        let arguments = node.arguments
        if let (initializer, matches) = bestExplicitInitializer(component, arguments: arguments) {
            result.merge(
                initializerBindings(
                    component, initializer: initializer, matches: matches, arguments: arguments,
                    callerScope: callerScope, delegations: 0)
            ) { _, new in new }
        } else if component.declarationInitializers.isEmpty {
            let parameters = component.storedProperties.filter(\.isMemberwiseParameter)
            let matchable = parameters.map { property in
                // Wrapped properties (`@Environment(\.x) var x`, `@State var y = 0`) are treated as
                // optional: their parameters, when they exist, are rarely passed.
                MatchableParameter(
                    label: property.name, acceptsClosure: property.isClosureTyped || property.holdsViews,
                    hasDefault: property.hasInitializer || property.hasPropertyWrapper
                        || (property.typeText?.hasSuffix("?") ?? false))
            }
            let matches = match(matchable, arguments: arguments) ?? labelMatches(parameters, arguments: arguments)
            for (parameterIndex, property) in parameters.enumerated() where !property.hasPropertyWrapper {
                if let argumentIndex = matches[parameterIndex],
                    let value = value(of: arguments[argumentIndex], name: property.name, callerScope: callerScope)
                {
                    result[property.name] = value
                }
            }
        }
        return result
    }

    /// The properties `initializer` sets when called with `arguments` (matched by `matches`)
    /// from `callerScope`, through the init it delegates to with `self.init(…)` if any.
    private func initializerBindings(
        _ component: SwiftUIComponent, initializer: SwiftUIInitializerFact, matches: [Int: Int],
        arguments: [SwiftUIArgument], callerScope: SwiftUIScope, delegations: Int
    ) -> [String: SwiftUIBinding] {
        var parameterValues: [String: SwiftUIBinding] = [:]
        for (parameterIndex, parameter) in initializer.parameters.enumerated() {
            if let argumentIndex = matches[parameterIndex],
                let value = value(of: arguments[argumentIndex], name: parameter.name, callerScope: callerScope)
            {
                parameterValues[parameter.name] = value
            } else if let value = parameter.stringDefault {
                parameterValues[parameter.name] = .string(
                    SwiftUIPendingString { strings.resolve(value, in: callerScope) })
            }
        }
        var result: [String: SwiftUIBinding] = [:]
        // The init's own body, where its parameters have this use's values.
        let initializerScope = SwiftUIScope(
            component: component, bindings: parameterValues, displayName: callerScope.displayName)
        // `self.init(…)` runs before the assignments after it, which win. Delegation chains are
        // short; the bound only stops two inits that name each other.
        if let delegated = initializer.delegatedArguments, delegations < 4,
            let (target, targetMatches) = bestExplicitInitializer(
                component, arguments: delegated, excluding: initializer)
        {
            result = initializerBindings(
                component, initializer: target, matches: targetMatches, arguments: delegated,
                callerScope: initializerScope, delegations: delegations + 1)
        }
        for (property, literal) in initializer.propertyLiterals {
            result[property] = .string(SwiftUIPendingString { strings.resolve(literal, in: callerScope) })
        }
        for (property, parameterName) in initializer.propertyFromParameter {
            // The first property of that name (a dictionary of them per instantiation was
            // hashing in every component the render walk made).
            if component.storedProperties.first(where: { $0.name == property })?.hasPropertyWrapper == true {
                continue
            }
            result[property] = parameterValues[parameterName]
        }
        for (property, expression) in initializer.propertyExpressions {
            result[property] = .string(SwiftUIPendingString { strings.resolve(expression, in: initializerScope) })
        }
        return result
    }

    /// Parameter bindings for a call of a `some View` function member (`row("A")`).
    func bindings(for parameters: [SwiftUIParameterFact], arguments: [SwiftUIArgument], callerScope: SwiftUIScope)
        -> [String: SwiftUIBinding]
    {
        let matchable = parameters.map {
            MatchableParameter(label: $0.label, acceptsClosure: $0.isClosureTyped, hasDefault: $0.hasDefault)
        }
        let matches = match(matchable, arguments: arguments) ?? [:]
        var result: [String: SwiftUIBinding] = [:]
        for (index, parameter) in parameters.enumerated() {
            if let argumentIndex = matches[index],
                let value = value(of: arguments[argumentIndex], name: parameter.name, callerScope: callerScope)
            {
                result[parameter.name] = value
            } else if let value = parameter.stringDefault {
                result[parameter.name] = .string(SwiftUIPendingString { strings.resolve(value, in: callerScope) })
            }
        }
        return result
    }

    /// The declaration among `overloads` a call with `arguments` runs, as Swift picks it by
    /// labels: the first that takes every argument and leaves no closure parameter without a
    /// default unfilled, else the first that takes every argument; nil when none does (the
    /// call is to something else of that name, such as SwiftUI's own `alert` beside an app's
    /// `alert(item:)`).
    func overload(among overloads: [SwiftUIViewMemberFact], arguments: [SwiftUIArgument]) -> SwiftUIViewMemberFact? {
        var accepting: SwiftUIViewMemberFact?
        for candidate in overloads {
            let matchable = candidate.parameters.map {
                MatchableParameter(label: $0.label, acceptsClosure: $0.isClosureTyped, hasDefault: $0.hasDefault)
            }
            guard let matches = match(matchable, arguments: arguments) else { continue }
            if matchable.indices.allSatisfy({ matches[$0] != nil || matchable[$0].hasDefault }) { return candidate }
            if accepting == nil { accepting = candidate }
        }
        return accepting
    }

    /// When the call matches no memberwise shape (a property the analysis misread), bind by
    /// label and give the first trailing closure to the first view-holding property.
    private func labelMatches(_ parameters: [SwiftUIPropertyFact], arguments: [SwiftUIArgument]) -> [Int: Int] {
        var result: [Int: Int] = [:]
        for (argumentIndex, argument) in arguments.enumerated() {
            let parameterIndex: Int?
            if argument.isTrailingClosure && argument.label == nil {
                parameterIndex = parameters.firstIndex { $0.holdsViews || $0.isClosureTyped }
            } else {
                parameterIndex = parameters.firstIndex { $0.name == argument.label }
            }
            if let parameterIndex, result[parameterIndex] == nil { result[parameterIndex] = argumentIndex }
        }
        return result
    }

    private func bestExplicitInitializer(
        _ component: SwiftUIComponent, arguments: [SwiftUIArgument], excluding: SwiftUIInitializerFact? = nil
    ) -> (SwiftUIInitializerFact, [Int: Int])? {
        for initializer in component.declarationInitializers + component.extensionInitializers
        where initializer.site != excluding?.site {
            let matchable = initializer.parameters.map {
                MatchableParameter(label: $0.label, acceptsClosure: $0.isClosureTyped, hasDefault: $0.hasDefault)
            }
            if let matches = match(matchable, arguments: arguments) { return (initializer, matches) }
        }
        return nil
    }

    /// Swift's forward scan: labelled arguments in parameter order, skipping defaulted
    /// parameters; the first trailing closure takes the next closure parameter. Returns
    /// parameter index → argument index, or nil when the call cannot match.
    private func match(_ parameters: [MatchableParameter], arguments: [SwiftUIArgument]) -> [Int: Int]? {
        var result: [Int: Int] = [:]
        var next = 0
        for (argumentIndex, argument) in arguments.enumerated() {
            let isUnlabelledTrailing = argument.isTrailingClosure && argument.label == nil
            while next < parameters.count {
                let parameter = parameters[next]
                let fits = isUnlabelledTrailing ? parameter.acceptsClosure : parameter.label == argument.label
                if fits { break }
                guard parameter.hasDefault || isUnlabelledTrailing else { return nil }
                next += 1
            }
            guard next < parameters.count else { return nil }
            result[next] = argumentIndex
            next += 1
        }
        for index in next..<max(next, parameters.count)
        where !parameters[index].hasDefault && !parameters[index].acceptsClosure {
            return nil
        }
        return result
    }

    /// What `argument` gives the parameter `name` in `callerScope`: views, a string, or nil.
    func value(of argument: SwiftUIArgument, name: String, callerScope: SwiftUIScope) -> SwiftUIBinding? {
        // An enum case's closures are no content slot: the walker renders them at the call.
        if argument.isCasePayload { return nil }
        if let views = argument.views {
            return .views(
                views, owner: callerScope, closureParameters: argument.isClosure ? argument.closureParameterNames : nil)
        }
        if argument.string == nil, let boolean = argument.booleanLiteral {
            // `Card(isInvisibleForLayout: true)`: read by `.accessibilityHidden(isInvisibleForLayout)`.
            return .string(
                SwiftUIPendingString {
                    SwiftUIResolvedString(text: boolean ? "true" : "false", isDynamic: false, steps: [])
                })
        }
        guard let string = argument.string else { return nil }
        if string.kind == .reference,
            case .views(let views, let owner, let parameters)? = callerScope.bindings[
                string.value.replacingPrefix("self.")]
        {
            // A slot forwarded to another component: `Inner(content: content)`.
            return .views(views, owner: owner, closureParameters: parameters)
        }
        let strings = strings
        return .string(
            SwiftUIPendingString {
                var resolved = strings.resolve(string, in: callerScope)
                let shown =
                    resolved.isNil ? StringExpr.nilText : resolved.isDynamic ? resolved.text : "\"\(resolved.text)\""
                resolved.steps.append(
                    ProvenanceStep(kind: .property, site: argument.site, detail: "\(name) = \(shown) at this usage"))
                return resolved
            })
    }
}

extension String {
    /// The string without `prefix` when it starts with it.
    func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
