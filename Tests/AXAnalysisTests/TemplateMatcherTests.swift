import XCTest

@testable import AXAnalysis

final class TemplateMatcherTests: XCTestCase {
    func testARunTimePartStandsForAnyRunOfCharacters() {
        XCTAssertTrue(TemplateMatcher.matches("Profile Row - Alice", template: "Profile Row - {name}"))
        XCTAssertFalse(TemplateMatcher.matches("Profle Row - Alice", template: "Profile Row - {name}"))
        XCTAssertFalse(TemplateMatcher.matches("Profile Row - ", template: "Profile Row - {name}"))
    }

    func testARowOrACountIsDigitsOnly() {
        let template = "aid-{recipient.type}-{indexPath.row}-{state}"
        XCTAssertTrue(TemplateMatcher.matches("aid-to-0-selected", template: template))
        XCTAssertTrue(TemplateMatcher.matches("aid-cc-12-label", template: template))
        // A typo of another identifier of the same shape fits only where the row is a number.
        XCTAssertFalse(TemplateMatcher.matches("aid-signature-key-labl", template: template))
        XCTAssertFalse(TemplateMatcher.matches("aid-recipietn-popup-email-node", template: template))
        XCTAssertTrue(TemplateMatcher.matches("cell-3", template: "cell-{items.count}"))
        XCTAssertFalse(TemplateMatcher.matches("cell-x3", template: "cell-{items.count}"))
        XCTAssertTrue(TemplateMatcher.matches("row_4_end", template: "row_{pair.offset}_end"))
    }
}
