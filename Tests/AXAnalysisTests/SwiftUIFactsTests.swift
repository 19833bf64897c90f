import Foundation
import XCTest

// SwiftUI facts' closure-type test (`isClosureTyped`): a byte search for `->` that must agree
// with the string search it replaced.
@testable import AXAnalysis

final class SwiftUIFactsTests: XCTestCase {
    func testAClosureTypeIsToldByItsArrow() {
        let types = [
            "() -> Content", "@escaping () -> some View", "->", "Content", "-", "- >", ">-", "é->x", "(Int)->Void", "",
            "[String: -> ]"
        ]
        for type in types {
            XCTAssertEqual(
                SwiftUIParameterFact(label: nil, name: "p", typeText: type, stringDefault: nil, hasDefault: false)
                    .isClosureTyped,
                type.contains("->"), type)
        }
        XCTAssertTrue(
            SwiftUIParameterFact(
                label: nil, name: "content", typeText: "() -> Content", stringDefault: nil, hasDefault: false
            ).isClosureTyped)
        var property = SwiftUIPropertyFact(
            name: "title", site: SourceSite(file: "V.swift", range: ByteRange(start: 0, end: 1)))
        XCTAssertFalse(property.isClosureTyped)
        property.typeText = "String"
        XCTAssertFalse(property.isClosureTyped)
        property.typeText = "(String) -> Void"
        XCTAssertTrue(property.isClosureTyped)
    }
}
