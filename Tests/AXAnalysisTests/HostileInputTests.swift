import AXTestSupport
import SwiftSyntax
import XCTest

// Hostile source files: deep nesting, a 10 MB line, binary data, broken and explosive XML. Each
// test says what the input did before the fix it guards, if it failed at all.
@testable import AXAnalysis

final class HostileInputTests: XCTestCase {
    // MARK: Deep nesting in Swift

    /// Before: the 10,000-deep line did not crash (DeepStack), but swift-syntax silently dropped
    /// everything after it, so `after` vanished with no finding. Now the loss is reported.
    func testTenThousandDeepParenthesesReportWhereParsingStopped() {
        let nested = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        assertNestingOverflow(nestedExpression: nested)
    }

    func testTenThousandDeepClosuresReportWhereParsingStopped() {
        let nested = String(repeating: "{ ", count: 10_000) + "1" + String(repeating: " }", count: 10_000)
        assertNestingOverflow(nestedExpression: nested)
    }

    private func assertNestingOverflow(nestedExpression: String, file: StaticString = #filePath, line: UInt = #line) {
        let marked = MarkedWorkspace(
            """
            //- Sources/App/Deep.swift
            class BeforeViewController: UIViewController {
                let label = UILabel()
                override func viewDidLoad() { 1️⃣label.accessibilityIdentifier = "before" }
            }
            let nested = \(nestedExpression)
            class AfterViewController: UIViewController {
                let label = UILabel()
                override func viewDidLoad() { label.accessibilityIdentifier = "after" }
            }
            """)
        let workspace = FixtureRunner.analyze(marked)
        XCTAssertEqual(workspace.allIdentifiers().map(\.value), ["before"], file: file, line: line)
        XCTAssertEqual(
            workspace.allIdentifiers().first?.site.range.start, marked.marker("1️⃣")?.utf8Offset, file: file, line: line)
        XCTAssertEqual(
            workspace.allFindings().map { "\($0.ruleID) \($0.site.file): \($0.message)" },
            [
                "unreadable-file Sources/App/Deep.swift: the code nests deeper than 256 levels near line 5; the rest of the file was not analysed"
            ],
            file: file, line: line
        )
    }

    /// 19 levels is one below swift-syntax's debug default (20) and 200 well inside the explicit
    /// 256: both must parse completely, the same in debug and release builds.
    func testNineteenAndTwoHundredDeepVStacksKeepTheInnermostIdentifier() {
        for depth in [19, 200] {
            let text = DeepNesting.nestedVStacks(depth: depth)
            let tree = DeepStack.run { SwiftSourceParser.parse(text) }
            XCTAssertFalse(tree.hasError, "depth \(depth)")
            XCTAssertEqual(DeepStack.run { Self.accessibilityIdentifierLiterals(in: tree) }, ["deep"], "depth \(depth)")
            XCTAssertNil(
                FileExtractor.summarize(path: "Sources/App/DeepView.swift", text: text).readProblem, "depth \(depth)")
        }
    }

    /// Past the limit the summary says where parsing stopped instead of silently losing the rest.
    func testThreeHundredDeepVStacksReportTheLineWhereParsingStopped() {
        let summary = FileExtractor.summarize(
            path: "Sources/App/DeepView.swift", text: DeepNesting.nestedVStacks(depth: 300))
        XCTAssertEqual(
            summary.readProblem,
            "the code nests deeper than 256 levels near line 259; the rest of the file was not analysed")
    }

    /// String arguments of `.accessibilityIdentifier(…)` calls, in source order.
    static func accessibilityIdentifierLiterals(in tree: SourceFileSyntax) -> [String] {
        final class Collector: SyntaxVisitor {
            var literals: [String] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    == "accessibilityIdentifier",
                    let literal = node.arguments.first?.expression.as(StringLiteralExprSyntax.self)
                {
                    literals.append(literal.segments.map(\.trimmedDescription).joined())
                }
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.literals
    }

    // MARK: Size and bytes

    /// A 10 MB single line (a minified blob in a comment) before a class on the same line: the
    /// identifier is found at its exact offset, ten million bytes into the line.
    func testTenMegabyteSingleLineKeepsIdentifierOffsets() {
        let padding = "/* " + String(repeating: "a", count: 10_000_000) + " */ "
        let tail = MarkedWorkspace(
            "class TailViewController: UIViewController { let label = UILabel(); override func viewDidLoad() { 1️⃣label.accessibilityIdentifier = \"after\" } }"
        )
        guard let tailText = tail.files.first?.text, let markerOffset = tail.marker("1️⃣")?.utf8Offset else {
            return XCTFail("fixture has no file or marker")
        }
        let workspace = AnalysisWorkspace()
        workspace.update(path: "Sources/App/Blob.swift", text: padding + tailText)
        XCTAssertEqual(workspace.allIdentifiers().map(\.value), ["after"])
        XCTAssertEqual(workspace.allIdentifiers().first?.site.range.start, padding.utf8.count + markerOffset)
        XCTAssertEqual(workspace.allFindings().map(\.ruleID), [])
    }

    func testBinaryFileWithSwiftExtensionIsReportedNotParsed() {
        let pngHeader: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52
        ]
        let workspace = AnalysisWorkspace()
        workspace.update(path: "Sources/App/Logo.swift", text: String(decoding: pngHeader, as: UTF8.self))
        XCTAssertEqual(workspace.summary(of: "Sources/App/Logo.swift")?.types.count, 0)
        XCTAssertEqual(
            workspace.allFindings().map { "\($0.ruleID) \($0.site.file):\($0.site.range.start): \($0.message)" },
            [
                "unreadable-file Sources/App/Logo.swift:0: the file contains NUL bytes and looks binary; it was not analysed"
            ]
        )
    }

    /// Invalid UTF-8 is replaced by U+FFFD when the file is read (AXConfig's `SourceFileReader`);
    /// the analysis then sees three replacement bytes per bad sequence and keeps offsets consistent.
    func testReplacementCharactersFromInvalidUTF8KeepLaterOffsetsExact() {
        let marked = MarkedWorkspace(
            """
            // caf\u{FFFD} \u{FFFD}\u{FFFD}
            class MenuViewController: UIViewController {
                let label = UILabel()
                override func viewDidLoad() { 1️⃣label.accessibilityIdentifier = "menu.caf\u{FFFD}" }
            }
            """)
        let workspace = FixtureRunner.analyze(marked)
        XCTAssertEqual(workspace.allIdentifiers().map(\.value), ["menu.caf\u{FFFD}"])
        XCTAssertEqual(workspace.allIdentifiers().first?.site.range.start, marked.marker("1️⃣")?.utf8Offset)
    }
}
