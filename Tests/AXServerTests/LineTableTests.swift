// Position conversion: UTF-8 <-> UTF-16 <-> UTF-32 for 1- to 4-byte characters, CRLF, lone CR, BOM, combining marks.
import AXServer
import XCTest

final class LineTableTests: XCTestCase {
    func offset(_ text: String, _ line: Int, _ character: Int, _ encoding: PositionEncodingKind)
        -> LineTable.ConvertedOffset
    {
        LineTable(text).utf8Offset(of: Position(line: line, character: character), encoding: encoding)
    }

    func exact(_ utf8Offset: Int) -> LineTable.ConvertedOffset {
        LineTable.ConvertedOffset(utf8Offset: utf8Offset, wasClamped: false)
    }

    func testASCIIColumnsAreTheSameInEveryEncoding() {
        for encoding in PositionEncodingKind.allCases {
            XCTAssertEqual(offset("abc\ndef", 1, 1, encoding), exact(5))
            XCTAssertEqual(
                LineTable("abc\ndef").position(ofUTF8Offset: 5, encoding: encoding), Position(line: 1, character: 1))
        }
    }

    func testTwoThreeAndFourByteCharactersCountPerEncoding() {
        // `b` follows é (2 bytes, 1 UTF-16 unit), € (3 bytes, 1 unit) and 👋 (4 bytes, a surrogate pair).
        let cases: [(text: String, utf8Offset: Int, utf8: Int, utf16: Int, utf32: Int)] = [
            ("aéb", 3, 3, 2, 2),
            ("a€b", 4, 4, 2, 2),
            ("a👋b", 5, 5, 3, 2)
        ]
        for entry in cases {
            let table = LineTable(entry.text)
            XCTAssertEqual(
                table.position(ofUTF8Offset: entry.utf8Offset, encoding: .utf8).character, entry.utf8, entry.text)
            XCTAssertEqual(
                table.position(ofUTF8Offset: entry.utf8Offset, encoding: .utf16).character, entry.utf16, entry.text)
            XCTAssertEqual(
                table.position(ofUTF8Offset: entry.utf8Offset, encoding: .utf32).character, entry.utf32, entry.text)
            XCTAssertEqual(offset(entry.text, 0, entry.utf8, .utf8), exact(entry.utf8Offset), entry.text)
            XCTAssertEqual(offset(entry.text, 0, entry.utf16, .utf16), exact(entry.utf8Offset), entry.text)
            XCTAssertEqual(offset(entry.text, 0, entry.utf32, .utf32), exact(entry.utf8Offset), entry.text)
        }
    }

    func testPositionInsideACharacterRoundsDownToItsStartAndIsReportedClamped() {
        // UTF-16 column 2 is between the two halves of 👋's surrogate pair; UTF-8 column 3 is inside it.
        XCTAssertEqual(offset("a👋b", 0, 2, .utf16), LineTable.ConvertedOffset(utf8Offset: 1, wasClamped: true))
        XCTAssertEqual(offset("a👋b", 0, 3, .utf8), LineTable.ConvertedOffset(utf8Offset: 1, wasClamped: true))
        XCTAssertEqual(LineTable("a👋b").position(ofUTF8Offset: 3, encoding: .utf16), Position(line: 0, character: 1))
    }

    func testCRLFIsOneLineBreakAndColumnsPastTheLineEndStopBeforeIt() {
        let table = LineTable("ab\r\ncd\r\n")
        XCTAssertEqual(table.lineStartUTF8Offsets, [0, 4, 8])
        XCTAssertEqual(offset("ab\r\ncd\r\n", 1, 1, .utf16), exact(5))
        XCTAssertEqual(offset("ab\r\ncd\r\n", 0, 9, .utf16), LineTable.ConvertedOffset(utf8Offset: 2, wasClamped: true))
        XCTAssertEqual(offset("ab\r\ncd\r\n", 2, 0, .utf16), exact(8))
        // Offset 3 sits between \r and \n: it maps to the end of line 0.
        XCTAssertEqual(table.position(ofUTF8Offset: 3, encoding: .utf16), Position(line: 0, character: 2))
    }

    func testLoneCRAndLFAreLineBreaksToo() {
        let table = LineTable("a\rb\nc\r\rd")
        XCTAssertEqual(table.lineStartUTF8Offsets, [0, 2, 4, 6, 7])
        XCTAssertEqual(table.position(ofUTF8Offset: 7, encoding: .utf16), Position(line: 4, character: 0))
        XCTAssertEqual(offset("a\rb\nc\r\rd", 3, 0, .utf16), exact(6))
    }

    func testBOMIsAnOrdinaryCharacter() {
        let text = "\u{FEFF}ab"
        XCTAssertEqual(offset(text, 0, 1, .utf16), exact(3))
        XCTAssertEqual(offset(text, 0, 3, .utf8), exact(3))
        XCTAssertEqual(LineTable(text).position(ofUTF8Offset: 4, encoding: .utf16), Position(line: 0, character: 2))
    }

    func testCombiningCharactersCountAsTheirOwnScalars() {
        // e + COMBINING ACUTE ACCENT is one Character but two scalars (1 + 2 bytes, 2 UTF-16 units).
        let text = "e\u{301}x"
        XCTAssertEqual(offset(text, 0, 2, .utf16), exact(3))
        XCTAssertEqual(offset(text, 0, 1, .utf16), exact(1))
        XCTAssertEqual(LineTable(text).position(ofUTF8Offset: 3, encoding: .utf16), Position(line: 0, character: 2))
    }

    func testOutOfRangePositionsClampToTheDocument() {
        XCTAssertEqual(offset("ab\ncd", 5, 0, .utf16), LineTable.ConvertedOffset(utf8Offset: 5, wasClamped: true))
        XCTAssertEqual(offset("ab\ncd", -1, 1, .utf16), LineTable.ConvertedOffset(utf8Offset: 1, wasClamped: true))
        XCTAssertEqual(offset("ab\ncd", 1, -3, .utf16), LineTable.ConvertedOffset(utf8Offset: 3, wasClamped: true))
        XCTAssertEqual(LineTable("ab").position(ofUTF8Offset: 99, encoding: .utf16), Position(line: 0, character: 2))
        XCTAssertEqual(offset("", 0, 0, .utf16), exact(0))
    }

    func testEveryScalarBoundaryRoundTripsInEveryEncoding() {
        let text = "\u{FEFF}let 👋 = \"héllo €\"\r\n\r// e\u{301} 🇨🇭\nlast"
        let table = LineTable(text)
        var boundaries: [Int] = []
        var utf8Offset = 0
        for scalar in text.unicodeScalars {
            boundaries.append(utf8Offset)
            utf8Offset += String(scalar).utf8.count
        }
        boundaries.append(utf8Offset)
        for encoding in PositionEncodingKind.allCases {
            for boundary in boundaries {
                // The byte between \r and \n is not a position; it maps to the line end instead.
                if boundary > 0, table.utf8[boundary - 1] == 0x0D, boundary < table.utf8.count,
                    table.utf8[boundary] == 0x0A
                {
                    continue
                }
                let position = table.position(ofUTF8Offset: boundary, encoding: encoding)
                XCTAssertEqual(
                    table.utf8Offset(of: position, encoding: encoding), exact(boundary),
                    "\(encoding) offset \(boundary) -> \(position)")
            }
        }
    }
}

final class IncrementalLineTableTests: XCTestCase {
    /// CRLF joined and split across separate edits, with multi-byte characters around them;
    /// conversions on the updated table equal those on a table built from the final text.
    func testConversionsOnAnUpdatedTableEqualAFreshTable() {
        var table = LineTable("a👋\rb\r\né€\n")
        var text = Array(table.utf8)
        let edits: [(Range<Int>, String)] = [
            (6..<6, "\n"), // \n after the lone \r: one CRLF now
            (6..<6, "x"), // typed between that \r and \n: split again
            (0..<0, "\u{FEFF}"),
            (9..<10, ""), // the x deleted: joined again
            (4..<8, "\r") // the emoji replaced by a lone \r
        ]
        for (range, replacement) in edits {
            table.replace(range, with: replacement.utf8)
            text.replaceSubrange(range, with: Array(replacement.utf8))
            let fresh = LineTable(utf8: text)
            XCTAssertEqual(table.utf8, text)
            XCTAssertEqual(table.lineStartUTF8Offsets, fresh.lineStartUTF8Offsets)
            for offset in 0...text.count {
                for encoding in PositionEncodingKind.allCases {
                    let position = fresh.position(ofUTF8Offset: offset, encoding: encoding)
                    XCTAssertEqual(table.position(ofUTF8Offset: offset, encoding: encoding), position)
                    XCTAssertEqual(
                        table.utf8Offset(of: position, encoding: encoding),
                        fresh.utf8Offset(of: position, encoding: encoding))
                }
            }
        }
    }
}
