// aaii-no-self-identifier: AAII gives only table-view cells a self and contentView identifier
// (AAII-5, AAII-9).

/// `injectAccessibilityIdentifiers()` identifies the object itself and its `contentView` only
/// when it is a `UITableViewCell`. On a `UICollectionViewCell`, a `UITableViewHeaderFooterView`
/// or any other view it identifies only the view's own stored views: the view itself and its
/// `contentView` keep no identifier.
///
/// Raised by `AAIIResolver` (Resolution/AAIIResolver.swift) for calls on views that are not
/// table-view cells.
package enum AAIINoSelfIdentifierRule: Rule {
    package static let description = RuleDescription(
        id: "aaii-no-self-identifier",
        defaultSeverity: .info,
        summary:
            "injectAccessibilityIdentifiers() on a view that is not a table-view cell gives the view itself no identifier",
        help:
            "AAII writes `\"Prefix\"` to the object and `\"Prefix.contentView\"` to its content view only for `UITableViewCell`s. A `UICollectionViewCell`, a header/footer view or a plain `UIView` subclass gets identifiers for its stored views only; a UI test cannot find the cell or view itself by a type-named identifier. Set `accessibilityIdentifier` on it explicitly if tests need it.",
        semantics: ["AAII-5", "AAII-9"],
        triggeringExamples: [
            """
            import UIKit

            class PhotoCell: UICollectionViewCell {
                let photo = UIImageView()
                override func awakeFromNib() {
                    super.awakeFromNib()
                    1️⃣injectAccessibilityIdentifiers()
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import UIKit

            class PhotoCell: UITableViewCell {
                let photo = UIImageView()
                override func awakeFromNib() {
                    super.awakeFromNib()
                    injectAccessibilityIdentifiers()
                }
            }
            """
        ]
    )

    static func finding(callSite: SourceSite, owner: String, isCollectionCell: Bool) -> Finding {
        makeFinding(
            at: callSite,
            message: isCollectionCell
                ? "injectAccessibilityIdentifiers() on \(owner) gives the cell itself and its contentView no identifier (AAII does that for UITableViewCell only); only its stored views get one"
                : "injectAccessibilityIdentifiers() on \(owner) gives the view itself no identifier (AAII does that for UITableViewCell only); only its stored views get one"
        )
    }
}
