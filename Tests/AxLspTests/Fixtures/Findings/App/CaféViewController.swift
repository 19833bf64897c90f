import UIKit

/// A screen whose file name and source contain non-ASCII text before findings.
final class CaféViewController: UIViewController {
    // ax-lsp:disable:next aaii-colection-skipped
    @IBOutlet var cupButtons: [UIButton]!
    /* ☕️ café */ lazy var menuView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = menuView
        injectAccessibilityIdentifiers()
    }
}
