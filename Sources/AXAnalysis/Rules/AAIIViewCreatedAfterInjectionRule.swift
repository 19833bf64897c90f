// aaii-view-created-after-injection: an optional view is assigned only after the call (GEN-6).

/// `injectAccessibilityIdentifiers()` is one-shot: it identifies the views its object holds when
/// it runs. An optional view property that is first assigned after the call is still nil then,
/// so it gets no identifier.
///
/// Raised by `AAIIResolver` (Resolution/AAIIResolver.swift) when it orders an injection call against the assignments of the type's optional views.
package enum AAIIViewCreatedAfterInjectionRule: Rule {
    package static let description = RuleDescription(
        id: "aaii-view-created-after-injection",
        defaultSeverity: .warning,
        summary: "a view is assigned after injectAccessibilityIdentifiers() runs and gets no identifier",
        help: "AAII reads the object's stored views once, when the call runs; nothing is swizzled. A view property that is still nil at that moment (assigned later in the same method, or in a later lifecycle method) gets no identifier. Move the call after the assignment, or set the identifier explicitly.",
        semantics: ["GEN-6", "AAII-1", "GEN-4"],
        triggeringExamples: [
            """
            import UIKit

            class TimelineViewController: UIViewController {
                var 1️⃣footer: UILabel?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    injectAccessibilityIdentifiers()
                    footer = UILabel()
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import UIKit

            class TimelineViewController: UIViewController {
                var footer: UILabel?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    footer = UILabel()
                    injectAccessibilityIdentifiers()
                }
            }
            """,
        ]
    )

    static func finding(property: PropertyFact, file: String, assignment: SourceSite, callSite: SourceSite) -> Finding {
        makeFinding(
            at: SourceSite(file: file, range: property.nameSite.range),
            message: "'\(property.name)' is assigned only after injectAccessibilityIdentifiers() runs, so it is still nil then and gets no identifier; move the call after the assignment",
            related: [RelatedSite(site: assignment, message: "assigned here, after the call"), RelatedSite(site: callSite, message: "the injection")]
        )
    }
}
