import XCTest

// LabelTexts: the texts the label model searches, grouped as the straightforward definition
// groups them (ASCII by UTF-8 length, the rest apart, a UI test's own texts only when typed),
// whatever their length; and the eight-bytes-at-a-time ASCII test.
@testable import AXAnalysis

final class LabelTextsTests: XCTestCase {
    func testTextsAreGroupedAsTheDefinitionGroupsThem() {
        let long = String(repeating: "Settings ", count: 40)
        let values = [
            "OK", "Compose", "", "Café", "設定", long, long + "é", "a", String(repeating: "x", count: 127),
            String(repeating: "y", count: 128), "Log in", "OK"
        ]
        var summaries: [String: FileSummary] = [:]
        for (index, path) in ["App/A.swift", "App/B.strings", "UITests/LoginTests.swift"].enumerated() {
            var summary = FileSummary(path: path, kind: index == 1 ? .localizationTable : .swift)
            for (offset, value) in values.enumerated() {
                let source: LabelSource = offset % 3 == 0 ? .typedByTest : (index == 1 ? .localizationTable : .code)
                summary.visibleTexts.append(
                    VisibleTextFact(
                        text: value, site: SourceSite(file: path, range: ByteRange(start: offset, end: offset + 1)),
                        source: source))
            }
            summaries[path] = summary
        }
        let uiTests: Set<String> = ["UITests/LoginTests.swift"]
        let texts = LabelTexts(summaries: summaries, uiTestPaths: uiTests)

        var byLength: [Int: [String]] = [:]
        var others: [String] = []
        var counts = Array(repeating: 0, count: LabelSource.allCases.count)
        for (path, summary) in summaries {
            for text in summary.visibleTexts where !uiTests.contains(path) || text.source == .typedByTest {
                counts[LabelSource.allCases.firstIndex(of: text.source) ?? 0] += 1
                if text.text.utf8.allSatisfy({ $0 < 0x80 }) {
                    byLength[text.text.utf8.count, default: []].append(text.text)
                } else {
                    others.append(text.text)
                }
            }
        }
        XCTAssertEqual(texts.counts, counts)
        XCTAssertEqual(texts.asciiByLength.mapValues { $0.sorted() }, byLength.mapValues { $0.sorted() })
        XCTAssertEqual(texts.others.sorted(), others.sorted())
        // One 128-byte text per file (the UI test typed it): past the array of short lengths.
        XCTAssertEqual(texts.asciiByLength[128]?.count, 3)
    }

    func testASCIIIsToldEightBytesAtATime() {
        for text in [
            "", "a", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghé", "éabcdefgh", "abcdefgh\u{7F}",
            String(repeating: "ab", count: 50) + "ü"
        ] {
            XCTAssertEqual(LabelTexts.isASCII(text), text.utf8.allSatisfy { $0 < 0x80 }, text)
        }
    }
}
