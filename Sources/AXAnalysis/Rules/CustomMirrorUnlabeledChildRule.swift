// custom-mirror-unlabeled-child: AAII skips customMirror children without a label (AAII-6, GEN-5).

/// A `customMirror` child without a label (`Mirror(self, unlabeledChildren: […])`, or a
/// `(label: nil, value: v)` child) has `label == nil`, and AAII skips children without a label,
/// so that view gets no identifier.
///
/// Raised by `MirrorChildren` (Resolution/MirrorChildren.swift) when `AAIIResolver` asks for an
/// injected type's Mirror children.
package enum CustomMirrorUnlabeledChildRule: Rule {
    package static let description = RuleDescription(
        id: "custom-mirror-unlabeled-child",
        defaultSeverity: .warning,
        summary: "a customMirror child without a label gets no reflection-based identifier",
        help:
            "AAII and AccessibilityIdentificable build each identifier from the Mirror child's label and skip children whose label is nil. A view listed in `customMirror` without a label (`unlabeledChildren:`, or `(label: nil, value: view)`) therefore gets no identifier. Give the child a label (`\"name\": view`) or set its identifier explicitly.",
        semantics: ["AAII-6", "AAII-8", "AI-3", "GEN-5"],
        triggeringExamples: [
            """
            import UIKit

            class ChipView: UIView, CustomReflectable {
                let icon = UIImageView()
                var customMirror: Mirror { Mirror(self, unlabeledChildren: [1️⃣icon]) }
                func setUp() {
                    injectAccessibilityIdentifiers()
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import UIKit

            class ChipView: UIView, CustomReflectable {
                let icon = UIImageView()
                var customMirror: Mirror { Mirror(self, children: ["icon": icon]) }
                func setUp() {
                    injectAccessibilityIdentifiers()
                }
            }
            """
        ]
    )

    static func finding(child: MirrorChildFact, owner: String, callSite: SourceSite?) -> Finding {
        makeFinding(
            at: child.site,
            message:
                "'\(child.valueExpression)' is listed in the customMirror of \(owner) without a label, so reflection-based identifiers skip it and it gets none; give it a label or set its identifier explicitly",
            related: callSite.map { [RelatedSite(site: $0, message: "the injection")] } ?? []
        )
    }
}
