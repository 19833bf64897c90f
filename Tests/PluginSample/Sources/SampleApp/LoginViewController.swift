// A login screen whose two buttons share an identifier: the build tool plugin reports it.
#if canImport(UIKit)
import UIKit

final class LoginViewController: UIViewController {
    private let signInButton = UIButton(type: .system)
    private let signUpButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        signInButton.accessibilityIdentifier = "login.submit"
        signUpButton.accessibilityIdentifier = "login.submit"
        view.addSubview(signInButton)
        view.addSubview(signUpButton)
    }
}
#endif

/// Compiled on every platform, so the target builds where UIKit is absent.
public enum SampleApp {
    public static let name = "PluginSample"
}
