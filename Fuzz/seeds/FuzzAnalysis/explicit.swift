enum A11y { static let close = "settings.close" }
class SettingsViewController: UIViewController {
    let closeButton = UIButton()
    override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.accessibilityIdentifier = A11y.close
        view.accessibilityIdentifier = "settings.\(1)"
    }
}
