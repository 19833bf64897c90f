// aaii-existing-identifier-kept: with replaceExisting: false, AAII leaves identifiers that are
// already set (AAII-3).

/// `injectAccessibilityIdentifiers(replaceExisting: false)` writes an identifier only to
/// elements whose `accessibilityIdentifier` is still nil. Elements that already have one (an
/// assignment before the call, an Interface Builder identifier) keep it; the AAII value listed
/// here is never applied.
///
/// Raised by `UIKitResolver` (Resolution/UIKitResolver.swift) when it orders AAII writes against
/// assignments and Interface Builder identifiers.
package enum AAIIExistingIdentifierKeptRule: Rule {
    package static let description = RuleDescription(
        id: "aaii-existing-identifier-kept",
        defaultSeverity: .info,
        summary: "injectAccessibilityIdentifiers(replaceExisting: false) leaves identifiers that are already set",
        help:
            "With `replaceExisting: false`, AAII writes only to elements whose identifier is still nil. An element that already has one (an assignment before the call, or an identifier set in Interface Builder) keeps it, so the AAII identifier named in the finding is never applied. UI tests must query the existing identifier; remove the earlier write or pass `replaceExisting: true` to get AAII's.",
        semantics: ["AAII-3", "AAII-7"],
        triggeringExamples: [
            """
            import UIKit

            class SignupViewController: UIViewController {
                let nameField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameField.accessibilityIdentifier = "signup.name"
                    1️⃣injectAccessibilityIdentifiers(replaceExisting: false)
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
                    injectAccessibilityIdentifiers(replaceExisting: false)
                    nameField.accessibilityIdentifier = "signup.name"
                }
            }
            """
        ]
    )

    static func finding(callSite: SourceSite, values: [(value: String, member: String)]) -> Finding {
        let listed = values.map { "'\($0.value)' (\($0.member))" }.joined(separator: ", ")
        return makeFinding(
            at: callSite,
            message: "replaceExisting: false keeps the identifiers already set, so AAII does not apply \(listed)",
            identifier: values.first?.value
        )
    }
}
