import UIKit

/// A promotion banner whose VoiceOver experience a unit test pins with AXSnapshot
/// (`ExampleAppTests/PromoBannerViewTests.swift`); `ax-lsp outline --type PromoBannerView` prints it.
final class PromoBannerView: UIView {
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()
    private let redeemButton = UIButton(type: .system)
    private let expiredLabel = UILabel()
    private let artwork = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.text = "Spring sale"
        titleLabel.accessibilityTraits = .header
        detailLabel.text = "20% off every order this week"
        redeemButton.setTitle("Redeem", for: .normal)
        redeemButton.accessibilityHint = "Applies the discount to your cart"
        expiredLabel.text = "This offer has expired"
        expiredLabel.isHidden = true
        [artwork, titleLabel, detailLabel, redeemButton, expiredLabel].forEach(addSubview)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
