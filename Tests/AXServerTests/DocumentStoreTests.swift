// The document store: incremental edits with emoji and CRLF, ordering, clamping, and the incremental tree.
import AXAnalysis
import AXTestSupport
import XCTest

@testable import AXServer

final class DocumentStoreTests: XCTestCase {
    let uri = "file:///tmp/ax-lsp-tests/Store%20Test.swift"
    let path = "/tmp/ax-lsp-tests/Store Test.swift"

    func makeStore(text: String) -> DocumentStore {
        let store = DocumentStore(workspace: AnalysisWorkspace())
        store.open(TextDocumentItem(uri: uri, languageId: "swift", version: 1, text: text))
        return store
    }

    func change(_ range: (Int, Int, Int, Int)?, _ text: String) -> TextDocumentContentChangeEvent {
        TextDocumentContentChangeEvent(
            range: range.map {
                LSPRange(start: Position(line: $0.0, character: $0.1), end: Position(line: $0.2, character: $0.3))
            },
            text: text)
    }

    func apply(
        _ store: DocumentStore, version: Int, _ changes: [TextDocumentContentChangeEvent],
        encoding: PositionEncodingKind = .utf16
    ) -> [String] {
        store.change(
            DidChangeTextDocumentNotification(
                textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version), contentChanges: changes),
            encoding: encoding)
    }

    func testIncrementalEditAfterEmojiAndCRLFInUTF16() {
        let store = makeStore(text: "struct A {}\r\nlet 👋🏽 = \"x\"\r\n")
        // 👋🏽 is two scalars, four UTF-16 units; `"x"` starts at UTF-16 column 11 of line 1.
        XCTAssertEqual(apply(store, version: 2, [change((1, 11, 1, 14), "\"yz\"")]), [])
        XCTAssertEqual(store[uri]?.text, "struct A {}\r\nlet 👋🏽 = \"yz\"\r\n")
        XCTAssertEqual(store[uri]?.version, 2)
        XCTAssertEqual(store.workspace.text(of: path), "struct A {}\r\nlet 👋🏽 = \"yz\"\r\n")
    }

    func testAFullParseFollowsEveryIntervalOfIncrementalParses() {
        let store = makeStore(text: "let a = 1\n")
        for version in 2...(AnalysisWorkspace.fullParseInterval + 3) {
            _ = apply(store, version: version, [change((0, 8, 0, 9), version % 2 == 0 ? "2" : "1")])
        }
        // Interval incremental parses, then one full parse (counter back to 0), then one more.
        XCTAssertEqual(store.workspace.openDocumentParse(of: path)?.incrementalParses, 1)
        XCTAssertEqual(store.workspace.openDocumentParse(of: path)?.parse.tree.description, store[uri]?.text)
        _ = apply(store, version: 1000, [change(nil, "let b = 3\n")])
        XCTAssertEqual(
            store.workspace.openDocumentParse(of: path)?.incrementalParses, 0, "a full-text change is a full parse")
    }

    /// The line table the store converts the open document's positions with.
    func lineTable(_ store: DocumentStore) -> LineTable? { store[uri].map { store.lineTable(of: $0) } }

    func testAChangeEditsTheDocumentsBytesInPlace() {
        let store = makeStore(text: String(repeating: "let a = \"x\"\r\n", count: 200))
        _ = apply(store, version: 2, [change((3, 9, 3, 10), "y")])
        let address = lineTable(store)?.utf8.withUnsafeBufferPointer { $0.baseAddress }
        _ = apply(store, version: 3, [change((150, 9, 150, 10), "z")])
        XCTAssertNotNil(address)
        XCTAssertEqual(
            lineTable(store)?.utf8.withUnsafeBufferPointer { $0.baseAddress }, address, "the bytes were copied")
        XCTAssertEqual(
            lineTable(store)?.lineStartUTF8Offsets, LineTable(store[uri]?.text ?? "").lineStartUTF8Offsets)
        // One line index per document: the store's conversions read the analysis's.
        XCTAssertEqual(
            lineTable(store)?.utf8.withUnsafeBufferPointer { $0.baseAddress },
            store.workspace.lineIndex(of: path)?.utf8.withUnsafeBufferPointer { $0.baseAddress })
        XCTAssertEqual(store[uri]?.text, store.workspace.text(of: path))
    }

    func testSeveralChangesInOneNotificationApplyInOrder() {
        let store = makeStore(text: "abc\r\ndef")
        // The second range refers to the text after the first change.
        _ = apply(
            store, version: 2, [change((0, 0, 0, 0), "X\r\n"), change((1, 1, 2, 1), "_"), change((0, 1, 0, 1), "é")])
        XCTAssertEqual(store[uri]?.text, "Xé\r\na_ef")
    }

    func testFullReplacementThenIncrementalChange() {
        let store = makeStore(text: "old")
        _ = apply(store, version: 2, [change(nil, "new\ntext"), change((1, 0, 1, 4), "line")])
        XCTAssertEqual(store[uri]?.text, "new\nline")
    }

    func testRangePastTheEndIsClampedAndReported() {
        let store = makeStore(text: "ab\r\n")
        XCTAssertEqual(
            apply(store, version: 2, [change((0, 1, 5, 0), "Z")]),
            ["change range 0:1-5:0 is outside \(path) (2 lines); clamped it to the document"])
        XCTAssertEqual(store[uri]?.text, "aZ")
    }

    func testChangeForAnUnopenedDocumentIsReportedAndIgnored() {
        let store = makeStore(text: "a")
        let notes = store.change(
            DidChangeTextDocumentNotification(
                textDocument: VersionedTextDocumentIdentifier(uri: "file:///tmp/other.swift", version: 2),
                contentChanges: [change(nil, "b")]), encoding: .utf16)
        XCTAssertEqual(
            notes,
            ["didChange for file:///tmp/other.swift, which is not open; ignored it (send textDocument/didOpen first)"])
        XCTAssertNil(store["file:///tmp/other.swift"])
        XCTAssertEqual(store[uri]?.text, "a")
    }

    func testCloseFallsBackToTheDiskTextOrForgetsTheFile() {
        let store = makeStore(text: "struct A {}")
        XCTAssertTrue(store.close(uri, diskText: "struct OnDisk {}"))
        XCTAssertEqual(store.workspace.text(of: path), "struct OnDisk {}")
        XCTAssertNil(store[uri])
        XCTAssertFalse(store.close(uri, diskText: nil))
        store.open(TextDocumentItem(uri: uri, languageId: "swift", version: 1, text: "struct A {}"))
        XCTAssertTrue(store.close(uri, diskText: nil))
        XCTAssertEqual(store.workspace.paths, [])
    }

    func testIncrementalTreeAndSummaryEqualAFromScratchParse() {
        let store = makeStore(
            text: "import SwiftUI\r\nstruct 👋View: View {\r\n  var body: some View { Text(\"a\") }\r\n}\r\n")
        _ = apply(store, version: 2, [change((2, 30, 2, 31), "b\").accessibilityIdentifier(\"id")])
        _ = apply(store, version: 3, [change((3, 1, 3, 1), "\r\nstruct Other {}")])
        let text =
            "import SwiftUI\r\nstruct 👋View: View {\r\n  var body: some View { Text(\"b\").accessibilityIdentifier(\"id\") }\r\n}\r\nstruct Other {}\r\n"
        XCTAssertEqual(store[uri]?.text, text)
        XCTAssertEqual(store.workspace.openDocumentParse(of: path)?.parse.tree.description, text)
        XCTAssertEqual(store.workspace.summary(of: path), FileExtractor.summarize(path: path, text: text))
    }

    func testRandomEditSequencesMatchApplyingTheEditsToAString() {
        var random = SplitMix64(seed: 0xA11_1D5)
        let alphabet: [String] = [
            "a", "z", " ", "{", "}", "\n", "\r\n", "\r", "👋", "🏽", "é", "e\u{301}", "€", "\u{FEFF}", "\""
        ]
        for encoding in PositionEncodingKind.allCases {
            var model = ScalarDocument(text: "struct A {\r\n  let 👋 = \"é\"\r}\n")
            let store = makeStore(text: model.text)
            for version in 2..<250 {
                var changes: [TextDocumentContentChangeEvent] = []
                for _ in 0..<(1 + random.next(below: 3)) {
                    let bounds = [model.randomPositionIndex(using: &random), model.randomPositionIndex(using: &random)]
                        .sorted()
                    let insertion = (0..<random.next(below: 4)).map { _ in alphabet[random.next(below: alphabet.count)]
                    }.joined()
                    let range = LSPRange(
                        start: model.position(ofScalarIndex: bounds[0], encoding: encoding),
                        end: model.position(ofScalarIndex: bounds[1], encoding: encoding))
                    changes.append(TextDocumentContentChangeEvent(range: range, text: insertion))
                    model.replace(bounds[0]..<bounds[1], with: insertion)
                }
                XCTAssertEqual(apply(store, version: version, changes, encoding: encoding), [], "version \(version)")
                XCTAssertEqual(store[uri]?.text, model.text, "\(encoding) after version \(version)")
                // The line table was updated in place, edit by edit; it must equal a fresh one.
                XCTAssertEqual(
                    lineTable(store)?.lineStartUTF8Offsets, LineTable(model.text).lineStartUTF8Offsets,
                    "\(encoding) after version \(version)")
                XCTAssertEqual(lineTable(store)?.utf8, Array(model.text.utf8))
                if store[uri]?.text != model.text { return }
            }
            XCTAssertEqual(store.workspace.openDocumentParse(of: path)?.parse.tree.description, model.text)
            XCTAssertEqual(store.workspace.summary(of: path), FileExtractor.summarize(path: path, text: model.text))
        }
    }
}

/// An independent model of a document as Unicode scalars, computing LSP positions without `LineTable`.
struct ScalarDocument {
    var scalars: [Unicode.Scalar]

    init(text: String) {
        scalars = Array(text.unicodeScalars)
    }

    var text: String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    mutating func replace(_ range: Range<Int>, with text: String) {
        scalars.replaceSubrange(range, with: Array(text.unicodeScalars))
    }

    /// A scalar index that is a valid position (not between the \r and \n of a CRLF).
    func randomPositionIndex(using random: inout SplitMix64) -> Int {
        while true {
            let index = random.next(below: scalars.count + 1)
            if index > 0, index < scalars.count, scalars[index - 1] == "\r", scalars[index] == "\n" { continue }
            return index
        }
    }

    func position(ofScalarIndex target: Int, encoding: PositionEncodingKind) -> Position {
        var line = 0
        var character = 0
        var index = 0
        while index < target {
            let scalar = scalars[index]
            if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" {
                index += 2
                line += 1
                character = 0
                continue
            }
            if scalar == "\n" || scalar == "\r" {
                line += 1
                character = 0
            } else {
                switch encoding {
                case .utf8: character += String(scalar).utf8.count
                case .utf16: character += String(scalar).utf16.count
                case .utf32: character += 1
                }
            }
            index += 1
        }
        return Position(line: line, character: character)
    }
}
