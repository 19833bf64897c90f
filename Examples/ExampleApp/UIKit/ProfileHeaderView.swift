import UIKit
import AccessibilityIdentificable

/// The profile header, identified by AccessibilityIdentificable: every own stored view gets
/// `ProfileHeaderView.<name>`, arrays get `_<index>`, and the wrapped avatar keeps its own id.
final class ProfileHeaderView: UIView, AccessibilityIdentificable {
    let nameLabel = UILabel()
    let badgeViews: [UIImageView] = [UIImageView(), UIImageView()]
    @AccessibilityIdentify(identifier: "profile_avatar") var avatarView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(nameLabel)
        addSubview(avatarView)
        badgeViews.forEach(addSubview)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
