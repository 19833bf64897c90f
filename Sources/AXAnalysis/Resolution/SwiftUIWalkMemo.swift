// Silent walks: a view walked in a scope that yielded nothing (no identifier, no finding, no
// branch, leaf or explicit identifier on the way) yields nothing in any other context either,
// so the walker visits it once per distinct scope instead of once per usage path.
//
// Why that holds: the environment (branch, usage path, `#if` clauses, list rows) only reaches
// the output through branch, leaf and explicit-identifier modifiers, and a walk that met none
// of them never read it; string bindings only reach the output through those modifiers too.
// What can change what a walk *reaches* is the scope's view bindings (content slots, `self` of
// a custom modifier), which are part of the key, and the recursion and work guards, which
// depend on the path: a walk that hit a guard is never recorded as silent. One string binding
// does decide what a walk reaches: a nil one makes `if let x` impossible (`SwiftUINilBranches`),
// so a walk that skipped such a branch counts as guarded.

/// The identity of a view expression as the walker sees it: where it is and which of its
/// modifiers are applied (a custom modifier's `self` is the node with the modifiers inside it).
struct SwiftUIWalkNodeKey: Hashable {
    var file: String
    var start: Int
    var end: Int
    var ordinal: Int
    var modifierCount: Int
    var modifierSignature: Int

    init(_ node: SwiftUIViewNode) {
        file = node.site.file
        start = node.site.range.start
        end = node.site.range.end
        ordinal = node.ordinal
        modifierCount = node.modifiers.count
        var hasher = Hasher()
        for modifier in node.modifiers { hasher.combine(modifier.nameSite.range.start) }
        hasher.combine(node.chainConditionBlocks.count)
        modifierSignature = hasher.finalize()
    }
}

/// Which walks were silent, keyed by node and by the part of the scope that can change what
/// the walk reaches.
struct SwiftUIWalkMemo {
    private struct SlotKey: Hashable {
        var name: String
        var nodes: [SwiftUIWalkNodeKey]
        var owner: Int
    }

    private struct ScopeKey: Hashable {
        var component: String?
        var slots: [SlotKey]
    }

    private struct WalkKey: Hashable {
        var node: SwiftUIWalkNodeKey
        var scope: Int
    }

    private var scopeIDs: [ScopeKey: Int] = [:]
    private var silent: Set<WalkKey> = []
    /// How many walks the memo answered (for tests and profiles).
    private(set) var hits = 0

    /// The scope's number: equal for scopes of the same component whose view bindings are the
    /// same views written in equal scopes (string bindings play no part in reaching).
    mutating func id(of scope: SwiftUIScope) -> Int {
        if let id = scope.walkMemoID { return id }
        var slots: [SlotKey] = []
        for name in scope.bindings.keys.sorted() {
            guard case .views(let views, let owner, _)? = scope.bindings[name] else { continue }
            slots.append(SlotKey(name: name, nodes: views.map(SwiftUIWalkNodeKey.init), owner: id(of: owner)))
        }
        let key = ScopeKey(component: scope.component?.qualifiedName, slots: slots)
        let id = scopeIDs[key] ?? scopeIDs.count
        scopeIDs[key] = id
        scope.walkMemoID = id
        return id
    }

    mutating func isSilent(_ node: SwiftUIViewNode, scope: SwiftUIScope) -> Bool {
        let found = silent.contains(WalkKey(node: SwiftUIWalkNodeKey(node), scope: id(of: scope)))
        if found { hits += 1 }
        return found
    }

    mutating func recordSilent(_ node: SwiftUIViewNode, scope: SwiftUIScope) {
        silent.insert(WalkKey(node: SwiftUIWalkNodeKey(node), scope: id(of: scope)))
    }
}
