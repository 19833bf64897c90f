import AXTestSupport
import Foundation
import XCTest

// The guard's byte reading (`ParseCostGuard.isCertainlyWithinLimits`): it clears ordinary code,
// leaves every construct it does not model to the lexer, and never clears a text in which the
// lexer's reading finds something to blank: on hand-written cases, random text, real sources
// and random mutations of them.
@testable import AXAnalysis

final class ParseCostGuardByteTests: XCTestCase {
    private func byteReadingClears(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { ParseCostGuard.isCertainlyWithinLimits($0) }
    }

    /// The lexer's reading alone, as the guard ran before the byte reading existed.
    private func lexerRegions(_ text: String) -> [SkippedRegion] {
        var text = text
        return text.withUTF8 { ParseCostGuard.regionsAndLimit(in: $0, limit: nil, bytesDecide: false).regions }
    }

    /// The one property that makes the byte reading safe: what it clears, the lexer clears.
    private func assertNeverClearsMore(
        _ text: String, _ context: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        guard byteReadingClears(text) else { return }
        XCTAssertEqual(
            lexerRegions(text), [], "the byte reading cleared a text the lexer blanks: \(context())\n\(text)",
            file: file, line: line)
    }

    func testOrdinaryCodeIsClearedWithoutTheLexer() {
        let deep = String(repeating: "[", count: 20)
        let cleared = [
            "let a: [[String: [Int]]] = [[\"a\": [1, 2]]]\nlet b = a[0][\"a\"]?[1]\n",
            "let x = " + String(repeating: "[", count: 8) + "1" + String(repeating: "]", count: 8) + "\n",
            "// \(deep)\nlet x = [[1]]\n",
            "/* \(deep) /* nested \(deep) */ \(deep) */\nlet x = [[1]]\n",
            "let s = \"\(deep)\" + \"\\\"\(deep)\"\nlet x = [[1]]\n",
            "let m = \"\"\"\n  \(deep) \" \"\" \\(f(\"[\"))\n  \\\n  \"\"\"\nlet x = [[1]]\n",
            "let s = \"a\\(b[0][1])c\\(\"\(deep)\")\"\nlet x = [[1]]\n",
            "let `default` = [[1]]\n#if DEBUG\nlet k = \\Foo.bar[0]\n#endif\n",
            "func f() {\r\n    let x = [[[1]]] // comment \(deep)\r\n}\r\n",
            "let h = a[0] / 2 + f(x) / 3 + b/c + 4 / 5 + \"s\".count / 2\nlet x = [[1]]\n",
            "let s = \"\\(a ?? \"x\")\"\nlet x = [[1]]\nlet t = \"\\(b ?? \"\")[[[[[[[[[[\"\n" // forks back in step
        ]
        for text in cleared {
            XCTAssertTrue(byteReadingClears(text), text)
            XCTAssertEqual(lexerRegions(text), [], text)
        }
    }

    /// Each of these needs the lexer: what the byte reading does not model, or text the lexer
    /// blanks or forks on.
    func testWhatTheBytesCannotVouchForIsLeftToTheLexer() {
        let deep = String(repeating: "[", count: 12)
        let eight = "let x = " + String(repeating: "[", count: 8) + "1" + String(repeating: "]", count: 8) + "\n"
        let cases = [
            "var a: \(deep)\n", // past the limit
            String(repeating: eight, count: 200), // within it, but past the cost bound
            "let c = '\"' ; var a = [[1]]\n", // a single-quoted literal
            "let `a\"b` = 1; var a = [[1]]\n", // a raw identifier that is not a name
            "let r = /\"/; var a = [[1]]\n", // a bare regex
            "func f() { return / b /; var a = [[1]] }\n", // one after a keyword
            "let r = f(/ab/); var a = [[1]]\n", // one after a parenthesis
            "let r = a + /ab/; var a = [[1]]\n", // one after an operator
            "let r = x /ab/; var a = [[1]]\n", // one bound to its pattern
            "let s = #\"\"\"#; var a = [[1]]\n", // a raw string
            "#!/usr/bin/env swift\nvar a = [[1]]\n", // a shebang
            // a fork that reads deep code
            "let s = \"\\(a \"\(String(repeating: "[", count: 10))1\(String(repeating: "]", count: 10))\")\"\n",
            "let s = \"\"\"\n\\(a \"\"\"\n\"\"\")\n\"\"\"\nvar a = [[1]]\n", // a fork of a multi-line literal
            "let s = \"\\(a /* c */)\"\nvar a = [[1]]\n", // a comment in an interpolation
            "let s = \"abc\nvar a = [[1]]\n", // a one-line literal left open
            "let π = [[1]]\n", // non-ASCII code
            "let x = <#value#> + [[1]]\n", // an editor placeholder
            "<<<<<<< HEAD\nlet a = [[1]]\n=======\nlet a = [[2]]\n>>>>>>> b\n", // a conflict
            "let a = [[1]\nlet b = [[2]]\n", // a bracket left open
            "let a = [[1])]\n", // one closing another's
            "let a = x+// c\n[[1]]\n", // an operator before a comment
            "/* unterminated [[1]]\n"
        ]
        for text in cases {
            XCTAssertFalse(byteReadingClears(text), text)
        }
    }

    /// Random text over every character that opens or closes a literal, comment, bracket or
    /// interpolation around a run of `[` past the limit: the byte reading may clear such a text
    /// only where the run is hidden from the lexer too (in a literal or comment), and it does
    /// clear a good share of them.
    func testRandomTextIsNeverClearedWhereTheLexerBlanks() {
        let pieceSet = [
            "]", "[", "#\"", "\"#", "##\"", "\"##", "#/", "/#", "\\#(", "\"", "\"", "\"", "'", "`", "`a`", "/", "#",
            "\\(", "\\(", ")", ")", "(", "{", "}", "\n", "\r\n", "\"\"\"", "\"\"\"\n", "/*", "*/", "//", "x", " ", " ",
            "\\", "\\\"", "<#", "#>", "??", "é", "r = /", " / ", "a / ", "a/", "return / ", ") / "
        ]
        var random = SplitMix64(seed: 0xB17E5)
        var cleared = 0
        for _ in 0..<40_000 {
            func pieces(_ bound: Int) -> String {
                (0..<random.next(below: bound)).map { _ in pieceSet[random.next(below: pieceSet.count)] }.joined()
            }
            let run = String(
                repeating: "[", count: ParseCostGuard.maximumSquareBracketNesting + 1 + random.next(below: 6))
            let text = pieces(8) + run + pieces(8)
            if byteReadingClears(text) { cleared += 1 }
            assertNeverClearsMore(text)
        }
        XCTAssertGreaterThan(cleared, 1_000, "the random texts should exercise the cleared path")
    }

    /// Where the guard forks (a quote of the literal's kind inside its interpolation), the
    /// other reading goes on until its frames are the main reading's at a line start: a fork
    /// left holding a `[` sees the next line one deeper than the main reading does.
    func testAForkIsReadUntilItIsBackInStep() {
        let eight = "let b = " + String(repeating: "[", count: 8) + "1" + String(repeating: "]", count: 8) + "\n"
        let outOfStep = "let s = \"\\(a \"[\")\"\n" + eight
        XCTAssertFalse(lexerRegions(outOfStep).isEmpty, "the fork reads the next line nine deep")
        XCTAssertFalse(byteReadingClears(outOfStep))
        let backInStep = "let s = \"\\(a \"x\")\"\n" + eight
        XCTAssertEqual(lexerRegions(backInStep), [])
        XCTAssertTrue(byteReadingClears(backInStep))

        // Random lines that fork, leave a fork holding a bracket, or nest eight deep.
        let lines = [
            "let s = \"\\(a \"[\")\"\n", "let s = \"\\(a ?? \"x\")\"\n", eight, "let c = [[[[1]]]]\n", "}\n",
            "func f() {\n",
            "let s = \"\\(a \"(\")\"\n", "let s = \"\\(a \")\")\"\n", "let s = \"\\(a \"{\")\"\n",
            "let t = \"\\(x[\"k\"])\"\n",
            "let u = \"\\(a \"]\")\"\n", "let v = \"\\(a \"\\(b \"[\")\")\"\n", "let w = [\"\\(a ?? \"[\")\"]\n"
        ]
        var random = SplitMix64(seed: 0xF0F0)
        var cleared = 0
        for _ in 0..<5_000 {
            let text = (0..<(2 + random.next(below: 10))).map { _ in lines[random.next(below: lines.count)] }.joined()
            if byteReadingClears(text) { cleared += 1 }
            assertNeverClearsMore(text)
        }
        XCTAssertGreaterThan(cleared, 100)
    }

    /// Real Swift: this repository's sources and tests, and swift-syntax's own (its parser tests
    /// hold every oddity of the language in literals). The byte reading clears most files with
    /// enough `[` to need a reading, and never one the lexer blanks; random pieces inserted into
    /// real files are checked the same way.
    func testRealSourcesAndTheirMutationsAreNeverClearedWhereTheLexerBlanks() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var folders = ["Sources", "Tests", "Examples"].map { root.appendingPathComponent($0).path }
        let swiftSyntax = root.appendingPathComponent(".build/checkouts/swift-syntax").path
        if FileManager.default.fileExists(atPath: swiftSyntax) { folders.append(swiftSyntax) }
        if let tree = ProcessInfo.processInfo.environment["AX_REAL_TREE"] { folders.append(tree) }
        var texts: [String] = []
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(".swift"), !relative.contains(".build/"),
                    let text = try? String(contentsOfFile: folder + "/" + relative, encoding: .utf8)
                else { continue }
                texts.append(text)
            }
        }
        guard texts.count > 50 else { throw XCTSkip("too few Swift files found beside the tests (\(texts.count))") }
        var needingAReading = 0
        var cleared = 0
        for text in texts {
            var copy = text
            guard copy.withUTF8({ ParseCostGuard.hasEnoughSquareBrackets($0) }) else { continue }
            needingAReading += 1
            if byteReadingClears(text) { cleared += 1 }
            assertNeverClearsMore(text, "a real file")
        }
        XCTAssertGreaterThan(
            cleared * 2, needingAReading, "most real files are cleared by bytes (\(cleared) of \(needingAReading))")

        let pieces = [
            "\"", "'", "[", "]", "(", ")", "{", "}", "\\(", "\"\"\"\n", "/*", "*/", "//", "/", "#", "`", "\n",
            "[[[[[[[[[", "<#"
        ]
        var random = SplitMix64(seed: 0x4EA1)
        let mutable = texts.filter { $0.utf8.count < 20_000 }
        for _ in 0..<400 {
            var bytes = Array(mutable[random.next(below: mutable.count)].utf8)
            for _ in 0..<(1 + random.next(below: 3)) {
                let at = random.next(below: bytes.count + 1)
                bytes.insert(contentsOf: Array(pieces[random.next(below: pieces.count)].utf8), at: at)
            }
            guard let text = String(validating: bytes, as: UTF8.self) else { continue }
            assertNeverClearsMore(text, "a mutated real file")
        }
    }

    /// A fork at an empty literal inside an interpolation (`"\(a ?? "")"`) reads on from the
    /// literal's opening quote plus one byte of content: the quote alone before `""` lexed as a
    /// `"""` and swapped code and strings for the rest of the file, so brackets in a later
    /// multi-line literal were blanked as code.
    func testAForkAtAnEmptyLiteralDoesNotOpenAMultilineOne() {
        let deep = String(repeating: "[", count: 9)
        let text = "let t = T(\"(\\(a ?? \"\")) -> Void\")\nlet s = \"\"\"\n  @a\(deep)b\n  \"\"\"\nlet x = [[1]]\n"
        var copy = text
        let regions = copy.withUTF8 { ParseCostGuard.regionsAndLimit(in: $0, limit: 8, bytesDecide: false).regions }
        XCTAssertEqual(regions, [], text)
        assertNeverClearsMore(text, "an empty literal in an interpolation")
    }
}
