// leaf-inside-leaf: a leaf below another leaf applies nothing, because a leaf clears the branch.

/// BL-2: a leaf that applied sets the environment branch to nil for its whole subtree, so a
/// leaf inside it (in the same chain before it, or in its content) finds no branch and sets
/// nothing. Put a branch between them, or drop one of the leaves.
///
/// Raised by `SwiftUIRenderWalker` (Resolution/SwiftUIRenderWalker.swift) during `SwiftUIResolver`'s render-tree walk.
package enum LeafInsideLeafRule: Rule {
    package static let description = RuleDescription(
        id: "leaf-inside-leaf",
        defaultSeverity: .warning,
        summary: "an accessibilityIdentifierLeaf inside another leaf sets no identifier",
        help:
            "A leaf that applies an identifier clears the branch for everything below it, so a leaf inside it (in its content, or written before it in the same modifier chain) sets nothing. Add an `.accessibilityIdentifierBranch(_:)` between the two leaves, or remove one.",
        semantics: ["BL-2", "BL-4"],
        triggeringExamples: [
            """
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    VStack {
                        Text("Inner").1️⃣accessibilityIdentifierLeaf("Inner")
                    }
                    .accessibilityIdentifierLeaf("Group")
                    .accessibilityIdentifierBranch("Settings")
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    VStack {
                        Text("Inner").accessibilityIdentifierLeaf("Inner")
                    }
                    .accessibilityIdentifierBranch("Group")
                    .accessibilityIdentifierBranch("Settings")
                }
            }
            """
        ]
    )

    static func finding(leafSite: SourceSite, leaf: String, outerLeafSite: SourceSite, outerLeaf: String) -> Finding {
        makeFinding(
            at: leafSite,
            message:
                "leaf '\(leaf)' is inside leaf '\(outerLeaf)', which clears the branch, so it sets no identifier; add a branch between them or remove one",
            related: [RelatedSite(site: outerLeafSite, message: "the enclosing leaf '\(outerLeaf)'")],
            isUnnecessaryCode: true
        )
    }
}
