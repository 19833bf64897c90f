import UIKit

/// AAII on a view controller: root view, outlets, and an explicit identifier set after the call.
final class LoginViewController: UIViewController {
    @IBOutlet weak var emailField: UITextField!
    @IBOutlet weak var signInButton: UIButton!
    let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        injectAccessibilityIdentifiers()
        statusLabel.accessibilityIdentifier = "login.status"
    }
}
