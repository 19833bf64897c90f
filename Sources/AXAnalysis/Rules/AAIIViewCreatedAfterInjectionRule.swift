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
        help:
            "AAII reads the object's stored views once, when the call runs; nothing is swizzled. A view property that is still nil at that moment (assigned later in the same method, in a later lifecycle method, in a subclass after `super.viewDidLoad()` when the call is in the superclass, or never assigned by its class), and a `lazy var` not read before the call, gets no identifier. Move the call after the assignment, or set the identifier explicitly.",
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
            """
            import UIKit

            class CartViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    injectAccessibilityIdentifiers()
                }
            }

            final class CheckoutViewController: CartViewController {
                var 1️⃣promoField: UITextField?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    promoField = UITextField()
                }
            }
            """,
            """
            import UIKit

            class FeedViewController: UIViewController {
                var 1️⃣neverSet: UIView!
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

            class TimelineViewController: UIViewController {
                var footer: UILabel?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    footer = UILabel()
                    injectAccessibilityIdentifiers()
                }
            }
            """
        ]
    )

    static func finding(property: PropertyFact, file: String, assignment: SourceSite, callSite: SourceSite) -> Finding {
        makeFinding(
            at: SourceSite(file: file, range: property.nameSite.range),
            message:
                "'\(property.name)' is assigned only after injectAccessibilityIdentifiers() runs, so it is still nil then and gets no identifier; move the call after the assignment",
            related: [
                RelatedSite(site: assignment, message: "assigned here, after the call"),
                RelatedSite(site: callSite, message: "the injection")
            ]
        )
    }

    /// `firstRead`: the earliest read, which runs after the call.
    static func lazyNotRead(
        property: PropertyFact, file: String, callSite: SourceSite, firstRead: PropertyAssignmentFact?
    ) -> Finding {
        guard let firstRead else {
            return makeFinding(
                at: SourceSite(file: file, range: property.nameSite.range),
                message:
                    "lazy view '\(property.name)' is not read before injectAccessibilityIdentifiers() runs, so its storage is still nil and it gets no identifier; read it before the call, make it non-lazy, or set its identifier explicitly",
                related: [RelatedSite(site: callSite, message: "the injection")]
            )
        }
        return makeFinding(
            at: SourceSite(file: file, range: property.nameSite.range),
            message:
                "lazy view '\(property.name)' is first read in \(firstRead.function)(), after injectAccessibilityIdentifiers() runs, so it is created too late and gets no identifier; read it before the call, make it non-lazy, or set its identifier explicitly",
            related: [
                RelatedSite(site: firstRead.site, message: "first read here, after the call"),
                RelatedSite(site: callSite, message: "the injection")
            ]
        )
    }

    static func neverAssigned(property: PropertyFact, file: String, owner: String, callSite: SourceSite) -> Finding {
        makeFinding(
            at: SourceSite(file: file, range: property.nameSite.range),
            message:
                "'\(property.name)' is never assigned in \(owner), so it is nil when injectAccessibilityIdentifiers() runs and gets no identifier; assign it before the call or set its identifier explicitly",
            related: [RelatedSite(site: callSite, message: "the injection")]
        )
    }
}
