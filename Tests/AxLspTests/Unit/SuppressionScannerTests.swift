// Suppression comments found in trivia, with the byte ranges they silence.
import AXAnalysis
import XCTest

final class SuppressionScannerTests: XCTestCase {
    private func scan(_ text: String) -> [SuppressionFact] {
        FileExtractor.summarize(path: "A.swift", text: text).suppressions
    }

    private func slice(_ text: String, _ range: ByteRange) -> String {
        String(decoding: Array(text.utf8)[range.start..<range.end], as: UTF8.self)
    }

    func testNextLineAndThisLineCoverExactlyOneLine() {
        let text =
            "let a = 1\n// ax-lsp:disable:next rule-a rule-b\nlet b = 2 // ax-lsp:disable:this rule-c\nlet c = 3\n"
        let facts = scan(text)
        XCTAssertEqual(facts.map(\.scope), [.nextLine, .thisLine])
        XCTAssertEqual(facts.map(\.rules), [["rule-a", "rule-b"], ["rule-c"]])
        XCTAssertEqual(
            facts.map { slice(text, $0.effectRange) },
            [
                "let b = 2 // ax-lsp:disable:this rule-c",
                "let b = 2 // ax-lsp:disable:this rule-c"
            ])
        XCTAssertEqual(slice(text, facts[0].site.range), "// ax-lsp:disable:next rule-a rule-b")
    }

    func testRegionsEndAtTheirOwnEnableAndCommasSeparateRules() {
        let text = "// ax-lsp:disable a, b - reason text\nlet x = 1\n// ax-lsp:enable a\nlet y = 2\n"
        let facts = scan(text)
        XCTAssertEqual(facts.map(\.scope), [.regionStart, .regionStart, .regionEnd])
        XCTAssertEqual(facts.map(\.rules), [["a"], ["b"], ["a"]])
        XCTAssertEqual(slice(text, facts[0].effectRange), "\nlet x = 1\n")
        XCTAssertEqual(slice(text, facts[1].effectRange), "\nlet x = 1\n// ax-lsp:enable a\nlet y = 2\n")
        XCTAssertEqual(facts[2].effectRange.length, 0)
    }

    func testEnableAllClosesEveryRegionAndCRLFKeepsLineRanges() {
        let text = "// ax-lsp:disable a\r\n// ax-lsp:disable:next b\r\nlet x = 1\r\n// ax-lsp:enable all\r\n"
        let facts = scan(text)
        XCTAssertEqual(facts.map(\.scope), [.regionStart, .nextLine, .regionEnd])
        XCTAssertEqual(slice(text, facts[1].effectRange), "let x = 1")
        XCTAssertEqual(slice(text, facts[0].effectRange), "\r\n// ax-lsp:disable:next b\r\nlet x = 1\r\n")
    }

    func testStringsBlockCommentsAndOtherCommentsAreNotSuppressions() {
        let text = """
            let s = "// ax-lsp:disable:next a"
            /* ax-lsp:disable b */
            // swiftlint:disable:next c
            // ax-lsp:disable:next
            // ax-lsp:frobnicate d
            let 🎉 = 1 // ax-lsp:disable:this e
            """
        let facts = scan(text)
        XCTAssertEqual(facts.map(\.rules), [["e"]])
        XCTAssertEqual(slice(text, facts[0].effectRange), "let 🎉 = 1 // ax-lsp:disable:this e")
    }
}
