// leaf-without-branch: an `accessibilityIdentifierLeaf` with no enclosing branch applies nothing.

/// BL-2: the leaf modifier only sets `"\(branch).\(leaf)"` when the environment holds a branch;
/// without one it returns its content unchanged, silently. The branch comes from the render
/// tree (BL-3), so a component's leaf may work in one usage and not in another: the finding
/// says which usage lacks a branch, or that none has one.
///
/// Raised by `SwiftUIResolver` (Resolution/SwiftUIResolver.swift) once every usage context of the leaf has been walked.
package enum LeafWithoutBranchRule: Rule {
    package static let description = RuleDescription(
        id: "leaf-without-branch",
        defaultSeverity: .warning,
        summary: "an accessibilityIdentifierLeaf has no enclosing accessibilityIdentifierBranch and sets no identifier",
        help: "`.accessibilityIdentifierLeaf(_:)` sets `\"<branch>.<leaf>\"` only when an `.accessibilityIdentifierBranch(_:)` encloses it in the render tree (in the same view, or around the place its component is used). Without one it sets nothing, so UI tests cannot find the element. Add a branch around the element or around the component's usage.",
        semantics: ["BL-2", "BL-3"],
        triggeringExamples: [
            """
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    VStack {
                        Text("Title").1️⃣accessibilityIdentifierLeaf("Title")
                    }
                }
            }
            """,
            """
            //- App/SettingsView.swift
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    VStack {
                        TitleRow().accessibilityIdentifierBranch("Settings")
                        TitleRow()
                    }
                }
            }
            //- App/TitleRow.swift
            import SwiftUI

            struct TitleRow: View {
                var body: some View {
                    Text("Title").1️⃣accessibilityIdentifierLeaf("Title")
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    VStack {
                        Text("Title").accessibilityIdentifierLeaf("Title")
                    }
                    .accessibilityIdentifierBranch("Settings")
                }
            }
            """,
        ]
    )

    /// The leaf gets no identifier in any usage context.
    static func neverApplies(leafSite: SourceSite, leaf: String) -> Finding {
        makeFinding(
            at: leafSite,
            message: "leaf '\(leaf)' has no enclosing accessibilityIdentifierBranch, so it sets no identifier; add a branch around it or around its component's usage",
            isUnnecessaryCode: true
        )
    }

    /// The leaf works in some usage contexts but not in those reached through `usageSites`.
    static func missingInContexts(leafSite: SourceSite, leaf: String, rootNames: [String], usageSites: [SourceSite]) -> Finding {
        var unique: [SourceSite] = []
        for site in usageSites where !unique.contains(site) { unique.append(site) }
        let roots = rootNames.prefix(3).joined(separator: ", ") + (rootNames.count > 3 ? " and \(rootNames.count - 3) more" : "")
        return makeFinding(
            at: leafSite,
            message: "leaf '\(leaf)' has no enclosing branch when reached from \(roots), so it sets no identifier there; add a branch around that usage",
            related: unique.map { RelatedSite(site: $0, message: "this usage has no enclosing branch") }
        )
    }
}
