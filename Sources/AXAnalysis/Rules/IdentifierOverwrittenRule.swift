// identifier-overwritten: one write of an element's identifier replaces another (AAII-3, AAII-7, EX-1).

/// The last write of `accessibilityIdentifier` wins. An explicit assignment made before
/// `injectAccessibilityIdentifiers()` (with the default `replaceExisting: true`) is lost, and an
/// AAII identifier is replaced by an assignment made after the call (also one a data source
/// makes in `cellForRowAt` after a cell injected itself in `awakeFromNib`), and of two
/// assignments in sequence only the later one stays.
///
/// RapidA11y's apply calls write the root identifier first, then every control (RA-9): a
/// `self`/`view` control replaces the root's, and explicit writes before the call are lost.
///
/// Raised by `UIKitResolver` (Resolution/UIKitResolver.swift), which orders AAII, explicit and Interface Builder writes, by `AAIIResolver` for an object written twice by one call, and by `RapidA11yResolver` (IdentifierOverwrittenRule+Rapid.swift).
package enum IdentifierOverwrittenRule: Rule {
    package static let description = RuleDescription(
        id: "identifier-overwritten",
        defaultSeverity: .warning,
        summary: "an identifier is replaced by a later write to the same element",
        help:
            "UIKit keeps the last value written to `accessibilityIdentifier`. `injectAccessibilityIdentifiers()` overwrites identifiers assigned before it unless called with `replaceExisting: false`; assignments after the call replace AAII's. Move the assignment after the call, pass `replaceExisting: false`, or remove the write that has no effect.",
        semantics: ["AAII-3", "AAII-7", "EX-1", "GEN-1", "RA-9"],
        triggeringExamples: [
            """
            import UIKit

            class LoginViewController: UIViewController {
                let emailField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    1️⃣emailField.accessibilityIdentifier = "login.email"
                    injectAccessibilityIdentifiers()
                }
            }
            """,
            """
            import UIKit

            class LoginViewController: UIViewController {
                let 1️⃣passwordField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    injectAccessibilityIdentifiers()
                    passwordField.accessibilityIdentifier = "login.password"
                }
            }
            """,
            """
            import UIKit

            class LoginViewController: UIViewController {
                let emailField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    1️⃣emailField.accessibilityIdentifier = "login.email.old"
                    emailField.accessibilityIdentifier = "login.email"
                }
            }
            """,
            """
            //- Sources/OrderCell.swift
            import UIKit

            class OrderCell: UITableViewCell {
                @IBOutlet var 1️⃣priceLabel: UILabel!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    injectAccessibilityIdentifiers()
                }
            }
            //- Sources/OrdersViewController.swift
            import UIKit

            class OrdersViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "order", for: indexPath) as! OrderCell
                    cell.priceLabel.accessibilityIdentifier = "order.price"
                    return cell
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import UIKit

            class SignupViewController: UIViewController {
                let nameField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameField.accessibilityIdentifier = "signup.name"
                    injectAccessibilityIdentifiers(replaceExisting: false)
                }
            }
            """
        ]
    )

    static func assignmentReplacedByAAII(
        assignment: ExplicitAssignmentFact, write: ComputedIdentifier, callSite: SourceSite
    ) -> Finding {
        var finding = makeFinding(
            at: assignment.site,
            message:
                "this identifier is overwritten with '\(write.value)' by injectAccessibilityIdentifiers() (replaceExisting defaults to true); move the assignment after the call or pass replaceExisting: false",
            identifier: write.value,
            related: [RelatedSite(site: callSite, message: "the injection that overwrites it")],
            isUnnecessaryCode: true
        )
        finding.severity = .warning
        return finding
    }

    static func assignmentReplacedByAssignment(
        assignment: ExplicitAssignmentFact, value: String, later: ExplicitAssignmentFact, laterValue: String
    ) -> Finding {
        makeFinding(
            at: assignment.site,
            message:
                "'\(value)' is replaced with '\(laterValue)' by the assignment that runs later, so the element never keeps it; remove this assignment",
            identifier: value,
            related: [RelatedSite(site: later.site, message: "the assignment that wins")],
            isUnnecessaryCode: true
        )
    }

    static func sameObjectWrittenTwice(lost: ComputedIdentifier, kept: ComputedIdentifier, property: String) -> Finding
    {
        var finding = makeFinding(
            at: lost.site,
            message:
                "'\(property)' is also the root view, so AAII writes it twice and it ends up as '\(kept.value)', not '\(lost.value)'",
            identifier: lost.value,
            related: [RelatedSite(site: kept.site, message: "the write that wins")]
        )
        finding.severity = .info
        return finding
    }

    static func interfaceBuilderReplaced(
        element: ComputedIdentifier, by replacement: ComputedIdentifier, reason: String
    ) -> Finding {
        makeFinding(
            at: element.site,
            message:
                "the Interface Builder identifier '\(element.value)' is replaced with '\(replacement.value)' \(reason)",
            identifier: element.value,
            related: [RelatedSite(site: replacement.site, message: "the write that wins")],
            isUnnecessaryCode: true
        )
    }

    static func aaiiReplacedByAssignment(write: ComputedIdentifier, assignment: ExplicitAssignmentFact) -> Finding {
        var finding = makeFinding(
            at: write.site,
            message:
                "AAII's '\(write.value)' for '\(write.elementName)' is replaced by the explicit assignment that runs later",
            identifier: write.value,
            related: [RelatedSite(site: assignment.site, message: "the assignment that wins")]
        )
        finding.severity = .info
        return finding
    }
}
