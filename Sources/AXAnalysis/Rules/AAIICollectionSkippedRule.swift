// aaii-collection-skipped: AAII skips arrays of views such as outlet collections (AAII-6).

/// AAII casts each Mirror child to `UIView` only; an array (`@IBOutlet var buttons: [UIButton]!`)
/// is skipped, so none of its views get an identifier.
///
/// Raised by `MirrorChildren` (Resolution/MirrorChildren.swift) when `AAIIResolver` asks for an injected type's Mirror children.
package enum AAIICollectionSkippedRule: Rule {
    package static let description = RuleDescription(
        id: "aaii-collection-skipped",
        defaultSeverity: .warning,
        summary: "AAII gives views in an array (outlet collection) no identifier",
        help:
            "AAII only identifies children whose value casts to `UIView`; arrays never do, so outlet collections and `[UIView]` properties are skipped. Assign identifiers in a loop (`for (i, b) in buttons.enumerated() { b.accessibilityIdentifier = \"…_\\(i)\" }`) or use AccessibilityIdentificable, which indexes arrays.",
        semantics: ["AAII-6", "GEN-4"],
        triggeringExamples: [
            """
            import UIKit

            class FilterViewController: UIViewController {
                @IBOutlet var 1️⃣filterButtons: [UIButton]!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    injectAccessibilityIdentifiers()
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import UIKit

            class FilterViewController: UIViewController {
                @IBOutlet var allButton: UIButton!
                @IBOutlet var recentButton: UIButton!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    injectAccessibilityIdentifiers()
                }
            }
            """
        ]
    )

    static func finding(property: PropertyFact, file: String, owner: String) -> Finding {
        makeFinding(
            at: SourceSite(file: file, range: property.nameSite.range),
            message:
                "views in the array '\(property.name)' get no identifier: AAII skips arrays; assign identifiers to its elements explicitly"
        )
    }
}
