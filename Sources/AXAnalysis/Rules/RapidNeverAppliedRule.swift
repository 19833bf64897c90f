// rapid-never-applied: a RapidAccessible type that no apply call reaches (RA-2).

/// Conforming to `RapidAccessible` does nothing by itself: there is no swizzling and no automatic
/// call. Only `applyAccessibility()` (view controllers) or `applyViewAccessibility()` (views),
/// called on an instance of the type, writes its identifiers.
///
/// Raised by `RapidA11yResolver` (Resolution/RapidA11yResolver.swift) at the conformance.
package enum RapidNeverAppliedRule: Rule {
    package static let description = RuleDescription(
        id: "rapid-never-applied",
        defaultSeverity: .warning,
        summary: "a type conforms to RapidAccessible but never calls applyAccessibility()",
        help:
            "RapidA11y runs only when the app calls `applyAccessibility()` on a view controller (at the end of `viewDidLoad`, after the UI is set up) or `applyViewAccessibility()` on a view (in `awakeFromNib` or after the subviews exist). Without the call the screen gets no root identifier and no control identifiers, and UI tests that query them fail. Add the call, or drop the conformance.",
        semantics: ["RA-1", "RA-2"],
        triggeringExamples: [
            """
            import UIKit
            import RapidA11y

            final class LoginViewController: UIViewController, 1️⃣RapidAccessible {
                @IBOutlet var loginButton: UIButton!

                static func rapidControlsInformation() -> [RapidControlInformation] {
                    var login = UIButton.accessibilityProperties
                    login.traits = .button
                    return [login]
                }
                func rapidAccessibilityControls() -> [NSObject] { return [loginButton] }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import UIKit
            import RapidA11y

            final class LoginViewController: UIViewController, RapidAccessible {
                @IBOutlet var loginButton: UIButton!

                static func rapidControlsInformation() -> [RapidControlInformation] {
                    var login = UIButton.accessibilityProperties
                    login.traits = .button
                    return [login]
                }
                func rapidAccessibilityControls() -> [NSObject] { return [loginButton] }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    applyAccessibility()
                }
            }
            """
        ]
    )

    static func finding(type: String, site: SourceSite) -> Finding {
        makeFinding(
            at: site,
            message:
                "\(type) conforms to RapidAccessible but nothing calls applyAccessibility() or applyViewAccessibility() on it, so it gets no identifiers; call it once its UI is set up (viewDidLoad or awakeFromNib)",
            isUnnecessaryCode: false
        )
    }
}
