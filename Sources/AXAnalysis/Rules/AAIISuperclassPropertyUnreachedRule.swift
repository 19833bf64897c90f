// aaii-superclass-property-unreached: AAII never reads superclass properties (AAII-6, GEN-2).

/// AAII reflects only the dynamic class's own stored properties (it never calls
/// `superclassMirror`), so views declared in a superclass get no identifier when the call runs
/// on a subclass instance.
///
/// Raised by `AAIIResolver` (Resolution/AAIIResolver.swift) when it walks an injected type's superclasses.
package enum AAIISuperclassPropertyUnreachedRule: Rule {
    package static let description = RuleDescription(
        id: "aaii-superclass-property-unreached",
        defaultSeverity: .warning,
        summary: "a view declared in a superclass gets no AAII identifier",
        help: "AAII reflects `Mirror(reflecting: self)` without walking `superclassMirror`: stored views declared in a superclass are skipped when the injected object is a subclass. Call `injectAccessibilityIdentifiers()` on the superclass too, list the view in a `customMirror`, or set its identifier explicitly.",
        semantics: ["AAII-6", "GEN-2"],
        triggeringExamples: [
            """
            import UIKit

            class BaseViewController: UIViewController {
                @IBOutlet weak var 1️⃣titleLabel: UILabel!
            }

            class ProfileViewController: BaseViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    injectAccessibilityIdentifiers()
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import UIKit

            class ProfileViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    injectAccessibilityIdentifiers()
                }
            }
            """,
        ]
    )

    static func finding(property: PropertyFact, file: String, declaringType: String, injectedType: String, callSite: SourceSite) -> Finding {
        makeFinding(
            at: SourceSite(file: file, range: property.nameSite.range),
            message: "'\(property.name)' is declared in \(declaringType), so injectAccessibilityIdentifiers() on \(injectedType) does not reach it (AAII reads only the subclass's own properties); set its identifier explicitly or list it in a customMirror",
            related: [RelatedSite(site: callSite, message: "injection on \(injectedType)")]
        )
    }
}
