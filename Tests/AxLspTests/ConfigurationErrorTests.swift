// Configuration problems through the CLI: unknown keys warn, broken YAML and alias bombs exit 1.
import XCTest

final class ConfigurationErrorTests: XCTestCase {
    private let source = "import UIKit\n\nfinal class Screen: UIViewController {}\n"

    func testUnknownKeyWarnsWithLocationAndSuggestionAndStillApplies() throws {
        let scratch = try CLIFixtures.make([
            "Screen.swift": source,
            ".ax-lsp.yml": "excluded:\n  - Generated\ndisabled_rulez:\n  - aaii-collection-skipped\n"
        ])
        let result = try AxLspRunner.run(["check", "--quiet"], in: scratch)
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertEqual(
            result.stderr,
            "\(scratch.path)/.ax-lsp.yml:3:1: warning: unknown key 'disabled_rulez' (did you mean 'disabled_rules'?); it is ignored\n"
        )
    }

    func testInvalidYAMLExitsOneWithLineAndColumn() throws {
        let scratch = try CLIFixtures.make([
            "Screen.swift": source,
            ".ax-lsp.yml": "excluded:\n  - Pods\n disabled_rules: [a\n"
        ])
        let result = try AxLspRunner.run(["check"], in: scratch)
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(result.stderr.hasPrefix("\(scratch.path)/.ax-lsp.yml:3:"), result.stderr)
        XCTAssertTrue(result.stderr.contains(": error: invalid yaml: "), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testWrongValueTypeExitsOneNamingTheKey() throws {
        let scratch = try CLIFixtures.make(["Screen.swift": source, "custom.yml": "aaii: sometimes\n"])
        let result = try AxLspRunner.run(["check", "--config", "custom.yml"], in: scratch)
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stderr, "custom.yml:1:7: error: 'aaii' must be true or false\n")
    }

    func testAliasBombExitsOneInsteadOfExpanding() throws {
        var yaml = "a0: &a0 [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            yaml += "a\(level): &a\(level) [\(Array(repeating: previous, count: 9).joined(separator: ", "))]\n"
        }
        let scratch = try CLIFixtures.make(["Screen.swift": source, ".ax-lsp.yml": yaml])
        let result = try AxLspRunner.run(["check"], in: scratch)
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(
            result.stderr,
            "\(scratch.path)/.ax-lsp.yml:1:1: error: configuration expands to more than 100000 yaml nodes (an alias bomb?); remove the anchors and aliases\n"
        )
    }

    func testUnknownRuleIdsInConfigurationWarn() throws {
        let scratch = try CLIFixtures.make([
            "Screen.swift": source,
            ".ax-lsp.yml": "opt_in_rules:\n  - aaii-lazy-storage-labels\n"
        ])
        let result = try AxLspRunner.run(["check", "--quiet"], in: scratch)
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertEqual(
            result.stderr,
            "\(scratch.path)/.ax-lsp.yml:2:5: warning: unknown rule 'aaii-lazy-storage-labels' in 'opt_in_rules' (did you mean 'aaii-lazy-storage-label'?); run 'ax-lsp rules' for the list\n"
        )
    }
}
