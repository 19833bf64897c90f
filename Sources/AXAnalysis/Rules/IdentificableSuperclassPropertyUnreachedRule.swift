// identificable-superclass-property-unreached: AccessibilityIdentificable reflects only the dynamic
// class's own properties (AI-6, GEN-2).

/// `generateAccessibilityIdentifiers()` reads `Mirror(reflecting: self).children` without
/// `superclassMirror`, and `self` is the most-derived class: on a subclass instance, views
/// declared in the conforming superclass get no identifier.
///
/// Raised by `IdentificableResolver` (Resolution/IdentificableResolver.swift) when it walks a
/// subclass's superclasses.
package enum IdentificableSuperclassPropertyUnreachedRule: Rule {
    package static let description = RuleDescription(
        id: "identificable-superclass-property-unreached",
        defaultSeverity: .warning,
        summary: "a view declared in a superclass gets no AccessibilityIdentificable identifier on subclass instances",
        help:
            "AccessibilityIdentificable builds identifiers from `type(of: self)` and the stored properties Mirror lists for that class only; it never walks `superclassMirror`. On an instance of a subclass, views declared in a superclass get nothing (they are identified only on instances of the superclass itself). Set their identifiers explicitly, or declare them in the class that is instantiated.",
        semantics: ["AI-6", "AI-2", "GEN-1", "GEN-2"],
        triggeringExamples: [
            """
            import UIKit

            class BaseFormController: UIViewController, AccessibilityIdentificable {
                let 1️⃣submitButton = UIButton()
            }

            final class AddressFormController: BaseFormController {
                let streetField = UITextField()
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import UIKit

            final class AddressFormController: UIViewController, AccessibilityIdentificable {
                let submitButton = UIButton()
                let streetField = UITextField()
            }
            """
        ]
    )

    static func finding(property: PropertyFact, file: String, declaringType: String, subclasses: [String]) -> Finding {
        makeFinding(
            at: SourceSite(file: file, range: property.nameSite.range),
            message:
                "'\(property.name)' is declared in \(declaringType), so AccessibilityIdentificable gives it no identifier on instances of \(subclasses.joined(separator: ", ")) (it reflects only the dynamic class's own properties); set its identifier explicitly"
        )
    }
}
