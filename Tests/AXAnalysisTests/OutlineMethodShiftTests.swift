import XCTest

// OutlineMethod keeps its positions relative to its declaration; moved or shifted, it must give
// the positions a method extracted at the new place gives.
@testable import AXAnalysis

final class OutlineMethodShiftTests: XCTestCase {
    private let source = """
        import UIKit
        final class CardView: UIView {
            func configure(title: String = "Card") {
                titleLabel.text = title
                accessibilityLabel = "Card"
                isAccessibilityElement = true
            }
        }
        """

    private func configure(_ text: String) -> OutlineMethod? {
        FileExtractor.summarize(path: "Card.swift", text: text).outline.classes.first?.methods.first {
            $0.name == "configure"
        }
    }

    /// Text inserted above the method moves it whole; inserted inside, only what follows.
    func testShiftingAMethodEqualsExtractingItAtItsNewPlace() throws {
        let method = try XCTUnwrap(configure(source))
        XCTAssertEqual(method.body.count, 3)
        XCTAssertGreaterThan(method.origin, 0)
        for marker in ["final class", "titleLabel.text", "accessibilityLabel =", "isAccessibilityElement"] {
            let range = try XCTUnwrap(source.range(of: marker))
            let offset = source.utf8.distance(from: source.startIndex, to: range.lowerBound)
            let inserted = "\n\n  "
            let edited = String(source[..<range.lowerBound]) + inserted + String(source[range.lowerBound...])
            let shifted = method.shifted(OffsetShift(from: offset, delta: inserted.utf8.count))
            let extracted = try XCTUnwrap(configure(edited))
            XCTAssertEqual(shifted.body, extracted.body, "inserted before \(marker)")
            XCTAssertEqual(shifted.defaults, extracted.defaults, "inserted before \(marker)")
            XCTAssertEqual(shifted, extracted, "inserted before \(marker)")
        }
        // Sites are absolute when read: the first statement starts where its text does.
        let first = try XCTUnwrap(method.body.first)
        let statement = try XCTUnwrap(source.range(of: "titleLabel.text = title"))
        XCTAssertEqual(first.site.range.start, source.utf8.distance(from: source.startIndex, to: statement.lowerBound))
    }
}
