import XCTest

// The byte search that lets files without `ax-lsp:` skip the suppression walk.
@testable import AXAnalysis

final class SuppressionMarkerSearchTests: XCTestCase {
    private func contains(_ text: String) -> Bool { SuppressionScanner.containsMarker(Array(text.utf8)) }

    func testFindsTheMarkerAnywhereAndNothingElse() {
        XCTAssertTrue(contains("ax-lsp:"))
        XCTAssertTrue(contains("// ax-lsp:disable:next x"))
        XCTAssertTrue(contains("let x = 1 // ax-lsp:"))
        XCTAssertTrue(contains("xax-lsp:"))
        XCTAssertTrue(contains("aax-lsp:ax"))
        XCTAssertFalse(contains(""))
        XCTAssertFalse(contains("x"))
        XCTAssertFalse(contains("ax-lsp"))
        XCTAssertFalse(contains("ax-lsp;"))
        XCTAssertFalse(contains("bx-lsp:"))
        XCTAssertFalse(contains("let box = xx // x-lsp: ax-ls:"))
    }

    /// A file whose only `ax-lsp:` is split by an edit is scanned correctly before and after.
    func testScansWithAndWithoutTheMarker() {
        let with = "let a = 1 // ax-lsp:disable:this rule-a\n"
        let without = "let a = 1 // ax-lsp disable:this rule-a\n"
        XCTAssertEqual(FileExtractor.summarize(path: "A.swift", text: with).suppressions.map(\.rules), [["rule-a"]])
        XCTAssertEqual(FileExtractor.summarize(path: "A.swift", text: without).suppressions, [])
    }
}
