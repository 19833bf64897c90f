import XCTest

/// RapidA11y strings recomputed in the test process, the way RapidA11y's FAQ suggests (RA-11):
/// the analysis resolves them to the app's identifiers. The last query names a screen that
/// does not exist.
final class PlayerUITests: XCTestCase {
    private let app = XCUIApplication()

    func testPlayback() {
        app.launch()
        XCTAssertTrue(app.otherElements["\(PlayerControlsView.self)_view_a11yID"].exists)
        app.buttons[PlayerControlsView.rapidControlsInformation()[1].identifier].tap()
        app.sliders["UISlider_2__control_a11yID"].adjust(toNormalizedSliderPosition: 0.5)
        XCTAssertFalse(app.otherElements["\(MiniPlayerView.self)_view_a11yID"].exists)
    }
}
