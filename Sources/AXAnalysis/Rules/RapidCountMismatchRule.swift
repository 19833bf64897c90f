// rapid-count-mismatch: the two RapidA11y arrays differ in length (RA-8).

/// `applyAccessibility()` / `applyViewAccessibility()` compare the number of informations with the
/// number of controls after writing the root identifier. When they differ, a Debug build stops
/// with "Mismatch on number of controls given to Rapid" and an optimised build writes no control
/// identifier at all.
///
/// Raised by `RapidA11yResolver` (Resolution/RapidA11yResolver.swift) at the apply call, where the assertion fires.
package enum RapidCountMismatchRule: Rule {
    package static let description = RuleDescription(
        id: "rapid-count-mismatch",
        defaultSeverity: .error,
        summary: "RapidA11y gets a different number of control informations and controls",
        help:
            "`rapidControlsInformation()` and `rapidAccessibilityControls()` are paired element by element. When their lengths differ, RapidA11y keeps only the root identifier, and in a Debug build (the usual configuration for UI tests) `assertionFailure(\"Mismatch on number of controls given to Rapid\")` crashes the app when the screen loads. Add the missing informations or controls so both arrays have one entry per control; the quick fix appends `T.accessibilityProperties` entries for the missing controls.",
        semantics: ["RA-8", "RA-3"],
        triggeringExamples: [
            """
            import UIKit
            import RapidA11y

            final class PlayerView: UIView, RapidAccessible {
                @IBOutlet var playButton: UIButton!
                @IBOutlet var nextButton: UIButton!

                static func rapidControlsInformation() -> [RapidControlInformation] {
                    return [UIButton.accessibilityProperties]
                }
                func rapidAccessibilityControls() -> [NSObject] { return [playButton, nextButton] }

                override func awakeFromNib() {
                    super.awakeFromNib()
                    1️⃣applyViewAccessibility()
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import UIKit
            import RapidA11y

            final class PlayerView: UIView, RapidAccessible {
                @IBOutlet var playButton: UIButton!
                @IBOutlet var nextButton: UIButton!

                static func rapidControlsInformation() -> [RapidControlInformation] {
                    var next = UIButton.accessibilityProperties
                    next.index = 1
                    return [UIButton.accessibilityProperties, next]
                }
                func rapidAccessibilityControls() -> [NSObject] { return [playButton, nextButton] }

                override func awakeFromNib() {
                    super.awakeFromNib()
                    applyViewAccessibility()
                }
            }
            """
        ]
    )

    static func finding(
        call: RapidApplyCallFact, file: String, type: String, informationCount: Int, controlCount: Int,
        information: SourceSite, controls: SourceSite
    ) -> Finding {
        makeFinding(
            at: SourceSite(file: file, range: call.nameSite.range),
            message:
                "\(type) has \(informationCount) control information\(informationCount == 1 ? "" : "s") but \(controlCount) control\(controlCount == 1 ? "" : "s"): a Debug build crashes here with 'Mismatch on number of controls given to Rapid', and a Release build gives no control an identifier; make both arrays the same length",
            related: [
                RelatedSite(
                    site: information,
                    message: "\(informationCount) information\(informationCount == 1 ? "" : "s") here"),
                RelatedSite(site: controls, message: "\(controlCount) control\(controlCount == 1 ? "" : "s") here")
            ]
        )
    }
}
