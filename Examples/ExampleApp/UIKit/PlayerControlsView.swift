// RapidA11y: a view whose controls are named by the type, index and scope of their
// `RapidControlInformation` (docs/conventions.md, RA-3…RA-7). The two buttons share one
// information copied before and after its index changes; the slider's information keeps the
// default traits, so RapidA11y removes its `.adjustable` trait (rapid-traits-reset).
import UIKit
import RapidA11y

final class PlayerControlsView: UIView, RapidAccessible {
    @IBOutlet var playButton: UIButton!
    @IBOutlet var nextButton: UIButton!
    @IBOutlet var volumeSlider: UISlider!

    static func rapidControlsInformation() -> [RapidControlInformation] {
        var button = UIButton.accessibilityProperties
        button.scope = "player"
        button.traits = .button
        let play = button
        button.index = 1
        var volume = UISlider.accessibilityProperties
        volume.index = 2
        return [play, button, volume]
    }

    func rapidAccessibilityControls() -> [NSObject] {
        return [playButton, nextButton, volumeSlider]
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        applyViewAccessibility()
    }
}
