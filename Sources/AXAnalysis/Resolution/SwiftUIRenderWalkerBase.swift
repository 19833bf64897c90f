// The base of a view expression: a component instance, a content slot, a `some View` member,
// or a built-in view whose closures hold children (BL-3).

extension SwiftUIRenderWalker {
    /// Walks what the base view renders, with the environment left by the whole chain.
    func walkBase(_ node: SwiftUIViewNode, scope: SwiftUIScope, environment: SwiftUIEnvironment) {
        switch node.baseKind {
        case .call:
            if let component = catalog.component(for: node, from: scope.component?.qualifiedName) {
                instantiate(component, at: node, scope: scope, environment: environment)
                return
            }
            var childEnvironment = environment
            childEnvironment.listRow = nil
            if Self.repeatsChildren(node) {
                childEnvironment.isRepeated = true
                childEnvironment.listRow = SwiftUIListRow(node)
            }
            if node.name == "TabView" {
                walkTabs(node, scope: scope, environment: childEnvironment)
            } else if node.name == "NavigationLink"
                || (node.name.contains("Navigation") && node.arguments.contains { $0.label == "root" && $0.isClosure })
            {
                walkNavigationLink(node, scope: scope, environment: childEnvironment)
            } else {
                walkArgumentViews(node, scope: scope, environment: childEnvironment)
            }
        case .reference:
            walkReference(node, scope: scope, environment: environment)
        case .other:
            walkArgumentViews(node, scope: scope, environment: environment)
        }
    }

    func walkArgumentViews(_ node: SwiftUIViewNode, scope: SwiftUIScope, environment: SwiftUIEnvironment) {
        for argument in node.arguments { walk(argument.views ?? [], scope: scope, environment: environment) }
    }

    /// `NavigationLink(destination: Detail()) { … }`, `NavigationLink { Detail() } label: { … }`:
    /// the destination is pushed in place of the view holding the link, a screen of its own; the
    /// label renders here. A navigation container from a package (`CoordinatedNavigationStack(…)
    /// { route in … } root: { … }`) shows its `root:` here and pushes its other closures.
    private func walkNavigationLink(_ node: SwiftUIViewNode, scope: SwiftUIScope, environment: SwiftUIEnvironment) {
        let keptHere = node.name == "NavigationLink" ? "label" : "root"
        let hasKeptClosure = node.arguments.contains { $0.label == keptHere }
        // `NavigationLink("Details") { Detail() }`: after a title, the trailing closure is the destination.
        let titled =
            node.name == "NavigationLink" && node.arguments.first.map { $0.label == nil && !$0.isClosure } == true
            && !node.arguments.contains { $0.label == "destination" || $0.label == "value" }
        for (index, argument) in node.arguments.enumerated() {
            guard let views = argument.views else { continue }
            let isDestination =
                argument.label == "destination"
                || ((hasKeptClosure || titled) && argument.label == nil && argument.isClosure)
            guard isDestination else {
                walk(views, scope: scope, environment: environment)
                continue
            }
            var pushed = environment
            pushed.enterScreen(.push, from: scope.displayName, at: .text("\(SwiftUICallSite(node).key.text).a\(index)"))
            walk(views, scope: scope, environment: pushed)
        }
    }

    /// A `TabView`'s children are its tabs, and only the selected one is on screen: each is a
    /// screen of its own (a `ForEach` of tabs is one child, its rows already repeated).
    private func walkTabs(_ node: SwiftUIViewNode, scope: SwiftUIScope, environment: SwiftUIEnvironment) {
        var tab = 0
        for argument in node.arguments {
            for view in argument.views ?? [] {
                var inner = environment
                inner.enterScreen(.tab, from: scope.displayName, at: .text("\(SwiftUICallSite(node).key.text).t\(tab)"))
                tab += 1
                walk([view], scope: scope, environment: inner)
            }
        }
    }

    /// `ForEach(items) { … }` and `List(items) { … }` render their closure once per element.
    static func repeatsChildren(_ node: SwiftUIViewNode) -> Bool {
        switch node.name {
        case "ForEach": return true
        case "List", "Table", "OutlineGroup":
            return node.arguments.contains {
                !$0.isClosure && $0.views == nil && ($0.label == nil || $0.label == "data")
            }
        default: return false
        }
    }

    /// A component used here: its body sees this usage's environment and bindings (BL-3, BL-7).
    private func instantiate(
        _ component: SwiftUIComponent, at node: SwiftUIViewNode, scope: SwiftUIScope, environment: SwiftUIEnvironment
    ) {
        guard let body = component.members["body"] else { return }
        if let index = environment.recursiveComponent(component.qualifiedName, at: node.nameSite) {
            componentGuardHit(at: index)
            return
        }
        if isWalkingPreview && componentsSkippedInPreviews.contains(component.qualifiedName) {
            pathGuardHit()
            return
        }
        reachedComponents.insert(component.qualifiedName)
        if let variants = ternaryVariants(of: node.arguments, scope: scope, environment: environment) {
            for (arguments, variantEnvironment) in variants {
                var usage = node
                usage.arguments = arguments
                instantiate(component, at: usage, scope: scope, environment: variantEnvironment)
            }
            return
        }
        let bindings = binder.bindings(for: component, at: node, callerScope: scope)
        let componentScope = SwiftUIScope(component: component, bindings: bindings, displayName: component.name)
        var inner = environment
        inner.pushComponent(component.qualifiedName, usedAt: node.nameSite)
        inner.addConditions(component.conditions)
        inner.contextPath.append(.node(file: node.site.file, ordinal: node.ordinal, modifierIndex: nil))
        if inner.firstUsageSite == nil { inner.firstUsageSite = node.nameSite }
        inner.addUsageStep(
            ProvenanceStep(kind: .usage, site: node.nameSite, detail: "\(component.name) used in \(scope.displayName)"))
        walkCasePayloads(node.arguments, scope: scope, environment: inner)
        if inert.isInert(body: body.nodes, at: body.site, scope: componentScope) { return }
        walk(body.nodes, scope: componentScope, environment: inner)
    }

    /// `Row(kind: .custom { … })`: the callee renders an enum case's closures where its body
    /// switches over the case, which the walk does not follow; they render inside this use, in
    /// the caller's scope (an explicit identifier there is context-free, EX-2).
    func walkCasePayloads(_ arguments: [SwiftUIArgument], scope: SwiftUIScope, environment: SwiftUIEnvironment) {
        for argument in arguments where argument.isCasePayload {
            walk(argument.views ?? [], scope: scope, environment: environment)
        }
    }

    /// A closure's parameters (`names`, or `$0`, `$1`, … when it names none) bound to the
    /// arguments of the call that runs it, by position, in the caller's `scope`: `transform(self)`
    /// binds `$0` to the view the helper modifies, `transform(self, value)` also `value`.
    private func closureParameterBindings(_ names: [String], arguments: [SwiftUIArgument], scope: SwiftUIScope)
        -> [String: SwiftUIBinding]
    {
        var result: [String: SwiftUIBinding] = [:]
        for (index, argument) in arguments.enumerated() {
            let name = names.isEmpty ? "$\(index)" : index < names.count ? names[index] : "_"
            guard name != "_", let value = binder.value(of: argument, name: name, callerScope: scope) else { continue }
            result[name] = value
        }
        return result
    }

    /// `content` / `content()` (a slot), `header` / `row(x)` (a member), or an unknown name.
    private func walkReference(_ node: SwiftUIViewNode, scope: SwiftUIScope, environment: SwiftUIEnvironment) {
        if case .views(let views, let owner, let closureParameters)? = scope.bindings[node.name] {
            // `transform(self)`: the closure's parameters stand for the call's arguments.
            let parameters =
                closureParameters.map { closureParameterBindings($0, arguments: node.arguments, scope: scope) } ?? [:]
            let passesViews = parameters.values.contains { if case .views = $0 { return true } else { return false } }
            // A closure that only places the views it is given is inert by itself, not with them.
            if !passesViews, inert.isInert(binding: node.name, in: scope) { return }
            // BL-3: the slot's views get the environment of the place the slot is used.
            var inner = environment
            inner.memberStack.append(SwiftUIMemberEntry(key: "slot:\(node.name)", site: nil))
            inner.componentSlotFloor = inner.componentStack.count
            inner.contextPath.append(SwiftUICallSite(node).key)
            guard inner.memberStack.count < Self.maximumDepth else {
                pathGuardHit()
                return
            }
            // The view a helper hands its closure renders on every path the helper takes; what
            // the closure adds to it, only on the path that calls it.
            if scope.closureParameters.contains(node.name) { inner.isInsideGuardedHelperClosure = false }
            if passesViews && environment.isUnderHelperCondition { inner.isInsideGuardedHelperClosure = true }
            walk(
                views, scope: parameters.isEmpty ? owner : owner.addingClosureParameters(parameters), environment: inner
            )
            return
        }
        if let component = scope.component,
            let member = member(named: node.name, calledWith: node.arguments, in: component),
            node.name != "body" || member.isFunction
        {
            // A property and a function may share a name (`addButton`, `addButton(sendToBitwarden:)`):
            // they are different members, so they do not count as recursion into each other.
            let key = "\(component.qualifiedName).\(node.name)" + (member.isFunction ? "()" : "")
            if let index = environment.recursiveEntry(key, at: node.nameSite) {
                memberGuardHit(at: index)
                return
            }
            var inner = environment
            inner.memberStack.append(SwiftUIMemberEntry(key: key, site: node.nameSite))
            inner.contextPath.append(SwiftUICallSite(node).key)
            var memberScope = scope
            if member.isFunction,
                let variants = ternaryVariants(of: node.arguments, scope: scope, environment: environment)
            {
                for (arguments, variantEnvironment) in variants {
                    var call = node
                    call.arguments = arguments
                    walkReference(call, scope: scope, environment: variantEnvironment)
                }
                return
            }
            if member.isFunction {
                let parameterBindings = binder.bindings(
                    for: member.parameters, arguments: node.arguments, callerScope: scope)
                memberScope = scope.adding(parameterBindings)
                walkCasePayloads(node.arguments, scope: scope, environment: inner)
            }
            if inert.isInert(body: member.nodes, at: member.site, scope: memberScope) { return }
            walk(member.nodes, scope: memberScope, environment: inner)
            return
        }
        if walkImplicitSelf(node, scope: scope, environment: environment) { return }
        if inlineViewFunction(
            named: node.name, arguments: node.arguments, at: SwiftUICallSite(node), scope: scope,
            environment: environment)
        {
            return
        }
        // A helper outside the component (`makeSection { … }`): its closures still render here.
        walkArgumentViews(node, scope: scope, environment: environment)
    }
}

extension SwiftUIRenderWalker {
    /// The member a reference runs: a bare name (`addButton`) is the property of that name, a
    /// call with arguments (`addButton(sendToBitwarden: true)`) one of the functions, picked by
    /// labels as Swift picks it. Swift allows no property beside a function without
    /// parameters, so `name()` finds the only declaration.
    func member(named name: String, calledWith arguments: [SwiftUIArgument], in component: SwiftUIComponent)
        -> SwiftUIViewMemberFact?
    {
        let declarations = SwiftUIComponentCatalog.overloads(of: name, in: component.members)
        guard let first = declarations.first else { return nil }
        if declarations.count == 1 { return first }
        let functions = declarations.filter(\.isFunction)
        if arguments.isEmpty, let property = declarations.first(where: { !$0.isFunction }) { return property }
        guard let firstFunction = functions.first else { return first }
        return functions.count > 1
            ? binder.overload(among: functions, arguments: arguments) ?? firstFunction : firstFunction
    }
}

/// The ways a chain's postfix `#if` blocks can be configured.
enum SwiftUIChainConditions {
    static let maximumCombinations = 64

    /// Every choice of one clause per block (a single empty choice when there are no blocks).
    static func combinations(of blocks: [SwiftUIChainConditionBlock]) -> [[ConditionClause]] {
        var result: [[ConditionClause]] = [[]]
        for block in blocks {
            var next: [[ConditionClause]] = []
            for partial in result {
                for clause in block.clauses where next.count < maximumCombinations {
                    next.append(partial + [clause])
                }
            }
            result = next
        }
        return result
    }
}
