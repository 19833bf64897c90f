import AXTestSupport
import XCTest

@testable import AXAnalysis

/// One test for every field of `FileSummary` that holds a position: the summary of a fixture's
/// file moved by `k` bytes (`FileSummary.shifted`) must equal the summary of the same text with
/// `k` bytes put before it. A field the shifting code forgets keeps its old offsets, and the
/// two differ, whichever fixture exercises that field.
final class SummaryShiftTests: XCTestCase {
    func testEveryFixtureSummaryShiftedEqualsTheSummaryOfTheMovedText() throws {
        let fixtures = AnalysisFixtures.all
        XCTAssertGreaterThan(fixtures.count, 100, "the fixture folders were found")
        // Multi-byte text, so that a shift counted in characters instead of bytes shows too, and
        // a line of its own, so that a fact that kept a line number would show.
        let padding = "// moved 🧪\n"
        var files = 0
        for (fixture, url) in fixtures {
            let source = try String(contentsOf: url, encoding: .utf8)
            for (path, text) in MarkedWorkspace(source).files where path.hasSuffix(".swift") {
                let summary = FileExtractor.summarize(path: path, text: text)
                let moved = FileExtractor.summarize(path: path, text: padding + text)
                files += 1
                if summary.shifted(by: padding.utf8.count) != moved {
                    XCTFail(
                        "\(fixture) \(path): the shifted summary differs from the summary of the moved text\n\(Self.difference(summary.shifted(by: padding.utf8.count), moved))"
                    )
                }
            }
        }
        XCTAssertGreaterThan(files, 100)
    }

    /// The top-level fields that differ, by their mirror labels.
    private static func difference(_ a: FileSummary, _ b: FileSummary) -> String {
        let left = Mirror(reflecting: a).children
        let right = Mirror(reflecting: b).children
        return zip(left, right).compactMap { l, r in
            String(describing: l.value) == String(describing: r.value) ? nil : "\(l.label ?? "?") differs"
        }.joined(separator: ", ")
    }
}
