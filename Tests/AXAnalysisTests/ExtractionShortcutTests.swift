import AXTestSupport
import SwiftParser
import SwiftSyntax
import XCTest

// The byte searches that let extraction skip work (suppression markers, hosting types, `super`
// in method bodies, SwiftUI bodies without declarations) must never change a summary: with the
// text they are used, without it every node is read.
@testable import AXAnalysis

final class ExtractionShortcutTests: XCTestCase {
    /// The Swift files of every fixture, and the random-edit workspace's.
    private static var swiftFiles: [(label: String, path: String, text: String)] {
        AnalysisFixtures.swiftFiles.map { ("\($0.fixture) \($0.path)", $0.path, $0.text) }
            + EditFixtures.workspaceFiles.filter { $0.path.hasSuffix(".swift") }.map { ($0.path, $0.path, $0.text) }
    }

    private func assertShortcutsChangeNothing(path: String, text: String, _ label: String) {
        DeepStack.run {
            let tree = SwiftSourceParser.parse(text)
            let withText = FileExtractor.summarize(path: path, tree: tree, text: text)
            let withoutText = FileExtractor.summarize(path: path, tree: tree)
            XCTAssertEqual(withText, withoutText, label)
        }
    }

    func testShortcutsChangeNoSummaryOfAnyFixture() {
        let files = Self.swiftFiles
        XCTAssertGreaterThan(files.count, 200)
        for file in files { assertShortcutsChangeNothing(path: file.path, text: file.text, file.label) }
    }

    func testShortcutsChangeNoSummaryAfterRandomEdits() {
        var random = SplitMix64(seed: 23)
        for file in EditFixtures.workspaceFiles where file.path.hasSuffix(".swift") {
            var text = file.text
            for index in 0..<30 {
                text = EditFixtures.randomEdit(of: text, using: &random).newText
                assertShortcutsChangeNothing(path: file.path, text: text, "\(file.path) after edit \(index)")
            }
        }
    }

    /// A few edits of every fixture file, at positions drawn for that file: the fixtures hold the
    /// constructs a shortcut might misjudge once an edit breaks them.
    func testShortcutsChangeNoSummaryOfAnyFixtureAfterRandomEdits() {
        for file in AnalysisFixtures.swiftFiles {
            let name = "\(file.fixture) \(file.path)"
            for (index, edit) in EditFixtures.sampledEdits(of: file.text, name: name, count: 3).enumerated() {
                assertShortcutsChangeNothing(
                    path: file.path, text: edit.newText, "\(name) after edit \(index): \(edit.description)")
            }
        }
    }

    /// Declarations and hosting calls inside bodies, including ones the words appear in only
    /// inside other words or comments, and bodies with nothing to read.
    func testBodiesWithAndWithoutDeclarations() {
        let text = """
            import SwiftUI
            func makeRoot() -> UIViewController {
                struct Local: View { var body: some View { Text("a").accessibilityIdentifier("local") } }
                let controller = UIHostingController(rootView: Local())
                return controller
            }
            final class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let total = [1, 2].map { $0 * 2 } // no declaration here, only "structure" in a comment
                    print(total)
                }
                func show() { present(UIHostingController(rootView: Text("x").accessibilityIdentifier("shown")), animated: true) }
            }
            #Preview { Text("p").accessibilityIdentifier("preview") }
            """
        assertShortcutsChangeNothing(path: "Root.swift", text: text, "hand-written")
        let summary = DeepStack.run { FileExtractor.summarize(path: "Root.swift", text: text) }
        XCTAssertEqual(summary.swiftUI.roots.map(\.kind.rawValue).sorted(), ["hosting", "hosting", "preview"])
        XCTAssertTrue(summary.swiftUI.typeFragments.contains { $0.name == "Local" })
    }

    /// The marks are every offset where a word starts, as a plain search finds them: words at
    /// the very start and end, overlapping candidates (`enumextension`), prefixes cut off by
    /// the end, multi-byte text around them.
    func testTheMarksAreEveryOffsetWhereAWordStarts() {
        let texts =
            [
                "", "str", "enum", "func", "struct", "xstruc", "Previe", "Preview", "Hosting", "enumextension",
                "class Clas classclass", "é struct 🧪 extension Hosting Preview funcfunc enu",
                "let a = 1; struct S {}; let b = 2\nfinal class C: UIViewController { func f() {} }"
            ]
            + (0..<50).map { seed in
                var generator = SplitMix64(seed: UInt64(seed))
                let pieces = [
                    "s", "st", "struct", "c", "class", "e", "en", "enum", "ext", "extension", "f", "func", "P",
                    "Preview", "H", "Hosting", " ", "é", "\n"
                ]
                return (0..<60).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            }
        for text in texts {
            let bytes = Array(text.utf8)
            var expected: [Int] = []
            for offset in bytes.indices
            where SwiftUIBodyFilter.words.contains(where: { bytes[offset...].starts(with: $0) }) {
                expected.append(offset)
            }
            let marks = bytes.withUnsafeBufferPointer { SwiftUIBodyFilter.marks(in: $0) }
            XCTAssertEqual(marks, expected, text)
        }
    }

    func testTheFilterFindsWordsOnlyInsideTheRange() throws {
        let filter = try XCTUnwrap(SwiftUIBodyFilter(text: "let a = 1; struct S {}; let b = 2"))
        XCTAssertFalse(filter.mayHoldDeclarations(in: ByteRange(start: 0, end: 10)))
        XCTAssertTrue(filter.mayHoldDeclarations(in: ByteRange(start: 0, end: 12)))
        XCTAssertFalse(filter.mayHoldDeclarations(in: ByteRange(start: 12, end: 33)))
    }
}
