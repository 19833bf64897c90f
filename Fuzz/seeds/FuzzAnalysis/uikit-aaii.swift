import UIKit

class ProfileView: UIView {
    @IBOutlet weak var nameLabel: UILabel!
    let avatar = UIImageView()
    func setUp() { injectAccessibilityIdentifiers() }
}
