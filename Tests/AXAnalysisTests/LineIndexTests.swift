import AXTestSupport
import XCTest

// LineIndex: line starts for \n, \r\n and lone \r, and the in-place update an open document
// uses per keystroke, which must equal an index built from scratch after every edit.
@testable import AXAnalysis

final class LineIndexTests: XCTestCase {
    func testLineStartsForEveryKindOfLineBreak() {
        XCTAssertEqual(LineIndex("").lineStarts, [0])
        XCTAssertEqual(LineIndex("a\nb\r\nc\rd").lineStarts, [0, 2, 5, 7])
        XCTAssertEqual(LineIndex("\r\r\n\n").lineStarts, [0, 1, 3, 4])
        XCTAssertEqual(LineIndex("a\r").lineStarts, [0, 2])
    }

    func testReplaceJoinsAndSplitsCRLFAtEitherEdgeOfTheEdit() {
        // Each case: text, range, replacement, text after.
        let cases: [(String, Range<Int>, String, String)] = [
            ("a\rb", 2..<3, "\n", "a\r\n"), // a \n typed after a lone \r joins them
            ("a\r\nb", 2..<2, "x", "a\rx\nb"), // text typed between \r and \n splits them
            ("a\nb", 1..<1, "\r", "a\r\nb"), // a \r typed before \n joins them
            ("a\rx\nb", 2..<3, "", "a\r\nb"), // deleting what separated \r and \n joins them
            ("\r\n\r\n", 1..<3, "", "\r\n"), // deleting \n\r across two line breaks
            ("ab", 0..<2, "\r\n\r", "\r\n\r"), // everything replaced
            ("\nab", 0..<0, "\r", "\r\nab"), // at offset 0
            ("a\r", 2..<2, "\n", "a\r\n") // at the end
        ]
        for (text, range, replacement, expected) in cases {
            var index = LineIndex(text)
            index.replace(range, with: Array(replacement.utf8))
            XCTAssertEqual(index.utf8, Array(expected.utf8), "\(text.debugDescription) \(range)")
            XCTAssertEqual(
                index.lineStarts, LineIndex(expected).lineStarts,
                "\(text.debugDescription) \(range) \(replacement.debugDescription)")
        }
    }

    func testReplaceClampsRangesOutsideTheText() {
        var index = LineIndex("ab\ncd")
        index.replace(4..<99, with: Array("\r\n".utf8))
        XCTAssertEqual(String(decoding: index.utf8, as: UTF8.self), "ab\nc\r\n")
        index.replace(-5..<1, with: Array("\n".utf8))
        XCTAssertEqual(String(decoding: index.utf8, as: UTF8.self), "\nb\nc\r\n")
        XCTAssertEqual(index.lineStarts, [0, 1, 3, 6])
    }

    /// Random byte-level edits (any offset, including between \r and \n and inside multi-byte
    /// characters: the index works on bytes) compared with a fresh index after each one.
    func testRandomEditsMatchAnIndexBuiltFromScratch() {
        var random = SplitMix64(seed: 0x11AE_1DE7)
        let pieces: [String] = ["a", " ", "\n", "\r", "\r\n", "\n\r", "é", "👋", "€", "\u{FEFF}", "\r\r\n", "xyz\n"]
        for _ in 0..<20 {
            var text = Array("struct A {\r\n  let 👋 = \"é\"\r}\n".utf8)
            var index = LineIndex(utf8: text)
            for step in 0..<300 {
                let bounds = [random.next(below: text.count + 1), random.next(below: text.count + 1)].sorted()
                let inserted = Array(
                    (0..<random.next(below: 4)).map { _ in pieces[random.next(below: pieces.count)] }.joined().utf8)
                text.replaceSubrange(bounds[0]..<bounds[1], with: inserted)
                index.replace(bounds[0]..<bounds[1], with: inserted)
                XCTAssertEqual(index.utf8, text, "step \(step)")
                XCTAssertEqual(index.lineStarts, LineIndex(utf8: text).lineStarts, "step \(step)")
                if index.lineStarts != LineIndex(utf8: text).lineStarts { return }
            }
        }
    }

    func testReplaceEditsTheOnlyCopyOfTheBytesInPlace() {
        var index = LineIndex(String(repeating: "let x = 1\n", count: 100))
        index.replace(5..<5, with: Array("y".utf8))
        let before = index.utf8.withUnsafeBufferPointer { $0.baseAddress }
        index.replace(5..<6, with: Array("z".utf8))
        XCTAssertEqual(
            index.utf8.withUnsafeBufferPointer { $0.baseAddress }, before,
            "a same-length edit of a unique buffer reallocates nothing")
        let copy = index
        index.replace(5..<6, with: Array("w".utf8))
        XCTAssertEqual(copy.utf8.prefix(10), Array("let xz = 1".utf8)[...], "a copy keeps its own bytes")
        XCTAssertEqual(index.utf8.prefix(10), Array("let xw = 1".utf8)[...])
    }

    /// The dominant line break is read from the line starts; it must equal a count of every
    /// break in the bytes (`\r\n` one break, a lone `\r` or `\n` one each; ties prefer `\n`,
    /// then `\r\n`).
    func testDominantLineBreakCountsEveryBreakOfTheText() {
        func counted(_ bytes: [UInt8]) -> String {
            var crlf = 0
            var lf = 0
            var cr = 0
            var index = 0
            while index < bytes.count {
                if bytes[index] == 13 {
                    if index + 1 < bytes.count, bytes[index + 1] == 10 {
                        crlf += 1
                        index += 1
                    } else {
                        cr += 1
                    }
                } else if bytes[index] == 10 {
                    lf += 1
                }
                index += 1
            }
            if crlf > lf && crlf >= cr { return "\r\n" }
            return cr > lf ? "\r" : "\n"
        }
        XCTAssertEqual(LineIndex("a\r\nb\r\nc\n").dominantLineBreak, "\r\n")
        XCTAssertEqual(LineIndex("a\rb\rc\r\n").dominantLineBreak, "\r")
        XCTAssertEqual(LineIndex("no break").dominantLineBreak, "\n")
        XCTAssertEqual(LineIndex("\r\n\n").dominantLineBreak, "\n")
        var random = SplitMix64(seed: 0xB4EA_C0DE)
        let pieces: [String] = ["a", "\n", "\r", "\r\n", "\n\r", "é", "\r\r\n"]
        for round in 0..<2_000 {
            let text = (0..<random.next(below: 12)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            XCTAssertEqual(
                LineIndex(text).dominantLineBreak, counted(Array(text.utf8)), "round \(round): \(text.debugDescription)"
            )
        }
    }
}
