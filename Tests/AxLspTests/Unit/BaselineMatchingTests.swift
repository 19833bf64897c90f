// Baseline matching ignores lines and reports entries that no longer occur.
import AXAnalysis
import XCTest

final class BaselineMatchingTests: XCTestCase {
    private func finding(_ rule: String, _ file: String, _ identifier: String?, at offset: Int) -> Finding {
        Finding(
            ruleID: rule, severity: .warning,
            site: SourceSite(file: file, range: ByteRange(start: offset, end: offset + 1)), message: "m\(offset)",
            identifier: identifier)
    }

    func testMatchesOnRuleFileAndIdentifierOnly() {
        let baseline = Baseline(findings: [finding("r", "A.swift", "A.x", at: 10), finding("r", "A.swift", nil, at: 20)]
        )
        let moved = [
            finding("r", "A.swift", "A.x", at: 500), finding("r", "A.swift", "A.y", at: 30),
            finding("r", "B.swift", "A.x", at: 10)
        ]
        let application = baseline.apply(to: moved)
        XCTAssertEqual(application.hidden.map(\.identifier), ["A.x"])
        XCTAssertEqual(application.remaining.map(\.site.file), ["A.swift", "B.swift"])
        XCTAssertEqual(
            application.disappeared, [BaselineEntry(rule: "r", file: "A.swift", identifier: nil, message: "m20")])
        XCTAssertEqual(application.disappeared.first?.message, "m20")
    }

    func testFindingsWithoutIdentifierMatchOnTheirMessageWithoutPositions() {
        var first = finding("r", "A.swift", nil, at: 1)
        first.message = "'a' is also set in B.swift:14:3 and C.swift:2"
        var moved = first
        moved.message = "'a' is also set in B.swift:90:1 and C.swift:7"
        moved.site.range = ByteRange(start: 400, end: 401)
        var other = first
        other.message = "'b' is also set in B.swift:14:3 and C.swift:2"
        let application = Baseline(findings: [first]).apply(to: [moved, other])
        XCTAssertEqual(application.hidden, [moved])
        XCTAssertEqual(application.remaining, [other])
        XCTAssertEqual(Baseline(findings: [first]).findings.first?.message, "'a' is also set in B.swift and C.swift")
    }

    func testEntriesAreSortedAndUnique() {
        let baseline = Baseline(findings: [
            finding("z", "B.swift", "b", at: 1), finding("a", "A.swift", "a", at: 2),
            finding("z", "B.swift", "b", at: 3)
        ])
        XCTAssertEqual(
            baseline.findings,
            [
                BaselineEntry(rule: "a", file: "A.swift", identifier: "a"),
                BaselineEntry(rule: "z", file: "B.swift", identifier: "b")
            ])
    }
}
