// identificable-outlet-unconnected: outlets of a nib-loaded AccessibilityIdentificable view are
// still nil when its identifiers are generated (AI-6).

/// AccessibilityInjector generates a view's identifiers right after `init(coder:)`, but UIKit
/// connects outlets after every object of the nib is decoded, so the view's `@IBOutlet`s get
/// nothing.
///
/// Raised by `IdentificableResolver` (Resolution/IdentificableResolver.swift) for conforming views.
package enum IdentificableOutletUnconnectedRule: Rule {
    package static let description = RuleDescription(
        id: "identificable-outlet-unconnected",
        defaultSeverity: .warning,
        summary: "an outlet of an AccessibilityIdentificable view is not connected yet when identifiers are generated",
        help:
            "AccessibilityIdentificable generates a view's identifiers after `init(frame:)`/`init(coder:)`. Outlets of a view loaded from a nib are connected later (before `awakeFromNib`), so they are nil at that point and get no identifier. Call `generateAccessibilityIdentifiers()` in `awakeFromNib`, or set the identifiers explicitly.",
        semantics: ["AI-6"],
        triggeringExamples: [
            """
            import UIKit

            class ProfileHeaderView: UIView, AccessibilityIdentificable {
                @IBOutlet var 1️⃣avatar: UIImageView!
                let nameLabel = UILabel()
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import UIKit

            // A view controller's outlets are connected before viewDidLoad, when its identifiers are made.
            class ProfileViewController: UIViewController, AccessibilityIdentificable {
                @IBOutlet var avatar: UIImageView!
            }
            """
        ]
    )

    static func finding(property: PropertyFact, file: String, owner: String) -> Finding {
        makeFinding(
            at: SourceSite(file: file, range: property.nameSite.range),
            message:
                "outlet '\(property.name)' of \(owner) is still nil when its identifiers are generated after init(coder:); call generateAccessibilityIdentifiers() in awakeFromNib or set the identifier explicitly"
        )
    }
}
