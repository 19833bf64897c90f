// aaii-lazy-storage-label: AAII names a lazy view `Prefix.$__lazy_storage_$_x` (AAII-6, GEN-3).

/// Swift 5 stores `lazy var x` as `$__lazy_storage_$_x`; AAII only strips the Swift 4 spelling
/// `.storage`, so the identifier carries the raw storage label — and only if the view was read
/// before the call (a lazy view not read then gets nothing: `aaii-view-created-after-injection`).
/// Make the property non-lazy, or set its identifier explicitly.
///
/// Raised by `AAIIResolver` (Resolution/AAIIResolver.swift) while it lists an injected type's properties.
package enum AAIILazyStorageLabelRule: Rule {
    package static let description = RuleDescription(
        id: "aaii-lazy-storage-label",
        defaultSeverity: .warning,
        summary: "AAII gives a lazy view the identifier 'Prefix.$__lazy_storage_$_name'",
        help:
            "AAII reads labels from Mirror, where Swift 5 stores `lazy var x` as `$__lazy_storage_$_x`; AAII only strips the Swift 4 `.storage` spelling. The view gets `Prefix.$__lazy_storage_$_x`, and only if it was read before the call. Make the property non-lazy or assign an explicit identifier.",
        semantics: ["AAII-6", "GEN-3", "GEN-4"],
        triggeringExamples: [
            """
            import UIKit

            class ProfileViewController: UIViewController {
                lazy var 1️⃣avatar = UIImageView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(avatar)
                    injectAccessibilityIdentifiers()
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import UIKit

            class ProfileViewController: UIViewController {
                let avatar = UIImageView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    injectAccessibilityIdentifiers()
                }
            }
            """
        ]
    )

    static func finding(propertySite: SourceSite, property: String, identifier: String) -> Finding {
        makeFinding(
            at: propertySite,
            message:
                "lazy view '\(property)' gets the identifier '\(identifier)' (AAII keeps Swift's lazy storage label), and only if it was read before injectAccessibilityIdentifiers(); make it non-lazy or set an explicit identifier",
            identifier: identifier
        )
    }
}
