import UIKit

/// AccessibilityIdentificable: own stored views, an array, and a wrapper with a fixed identifier.
final class BadgeView: UIView, AccessibilityIdentificable {
    let countLabel = UILabel()
    let stars: [UIImageView] = makeStars()
    @AccessibilityIdentify(identifier: "badge_icon") var iconView = UIImageView()
}
