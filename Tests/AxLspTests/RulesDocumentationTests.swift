// `ax-lsp rules --format markdown` is docs/rules.md, and `ax-lsp rules NAME` explains one rule.
import Foundation
import XCTest

final class RulesDocumentationTests: XCTestCase {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let regenerate = "swift run ax-lsp rules --format markdown --output docs/rules.md"

    func testCommittedRulesDocumentIsWhatTheRulesGenerate() throws {
        let result = try AxLspRunner.run(["rules", "--format", "markdown"], in: Self.repositoryRoot)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let committed = try String(
            contentsOf: Self.repositoryRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        if committed != result.stdout {
            XCTFail(
                "docs/rules.md is out of date with the rules' descriptions; regenerate it with '\(Self.regenerate)' and commit it:\n"
                    + Snapshot.lineDiff(expected: committed, actual: result.stdout))
        }
        XCTAssertTrue(result.stdout.contains(Self.regenerate), "the document names the command that regenerates it")
    }

    func testOutputWritesTheDocumentToAFile() throws {
        let scratch = try CLIFixtures.make(["Empty.swift": ""])
        let result = try AxLspRunner.run(["rules", "--format", "markdown", "--output", "rules.md"], in: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        let written = try String(contentsOf: scratch.appendingPathComponent("rules.md"), encoding: .utf8)
        XCTAssertTrue(written.hasPrefix("<!-- Generated"), written)
        XCTAssertTrue(written.contains("\n## leaf-without-branch\n"), written)
    }

    func testOneRuleIsExplainedWithItsExamples() throws {
        let result = try AxLspRunner.run(["rules", "leaf-inside-leaf"], in: Self.repositoryRoot)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let lines = result.stdout.components(separatedBy: "\n")
        XCTAssertEqual(
            Array(lines.prefix(2)),
            ["leaf-inside-leaf (warning)", "an accessibilityIdentifierLeaf inside another leaf sets no identifier"])
        XCTAssertTrue(lines.contains("follows: BL-2, BL-4 (docs/conventions.md)"), result.stdout)
        XCTAssertTrue(lines.contains("triggering examples (a finding at each marker 1️⃣…):"), result.stdout)
        XCTAssertTrue(
            lines.contains("                Text(\"Inner\").1️⃣accessibilityIdentifierLeaf(\"Inner\")"), result.stdout)
        XCTAssertTrue(lines.contains("non-triggering examples:"), result.stdout)
    }

    func testOneRuleAsMarkdownIsItsSectionOfTheDocument() throws {
        let one = try AxLspRunner.run(["rules", "empty-identifier", "--format", "markdown"], in: Self.repositoryRoot)
        let all = try AxLspRunner.run(["rules", "--format", "markdown"], in: Self.repositoryRoot)
        XCTAssertEqual(one.exitCode, 0, one.stderr)
        XCTAssertTrue(one.stdout.hasPrefix("## empty-identifier\n"), one.stdout)
        XCTAssertTrue(all.stdout.contains(one.stdout), "the single rule's Markdown is a section of the document")
    }

    func testAnUnknownRuleNameSuggestsTheClosestAndExitsOne() throws {
        let misspelled = try AxLspRunner.run(["rules", "leaf-without-brnch"], in: Self.repositoryRoot)
        XCTAssertEqual(misspelled.exitCode, 1)
        XCTAssertEqual(misspelled.stdout, "")
        XCTAssertEqual(
            misspelled.stderr,
            "error: unknown rule 'leaf-without-brnch'; did you mean 'leaf-without-branch'? 'ax-lsp rules' lists every rule\n"
        )
        let unrelated = try AxLspRunner.run(["rules", "xyzzy"], in: Self.repositoryRoot)
        XCTAssertEqual(unrelated.exitCode, 1)
        XCTAssertEqual(unrelated.stderr, "error: unknown rule 'xyzzy'; 'ax-lsp rules' lists every rule\n")
    }
}
