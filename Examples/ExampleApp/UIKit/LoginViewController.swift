import UIKit
import AAII

/// Sign-in screen from Main.storyboard. AAII names the root view and every outlet
/// `LoginViewController.<property>`; the status label's identifier is set by hand afterwards.
final class LoginViewController: UIViewController {
    @IBOutlet weak var emailField: UITextField!
    @IBOutlet weak var passwordField: UITextField!
    @IBOutlet weak var signInButton: UIButton!
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(statusLabel)
        injectAccessibilityIdentifiers()
        // Written after the injection, so it wins over AAII's 'LoginViewController.statusLabel'.
        statusLabel.accessibilityIdentifier = "login.status"
    }

    @IBAction private func signIn(_ sender: UIButton) {
        statusLabel.text = "Signing in…"
    }
}
