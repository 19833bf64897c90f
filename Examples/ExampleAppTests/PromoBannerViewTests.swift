import AXSnapshot
import XCTest
@testable import ExampleApp

/// A unit test (not a UI test): AXSnapshot turns the banner into the text VoiceOver users get.
/// `ax-lsp check` compares this expectation with the banner's code (axsnapshot-golden-mismatch).
final class PromoBannerViewTests: XCTestCase {
    func testVoiceOverExperience() {
        XCTAssertEqual(PromoBannerView().axSnapshot(), """
        ------------------------------------------------------------
        Spring sale
        header
        ------------------------------------------------------------
        20% off every order this week
        ------------------------------------------------------------
        Redeem
        button
        Applies the discount to your cart
        ------------------------------------------------------------
        """)
    }
}
