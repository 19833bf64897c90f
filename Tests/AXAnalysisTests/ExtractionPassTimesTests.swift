import XCTest

// `ax-lsp-bench passes` times `FileExtractor.summarize`'s own passes: timing them must change no
// summary, and the names it prints must be one per pass timed, in order.
@testable import AXAnalysis

final class ExtractionPassTimesTests: XCTestCase {
    private static let source = """
        import UIKit

        enum IDs { static let title = "screen.title" }

        final class ScreenViewController: UIViewController {
            let title = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                title.accessibilityIdentifier = IDs.title
            }
        }
        """

    func testTimingChangesNoSummaryAndTimesEveryNamedPass() {
        DeepStack.run {
            let parse = SwiftSourceParser.guardedParse(Self.source)
            let clock = PassClock()
            let timed = FileExtractor.summarize(
                path: "A.swift", tree: parse.tree, text: parse.parsedText, skipped: parse.skipped, clock: clock)
            let untimed = FileExtractor.summarize(
                path: "A.swift", tree: parse.tree, text: parse.parsedText, skipped: parse.skipped)
            XCTAssertEqual(timed, untimed)
            XCTAssertTrue(
                timed.stringConstants.contains {
                    $0.owner == "IDs" && $0.name == "title" && $0.value == "screen.title"
                }, "the summary is a real one")
            // The parse, the summary's passes, then three reference walks.
            XCTAssertEqual(1 + clock.seconds.count + 3, ExtractionPassTimes.passNames.count)
        }
        let measured = DeepStack.run { ExtractionPassTimes.measure(path: "A.swift", text: Self.source) }
        XCTAssertEqual(measured.seconds.count, ExtractionPassTimes.passNames.count)
        XCTAssertGreaterThan(measured.seconds[0], 0, "the parse took some time")
        XCTAssertTrue(measured.seconds.allSatisfy { $0 >= 0 })
        XCTAssertEqual((measured + measured).seconds, measured.seconds.map { $0 * 2 })
    }
}
