import UIKit

/// Settings screen: an outlet collection and lazy views that AAII mishandles.
final class SettingsViewController: UIViewController {
    @IBOutlet var toggles: [UISwitch]!
    lazy var headerView = UIView()
    // ax-lsp:disable:next aaii-lazy-storage-label
    lazy var footerView = UIView()
    // ax-lsp:disable aaii-collection-skipped - legacy outlets, tracked in JIRA-12
    @IBOutlet var legacyButtons: [UIButton]!
    @IBOutlet var legacyLabels: [UILabel]!
    // ax-lsp:enable aaii-collection-skipped
    @IBOutlet var sliders: [UISlider]! // ax-lsp:disable:this aaii-collection-skipped

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = headerView
        _ = footerView
        injectAccessibilityIdentifiers()
    }
}
