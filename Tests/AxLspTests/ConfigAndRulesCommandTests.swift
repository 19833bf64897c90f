// `ax-lsp config --dump` and `ax-lsp rules`.
import XCTest

final class ConfigAndRulesCommandTests: XCTestCase {
    func testConfigDumpPrintsTheEffectiveConfiguration() throws {
        let scratch = try CLIFixtures.make([
            ".ax-lsp.yml": """
            excluded: ["Generated/**", Pods]
            target_membership: false
            disabled_rules: [aaii-lazy-storage-label]
            severity:
              aaii-collection-skipped: error
            branch_leaf: off
            view_base_types: [ShimmerView]
            compilation_conditions: [STAGING]
            platform: macos
            ui_test_query_helpers: [tapButton]
            baseline: ax-baseline.json
            cache: { directory: .ax-cache }

            """
        ])
        let result = try AxLspRunner.run(["config", "--dump"], in: scratch)
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertEqual(
            result.stdout,
            """
            # effective configuration from \(scratch.path)/.ax-lsp.yml
            included: []
            excluded:
              - "Generated/**"
              - "Pods"
            skipped_folders:
              - ".build*"
              - ".git"
              - ".swiftpm"
              - "Carthage"
              - "DerivedData"
              - "node_modules"
              - "Pods"
              - "*.framework"
              - "*.xcframework"
            target_membership: false
            ui_test_paths: null
            appium_suite_paths: null
            disabled_rules:
              - "aaii-lazy-storage-label"
            opt_in_rules: []
            severity:
              "aaii-collection-skipped": error
            aaii: true
            branch_leaf: false
            identificable: true
            interface_builder: true
            rapid_a11y: true
            view_base_types:
              - "ShimmerView"
            view_controller_base_types: []
            compilation_conditions:
              - "STAGING"
            platform: macOS
            ui_test_query_helpers:
              - "tapButton"
            baseline: "ax-baseline.json"
            cache:
              enabled: true
              directory: ".ax-cache"

            """)
    }

    func testConfigDumpWithoutAFileShowsDefaults() throws {
        let scratch = try CLIFixtures.make(["Empty.swift": ""])
        let result = try AxLspRunner.run(["config"], in: scratch)
        XCTAssertTrue(
            result.stdout.hasPrefix("# effective configuration: defaults (no .ax-lsp.yml found)\nincluded: []\n"),
            result.stdout)
    }

    func testRulesListsEveryRuleOnce() throws {
        let result = try AxLspRunner.run(["rules"], in: CLIFixtures.url("Findings"))
        XCTAssertEqual(result.exitCode, 0)
        let ids = result.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        XCTAssertEqual(ids.count, Set(ids).count)
        XCTAssertTrue(ids.contains("unknown-suppression-rule"))
        XCTAssertTrue(result.stdout.contains("aaii-collection-skipped"))
    }
}
