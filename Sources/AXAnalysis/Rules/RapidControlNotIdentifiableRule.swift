// rapid-control-not-identifiable: a RapidA11y control that cannot carry an identifier (RA-7).

/// `applyProperties(_:)` writes the identifier through the first cast that succeeds: `UIView`,
/// `UIBarItem`, `UIImage`. Any other object in `rapidAccessibilityControls()` (a view controller,
/// a `UIAccessibilityElement`, a gesture recognizer, a layer) gets no identifier, only its traits
/// replaced, while its information still takes a place in the pairing.
///
/// Raised by `RapidA11yResolver` (Resolution/RapidA11yResolver.swift) at the control's element of the controls array.
package enum RapidControlNotIdentifiableRule: Rule {
    package static let description = RuleDescription(
        id: "rapid-control-not-identifiable",
        defaultSeverity: .warning,
        summary: "a RapidA11y control is not a UIView, UIBarItem or UIImage and gets no identifier",
        help:
            "RapidA11y only sets `accessibilityIdentifier` on objects that cast to `UIView`, `UIBarItem` or `UIImage` (\"only 3 controls supported by UIAccessibilityIdentification\"). A view controller, an accessibility element or a gesture recognizer in `rapidAccessibilityControls()` is silently skipped, so UI tests that query its identifier never find it. List the view itself (`child.view`, the element's container) instead.",
        semantics: ["RA-7"],
        triggeringExamples: [
            """
            import UIKit
            import RapidA11y

            final class ProfileViewController: UIViewController, RapidAccessible {
                let avatarController = UIViewController()
                @IBOutlet var editButton: UIButton!

                static func rapidControlsInformation() -> [RapidControlInformation] {
                    var edit = UIButton.accessibilityProperties
                    edit.index = 1
                    return [UIView.accessibilityProperties, edit]
                }
                func rapidAccessibilityControls() -> [NSObject] { return [1️⃣avatarController, editButton] }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    applyAccessibility()
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import UIKit
            import RapidA11y

            final class ProfileViewController: UIViewController, RapidAccessible {
                let avatarController = UIViewController()
                @IBOutlet var editButton: UIButton!

                static func rapidControlsInformation() -> [RapidControlInformation] {
                    var edit = UIButton.accessibilityProperties
                    edit.index = 1
                    return [UIView.accessibilityProperties, edit]
                }
                func rapidAccessibilityControls() -> [NSObject] { return [avatarController.view, editButton] }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    applyAccessibility()
                }
            }
            """
        ]
    )

    static func finding(control: RapidControlFact, site: SourceSite, type: String) -> Finding {
        makeFinding(
            at: site,
            message:
                "'\(control.expression)' is a \(type), not a UIView, UIBarItem or UIImage: RapidA11y gives it no identifier, only replaces its traits; list a view instead"
        )
    }
}
