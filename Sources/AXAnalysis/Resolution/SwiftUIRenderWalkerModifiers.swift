// Custom modifiers: `extension View` view functions and `.modifier(SomeViewModifier())` are
// inlined where they are used, with `self` / `content` standing for the view they modify, so
// branches and leaves written inside them apply in the right place (BL-3, BL-4).

extension SwiftUIRenderWalker {
    /// Walks a custom modifier's body with the modified view (`selfSlot`: the base and the
    /// modifiers inside this one) bound to `self` or to `body(content:)`'s parameter. Returns
    /// false when `name` is no custom modifier the workspace defines.
    func inlineCustomModifier(
        named name: String, arguments: [SwiftUIArgument], selfSlot: @autoclosure () -> SwiftUIBinding,
        at call: SwiftUICallSite, scope: SwiftUIScope, environment: SwiftUIEnvironment
    ) -> Bool {
        if name == "modifier", let applied = arguments.first?.views?.first, applied.baseKind == .call,
            let viewModifier = catalog.viewModifier(for: applied, from: scope.component?.qualifiedName),
            let body = viewModifier.members["body"]
        {
            let key = "modifier:\(viewModifier.qualifiedName)"
            if let index = environment.recursiveEntry(key, at: call.site) {
                memberGuardHit(at: index)
                return false
            }
            if let variants = ternaryVariants(of: applied.arguments, scope: scope, environment: environment) {
                for (variantArguments, variantEnvironment) in variants {
                    var variantApplied = applied
                    variantApplied.arguments = variantArguments
                    var outer = arguments
                    if let first = outer.indices.first { outer[first].views = [variantApplied] }
                    _ = inlineCustomModifier(
                        named: name, arguments: outer, selfSlot: selfSlot(), at: call, scope: scope,
                        environment: variantEnvironment)
                }
                return true
            }
            var bindings = binder.bindings(for: viewModifier, at: applied, callerScope: scope)
            bindings[body.parameters.first?.name ?? "content"] = selfSlot()
            var inner = environment
            inner.memberStack.append(SwiftUIMemberEntry(key: key, site: call.site))
            inner.enter(call, detail: "\(viewModifier.name) applied in \(scope.displayName)")
            let modifierScope = SwiftUIScope(
                component: viewModifier, bindings: bindings, displayName: viewModifier.name)
            if !inert.isInert(body: body.nodes, at: body.site, scope: modifierScope) {
                walk(body.nodes, scope: modifierScope, environment: inner)
            }
            return true
        }
        // SwiftUI's own modifier of the same name when no declaration takes these arguments.
        if let custom = binder.overload(
            among: SwiftUIComponentCatalog.overloads(of: name, in: catalog.customModifiers), arguments: arguments)
        {
            let key = "modifier:\(name)"
            if let index = environment.recursiveEntry(key, at: call.site) {
                memberGuardHit(at: index)
                return false
            }
            if let variants = ternaryVariants(of: arguments, scope: scope, environment: environment) {
                for (variantArguments, variantEnvironment) in variants {
                    _ = inlineCustomModifier(
                        named: name, arguments: variantArguments, selfSlot: selfSlot(), at: call, scope: scope,
                        environment: variantEnvironment)
                }
                return true
            }
            var bindings = binder.bindings(for: custom.parameters, arguments: arguments, callerScope: scope)
            bindings["self"] = selfSlot()
            var inner = environment
            inner.helperConditionStart = inner.conditions.count
            inner.memberStack.append(SwiftUIMemberEntry(key: key, site: call.site))
            inner.enter(call, detail: "\(name) applied in \(scope.displayName)")
            let modifierScope = SwiftUIScope(component: nil, bindings: bindings, displayName: scope.displayName)
            modifierScope.helperCall = call.key.text
            walkCasePayloads(arguments, scope: scope, environment: inner)
            if !inert.isInert(body: custom.nodes, at: custom.site, scope: modifierScope) {
                walk(custom.nodes, scope: modifierScope, environment: inner)
            }
            return true
        }
        return false
    }

    /// `.textFieldStyle(.branded(accessibilityIdentifier: IDs.password))`,
    /// `.buttonStyle(BrandedButtonStyle(id: "x"))`: the style's `makeBody`/`_body` is walked
    /// here, its stored properties bound from the initialiser's arguments, or from the factory's
    /// construction with the factory's parameters bound from this call (BL-7). Returns false
    /// when the argument names no style the workspace defines (`.plain`, `.bordered`).
    @discardableResult
    func inlineStyle(
        _ modifier: SwiftUIModifier, at call: SwiftUICallSite, scope: SwiftUIScope, environment: SwiftUIEnvironment
    ) -> Bool {
        guard modifier.name.hasSuffix("Style"), let argument = modifier.arguments.first else { return false }
        let styleArguments = argument.implicitMember?.arguments ?? argument.views?.first?.arguments ?? []
        if let variants = ternaryVariants(of: styleArguments, scope: scope, environment: environment) {
            var walked = false
            for (variantArguments, variantEnvironment) in variants {
                var variant = modifier
                guard let first = variant.arguments.indices.first else { continue }
                if argument.implicitMember != nil {
                    variant.arguments[first].implicitMember?.arguments = variantArguments
                } else if var views = variant.arguments[first].views, let firstView = views.indices.first {
                    views[firstView].arguments = variantArguments
                    variant.arguments[first].views = views
                }
                walked = inlineStyle(variant, at: call, scope: scope, environment: variantEnvironment) || walked
            }
            return walked
        }
        let context = scope.component?.qualifiedName
        let style: (component: SwiftUIComponent, body: SwiftUIViewMemberFact)
        let bindings: [String: SwiftUIBinding]
        if let member = argument.implicitMember {
            let protocolName = modifier.name.prefix(1).uppercased() + modifier.name.dropFirst()
            guard let factory = catalog.styleFactory(named: member.name, protocolName: protocolName),
                let found = catalog.style(path: factory.construction.typePath ?? factory.construction.name, from: nil)
            else { return false }
            let parameters = binder.bindings(for: factory.parameters, arguments: member.arguments, callerScope: scope)
            let factoryScope = SwiftUIScope(component: nil, bindings: parameters, displayName: scope.displayName)
            style = found
            bindings = binder.bindings(for: found.component, at: factory.construction, callerScope: factoryScope)
                .mapValues { binding in
                    // The construction's step is the factory's, not this use's.
                    guard case .string(let pending) = binding else { return binding }
                    let construction = factory.construction.site
                    let factoryName = factory.name
                    return .string(
                        pending.map { value in
                            guard let last = value.steps.indices.last, construction.file == value.steps[last].site.file,
                                construction.range.contains(value.steps[last].site.range)
                            else { return value }
                            var value = value
                            value.steps[last].detail = value.steps[last].detail.replacingOccurrences(
                                of: " at this usage", with: " in factory \(factoryName)")
                            return value
                        })
                }
        } else if let node = argument.views?.first, node.baseKind == .call,
            let found = catalog.style(path: node.typePath ?? node.name, from: context)
        {
            style = found
            bindings = binder.bindings(for: found.component, at: node, callerScope: scope)
        } else {
            return false
        }
        let key = "style:\(style.component.qualifiedName)"
        if let index = environment.recursiveEntry(key, at: call.site) {
            memberGuardHit(at: index)
            return false
        }
        var inner = environment
        inner.memberStack.append(SwiftUIMemberEntry(key: key, site: call.site))
        inner.enter(call, detail: "\(style.component.name) applied in \(scope.displayName)")
        let styleScope = SwiftUIScope(component: style.component, bindings: bindings, displayName: style.component.name)
        if !inert.isInert(body: style.body.nodes, at: style.body.site, scope: styleScope) {
            walk(style.body.nodes, scope: styleScope, environment: inner)
        }
        return true
    }

    /// `makeBadge("x")` / `Components.primaryButton("x")`: a free or static view function,
    /// walked where it is called with its parameters bound to the call's arguments.
    func inlineViewFunction(
        named name: String, arguments: [SwiftUIArgument], at call: SwiftUICallSite, scope: SwiftUIScope,
        environment: SwiftUIEnvironment
    ) -> Bool {
        let overloads = SwiftUIComponentCatalog.overloads(of: name, in: catalog.viewFunctions)
        guard let function = binder.overload(among: overloads, arguments: arguments) ?? overloads.first else {
            return false
        }
        let key = "function:\(name)"
        if let index = environment.recursiveEntry(key, at: call.site) {
            memberGuardHit(at: index)
            return true
        }
        if let variants = ternaryVariants(of: arguments, scope: scope, environment: environment) {
            for (variantArguments, variantEnvironment) in variants {
                _ = inlineViewFunction(
                    named: name, arguments: variantArguments, at: call, scope: scope, environment: variantEnvironment)
            }
            return true
        }
        let bindings = binder.bindings(for: function.parameters, arguments: arguments, callerScope: scope)
        var inner = environment
        inner.memberStack.append(SwiftUIMemberEntry(key: key, site: call.site))
        inner.enter(call, detail: "\(name) called in \(scope.displayName)")
        let functionScope = SwiftUIScope(component: nil, bindings: bindings, displayName: scope.displayName)
        walkCasePayloads(arguments, scope: scope, environment: inner)
        if !inert.isInert(body: function.nodes, at: function.site, scope: functionScope) {
            walk(function.nodes, scope: functionScope, environment: inner)
        }
        return true
    }

    /// `Card(title: flag ? "a" : "b")`: the arguments once per value of the first ternary among
    /// them, each with its run-time clause, so the use is walked once per value (its
    /// identifiers are never duplicates of each other); nil when no argument is a ternary.
    func ternaryVariants(of arguments: [SwiftUIArgument], scope: SwiftUIScope, environment: SwiftUIEnvironment) -> [(
        [SwiftUIArgument], SwiftUIEnvironment
    )]? {
        for index in arguments.indices {
            guard let string = arguments[index].string, string.kind == .other,
                let alternatives = strings.alternatives(string, in: scope)
            else { continue }
            return runtimeClauses(alternatives).map { clause, alternative in
                var variant = arguments
                variant[index].string = StringExpr(
                    kind: alternative.value.isDynamic ? .interpolated : .literal, value: alternative.value.text,
                    site: string.site)
                var inner = environment
                inner.addConditions([clause])
                return (variant, inner)
            }
        }
        return nil
    }

    /// Inside a custom modifier, `padding().accessibilityIdentifierBranch("X")` modifies
    /// `self` implicitly: the base `padding()` is `self` (or another custom modifier of it).
    /// A built-in modifier applied so keeps its closures' views, which render at its position
    /// as they do in a chain: a router's `navigationDestination(for:) { switch … }`, an
    /// `overlay { … }`, a `sheet { … }`.
    func walkImplicitSelf(_ node: SwiftUIViewNode, scope: SwiftUIScope, environment: SwiftUIEnvironment) -> Bool {
        guard let selfSlot = scope.bindings["self"], scope.bindings[node.name] == nil else { return false }
        if inlineCustomModifier(
            named: node.name, arguments: node.arguments, selfSlot: selfSlot, at: SwiftUICallSite(node), scope: scope,
            environment: environment)
        {
            return true
        }
        if case .views(let views, let owner, _) = selfSlot {
            // The modified view was written outside this body (`recursiveEntry(_:at:)`).
            if !inert.isInert(binding: "self", in: scope) {
                var inner = environment
                inner.memberStack.append(SwiftUIMemberEntry(key: "slot:self", site: nil))
                inner.componentSlotFloor = inner.componentStack.count
                walk(views, scope: owner, environment: inner)
            }
            walkArgumentViews(
                node, scope: scope,
                environment: environment.presenting(
                    modifier: node.name, from: scope.displayName, at: SwiftUICallSite(node).key))
            return true
        }
        return false
    }
}

/// Where a function or custom modifier is called: a context-path key and the name token.
struct SwiftUICallSite {
    var key: SwiftUIContextStep
    var site: SourceSite

    init(key: SwiftUIContextStep, site: SourceSite) {
        self.key = key
        self.site = site
    }

    /// The call node itself (`badge("x")`, `padding()` inside a custom modifier).
    init(_ node: SwiftUIViewNode) {
        self.init(key: .node(file: node.site.file, ordinal: node.ordinal, modifierIndex: nil), site: node.nameSite)
    }

    /// A modifier of a chain (`.card()`, `Components.primaryButton(…)`).
    init(_ node: SwiftUIViewNode, modifierIndex: Int, modifier: SwiftUIModifier) {
        self.init(
            key: .node(file: node.site.file, ordinal: node.ordinal, modifierIndex: modifierIndex),
            site: modifier.nameSite)
    }
}
