import UIKit

/// Explicit UIKit identifiers in the two clauses of an `#if`: each carries its condition.
final class DebugMenu: UIView {
    let resetButton = UIButton()

    func configure() {
        #if DEBUG
        resetButton.accessibilityIdentifier = "debug.reset"
        #else
        resetButton.accessibilityIdentifier = "release.reset"
        #endif
    }
}
