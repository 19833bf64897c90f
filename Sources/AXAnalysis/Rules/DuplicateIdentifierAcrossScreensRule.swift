// duplicate-identifier-across-screens: one identifier on elements of different screens.

/// Two elements on different screens (two storyboard scenes, two SwiftUI roots, two view
/// controllers) with one identifier never meet in one query, since a query searches what is on
/// screen; but a test that expects to be on one screen passes on the other. Off by default; the
/// pairs `duplicate-identifier` reports are those on one screen. Computed with it
/// (`DuplicateIdentifierRule.duplicates`), so both name the screens the same way.
package enum DuplicateIdentifierAcrossScreensRule: WorkspaceRule {
    package static let description = RuleDescription(
        id: "duplicate-identifier-across-screens",
        defaultSeverity: .info,
        isOptIn: true,
        summary: "the same identifier is given to elements of different screens",
        help:
            "Two elements that are never on screen together (different storyboard scenes, SwiftUI render roots or view controllers) share an identifier. Queries only search what is on screen, so this is not ambiguous, but a test waiting for the element cannot tell which screen it reached. Give each screen's element its own identifier if that matters to your tests.",
        semantics: ["EX-1", "EX-2", "GEN-1"],
        triggeringExamples: [
            """
            //- App/ProfileView.swift
            import SwiftUI

            struct ProfileView: View {
                var body: some View {
                    Button("Continue") {}.1️⃣accessibilityIdentifier("continue")
                }
            }
            //- App/SettingsView.swift
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    Button("Continue") {}.accessibilityIdentifier("continue")
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI

            struct ProfileView: View {
                var body: some View {
                    Button("Continue") {}.accessibilityIdentifier("profile.continue")
                }
            }
            """
        ]
    )

    package static func check(_ context: RuleContext) -> [Finding] {
        guard context.options.optInRules.contains(description.id) else { return [] }
        return DuplicateIdentifierRule.duplicates(context).filter { $0.ruleID == description.id }
    }
}
