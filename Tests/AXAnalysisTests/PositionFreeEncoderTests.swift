import XCTest

// The flattened form PositionMapping compares: ranges lifted out, everything else kept exactly.
@testable import AXAnalysis

final class PositionFreeEncoderTests: XCTestCase {
    private struct Sample: Codable {
        var name: String
        var range: ByteRange
        var nested: [[Int]]
        var note: String?
    }

    private func flatten(_ sample: Sample) -> (key: [UInt8], positions: [Int]) {
        let encoder = PositionFreeEncoder()
        XCTAssertTrue(encoder.encode(sample))
        return (encoder.key, encoder.positions)
    }

    func testRangesAreLiftedOutInOrderAndLeaveTheKeyEqual() {
        let before = flatten(Sample(name: "title", range: ByteRange(start: 3, end: 9), nested: [[1]], note: nil))
        let after = flatten(Sample(name: "title", range: ByteRange(start: 13, end: 19), nested: [[1]], note: nil))
        XCTAssertEqual(before.key, after.key)
        XCTAssertEqual(before.positions, [3, 9])
        XCTAssertEqual(after.positions, [13, 19])
    }

    func testEveryNonPositionDifferenceChangesTheKey() {
        let base = Sample(name: "title", range: ByteRange(start: 3, end: 9), nested: [[1], []], note: nil)
        var renamed = base
        renamed.name = "titles"
        var regrouped = base
        regrouped.nested = [[1]]
        var moved = base
        moved.nested = [[], [1]]
        var noted = base
        noted.note = ""
        let keys = [base, renamed, regrouped, moved, noted].map { flatten($0).key }
        XCTAssertEqual(Set(keys).count, 5, "each variant flattens to its own key")
    }

    func testMappingBetweenSummariesThatOnlyMoved() {
        let text = "import UIKit\nclass A: UIViewController {\n    let title = UILabel()\n}\n"
        let moved = "import UIKit\n\n\nclass A: UIViewController {\n    let title = UILabel()\n}\n"
        let old = FileExtractor.summarize(path: "A.swift", text: text)
        let new = FileExtractor.summarize(path: "A.swift", text: moved)
        let mapping = PositionMapping.between(old, new)
        XCTAssertEqual(mapping?.map(ByteRange(start: 13, end: 20)), ByteRange(start: 15, end: 22))
        let renamed = FileExtractor.summarize(
            path: "A.swift", text: text.replacingOccurrences(of: "title", with: "name"))
        XCTAssertNil(PositionMapping.between(old, renamed))
    }
}
