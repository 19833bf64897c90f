// Which string arguments of a SwiftUI body the resolution can read: typing in `Text("…")` or
// `.navigationTitle("…")` changes the file's facts but no identifier, so it stays a move
// (results shifted, nothing resolved again) as long as no declaration of the workspace is
// called by that name: edits resolve only what they change.
//
// The render walker reads a call's string arguments only when it binds them to something the
// workspace declares: a component's properties (`Row(title: "x")`), a custom modifier's, view
// function's or member's parameters (`.card("x")`, `makeBadge("x")`, `row("x")`), a style's
// (`.buttonStyle(PillStyle(id: "x"))`, `.textFieldStyle(.branded(id: "x"))`), a `ViewModifier`
// (`.modifier(Badge("x"))`). A built-in view or modifier (`Text`, `Button`, `navigationTitle`)
// never passes its strings on. Branch, leaf and identifier values are never inert.

/// The names a SwiftUI call can bind strings to, taken from every file's declarations.
struct SwiftUIDeclaredNames: Equatable {
    private var names: Set<String> = []

    init(summaries: [String: FileSummary]) {
        for summary in summaries.values {
            let facts = summary.swiftUI
            for fragment in facts.typeFragments {
                // A call binds its strings to a type only to render it: as a component, a
                // `ViewModifier` or a style, each through one of `renderingMembers`. An extension
                // of a built-in view that adds helpers or an `init` (`extension Text { func
                // warningLabel() }`, common in real apps) renders nothing, so `Text("…")` stays inert.
                if fragment.isDeclaration
                    || fragment.viewMembers.contains(where: { Self.renderingMembers.contains($0.name) })
                {
                    names.insert(fragment.name)
                }
                for member in fragment.viewMembers { names.insert(member.name) }
            }
            for function in facts.customModifiers + facts.viewFunctions {
                names.insert(function.name)
                if let last = function.name.split(separator: ".").last { names.insert(String(last)) }
            }
            for factory in facts.styleFactories { names.insert(factory.name) }
        }
    }

    /// The members through which the walker renders a type: a component's or `ViewModifier`'s
    /// `body`, a style's `makeBody`/`_body` (`SwiftUIComponentCatalog.styleBodyNames`).
    static let renderingMembers: Set<String> = Set(["body"] + SwiftUIComponentCatalog.styleBodyNames)

    /// True when a call named `name` (a base view, a modifier, a static member) may bind its
    /// string arguments: the workspace declares something of that name, or it applies one
    /// (`modifier`, a `…Style` modifier).
    func mayBindStrings(_ name: String) -> Bool {
        name == "modifier" || name.hasSuffix("Style") || names.contains(name)
            || names.contains(name.split(separator: ".").last.map(String.init) ?? name)
    }

    /// Whether `old` and `new` are equal but for string arguments no resolution reads: then both
    /// resolve to the same identifiers and findings. Exactly
    /// `erasingInertStrings(old) == erasingInertStrings(new)`, but a list of view nodes is erased
    /// only when it differs: typing in one `Text` of a 1,500-line view erased every list of the
    /// file twice (a quarter of such a keystroke). Each list found equal after erasure is replaced
    /// in a copy of `old` by `new`'s, so the last comparison finds the two the same storage.
    func equalIgnoringInertStrings(_ old: SwiftUIFileFacts, _ new: SwiftUIFileFacts) -> Bool {
        old.equal(to: new, erasingDifferentNodes: erase)
    }

    /// `facts` with the string arguments no resolution reads removed: two files whose erased
    /// facts are equal resolve to the same identifiers and findings. The definition that
    /// `equalIgnoringInertStrings` answers without erasing everything (`InertSwiftUIStringsTests`).
    func erasingInertStrings(_ facts: SwiftUIFileFacts) -> SwiftUIFileFacts {
        var erased = facts
        for fragment in erased.typeFragments.indices {
            for member in erased.typeFragments[fragment].viewMembers.indices {
                erased.typeFragments[fragment].viewMembers[member].nodes = erased.typeFragments[fragment].viewMembers[
                    member
                ].nodes.map(erase)
            }
        }
        for root in erased.roots.indices { erased.roots[root].nodes = erased.roots[root].nodes.map(erase) }
        for function in erased.customModifiers.indices {
            erased.customModifiers[function].nodes = erased.customModifiers[function].nodes.map(erase)
        }
        for function in erased.viewFunctions.indices {
            erased.viewFunctions[function].nodes = erased.viewFunctions[function].nodes.map(erase)
        }
        return erased
    }

    private func erase(_ node: SwiftUIViewNode) -> SwiftUIViewNode {
        var node = node
        let keepsBaseStrings =
            node.baseKind != .call || mayBindStrings(node.typePath ?? node.name) || mayBindStrings(node.name)
        node.arguments = node.arguments.map { erase($0, keepingString: keepsBaseStrings) }
        for index in node.modifiers.indices where node.modifiers[index].kind == .other {
            let keeps = mayBindStrings(node.modifiers[index].name)
            node.modifiers[index].arguments = node.modifiers[index].arguments.map { erase($0, keepingString: keeps) }
        }
        return node
    }

    private func erase(_ argument: SwiftUIArgument, keepingString: Bool) -> SwiftUIArgument {
        var argument = argument
        if !keepingString { argument.string = nil }
        argument.views = argument.views?.map(erase)
        return argument
    }
}

extension SwiftUIFileFacts {
    /// Whether these facts equal `other` once `erase` is applied to every view node of both,
    /// erasing only the node lists that differ: each list found equal after erasure is replaced
    /// in a copy of `self` by `other`'s, so the last comparison finds the two the same storage.
    func equal(to other: SwiftUIFileFacts, erasingDifferentNodes erase: (SwiftUIViewNode) -> SwiftUIViewNode) -> Bool {
        guard typeFragments.count == other.typeFragments.count, roots.count == other.roots.count,
            customModifiers.count == other.customModifiers.count, viewFunctions.count == other.viewFunctions.count
        else { return false }
        var matched = self
        func match(_ nodes: [SwiftUIViewNode], _ otherNodes: [SwiftUIViewNode]) -> Bool {
            nodes == otherNodes || (nodes.count == otherNodes.count && nodes.map(erase) == otherNodes.map(erase))
        }
        for fragment in typeFragments.indices {
            let members = typeFragments[fragment].viewMembers
            let otherMembers = other.typeFragments[fragment].viewMembers
            guard members.count == otherMembers.count else { return false }
            for member in members.indices where match(members[member].nodes, otherMembers[member].nodes) {
                matched.typeFragments[fragment].viewMembers[member].nodes = otherMembers[member].nodes
            }
        }
        for root in roots.indices where match(roots[root].nodes, other.roots[root].nodes) {
            matched.roots[root].nodes = other.roots[root].nodes
        }
        for function in customModifiers.indices
        where match(customModifiers[function].nodes, other.customModifiers[function].nodes) {
            matched.customModifiers[function].nodes = other.customModifiers[function].nodes
        }
        for function in viewFunctions.indices
        where match(viewFunctions[function].nodes, other.viewFunctions[function].nodes) {
            matched.viewFunctions[function].nodes = other.viewFunctions[function].nodes
        }
        return matched == other
    }
}
