// The caches' binary form: every summary, finding and identifier the analysis produces decodes
// to exactly the value that was encoded, and damaged bytes fail to decode without trapping.
import AXAnalysis
import AXTestSupport
import Foundation
import XCTest

@testable import AXConfig

final class BinaryCacheCodingTests: XCTestCase {
    /// Every `.fixture` of the analysis tests as workspaces of (path, text).
    static func fixtureWorkspaces() -> [(name: String, files: [(path: String, text: String)])] {
        AnalysisFixtures.workspaces.map { ($0.name, $0.marked.files) }
    }

    private func roundTrip<T: Codable & Equatable>(_ value: T, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let encoder = BinaryCacheEncoder()
        try encoder.encode(value)
        let decoder = BinaryCacheDecoder(bytes: encoder.bytes)
        let decoded = try DeepStack.run { Result { try decoder.decode(T.self) } }.get()
        XCTAssertTrue(decoder.isAtEnd, "bytes left after the value", file: file, line: line)
        XCTAssertEqual(decoded, value, file: file, line: line)
        // The encoder's fast paths write what the synthesized `encode(to:)` writes.
        let synthesized = BinaryCacheEncoder(writesFastPaths: false)
        try synthesized.encode(value)
        XCTAssertEqual(
            synthesized.bytes, encoder.bytes, "fast paths and synthesized conformances differ", file: file, line: line)
        let slowDecoder = BinaryCacheDecoder(bytes: encoder.bytes, readsFastPaths: false)
        XCTAssertEqual(
            try DeepStack.run { Result { try slowDecoder.decode(T.self) } }.get(), decoded, file: file, line: line)
    }

    /// A localization table's summary is mostly `VisibleTextFact`s, which the encoder writes
    /// without their synthesized conformance: the same bytes, and the same value back.
    func testVisibleTextsOfALocalizationTableRoundTrip() throws {
        let table =
            "/* Login */\n\"login.title\" = \"Sign in\";\n\"login.done\" = \"Fertig ✓\";\n\"login.same\" = \"Sign in\";\n"
        let summary = FileExtractor.summarize(path: "App/de.lproj/Localizable.strings", text: table)
        XCTAssertEqual(
            summary.visibleTexts.map(\.text), ["login.title", "Sign in", "login.done", "Fertig ✓", "login.same"])
        try roundTrip(summary)
        try roundTrip(summary.visibleTexts)
        try roundTrip(SourceSite(file: "App/a.swift", range: ByteRange(start: 0, end: Int(Int32.max) + 7)))
        var inverted = ByteRange(start: 9, end: 9)
        inverted.end = 4
        try roundTrip([ByteRange(start: 3, end: 1), ByteRange(start: 1 << 40, end: 1 << 41), inverted])
    }

    func testFixtureSummariesFindingsAndIdentifiersRoundTrip() throws {
        let workspaces = Self.fixtureWorkspaces()
        XCTAssertGreaterThan(workspaces.count, 50, "the fixtures are found")
        var summaries = 0
        for (name, files) in workspaces {
            let workspace = AnalysisWorkspace()
            for (path, text) in files {
                let summary = FileExtractor.summarize(path: path, text: text)
                try roundTrip(SummaryCache.Entry(contentHash: ContentHash(text), summary: summary))
                workspace.update(path: path, text: text, summary: summary)
                summaries += 1
            }
            try roundTrip(workspace.allFindings())
            try roundTrip(workspace.allIdentifiers())
            XCTAssertFalse(name.isEmpty)
        }
        XCTAssertGreaterThan(summaries, 100)
    }

    func testGeneratedWorkspaceRoundTrips() throws {
        var random = SplitMix64(seed: 42)
        let files = GeneratedWorkspace.files(count: 120, using: &random)
        let workspace = AnalysisWorkspace()
        var withViews = 0
        for (path, text) in files {
            let summary = FileExtractor.summarize(path: path, text: text)
            if !summary.swiftUI.typeFragments.isEmpty { withViews += 1 }
            try roundTrip(summary)
            workspace.update(path: path, text: text, summary: summary)
        }
        XCTAssertGreaterThan(withViews, 10)
        XCTAssertFalse(workspace.allIdentifiers().isEmpty)
        try roundTrip(workspace.allFindings())
        try roundTrip(workspace.allIdentifiers())
    }

    func testOptionsAndEdgeValuesRoundTrip() throws {
        var options = AnalysisOptions()
        options.uiTestPathGlobs = ["UITests/**", ""]
        options.disabledRules = ["a", "b", "ü"]
        options.severityOverrides = ["identifier-overwritten": .error, "x": .warning]
        options.extraViewBaseTypes = ["A", "A", "B"]
        try roundTrip(options)
        try roundTrip(AnalysisOptions())
        try roundTrip([Int.min, -1, 0, 1, Int.max])
        try roundTrip(["", "é", String(repeating: "x", count: 300), "", "é"])
        try roundTrip([String?.none, "a", nil])
        try roundTrip([
            InjectionReceiver.enclosingSelf, .typed("UIView"), .unknown("cell.contentView"), .typed("UIView")
        ])
        try roundTrip([[String: [String: Int]]()])
        try roundTrip(["k": [1, 2], "": []])
    }

    func testDamagedBytesFailWithoutTrapping() throws {
        var random = SplitMix64(seed: 7)
        let files = GeneratedWorkspace.files(count: 6, using: &random)
        let encoder = BinaryCacheEncoder()
        for (path, text) in files {
            encoder.reset()
            try encoder.encode(FileExtractor.summarize(path: path, text: text))
            let valid = encoder.bytes
            // Every truncation.
            for length in stride(from: 0, to: valid.count, by: max(1, valid.count / 400)) {
                XCTAssertThrowsError(
                    try BinaryCacheDecoder(bytes: Array(valid.prefix(length))).decode(FileSummary.self))
            }
            // Random damage: it may decode to something else, but it never traps.
            for _ in 0..<300 {
                var damaged = valid
                for _ in 0..<(1 + Int(random.next() % 4)) where !damaged.isEmpty {
                    let index = Int(random.next() % UInt64(damaged.count))
                    damaged[index] = UInt8(truncatingIfNeeded: random.next())
                }
                _ = try? DeepStack.run { Result { try BinaryCacheDecoder(bytes: damaged).decode(FileSummary.self) } }
                    .get()
            }
        }
        // Counts and lengths past the end are refused before anything is allocated for them.
        XCTAssertThrowsError(try BinaryCacheDecoder(bytes: [0xFF, 0xFF, 0xFF, 0x7F]).decode([String].self))
        XCTAssertThrowsError(try BinaryCacheDecoder(bytes: [0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F]).decode(String.self))
        XCTAssertThrowsError(try BinaryCacheDecoder(bytes: [0x05]).decode(String.self), "a string number never defined")
        XCTAssertThrowsError(try BinaryCacheDecoder(bytes: Array(repeating: 0xFF, count: 11)).decode(Int.self))
        XCTAssertThrowsError(try BinaryCacheDecoder(bytes: [0x02]).decode(Bool.self))
    }

    func testNestingDeeperThanTheLimitFails() throws {
        // An array of arrays nested past the limit: 4 bytes of count 1 per level.
        let depth = BinaryCacheDecoder.maximumDepth + 10
        var bytes: [UInt8] = []
        for _ in 0..<depth { bytes += [1, 0, 0, 0] }
        bytes += [0, 0, 0, 0]
        let outcome = DeepStack.run { Result { try BinaryCacheDecoder(bytes: bytes).decode(Nested.self) } }
        XCTAssertThrowsError(try outcome.get())
    }
}

/// An array of itself, to nest as deep as a test needs.
private struct Nested: Codable, Equatable {
    var children: [Nested]

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var children: [Nested] = []
        while !container.isAtEnd { children.append(try container.decode(Nested.self)) }
        self.children = children
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        for child in children { try container.encode(child) }
    }
}

/// A seeded workspace that exercises every kind of fact: UIKit controllers and cells (outlets,
/// AAII, explicit identifiers, mirrors), SwiftUI screens with nested stacks, branches, leaves,
/// initializers and `#if` chains, storyboards, generated constants and UI tests.
enum GeneratedWorkspace {
    static func files(count: Int, using random: inout SplitMix64) -> [(path: String, text: String)] {
        (0..<count).map { index in
            switch index % 6 {
            case 0: return ("App/Screen\(index)ViewController.swift", viewController(index, &random))
            case 1: return ("App/Screen\(index)View.swift", swiftUIView(index, &random))
            case 2: return ("App/Row\(index)Cell.swift", cell(index, &random))
            case 3: return ("App/Components\(index).swift", components(index, &random))
            case 4: return ("App/Screen\(index).storyboard", storyboard(index, &random))
            default: return ("UITests/Screen\(index)UITests.swift", uiTest(index, &random))
            }
        }
    }

    private static let words = [
        "title", "subtitle", "submit", "cancel", "avatar", "badge", "price", "name", "détails", "header"
    ]

    private static func word(_ random: inout SplitMix64) -> String { random.pick(words) ?? "x" }

    static func viewController(_ index: Int, _ random: inout SplitMix64) -> String {
        var lines = ["import UIKit", "", "final class Screen\(index)ViewController: UIViewController {"]
        for property in 0..<(2 + random.next(below: 6)) {
            lines.append(
                "    @IBOutlet weak var \(word(&random))\(property): UI\(random.pick(["Button", "Label", "ImageView"]) ?? "View")!"
            )
        }
        lines.append("    private lazy var footer\(index) = UILabel()")
        lines.append("    let stack = UIStackView()")
        lines.append("    override func viewDidLoad() {")
        lines.append("        super.viewDidLoad()")
        lines.append(
            "        injectAccessibilityIdentifiers(customPrefixChain: [\"Screen\(index)\", \"\\(type(of: self))\"], replaceExisting: \(random.next(below: 2) == 0))"
        )
        lines.append("        stack.accessibilityIdentifier = \"Screen\(index).\(word(&random))\"")
        lines.append("        #if DEBUG")
        lines.append("        footer\(index).accessibilityIdentifier = \"debug_\\(\(index))\"")
        lines.append("        #endif")
        lines.append("    }")
        lines.append("}")
        lines.append("extension Screen\(index)ViewController: CustomReflectable {")
        lines.append(
            "    var customMirror: Mirror { Mirror(self, children: [\"stack\": stack, \"footer\": footer\(index)]) }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func swiftUIView(_ index: Int, _ random: inout SplitMix64) -> String {
        var body = "Text(\"\(word(&random))\").accessibilityIdentifierLeaf(\"\(word(&random))\")"
        for level in 0..<(3 + random.next(below: 25)) {
            let container = random.pick(["VStack", "HStack", "ZStack", "Group", "ScrollView"]) ?? "VStack"
            body = """
                \(container) {
                    \(body)
                    Button("\(word(&random))") { }.accessibilityIdentifier("b\(level)")
                }.accessibilityIdentifierBranch("\(word(&random))\(level)").padding()
                """
        }
        return """
            import SwiftUI

            struct Screen\(index)View: View {
                let title: String
                var badge: String = "\(word(&random))"
                @State private var isOn = false
                init(title: String = "t\(index)") { self.title = title }
                var body: some View {
                    \(body)
                    #if DEBUG
                    .accessibilityIdentifierBranch("Debug")
                    #endif
                }
                func row(_ name: String) -> some View { Text(name).accessibilityIdentifierLeaf("row_\\(name)") }
            }

            #Preview { Screen\(index)View() }

            """
    }

    static func cell(_ index: Int, _ random: inout SplitMix64) -> String {
        """
        import UIKit

        class Row\(index)Cell: UITableViewCell {
            let \(word(&random))Label = UILabel()
            var icon: UIImageView?
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
                injectAccessibilityIdentifiers()
                contentView.injectAccessibilityIdentifiers()
                (superview as? UITableView)?.injectAccessibilityIdentifiers()
            }
            required init?(coder: NSCoder) { nil }
        }

        """
    }

    static func components(_ index: Int, _ random: inout SplitMix64) -> String {
        """
        import SwiftUI

        struct Card\(index)<Content: View>: View {
            let label: String
            @ViewBuilder var content: () -> Content
            var body: some View {
                VStack { Text(label).accessibilityIdentifierLeaf("label"); content() }
                    .accessibilityIdentifierBranch("Card\(index)")
            }
        }

        extension View {
            func highlighted\(index)() -> some View { self.overlay { Color.red.accessibilityIdentifier("\(word(&random))") } }
        }

        extension Identifiers { struct Screen\(index) { static var \(word(&random)) = "Screen\(index).x"; static var rows = ArrayIdentifiers(value: "rows") } }

        // ax-lsp:disable-next-line identifier-overwritten
        let constant\(index) = "Screen\(index).\(word(&random))"

        """
    }

    static func storyboard(_ index: Int, _ random: inout SplitMix64) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s\(index)">
                    <objects>
                        <viewController id="vc\(index)" customClass="Screen\(index)ViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v\(index)">
                                <subviews>
                                    <button userLabel="\(word(&random))" id="b\(index)">
                                        <accessibility key="accessibilityConfiguration" identifier="Screen\(index).\(word(&random))"/>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="\(word(&random))0" destination="b\(index)" id="o\(index)"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    static func uiTest(_ index: Int, _ random: inout SplitMix64) -> String {
        """
        import XCTest

        final class Screen\(index)UITests: XCTestCase {
            func testScreen() {
                let app = XCUIApplication()
                app.launch()
                app.buttons["Screen\(index - 5).\(word(&random))"].tap()
                XCTAssertTrue(app.staticTexts.matching(identifier: "\(word(&random))").firstMatch.exists)
                app.otherElements[Identifiers.Screen\(index - 2).rows].tap()
            }
        }

        """
    }
}
