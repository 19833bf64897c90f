// ParseCostGuard: which regions are blanked, that blanking keeps every other position, and that
// the parsers (full and incremental) never see a region past the limit.
@testable import AXAnalysis
import SwiftSyntax
import XCTest

final class ParseCostGuardTests: XCTestCase {
    private func regions(_ text: String) -> [SkippedRegion] {
        var text = text
        return text.withUTF8 { ParseCostGuard.regions(in: $0) }
    }

    private func offset(of needle: String, in text: String) -> Int {
        guard let range = text.range(of: needle) else { return -1 }
        return text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    }

    func testNestingUpToTheLimitIsLeftAlone() {
        let limit = ParseCostGuard.maximumSquareBracketNesting
        let text = "let x: " + String(repeating: "[", count: limit) + "Int" + String(repeating: "]", count: limit) + " = []\n"
        XCTAssertEqual(regions(text), [])
        XCTAssertEqual(ParseCostGuard.prepare(text).parsedText, text)
    }

    func testAClosedRegionRunsFromTheFirstBracketPastTheLimitToItsMatch() {
        let text = "let x = [[[[[[[[[[[1]]]]]]]]]]]\nlet y = 2\n"
        XCTAssertEqual(regions(text), [SkippedRegion(range: ByteRange(start: 16, end: 23), squareBracketDepth: 9, lineCount: 1, end: .closingBracket)])
        XCTAssertEqual(ParseCostGuard.prepare(text).parsedText, "let x = [[[[[[[[       ]]]]]]]]\nlet y = 2\n")
    }

    func testAnUnclosedRegionEndsAtTheEnclosingBraceOrTheEndOfTheFile() {
        let inBody = "func f() {\n  let x = [[[[[[[[[[\n}\nfunc g() {}\n"
        let region = regions(inBody)
        XCTAssertEqual(region.map(\.end), [.enclosingBrace])
        XCTAssertEqual(region.first?.range, ByteRange(start: offset(of: "[", in: inBody) + 8, end: offset(of: "}", in: inBody)))
        XCTAssertEqual(region.first?.lineCount, 2)
        XCTAssertEqual(ParseCostGuard.prepare(inBody).parsedText.utf8.count, inBody.utf8.count)

        let atTopLevel = "final class A: " + String(repeating: "[", count: 120) + "\r\nlet y = 1\r\n"
        XCTAssertEqual(regions(atTopLevel), [SkippedRegion(range: ByteRange(start: 23, end: atTopLevel.utf8.count), squareBracketDepth: 9, lineCount: 3, end: .endOfFile)])
    }

    func testBlankingKeepsLengthLineBreaksAndNonASCIIText() {
        let text = "let s = \"é😀\"\r\nlet x = [[[[[[[[[\"ü\",\r\n\"😀\"]]]]]]]]]\nlet t = \"ß\"\n"
        let prepared = ParseCostGuard.prepare(text)
        XCTAssertEqual(prepared.parsedText.utf8.count, text.utf8.count)
        XCTAssertEqual(LineIndex(prepared.parsedText).lineCount, LineIndex(text).lineCount)
        XCTAssertTrue(prepared.parsedText.hasPrefix("let s = \"é😀\"\r\n"))
        XCTAssertTrue(prepared.parsedText.hasSuffix("]]]]]]]]\nlet t = \"ß\"\n"))
        XCTAssertFalse(prepared.parsedText.contains("😀\"]"))
    }

    func testBracketsInCommentsAndLiteralsDoNotCount() {
        let deep = String(repeating: "[", count: 20)
        let sources = [
            "// \(deep)\nlet x = 1\n",
            "/* \(deep) /* \(deep) */ \(deep) */\nlet x = 1\n",
            "let s = \"\(deep)\"\n",
            "let s = \"\\\"\(deep)\"\n",
            "let s = #\"\(deep)\"# + \"\"\n",
            "let s = ##\"\(deep) \"# \(deep)\"##\n",
            "let s = \"\"\"\n\(deep) \" \"\" \(deep)\n\"\"\"\n",
            "let r = #/\(deep)/#\n",
            "let s = \"unterminated \(deep)\nlet x = [1]\n",
        ]
        for source in sources {
            XCTAssertEqual(regions(source), [], source)
        }
    }

    func testInterpolationsAreCodeAndEndAtTheirParenthesis() {
        let closed = "let s = \"a\\([[[[[[[[[[1]]]]]]]]]])b\"\n"
        XCTAssertEqual(regions(closed).map(\.end), [.closingBracket])
        let open = "let s = \"a\\([[[[[[[[[[1)b\"\nlet t = 1\n"
        let region = regions(open)
        XCTAssertEqual(region.map(\.end), [.enclosingBrace])
        XCTAssertEqual(region.first?.range.end, offset(of: ")b", in: open))
        let raw = "let s = #\"a\\#([[[[[[[[[[1]]]]]]]]]])b\"#\n"
        XCTAssertEqual(regions(raw).count, 1)
    }

    /// Many 8-deep groups are each within the depth limit but would cost 256 times a flat file:
    /// the limit comes down until the weighted cost fits, and the file's shallow code stays.
    func testMuchDeepCodeLowersTheLimitUntilTheCostIsLinear() {
        let line = "let x = " + String(repeating: "[", count: 8) + "1" + String(repeating: "]", count: 8) + "\n"
        let one = regions(line)
        XCTAssertEqual(one, [], "a single 8-deep group is parsed whole")

        let many = String(repeating: line, count: 2_000) + "let shallow = [[1]]\n"
        let found = regions(many)
        XCTAssertEqual(found.count, 2_000)
        XCTAssertEqual(Set(found.map(\.squareBracketDepth)).count, 1)
        let depth = found.first?.squareBracketDepth ?? 0
        XCTAssertLessThan(depth, 9)
        XCTAssertGreaterThanOrEqual(depth, ParseCostGuard.minimumSquareBracketNesting + 1)
        // The cost with the lowered limit is within the bound; one level more would not be.
        var text = many
        let bytes = text.withUTF8 { Array($0) }
        let budget = max(ParseCostGuard.minimumCost, ParseCostGuard.costPerByte * bytes.count)
        func cost(limit: Int) -> Int {
            // A byte inside `d` open `[` costs 2^d; blanked bytes cost 1.
            var total = 0
            var open = 0
            for byte in bytes {
                if byte == UInt8(ascii: "[") { open += 1 }
                total += open <= limit ? 1 << open : 1
                if byte == UInt8(ascii: "]") { open -= 1 }
            }
            return total
        }
        XCTAssertLessThanOrEqual(cost(limit: depth - 1), budget)
        if depth - 1 > ParseCostGuard.minimumSquareBracketNesting {
            XCTAssertGreaterThan(cost(limit: depth), budget)
        }
    }

    /// The guard's whole point: the parser gets a tree in milliseconds and keeps what is outside.
    func testTheParserKeepsTheCodeAroundARegion() {
        let text = "let a = 1\nlet x: " + String(repeating: "[", count: 40) + "Int" + String(repeating: "]", count: 40) + " = []\nlet b = 2\n"
        let parse = DeepStack.run { SwiftSourceParser.guardedParse(text) }
        XCTAssertEqual(parse.skipped.count, 1)
        let names = parse.tree.statements.compactMap { $0.item.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedText }
        XCTAssertEqual(names, ["a", "x", "b"])
    }

    /// An incremental parse must not reuse a tree built from blanked text (nor build one from a
    /// transition the blanked text does not match): the result equals a fresh parse.
    func testIncrementalParsesAcrossTheLimitEqualFreshParses() {
        let shallow = "let x = [[[[[[[[1]]]]]]]]]\nlet y = \"z\"\n"
        let edits: [TextReplacement] = [
            TextReplacement(range: ByteRange(start: 8, end: 8), replacement: "["),      // past the limit
            TextReplacement(range: ByteRange(start: 37, end: 37), replacement: "z"),    // after the region
            TextReplacement(range: ByteRange(start: 0, end: 0), replacement: "// a\n"), // before it: moves it
            TextReplacement(range: ByteRange(start: 22, end: 22), replacement: "2"),    // inside it
            TextReplacement(range: ByteRange(start: 0, end: 5), replacement: ""),       // moves it back
            TextReplacement(range: ByteRange(start: 8, end: 9), replacement: ""),       // back within the limit
        ]
        DeepStack.run {
            var text = shallow
            var parse = SwiftSourceParser.parseIncrementally(text, previous: nil, edits: [])
            for edit in edits {
                text = EditApplier.apply([FileEdit(file: "F.swift", range: edit.range, replacement: edit.replacement)], to: text)
                parse = SwiftSourceParser.parseIncrementally(text, previous: parse, edits: [edit])
                let fresh = SwiftSourceParser.guardedParse(text)
                XCTAssertEqual(parse.tree.description, fresh.tree.description, text)
                XCTAssertEqual(parse.skipped, fresh.skipped, text)
                XCTAssertEqual(parse.parsedText, fresh.parsedText, text)
            }
            XCTAssertEqual(text, "let x = [[[[[[[[21]]]]]]]]]\nlet y = \"zz\"\n")
        }
    }

}
