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
        help:
            "`.accessibilityIdentifierLeaf(_:)` sets `\"<branch>.<leaf>\"` only when an `.accessibilityIdentifierBranch(_:)` encloses it in the render tree (in the same view, or around the place its component is used). Without one it sets nothing, so UI tests cannot find the element. Add a branch around the element or around the component's usage.",
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
            """
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
            // A helper's branch applies where the helper is used: a bare call on `self`, a
            // computed property, a `@ViewBuilder` switch, a closure the helper hands `self`.
            """
            import SwiftUI

            extension View {
                func section(_ name: String) -> some View { accessibilityIdentifierBranch(name) }
                var settingsBranch: some View { self.accessibilityIdentifierBranch("Settings") }
                func apply<V: View>(_ block: (Self) -> V) -> V { block(self) }
            }

            struct SettingsView: View {
                var body: some View {
                    VStack {
                        Text("A").accessibilityIdentifierLeaf("A").section("Settings")
                        Text("B").accessibilityIdentifierLeaf("B").settingsBranch
                        Text("C").accessibilityIdentifierLeaf("C").apply { $0.accessibilityIdentifierBranch("Settings") }
                    }
                }
            }
            """,
            """
            import SwiftUI

            enum Mode { case compact, regular }

            extension View {
                @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                    if condition { transform(self) } else { self }
                }

                @ViewBuilder func branch(for mode: Mode) -> some View {
                    switch mode {
                    case .compact: accessibilityIdentifierBranch("Compact")
                    case .regular: accessibilityIdentifierBranch("Regular")
                    }
                }
            }

            struct SettingsView: View {
                let isEditing: Bool
                let mode: Mode

                var body: some View {
                    VStack {
                        Text("Title").accessibilityIdentifierLeaf("Title")
                            .if(isEditing) { $0.accessibilityIdentifierBranch("Editing") }
                        Text("Mode").accessibilityIdentifierLeaf("Mode").branch(for: mode)
                    }
                    .accessibilityIdentifierBranch("Settings")
                }
            }
            """,
            """
            //- Packages/DesignSystem/Sources/DesignSystem/View+Card.swift
            import SwiftUI

            public extension View {
                func card(_ name: String) -> some View { accessibilityIdentifierBranch(name) }
            }
            //- App/TitleRow.swift
            import SwiftUI
            import DesignSystem

            struct TitleRow: View {
                var body: some View {
                    Text("Title").accessibilityIdentifierLeaf("Title").card("Settings")
                }
            }
            """
        ]
    )

    /// The leaf gets no identifier in any usage context.
    static func neverApplies(leafSite: SourceSite, leaf: String) -> Finding {
        makeFinding(
            at: leafSite,
            message:
                "leaf '\(leaf)' has no enclosing accessibilityIdentifierBranch, so it sets no identifier; add a branch around it or around its component's usage",
            isUnnecessaryCode: true
        )
    }

    /// The leaf works in some usage contexts but not in those reached through `usageSites`.
    static func missingInContexts(leafSite: SourceSite, leaf: String, rootNames: [String], usageSites: [SourceSite])
        -> Finding
    {
        var unique: [SourceSite] = []
        for site in usageSites where !unique.contains(site) { unique.append(site) }
        let roots =
            rootNames.prefix(3).joined(separator: ", ")
            + (rootNames.count > 3 ? " and \(rootNames.count - 3) more" : "")
        return makeFinding(
            at: leafSite,
            message:
                "leaf '\(leaf)' has no enclosing branch when reached from \(roots), so it sets no identifier there; add a branch around that usage",
            related: unique.map { RelatedSite(site: $0, message: "this usage has no enclosing branch") }
        )
    }
}
