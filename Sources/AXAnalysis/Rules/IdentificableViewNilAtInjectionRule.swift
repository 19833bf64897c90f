// identificable-view-nil-at-injection: an optional view is still nil when AccessibilityIdentificable
// generates identifiers (GEN-6, AI-6).

/// AccessibilityInjector generates identifiers once, when the swizzled `viewDidLoad` (view
/// controllers) or `init` (views) returns. A subclass of the conforming class reaches it through
/// `super.viewDidLoad()`, so what the subclass assigns after that call, in a later lifecycle
/// method, or never, is nil then and gets no identifier.
///
/// Raised by `IdentificableResolver` (Resolution/IdentificableResolver.swift) when it orders a
/// class's optional views against the generation.
package enum IdentificableViewNilAtInjectionRule: Rule {
    package static let description = RuleDescription(
        id: "identificable-view-nil-at-injection",
        defaultSeverity: .warning,
        summary: "an optional view is nil when AccessibilityIdentificable generates identifiers",
        help:
            "AccessibilityIdentificable reads the object's stored views once, right after the swizzled `viewDidLoad` (or `init`) returns. In a subclass of the conforming class that is inside `super.viewDidLoad()`: a view assigned after that call, in `viewWillAppear` or later, or never assigned by its class is still nil and gets no identifier; so is a `lazy var` not read before then. Assign it before `super.viewDidLoad()`, or set its identifier explicitly.",
        semantics: ["GEN-6", "AI-6", "GEN-4"],
        triggeringExamples: [
            """
            import UIKit

            class BaseFormController: UIViewController, AccessibilityIdentificable {}

            final class AddressFormController: BaseFormController {
                var 1️⃣lateField: UITextField?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    lateField = UITextField()
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import UIKit

            class BaseFormController: UIViewController, AccessibilityIdentificable {}

            final class AddressFormController: BaseFormController {
                var earlyField: UITextField?
                override func viewDidLoad() {
                    earlyField = UITextField()
                    super.viewDidLoad()
                }
            }
            """
        ]
    )

    static func assignedAfter(property: PropertyFact, file: String, owner: String, assignment: SourceSite) -> Finding {
        makeFinding(
            at: SourceSite(file: file, range: property.nameSite.range),
            message:
                "'\(property.name)' is assigned only after AccessibilityIdentificable generates the identifiers of \(owner), so it is still nil then and gets no identifier; assign it before super.viewDidLoad() or set its identifier explicitly",
            related: [RelatedSite(site: assignment, message: "assigned here, after the identifiers are generated")]
        )
    }

    /// `firstRead`: the earliest read, which runs after the identifiers are generated.
    static func lazyNotRead(property: PropertyFact, file: String, owner: String, firstRead: PropertyAssignmentFact?)
        -> Finding
    {
        guard let firstRead else {
            return makeFinding(
                at: SourceSite(file: file, range: property.nameSite.range),
                message:
                    "lazy view '\(property.name)' of \(owner) is not read before AccessibilityIdentificable generates identifiers, so its storage is still nil and it gets none; read it in viewDidLoad (or init), make it non-lazy, or set its identifier explicitly"
            )
        }
        return makeFinding(
            at: SourceSite(file: file, range: property.nameSite.range),
            message:
                "lazy view '\(property.name)' of \(owner) is first read in \(firstRead.function)(), after AccessibilityIdentificable generates identifiers, so it is created too late and gets none; read it in viewDidLoad (or init), make it non-lazy, or set its identifier explicitly",
            related: [
                RelatedSite(site: firstRead.site, message: "first read here, after the identifiers are generated")
            ]
        )
    }

    static func neverAssigned(property: PropertyFact, file: String, owner: String) -> Finding {
        makeFinding(
            at: SourceSite(file: file, range: property.nameSite.range),
            message:
                "'\(property.name)' is never assigned in \(owner), so it is nil when AccessibilityIdentificable generates identifiers and gets none; assign it before then or set its identifier explicitly"
        )
    }
}
