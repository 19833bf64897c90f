// leaf-conflicts-with-explicit-identifier: a leaf and an explicit identifier on one element.

/// BL-6: the leaf ends in SwiftUI's `.accessibilityIdentifier(_:)`, so a leaf that applies and
/// an explicit `.accessibilityIdentifier(_:)` in the same modifier chain both set the
/// element's identifier; which one the element shows is SwiftUI-version behaviour, so ax-lsp
/// does not pick one and reports both values.
///
/// Raised by `SwiftUIRenderWalker` (Resolution/SwiftUIRenderWalker.swift) during `SwiftUIResolver`'s render-tree walk.
package enum LeafConflictsWithExplicitIdentifierRule: Rule {
    package static let description = RuleDescription(
        id: "leaf-conflicts-with-explicit-identifier",
        defaultSeverity: .warning,
        summary: "an element has both an applied leaf and an explicit accessibilityIdentifier",
        help:
            "`.accessibilityIdentifierLeaf(_:)` sets the identifier with `.accessibilityIdentifier(_:)`, so combining it with an explicit `.accessibilityIdentifier(_:)` on the same element sets two identifiers; which one wins depends on the SwiftUI version. Keep one of them.",
        semantics: ["BL-6"],
        triggeringExamples: [
            """
            import SwiftUI

            struct ProfileView: View {
                var body: some View {
                    VStack {
                        Text("Name")
                            .1️⃣accessibilityIdentifierLeaf("Name")
                            .accessibilityIdentifier("profile.name")
                    }
                    .accessibilityIdentifierBranch("Profile")
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI

            struct ProfileView: View {
                var body: some View {
                    VStack {
                        Text("Name").accessibilityIdentifierLeaf("Name")
                        Text("Email").accessibilityIdentifier("profile.email")
                    }
                    .accessibilityIdentifierBranch("Profile")
                }
            }
            """
        ]
    )

    static func finding(leafSite: SourceSite, leafValue: String, explicitSite: SourceSite, explicitValue: String)
        -> Finding
    {
        makeFinding(
            at: leafSite,
            message:
                "leaf identifier '\(leafValue)' and explicit identifier '\(explicitValue)' are set on the same element; which one it shows depends on the SwiftUI version, keep one",
            identifier: leafValue,
            related: [RelatedSite(site: explicitSite, message: "the explicit identifier '\(explicitValue)'")]
        )
    }
}
