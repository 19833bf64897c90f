// Edits that change only strings written in SwiftUI views (typing inside
// `.accessibilityIdentifierLeaf("…")`, `.accessibilityIdentifier("…")`, `Row(id: "…")`): the
// roots whose walks never read the file keep their output, so only the others walk again
// (`ResolvedWorkspace.reresolvingSwiftUI`: an edit inside an identifier re-resolves only
// the roots that reach it).

/// A file whose new summary is its old one moved past one edit span, except for the values of
/// strings inside SwiftUI view expressions (arguments and identifier modifiers' values), and
/// facts no resolver reads (shown texts and outline facts, which the rules read again anyway).
/// Declarations are compared whole: a string constant, a property default, a parameter default
/// or an initialiser's literal that changed makes the edit a change like any other.
struct SwiftUIStringEdit {
    var path: String
    /// How positions after the edit span moved.
    var shift: OffsetShift

    /// The edit from `old` (of `oldText`) to `new` (of `newText`), or nil when it changed more
    /// than view strings (or nothing at all in them: a move is cheaper still).
    static func between(old: FileSummary, oldText: String, new: FileSummary, newText: String) -> SwiftUIStringEdit? {
        guard old.path == new.path, old.kind == new.kind, new.kind == .swift,
            let span = EditSpan.between(oldText, newText)
        else { return nil }
        var moved = old.shifted(span.shift)
        guard moved.swiftUI != new.swiftUI else { return nil }
        moved.outline = new.outline
        moved.visibleTexts = new.visibleTexts
        moved.swiftUI = erasingViewStrings(moved.swiftUI)
        // The calls of the edited view expression: the walk reads their strings again.
        moved.valueFlows = moved.valueFlows.map(erasingCallValues)
        var erasedNew = new
        erasedNew.swiftUI = erasingViewStrings(new.swiftUI)
        erasedNew.valueFlows = new.valueFlows.map(erasingCallValues)
        erasedNew.outline = new.outline
        guard moved == erasedNew else { return nil }
        return SwiftUIStringEdit(path: new.path, shift: span.shift)
    }

    /// Whether `moved` (an old summary moved past the one span the texts differ in) and `new`
    /// differ in the value of some string in a view expression and in nothing else a resolution
    /// or a position-free comparison reads (shown texts and outline facts aside): then no
    /// mapping of positions can make them equal, and flattening both to look for one (most of
    /// a keystroke in an identifier literal) is skipped.
    static func differOnlyInViewStrings(_ moved: FileSummary, _ new: FileSummary) -> Bool {
        guard moved.swiftUI != new.swiftUI else { return false }
        var comparable = moved
        comparable.swiftUI = new.swiftUI
        comparable.valueFlows = new.valueFlows
        guard moved.valueFlows.map(erasingCallValues) == new.valueFlows.map(erasingCallValues) else { return false }
        comparable.visibleTexts = new.visibleTexts
        comparable.outline = new.outline
        return comparable == new && moved.swiftUI.equal(to: new.swiftUI, erasingDifferentNodes: erase)
    }

    private static func erasingCallValues(_ fact: ValueFlowFact) -> ValueFlowFact {
        fact.kind == .call ? ValueFlowDeclaredNames.erasingValues(fact) : fact
    }

    /// `facts` with the value of every string in a view expression blanked (kinds and positions
    /// kept), and nothing else changed.
    static func erasingViewStrings(_ facts: SwiftUIFileFacts) -> SwiftUIFileFacts {
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

    private static func erase(_ node: SwiftUIViewNode) -> SwiftUIViewNode {
        var node = node
        node.arguments = node.arguments.map(erase)
        for index in node.modifiers.indices {
            node.modifiers[index].value?.value = ""
            node.modifiers[index].arguments = node.modifiers[index].arguments.map(erase)
        }
        return node
    }

    private static func erase(_ argument: SwiftUIArgument) -> SwiftUIArgument {
        var argument = argument
        argument.string?.value = ""
        argument.views = argument.views?.map(erase)
        argument.implicitMember = argument.implicitMember.map(erase)
        return argument
    }
}
