// custom-mirror-omits-property: a customMirror replaces the property list (AAII-8, GEN-5).

/// With `CustomReflectable`, Mirror lists exactly the `customMirror` children; stored views not
/// listed there get no identifier from reflection-based conventions (and subclasses inherit the
/// parent's list).
///
/// Raised by `MirrorChildren` (Resolution/MirrorChildren.swift) when `AAIIResolver` asks for an injected type's Mirror children.
package enum CustomMirrorOmitsPropertyRule: Rule {
    package static let description = RuleDescription(
        id: "custom-mirror-omits-property",
        defaultSeverity: .warning,
        summary: "a stored view is missing from the type's customMirror",
        help:
            "A `customMirror` fully replaces the children Mirror reports, so AAII identifies only the views listed there (\"fooFooView needs to be manually included\"). Add the view to the children, or set its identifier explicitly.",
        semantics: ["AAII-8", "GEN-5"],
        triggeringExamples: [
            """
            import UIKit

            class BaseCardView: UIView, CustomReflectable {
                let titleLabel = UILabel()
                var customMirror: Mirror {
                    Mirror(self, children: ["title": titleLabel])
                }
            }

            class PromoCardView: BaseCardView {
                let 1️⃣badge = UILabel()
                func setUp() {
                    injectAccessibilityIdentifiers()
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import UIKit

            class CardView: UIView, CustomReflectable {
                let titleLabel = UILabel()
                let badge = UILabel()
                var customMirror: Mirror {
                    Mirror(self, children: ["title": titleLabel, "badge": badge])
                }
                func setUp() {
                    injectAccessibilityIdentifiers()
                }
            }
            """
        ]
    )

    static func finding(
        property: PropertyFact, file: String, owner: String, mirrorSite: SourceSite, inheritedFrom: String?
    ) -> Finding {
        let reason =
            inheritedFrom.map { "\(owner) inherits the customMirror of \($0)" }
            ?? "the customMirror of \(owner) does not list it"
        return makeFinding(
            at: SourceSite(file: file, range: property.nameSite.range),
            message:
                "'\(property.name)' gets no identifier: \(reason); add it to the mirror's children or set its identifier explicitly",
            related: [RelatedSite(site: mirrorSite, message: "customMirror")]
        )
    }
}
