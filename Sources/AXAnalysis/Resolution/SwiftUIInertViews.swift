// Inert views: views whose expressions hold no branch, leaf or explicit-identifier modifier
// (nor a control, when `control-without-identifier` is on), name nothing the walker could
// enter that holds one, and use no binding whose views hold one, yield nothing in any context;
// the walker does not enter such a body or binding ("a per-type flag, computed once
// from summaries, prunes subtrees that cannot yield an identifier or a finding").
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
// is about views that yield nothing: the files it visited (for re-resolving after a string
// edit: no string edit changes a name or a modifier's kind, so none makes them count), and the
// components it reached (previews skip those; a component reached only inside a body that is
// not entered is walked by its previews, with the previews' own content).

/// The names under which the catalog has a view body that may yield an identifier or a finding.
struct SwiftUIActiveNames: Sendable {
    let names: Set<String>
    /// Controls count as yielding (`control-without-identifier` needs every unidentified one).
    let countsControls: Bool

    /// The fixed point over the catalog's bodies: components (active when one of their members
    /// is), members by name, custom modifiers, view functions and style factories. A body is
    /// active when it yields by itself or mentions a name under which an active body is.
    init(catalog: SwiftUIComponentCatalog, countsControls: Bool) {
        self.countsControls = countsControls
        // The bodies, each with the names it is found under; a component's own entry has no
        // views and is made active by its members (`owner`).
        var unitNames: [[String]] = []
        var unitNodes: [[SwiftUIViewNode]] = []
        var owner: [Int?] = []
        func unit(_ names: [String], _ nodes: [SwiftUIViewNode], owner unitOwner: Int? = nil) {
            unitNames.append(names)
            unitNodes.append(nodes)
            owner.append(unitOwner)
        }
        for component in catalog.components.values {
            let index = unitNames.count
            unit([component.name] + Self.parts(component.qualifiedName), [])
            for member in component.members.values { unit([member.name], member.nodes, owner: index) }
        }
        // Under the declared name: a later overload's key (`name#2`) is no name a view writes.
        for modifier in catalog.customModifiers.values { unit(Self.parts(modifier.name), modifier.nodes) }
        for function in catalog.viewFunctions.values { unit(Self.parts(function.name), function.nodes) }
        for (name, factories) in catalog.styleFactories { unit(Self.parts(name), factories.map(\.construction)) }

        // Only names some body is found under can make another active.
        let registered = Set(unitNames.joined())
        var isActive = [Bool](repeating: false, count: unitNames.count)
        var mentionedBy: [String: [Int]] = [:]
        var pending: [Int] = []
        var mentions: [String] = []
        for index in unitNodes.indices {
            mentions.removeAll(keepingCapacity: true)
            if Self.scan(unitNodes[index], countsControls: countsControls, registered: registered, into: &mentions) {
                isActive[index] = true
                pending.append(index)
            } else {
                for name in mentions { mentionedBy[name, default: []].append(index) }
            }
        }
        var active: Set<String> = []
        while let index = pending.popLast() {
            if let unitOwner = owner[index], !isActive[unitOwner] {
                isActive[unitOwner] = true
                pending.append(unitOwner)
            }
            for name in unitNames[index] where active.insert(name).inserted {
                for next in mentionedBy[name] ?? [] where !isActive[next] {
                    isActive[next] = true
                    pending.append(next)
                }
            }
        }
        names = active
    }

    /// True when the views yield by themselves (a branch, leaf or explicit-identifier modifier,
    /// or a control when controls count); else adds every registered name part they mention
    /// (a base's name and type path, modifier names, nested views').
    private static func scan(
        _ nodes: [SwiftUIViewNode], countsControls: Bool, registered: Set<String>, into mentions: inout [String]
    ) -> Bool {
        func mention(_ name: String) {
            if !name.utf8.contains(UInt8(ascii: ".")) {
                if registered.contains(name) { mentions.append(name) }
                return
            }
            for part in name.split(separator: ".") where registered.contains(String(part)) {
                mentions.append(String(part))
            }
        }
        func scan(_ node: SwiftUIViewNode) -> Bool {
            if countsControls && node.baseKind == .call
                && ControlWithoutIdentifierRule.swiftUIControlNames.contains(node.name)
            {
                return true
            }
            // `screenshotPrevented(accessibilityIdentifier: id)` inside an `extension View` function.
            if node.implicitSelfIdentifierHelper != nil { return true }
            mention(node.name)
            if let path = node.typePath { mention(path) }
            for modifier in node.modifiers {
                if modifier.kind != .other && modifier.kind != .accessibilityElement { return true }
                // A package's identifier helper (`.optionalAccessibilityIdentifier(id)`).
                if modifier.identifierHelperArgument != nil { return true }
                mention(modifier.name)
                if scan(modifier.arguments) { return true }
            }
            return scan(node.arguments)
        }
        func scan(_ arguments: [SwiftUIArgument]) -> Bool {
            for argument in arguments {
                if let member = argument.implicitMember, scan(member) { return true }
                for view in argument.views ?? [] where scan(view) { return true }
            }
            return false
        }
        return nodes.contains(where: scan)
    }

    /// `Profile.Row` → `Profile`, `Row`.
    static func parts(_ name: String) -> [String] {
        guard name.utf8.contains(UInt8(ascii: ".")) else { return [name] }
        return name.split(separator: ".").map(String.init)
    }
}

/// The walker's answers to "is this body, or this binding's views, inert here?". Asked where a
/// walk would enter another body (a component, member, custom modifier, view function or
/// style) or a binding's views (a slot, `self`), not at every view: a view inside a body being
/// walked costs little, entering one is what multiplies. One per walker, like its memo.
struct SwiftUIInertViews {
    let active: SwiftUIActiveNames
    /// Per body (by its declaration's site): nil when it may yield whatever its scope; else the
    /// names it may read from its scope.
    private var bodyReads: [SourceSite: [String]?] = [:]

    init(active: SwiftUIActiveNames) {
        self.active = active
    }

    /// True when walking `nodes`, the body declared at `site`, in `scope` yields nothing: they
    /// yield and name nothing active, and every binding they may read holds only inert views.
    mutating func isInert(body nodes: [SwiftUIViewNode], at site: SourceSite, scope: SwiftUIScope) -> Bool {
        let reads: [String]?
        if let known = bodyReads[site] {
            reads = known
        } else {
            reads = self.reads(nodes)
            bodyReads[site] = .some(reads)
        }
        guard let reads else { return false }
        return readsAreInert(reads, in: scope)
    }

    /// True when the views bound to `name` in `scope` are all inert in the scope that wrote them
    /// (true when `name` binds no views).
    mutating func isInert(binding name: String, in scope: SwiftUIScope) -> Bool {
        bindingIsInert(name, in: scope)
    }

    private mutating func readsAreInert(_ names: [String], in scope: SwiftUIScope) -> Bool {
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

    private mutating func bindingIsInert(_ name: String, in scope: SwiftUIScope) -> Bool {
        guard case .views(let views, let owner, _)? = scope.bindings[name] else { return true }
        if let known = scope.inertBindings[name] { return known }
        // Written in `owner`'s scope, which is older than this one: the recursion ends.
        let inert = reads(views).map { readsAreInert($0, in: owner) } ?? false
        scope.inertBindings[name] = inert
        return inert
    }

    /// nil when the views may yield by themselves (a branch, leaf or explicit identifier, a
    /// control when controls count, an active name); else the names they may read from the
    /// scope they are walked in: references (`content`, `row`), `self` (implicit in a custom
    /// modifier) and references passed as arguments (a forwarded slot).
    private func reads(_ nodes: [SwiftUIViewNode]) -> [String]? {
        var read: [String] = []
        for node in nodes { guard add(node, to: &read) else { return nil } }
        if read.count > 1 { read = Set(read).sorted() }
        return read
    }

    private func add(_ node: SwiftUIViewNode, to read: inout [String]) -> Bool {
        guard !mentionsActive(node.name), !(node.typePath.map(mentionsActive) ?? false) else { return false }
        switch node.baseKind {
        case .call:
            if active.countsControls && ControlWithoutIdentifierRule.swiftUIControlNames.contains(node.name) {
                return false
            }
        case .reference:
            // `screenshotPrevented(accessibilityIdentifier: id)` inside an `extension View` function.
            if node.implicitSelfIdentifierHelper != nil { return false }
            read.append(node.name)
            if node.name.hasPrefix("self.") { read.append(node.name.replacingPrefix("self.")) }
            read.append("self")
        case .other:
            break
        }
        for modifier in node.modifiers {
            guard modifier.kind == .other || modifier.kind == .accessibilityElement, !mentionsActive(modifier.name),
                modifier.identifierHelperArgument == nil,
                add(modifier.arguments, to: &read)
            else { return false }
        }
        return add(node.arguments, to: &read)
    }

    private func add(_ arguments: [SwiftUIArgument], to read: inout [String]) -> Bool {
        for argument in arguments {
            if let string = argument.string, string.kind == .reference {
                read.append(string.value)
                if string.value.hasPrefix("self.") { read.append(string.value.replacingPrefix("self.")) }
            }
            if let member = argument.implicitMember, !add(member, to: &read) { return false }
            for view in argument.views ?? [] where !add(view, to: &read) { return false }
        }
        return true
    }

    private func mentionsActive(_ name: String) -> Bool {
        guard name.utf8.contains(UInt8(ascii: ".")) else { return active.names.contains(name) }
        return name.split(separator: ".").contains { active.names.contains(String($0)) }
    }
}
