import AXTestSupport
import SwiftParser
import SwiftSyntax
import XCTest

// ParseCostGuard: which regions are blanked, that blanking keeps every other position, and that
// the parsers (full and incremental) never see a region past the limit.
@testable import AXAnalysis

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
        let text =
            "let x: " + String(repeating: "[", count: limit) + "Int" + String(repeating: "]", count: limit) + " = []\n"
        XCTAssertEqual(regions(text), [])
        XCTAssertEqual(ParseCostGuard.prepare(text).parsedText, text)
    }

    func testAClosedRegionRunsFromTheFirstBracketPastTheLimitToItsMatch() {
        let text = "let x = [[[[[[[[[[[1]]]]]]]]]]]\nlet y = 2\n"
        XCTAssertEqual(
            regions(text),
            [
                SkippedRegion(
                    range: ByteRange(start: 16, end: 23), squareBracketDepth: 9, lineCount: 1, end: .closingBracket)
            ])
        XCTAssertEqual(ParseCostGuard.prepare(text).parsedText, "let x = [[[[[[[[       ]]]]]]]]\nlet y = 2\n")
    }

    func testAnUnclosedRegionEndsAtTheEnclosingBraceOrTheEndOfTheFile() {
        let inBody = "func f() {\n  let x = [[[[[[[[[[\n}\nfunc g() {}\n"
        let region = regions(inBody)
        XCTAssertEqual(region.map(\.end), [.enclosingBrace])
        XCTAssertEqual(
            region.first?.range, ByteRange(start: offset(of: "[", in: inBody) + 8, end: offset(of: "}", in: inBody)))
        XCTAssertEqual(region.first?.lineCount, 2)
        XCTAssertEqual(ParseCostGuard.prepare(inBody).parsedText.utf8.count, inBody.utf8.count)

        let atTopLevel = "final class A: " + String(repeating: "[", count: 120) + "\r\nlet y = 1\r\n"
        XCTAssertEqual(
            regions(atTopLevel),
            [
                SkippedRegion(
                    range: ByteRange(start: 23, end: atTopLevel.utf8.count), squareBracketDepth: 9, lineCount: 3,
                    end: .endOfFile)
            ])
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
            "let s = \"unterminated \(deep)\nlet x = [1]\n"
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

    /// Five `[` around most of a large file: past the cost bound at every limit down to the
    /// lowest, so the fifth is blanked (the guard skips the lexer only for four `[` or fewer).
    func testFiveBracketsAroundAWholeFileAreEnoughToLowerTheLimit() {
        let body = String(repeating: "1, ", count: 20_000)
        let text = "let x = [[[[[" + body + "]]]]]\n"
        let found = regions(text)
        XCTAssertEqual(found.map(\.range.start), [12])
        XCTAssertEqual(found.first?.squareBracketDepth, ParseCostGuard.minimumSquareBracketNesting + 1)
        XCTAssertEqual(regions("let x = [[[[" + body + "]]]]\n"), [])
    }

    /// The guard's whole point: the parser gets a tree in milliseconds and keeps what is outside.
    func testTheParserKeepsTheCodeAroundARegion() {
        let text =
            "let a = 1\nlet x: " + String(repeating: "[", count: 40) + "Int" + String(repeating: "]", count: 40)
            + " = []\nlet b = 2\n"
        let parse = DeepStack.run { SwiftSourceParser.guardedParse(text) }
        XCTAssertEqual(parse.skipped.count, 1)
        let names = parse.tree.statements.compactMap {
            $0.item.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedText
        }
        XCTAssertEqual(names, ["a", "x", "b"])
    }

    /// An incremental parse must not reuse a tree built from blanked text (nor build one from a
    /// transition the blanked text does not match): the result equals a fresh parse.
    func testIncrementalParsesAcrossTheLimitEqualFreshParses() {
        let shallow = "let x = [[[[[[[[1]]]]]]]]]\nlet y = \"z\"\n"
        let edits: [TextReplacement] = [
            TextReplacement(range: ByteRange(start: 8, end: 8), replacement: "["), // past the limit
            TextReplacement(range: ByteRange(start: 37, end: 37), replacement: "z"), // after the region
            TextReplacement(range: ByteRange(start: 0, end: 0), replacement: "// a\n"), // before it: moves it
            TextReplacement(range: ByteRange(start: 22, end: 22), replacement: "2"), // inside it
            TextReplacement(range: ByteRange(start: 0, end: 5), replacement: ""), // moves it back
            TextReplacement(range: ByteRange(start: 8, end: 9), replacement: "") // back within the limit
        ]
        DeepStack.run {
            var text = shallow
            var parse = SwiftSourceParser.parseIncrementally(text, previous: nil, edits: [])
            for edit in edits {
                text = EditApplier.apply(
                    [FileEdit(file: "F.swift", range: edit.range, replacement: edit.replacement)], to: text)
                parse = SwiftSourceParser.parseIncrementally(text, previous: parse, edits: [edit])
                let fresh = SwiftSourceParser.guardedParse(text)
                XCTAssertEqual(parse.tree.description, fresh.tree.description, text)
                XCTAssertEqual(parse.skipped, fresh.skipped, text)
                XCTAssertEqual(parse.parsedText, fresh.parsedText, text)
            }
            XCTAssertEqual(text, "let x = [[[[[[[[21]]]]]]]]]\nlet y = \"zz\"\n")
        }
    }

    /// The guard reads the lexer's tokens: every literal the lexer knows hides its brackets, and
    /// a quote inside one of them hides nothing after it. Each of these hid the code brackets
    /// after it from the byte scanner the guard used before (the first was a fuzzer's timeout).
    func testTheLexersLiteralsDecideWhatIsCode() {
        let deep = String(repeating: "[", count: 12)
        let prefixes = [
            "let c = '\"' ; var a: ", // a single-quoted literal holding a quote
            "let `a\"b` = 1; var a: ", // a raw identifier holding a quote
            "let r = /\"/; var a: ", // a bare regex holding a quote
            "let s = #\"\"\"#; var a: ", // `#\"\"\"#` is a one-line string of a quote
            "#!/usr/bin/env \"\"\"\nvar a: ", // a shebang line holding a triple quote
            "let c = '/*'; var a: " // a comment opener in a literal
        ]
        for prefix in prefixes {
            let text = prefix + deep + "\n"
            let found = regions(text)
            XCTAssertEqual(found.count, 1, text)
            XCTAssertEqual(
                found.first?.range.start, prefix.utf8.count + ParseCostGuard.maximumSquareBracketNesting, text)
            XCTAssertEqual(found.first?.end, .endOfFile, text)
        }
    }

    /// A single-line literal left open ends at its line break, as the lexer ends it: a quote on
    /// the next line opens a new literal, and an interpolation left open ends with its literal.
    func testUnterminatedLiteralsEndAtTheLineBreak() {
        let deep = String(repeating: "[", count: 12)
        XCTAssertEqual(regions("let q = \"abc\nlet x = \"\(deep)\"\n"), [])
        XCTAssertEqual(regions("let q = 'abc\nlet x = '\(deep)'\n"), [])
        let afterInterpolation = "let s = \"a\\(x\n\(deep)1\n"
        XCTAssertEqual(regions(afterInterpolation).map(\.range.start), [offset(of: "[", in: afterInterpolation) + 8])
    }

    /// The parser reads some text differently from the lexer: it ends an interpolation whose
    /// expression stopped before a quote of its literal's kind and reads that quote as the
    /// literal's end (the lexer opened a new literal there), and it lexes the rest of a split
    /// operator again. Both readings are guarded.
    func testWhereTheParserReadsOnDifferentlyBothReadingsAreGuarded() {
        let deep = String(repeating: "[", count: 12)
        for text in [
            "let s = \"\\(abc \"\(deep)\n",
            "let s = \"\"\"\n\\(x \"\"\"\\()#\(deep)\n",
            "let c = '\\(x ' \(deep)\n"
        ] {
            let prepared = ParseCostGuard.prepare(text)
            XCTAssertEqual(prepared.skipped.count, 1, text)
            XCTAssertEqual(
                prepared.skipped.first?.range.start,
                offset(of: "[", in: text) + ParseCostGuard.maximumSquareBracketNesting, text)
            XCTAssertEqual(regions(prepared.parsedText), [], text)
        }
        // A reading that is back in step with the main one by the next line stops there:
        // brackets in strings after it stay strings.
        let nested = "let s = \"\\(a ?? \"x\")\"\nlet t = \"\(deep)\"\n"
        XCTAssertEqual(regions(nested), [])
    }

    /// After an edit the guard reads only a window around it, from its memo of the last run:
    /// random edits of random Swift-like text give exactly what a run over the whole text gives,
    /// and the memo they leave is the memo a whole run leaves.
    func testAWindowAfterAnEditEqualsAWholeRun() {
        let lines = [
            "let a = [[1], [2]]\n", "let s = \"x\\(a[0]) y\"\n", "func f() {\n", "}\n", "    let b = [[[[[1]]]]]\n",
            "// [[ comment\n", "let m = \"\"\"\n  [[[ text\n  \"\"\"\n", "let c = a.map { [$0] }\n",
            "let d = try? f()\n",
            "let r = #/[a]/#\n", "let q = 'x'\n", "let t = \"\\(a ?? \"[[[\")\"\n"
        ]
        let pieces = [
            "[", "]", "\"", "\\(", ")", "{", "}", "\n", "x", " ", "//", "/*", "*/", "#", "'", "\"\"\"", "[[[[[[[[[[",
            "?", "/"
        ]
        var random = SplitMix64(seed: 0x5EED)
        let windowsBefore = ParseCostGuard.windowReadCount.value
        for _ in 0..<60 {
            var text = (0..<(10 + Int(random.next() % 30))).map { _ in lines[Int(random.next() % UInt64(lines.count))] }
                .joined()
            var memo = ParseCostGuard.prepare(text, after: [], memo: nil).memo
            for _ in 0..<12 {
                // One edit, or two or three in sequence (as a fix's edits are checked).
                var edits: [TextReplacement] = []
                for _ in 0..<(random.next() % 3 == 0 ? 2 + Int(random.next() % 2) : 1) {
                    let count = text.utf8.count
                    let start = Int(random.next() % UInt64(count + 1))
                    let end = min(count, start + Int(random.next() % 4))
                    let replacement = random.next() % 3 == 0 ? "" : pieces[Int(random.next() % UInt64(pieces.count))]
                    var bytes = Array(text.utf8)
                    bytes.replaceSubrange(start..<end, with: Array(replacement.utf8))
                    guard let edited = String(validating: bytes, as: UTF8.self) else { continue }
                    text = edited
                    edits.append(TextReplacement(range: ByteRange(start: start, end: end), replacement: replacement))
                }
                guard !edits.isEmpty else { continue }
                let windowed = ParseCostGuard.prepare(text, after: edits, memo: memo)
                let whole = ParseCostGuard.prepare(text)
                XCTAssertEqual(windowed.skipped, whole.skipped, text)
                XCTAssertEqual(windowed.parsedText, whole.parsedText, text)
                let fresh = ParseCostGuard.prepare(text, after: [], memo: nil).memo
                XCTAssertEqual(windowed.memo?.lineStartRecords, fresh?.lineStartRecords, text)
                XCTAssertEqual(windowed.memo?.forkSpanRecords, fresh?.forkSpanRecords, text)
                memo = windowed.memo
            }
        }
        // Many of the 720 edits read only a window (the rest touch a region or a fork's
        // reading, or the text has so few `[` that it needs no memo).
        XCTAssertGreaterThan(ParseCostGuard.windowReadCount.value - windowsBefore, 200)
    }

    /// The lexer reads a `/` at a line's start as a regex or an operator by the token before it,
    /// so a window never starts there: typing brackets on such a line is seen as the whole run
    /// sees it (a window that started at the `/` read it as a regex and missed them).
    func testAWindowNeverStartsAtALineThatStartsWithASlash() {
        let text = "let a = [[[[[1]]]]]\nfunc f() {\n}\n/ [[ x\nlet b = 1\n"
        let memo = ParseCostGuard.prepare(text, after: [], memo: nil).memo
        XCTAssertNotNil(memo)
        let start = offset(of: "[[ x", in: text)
        let edit = TextReplacement(
            range: ByteRange(start: start, end: start), replacement: String(repeating: "[", count: 10))
        let edited = EditApplier.apply(
            [FileEdit(file: "F.swift", range: edit.range, replacement: edit.replacement)], to: text)
        let windowed = ParseCostGuard.prepare(edited, after: [edit], memo: memo)
        XCTAssertEqual(windowed.skipped, ParseCostGuard.prepare(edited).skipped)
        XCTAssertEqual(windowed.skipped.count, 1)
    }

    /// A reading is back in step with the last run only in code: typing `#` before a `"""` makes
    /// a raw literal that the old `"""` no longer closes, though its frames look alike.
    func testAWindowIsBackInStepOnlyInCode() {
        let text = "let a = [[[[[1]]]]]\nlet m = \"\"\"\n  text\n  \"\"\"\nlet b = [[1]]\n"
        let memo = ParseCostGuard.prepare(text, after: [], memo: nil).memo
        let start = offset(of: "\"\"\"", in: text)
        let edit = TextReplacement(range: ByteRange(start: start, end: start), replacement: "#")
        let edited = EditApplier.apply([FileEdit(file: "F.swift", range: edit.range, replacement: "#")], to: text)
        let windowed = ParseCostGuard.prepare(edited, after: [edit], memo: memo)
        XCTAssertEqual(
            windowed.memo?.lineStartRecords, ParseCostGuard.prepare(edited, after: [], memo: nil).memo?.lineStartRecords
        )
    }

    /// Random text over the characters that open and close literals, comments and brackets: what
    /// the parser is given never nests collections, subscripts or capture lists deeper than the
    /// limit (the tree is the judge, not the guard's own scan), and the guard finds nothing
    /// left to blank in it.
    func testRandomTextNeverReachesTheParserDeeperThanTheLimit() {
        let pieceSet = [
            "]", "#\"", "\"#", ">/", "<", ">", "#/", "/#", "\\#(", "a!", "?", "\"", "'", "`", "/", "#", "\\(", ")", "(",
            "{", "}", "\n", "\"\"\"", "/*", "*/", "//", "x", " ", "of", ":", "=", "let a: ", "var b = "
        ]
        var random = SplitMix64(seed: 0xB0B)
        DeepStack.run {
            for _ in 0..<3_000 {
                // Random pieces, then a run of `[` past the limit, then more pieces: a literal
                // or comment the guard misreads in the first part hides the run from it.
                func pieces(_ count: UInt64) -> String {
                    (0..<Int(random.next() % count)).map { _ in pieceSet[Int(random.next() % UInt64(pieceSet.count))] }
                        .joined()
                }
                // At most 16 `[` in the run, so a failure is slow (2^16) but never a hang.
                let run = String(
                    repeating: "[", count: ParseCostGuard.maximumSquareBracketNesting + 1 + Int(random.next() % 8))
                let text = pieces(12) + run + pieces(6)
                let prepared = ParseCostGuard.prepare(text)
                XCTAssertEqual(self.regions(prepared.parsedText), [], text)
                let tree = Parser.parse(source: prepared.parsedText)
                let depth = SquareBracketNesting(viewMode: .sourceAccurate)
                depth.walk(tree)
                XCTAssertLessThanOrEqual(depth.deepest, ParseCostGuard.maximumSquareBracketNesting, text)
            }
        }
    }
}

/// The deepest nesting of nodes that hold a `[` token in a tree.
private final class SquareBracketNesting: SyntaxAnyVisitor {
    private var depth = 0
    private(set) var deepest = 0

    private func opensABracket(_ node: Syntax) -> Bool {
        node.children(viewMode: .sourceAccurate).contains { $0.as(TokenSyntax.self)?.tokenKind == .leftSquare }
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if opensABracket(node) {
            depth += 1
            deepest = max(deepest, depth)
        }
        return .visitChildren
    }

    override func visitAnyPost(_ node: Syntax) {
        if opensABracket(node) { depth -= 1 }
    }
}
