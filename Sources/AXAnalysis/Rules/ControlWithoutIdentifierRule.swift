// control-without-identifier (opt-in): an interactive control that gets no identifier at all.

/// A control UI tests will want to tap or type into (a SwiftUI `Button`, `TextField`, `Toggle`…)
/// that gets no identifier in any usage context: no explicit identifier and no leaf that
/// applies; or a stored UIKit control (`UIButton`, `UITextField`…) of an app class that no
/// convention, assignment or storyboard identifies. Opt-in, because many apps find controls by
/// label instead. The SwiftUI half is reported by the SwiftUI resolver (it needs every usage
/// context); the UIKit half runs here over the resolved identifiers.
///
/// The SwiftUI half is raised by `SwiftUIResolver` (Resolution/SwiftUIResolver.swift); the UIKit half is this type's `check`.
package enum ControlWithoutIdentifierRule: WorkspaceRule {
    package static let description = RuleDescription(
        id: "control-without-identifier",
        defaultSeverity: .warning,
        isOptIn: true,
        summary: "an interactive control has no accessibility identifier",
        help:
            "UI tests find controls most reliably by identifier. This control gets none in any place it is used: add `.accessibilityIdentifier(_:)`, or `.accessibilityIdentifierLeaf(_:)` under a branch.",
        semantics: ["EX-1", "EX-2", "BL-2"],
        triggeringExamples: [
            """
            import SwiftUI

            struct LoginView: View {
                @State private var name = ""
                var body: some View {
                    VStack {
                        1️⃣TextField("Name", text: $name)
                        Button("Sign in") {}.accessibilityIdentifier("login.signIn")
                    }
                }
            }
            """,
            """
            import UIKit

            final class LegacyLoginViewController: UIViewController {
                let 1️⃣submitButton = UIButton()
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI

            struct LoginView: View {
                @State private var name = ""
                var body: some View {
                    VStack {
                        TextField("Name", text: $name).accessibilityIdentifierLeaf("name")
                        Button("Sign in") {}.accessibilityIdentifier("login.signIn")
                    }
                    .accessibilityIdentifierBranch("Login")
                }
            }
            """,
            """
            import UIKit

            final class LegacyLoginViewController: UIViewController {
                let submitButton = UIButton()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    submitButton.accessibilityIdentifier = "legacy.submit"
                }
            }
            """
        ]
    )

    /// SwiftUI views users interact with.
    static let swiftUIControlNames: Set<String> = [
        "Button", "TextField", "SecureField", "Toggle", "Picker", "Slider", "Stepper", "DatePicker", "Link",
        "NavigationLink", "Menu", "TextEditor", "ColorPicker", "ShareLink"
    ]

    package static func check(_ context: RuleContext) -> [Finding] {
        UIKitControlsWithoutIdentifier.findings(context) { site, message in makeFinding(at: site, message: message) }
    }

    static func swiftUIFinding(controlSite: SourceSite, control: String) -> Finding {
        makeFinding(
            at: controlSite,
            message:
                "\(control) has no accessibility identifier in any usage; add .accessibilityIdentifier(…) or .accessibilityIdentifierLeaf(…) under a branch"
        )
    }
}
