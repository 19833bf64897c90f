// Invalid UTF-8 and vanished files at the boundary where bytes become text.
import AXConfig
import Foundation
import XCTest

final class SourceFileReaderTests: XCTestCase {
    func testValidUTF8IsReadUnchanged() {
        let decoded = SourceFileReader.decode(Array("let café = \"🧪\"\n".utf8))
        XCTAssertEqual(decoded.text, "let café = \"🧪\"\n")
        XCTAssertNil(decoded.firstInvalidByteOffset)
        XCTAssertNil(decoded.repairNote)
    }

    /// `.strings` tables are often UTF-16 with a byte-order mark; both byte orders decode.
    func testUTF16WithAByteOrderMarkIsDecoded() {
        let text = "\"key\" = \"Café 🧪\";\n"
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        for bytes in [little, big] {
            let decoded = SourceFileReader.decode(bytes)
            XCTAssertEqual(decoded.text, text)
            XCTAssertNil(decoded.repairNote)
        }
        // Without a mark it stays UTF-8 with NULs, which the analysis reports as unreadable.
        let unmarked = Array(little.dropFirst(2))
        XCTAssertTrue(SourceFileReader.decode(unmarked).text.utf8.contains(0))
    }

    /// Xcode compiles `.strings` tables into binary property lists; they read as the XML form
    /// of the same table, whose strings the localization extractor reads.
    func testBinaryPropertyListIsReadAsItsXMLForm() throws {
        let binary = try PropertyListSerialization.data(
            fromPropertyList: ["Compose.Title": "Compose"], format: .binary, options: 0)
        XCTAssertTrue(binary.starts(with: Array("bplist00".utf8)))
        let decoded = SourceFileReader.decode(Array(binary))
        XCTAssertTrue(decoded.text.hasPrefix("<?xml"), decoded.text)
        XCTAssertTrue(decoded.text.contains("<key>Compose.Title</key>"), decoded.text)
        XCTAssertTrue(decoded.text.contains("<string>Compose</string>"), decoded.text)
        XCTAssertNil(decoded.repairNote)
        // Bytes that only start like one are not a property list: they stay text with repairs.
        let truncated = SourceFileReader.decode(Array(binary.prefix(12)))
        XCTAssertFalse(truncated.text.hasPrefix("<?xml"))
    }

    /// A Latin-1 `é` (0xE9) in a comment, a lone continuation byte and a truncated 4-byte
    /// sequence at the end: each becomes one U+FFFD, the newlines and ASCII around them survive.
    func testInvalidSequencesBecomeReplacementCharactersAndKeepLines() {
        let bytes: [UInt8] =
            Array("// caf".utf8) + [0xE9] + Array("\nlet a = 1 ".utf8) + [0x80] + Array("\nlet b = 2 ".utf8) + [
                0xF0, 0x9F, 0xA7
            ]
        let decoded = SourceFileReader.decode(bytes)
        XCTAssertEqual(decoded.text, "// caf\u{FFFD}\nlet a = 1 \u{FFFD}\nlet b = 2 \u{FFFD}")
        XCTAssertEqual(decoded.firstInvalidByteOffset, 6)
        XCTAssertEqual(decoded.firstInvalidLine, 1)
        XCTAssertEqual(
            decoded.repairNote,
            "invalid utf-8 on line 1 was read as U+FFFD; save the file as utf-8 so positions after it match")
    }

    /// An overlong encoding of `/` (0xC0 0xAF) must not decode to `/`.
    func testOverlongEncodingIsNotDecodedAsASCII() {
        let decoded = SourceFileReader.decode(Array("let x = 1\n".utf8) + [0xC0, 0xAF])
        XCTAssertEqual(decoded.text, "let x = 1\n\u{FFFD}\u{FFFD}")
        XCTAssertEqual(decoded.firstInvalidByteOffset, 10)
        XCTAssertEqual(decoded.firstInvalidLine, 2)
    }

    func testFileDeletedBeforeReadingIsAMessageNotACrash() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ax-lsp-gone-\(UUID().uuidString).swift"
        ).path
        try Data("let a = 1\n".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.removeItem(atPath: path)
        XCTAssertEqual(
            SourceFileReader.read(path: path),
            .failure(SourceFileReadError(path: path, message: "\(path): the file no longer exists; it is skipped")))
    }

    func testFolderNamedLikeASwiftFileIsRefused() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ax-lsp-folder-\(UUID().uuidString).swift"
        ).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(
            SourceFileReader.read(path: path),
            .failure(SourceFileReadError(path: path, message: "\(path): is a folder, not a file; it is skipped")))
    }

    func testReadDecodesWithReplacement() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ax-lsp-latin1-\(UUID().uuidString).swift"
        ).path
        try Data(Array("let s = \"".utf8) + [0xFF] + Array("\"\n".utf8)).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(
            SourceFileReader.read(path: path),
            .success(SourceFileText(text: "let s = \"\u{FFFD}\"\n", firstInvalidByteOffset: 9, firstInvalidLine: 1)))
    }
}
