// Inert views: a view whose expression holds no branch, leaf or explicit-identifier modifier
// (nor a control, when `control-without-identifier` is on), names nothing the walker could
// enter that holds one, and uses no binding whose views hold one, yields nothing in any context;
// the walker does not enter it (issue 19: "a per-type flag, computed once from summaries,
// prunes subtrees that cannot yield an identifier or a finding").
//
// Why that holds: the walker reaches other views only by name (components, their members,
// custom modifiers, view functions, styles, style factories, `ViewModifier`s) or through the
// scope's view bindings (content slots, `self` of a custom modifier, a slot forwarded as
// `Inner(content: content)`). `SwiftUIActiveNames` is the set of names under which the catalog
// has something that may yield, closed under "names something that may yield"; a view none of
// whose names is in it, and whose bindings' views are inert in their own scopes, can reach
// only views like itself. Names are compared part by part (`Profile.Row` as `Profile` and
// `Row`), so a name that means something else somewhere is counted as that too: the set can
// only be too large, which costs walks, never output. What a walk produces besides its output
// (the files it visited, for re-resolving after a string edit) is about views that yield
// nothing, whose strings no edit can make count.

/// The names under which the catalog has a view body that may yield an identifier or a finding.
struct SwiftUIActiveNames: Sendable {
    let names: Set<String>
    /// Controls count as yielding (`control-without-identifier` needs every unidentified one).
    let countsControls: Bool

    /// The fixed point over the catalog's components (with all their members), members by
    /// name, custom modifiers, view functions and style factories.
    init(catalog: SwiftUIComponentCatalog, countsControls: Bool) {
        self.countsControls = countsControls
        var units: [(names: [String], yields: Bool, mentions: Set<String>)] = []
        func unit(_ names: [String], _ nodes: [SwiftUIViewNode]) {
            var summary = SwiftUINodeSummary()
            for node in nodes { summary.add(node, countsControls: countsControls) }
            units.append((names, summary.yields, summary.mentions))
        }
        for component in catalog.components.values {
            let nodes = component.members.values.flatMap(\.nodes)
            unit([component.name] + Self.parts(component.qualifiedName), nodes)
            for member in component.members.values { unit([member.name], member.nodes) }
        }
        for (name, modifier) in catalog.customModifiers { unit(Self.parts(name), modifier.nodes) }
        for (name, function) in catalog.viewFunctions { unit(Self.parts(name), function.nodes) }
        for (name, factories) in catalog.styleFactories { unit(Self.parts(name), factories.map(\.construction)) }

        var active: Set<String> = []
        var isActive = [Bool](repeating: false, count: units.count)
        var mentionedBy: [String: [Int]] = [:]
        var pending: [String] = []
        for (index, unit) in units.enumerated() {
            if unit.yields {
                isActive[index] = true
                for name in unit.names where active.insert(name).inserted { pending.append(name) }
            } else {
                for name in unit.mentions { mentionedBy[name, default: []].append(index) }
            }
        }
        while let name = pending.popLast() {
            for index in mentionedBy[name] ?? [] where !isActive[index] {
                isActive[index] = true
                for next in units[index].names where active.insert(next).inserted { pending.append(next) }
            }
        }
        names = active
    }

    /// `Profile.Row` → `Profile`, `Row`.
    static func parts(_ name: String) -> [String] {
        guard name.utf8.contains(UInt8(ascii: ".")) else { return [name] }
        return name.split(separator: ".").map(String.init)
    }
}

/// What a view expression (with every view nested in it) may lead the walker to, for the
/// catalog's fixed point.
struct SwiftUINodeSummary {
    /// A branch, leaf or explicit-identifier modifier, or a control when controls count.
    var yields = false
    /// Every name part the walker may look up: the base's name and type path, modifier names.
    var mentions: Set<String> = []

    mutating func add(_ node: SwiftUIViewNode, countsControls: Bool) {
        mentions.formUnion(SwiftUIActiveNames.parts(node.name))
        if let path = node.typePath { mentions.formUnion(SwiftUIActiveNames.parts(path)) }
        if countsControls && node.baseKind == .call && ControlWithoutIdentifierRule.swiftUIControlNames.contains(node.name) { yields = true }
        for modifier in node.modifiers {
            if modifier.kind != .other && modifier.kind != .accessibilityElement { yields = true }
            mentions.formUnion(SwiftUIActiveNames.parts(modifier.name))
            add(modifier.arguments, countsControls: countsControls)
        }
        add(node.arguments, countsControls: countsControls)
    }

    private mutating func add(_ arguments: [SwiftUIArgument], countsControls: Bool) {
        for argument in arguments {
            if let member = argument.implicitMember { add(member, countsControls: countsControls) }
            for view in argument.views ?? [] { add(view, countsControls: countsControls) }
        }
    }
}

/// The walker's answers to "is this view inert here?", remembered per view expression (one
/// per walker, like its memo).
struct SwiftUIInertViews {
    let active: SwiftUIActiveNames
    /// nil: the view may yield whatever its scope; else the bindings it may read.
    private var references: [SwiftUIWalkNodeKey: [String]?] = [:]
    /// Views the walker did not enter (for tests and profiles).
    private(set) var pruned = 0

    init(active: SwiftUIActiveNames) {
        self.active = active
    }

    /// True when walking `node` in `scope` yields nothing: its own expression yields and names
    /// nothing active, and every binding it may read holds only views inert in their scopes.
    mutating func isInert(_ node: SwiftUIViewNode, scope: SwiftUIScope) -> Bool {
        let inert = isInertUncounted(node, scope: scope)
        if inert { pruned += 1 }
        return inert
    }

    private mutating func isInertUncounted(_ node: SwiftUIViewNode, scope: SwiftUIScope) -> Bool {
        guard let names = bindingsRead(by: node) else { return false }
        for name in names {
            if case .views? = scope.bindings[name] {
                if !bindingIsInert(name, in: scope) { return false }
            } else if scope.component?.members[name] != nil {
                // A member is walked in this same scope: it may read any of its bindings.
                for (other, binding) in scope.bindings {
                    guard case .views = binding else { continue }
                    if !bindingIsInert(other, in: scope) { return false }
                }
            }
        }
        return true
    }

    /// Whether the views bound to `name` in `scope` are all inert in the scope that wrote them.
    private mutating func bindingIsInert(_ name: String, in scope: SwiftUIScope) -> Bool {
        guard case .views(let views, let owner)? = scope.bindings[name] else { return true }
        if let known = scope.inertBindings[name] { return known }
        let inert = views.allSatisfy { isInertUncounted($0, scope: owner) }
        scope.inertBindings[name] = inert
        return inert
    }

    /// nil when the expression may yield by itself; else the binding names it may read. Each
    /// nested view's answer is remembered too: the walker asks again for the views it enters.
    private mutating func bindingsRead(by node: SwiftUIViewNode) -> [String]? {
        let key = SwiftUIWalkNodeKey(node)
        if let known = references[key] { return known }
        var result = uncachedBindingsRead(by: node)
        if let read = result, read.count > 1 { result = Set(read).sorted() }
        references[key] = .some(result)
        return result
    }

    private mutating func uncachedBindingsRead(by node: SwiftUIViewNode) -> [String]? {
        guard !mentionsActive(node.name), !(node.typePath.map(mentionsActive) ?? false) else { return nil }
        var read: [String] = []
        switch node.baseKind {
        case .call:
            if active.countsControls && ControlWithoutIdentifierRule.swiftUIControlNames.contains(node.name) { return nil }
        case .reference:
            read.append(node.name)
            if node.name.hasPrefix("self.") { read.append(node.name.replacingPrefix("self.")) }
            read.append("self")
        case .other:
            break
        }
        for modifier in node.modifiers {
            guard modifier.kind == .other || modifier.kind == .accessibilityElement, !mentionsActive(modifier.name),
                  add(modifier.arguments, to: &read) else { return nil }
        }
        guard add(node.arguments, to: &read) else { return nil }
        return read
    }

    /// Adds what the arguments' views read; false when one of them may yield.
    private mutating func add(_ arguments: [SwiftUIArgument], to read: inout [String]) -> Bool {
        for argument in arguments {
            if let string = argument.string, string.kind == .reference {
                read.append(string.value)
                if string.value.hasPrefix("self.") { read.append(string.value.replacingPrefix("self.")) }
            }
            if let member = argument.implicitMember {
                guard let inner = bindingsRead(by: member) else { return false }
                read.append(contentsOf: inner)
            }
            for view in argument.views ?? [] {
                guard let inner = bindingsRead(by: view) else { return false }
                read.append(contentsOf: inner)
            }
        }
        return true
    }

    private func mentionsActive(_ name: String) -> Bool {
        guard name.utf8.contains(UInt8(ascii: ".")) else { return active.names.contains(name) }
        return name.split(separator: ".").contains { active.names.contains(String($0)) }
    }
}
