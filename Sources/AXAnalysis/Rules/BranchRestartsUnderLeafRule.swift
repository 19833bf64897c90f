// branch-restarts-under-leaf: a branch inside a leaf starts a new path instead of continuing.

/// BL-4, BL-5: a leaf sets the environment branch to nil for its subtree, so a branch inside
/// it (in its content, or written before it in the same modifier chain) does not continue the
/// outer path: `"X"` instead of `"Outer.X"`. Usually the branch was meant to wrap the leaf.
///
/// Raised by `SwiftUIRenderWalker` (Resolution/SwiftUIRenderWalker.swift) during `SwiftUIResolver`'s render-tree walk.
package enum BranchRestartsUnderLeafRule: Rule {
    package static let description = RuleDescription(
        id: "branch-restarts-under-leaf",
        defaultSeverity: .warning,
        summary: "an accessibilityIdentifierBranch inside a leaf starts a new path",
        help:
            "A leaf clears the branch for everything below it, so a branch inside it (in its content, or written before the leaf in the same modifier chain: modifiers apply from the last one inwards) starts a fresh path instead of extending the outer one. Move the branch after the leaf in the chain, or outside the leaf's view.",
        semantics: ["BL-4", "BL-5"],
        triggeringExamples: [
            """
            import SwiftUI

            struct CardView: View {
                var body: some View {
                    VStack {
                        HStack {
                            Text("Price").accessibilityIdentifierLeaf("Price")
                        }
                        .1️⃣accessibilityIdentifierBranch("Details")
                    }
                    .accessibilityIdentifierLeaf("Card")
                    .accessibilityIdentifierBranch("Shop")
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI

            struct CardView: View {
                var body: some View {
                    VStack {
                        HStack {
                            Text("Price").accessibilityIdentifierLeaf("Price")
                        }
                        .accessibilityIdentifierBranch("Details")
                    }
                    .accessibilityIdentifierBranch("Card")
                    .accessibilityIdentifierBranch("Shop")
                }
            }
            """
        ]
    )

    static func finding(branchSite: SourceSite, branch: String, leafSite: SourceSite, leaf: String) -> Finding {
        makeFinding(
            at: branchSite,
            message:
                "branch '\(branch)' is inside leaf '\(leaf)', which clears the branch, so it starts a new path '\(branch)'; move it outside the leaf (after it in the chain) to extend the outer path",
            related: [RelatedSite(site: leafSite, message: "the enclosing leaf '\(leaf)'")]
        )
    }
}
