// rapid-apply-without-conformance: an apply call whose receiver does not conform (RA-2).

/// Both apply methods begin with `guard let accessibleSelf = self as? RapidAccessible else { return }`:
/// on a type that does not conform to `RapidAccessible` (nor any subclass of it that the call
/// can reach) the call is a silent no-op.
///
/// Raised by `RapidA11yResolver` (Resolution/RapidA11yResolver.swift) at the call.
package enum RapidApplyWithoutConformanceRule: Rule {
    package static let description = RuleDescription(
        id: "rapid-apply-without-conformance",
        defaultSeverity: .warning,
        summary: "applyAccessibility() is called on a type that does not conform to RapidAccessible",
        help:
            "`applyAccessibility()` and `applyViewAccessibility()` are available on every view controller and view, but do nothing unless the receiver's dynamic type conforms to `RapidAccessible`: no identifier, no warning at run time. Add the conformance (with `rapidControlsInformation()` and `rapidAccessibilityControls()`), or remove the call.",
        semantics: ["RA-2", "RA-1"],
        triggeringExamples: [
            """
            import UIKit
            import RapidA11y

            final class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    1️⃣applyAccessibility()
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import UIKit
            import RapidA11y

            final class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    applyAccessibility()
                }
            }

            extension SettingsViewController: RapidAccessible {
                static func rapidControlsInformation() -> [RapidControlInformation] { return [] }
                func rapidAccessibilityControls() -> [NSObject] { return [] }
            }
            """
        ]
    )

    static func finding(call: RapidApplyCallFact, file: String, type: String) -> Finding {
        makeFinding(
            at: SourceSite(file: file, range: call.nameSite.range),
            message:
                "\(type) does not conform to RapidAccessible, so \(call.isViewCall ? "applyViewAccessibility()" : "applyAccessibility()") does nothing here; add the conformance or remove the call",
            isUnnecessaryCode: true
        )
    }
}
