// `// ax-lsp:disable…` comments through the CLI: next line, this line, regions, `all`, typos.
import XCTest

final class SuppressionCommentTests: XCTestCase {
    private func findings(in files: [String: String]) throws -> [String] {
        let scratch = try CLIFixtures.make(files)
        let result = try AxLspRunner.run(["check", "--quiet"], in: scratch)
        return result.stdout.split(separator: "\n").map(String.init)
    }

    private static let header = "import UIKit\n\nfinal class ScreenViewController: UIViewController {\n"
    private static let footer =
        "\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        injectAccessibilityIdentifiers()\n    }\n}\n"

    private func screen(_ body: String) -> [String: String] {
        ["Screen.swift": Self.header + body + Self.footer]
    }

    func testUnsuppressedOutletCollectionIsReported() throws {
        XCTAssertEqual(
            try findings(in: screen("    @IBOutlet var buttons: [UIButton]!\n")),
            [
                "Screen.swift:4:19: warning: views in the array 'buttons' get no identifier: AAII skips arrays; assign identifiers to its elements explicitly (aaii-collection-skipped)"
            ])
    }

    func testDisableNextSilencesOnlyTheNextLine() throws {
        XCTAssertEqual(
            try findings(
                in: screen(
                    """
                        // ax-lsp:disable:next aaii-collection-skipped
                        @IBOutlet var buttons: [UIButton]!
                        @IBOutlet var labels: [UILabel]!

                    """)),
            [
                "Screen.swift:6:19: warning: views in the array 'labels' get no identifier: AAII skips arrays; assign identifiers to its elements explicitly (aaii-collection-skipped)"
            ])
    }

    func testDisableThisSilencesItsOwnLine() throws {
        XCTAssertEqual(
            try findings(
                in: screen("    @IBOutlet var buttons: [UIButton]! // ax-lsp:disable:this aaii-collection-skipped\n")),
            [])
    }

    func testRegionEndsAtEnableAndAllCoversEveryRule() throws {
        XCTAssertEqual(
            try findings(
                in: screen(
                    """
                        // ax-lsp:disable all
                        @IBOutlet var buttons: [UIButton]!
                        // ax-lsp:enable all
                        @IBOutlet var labels: [UILabel]!

                    """)),
            [
                "Screen.swift:7:19: warning: views in the array 'labels' get no identifier: AAII skips arrays; assign identifiers to its elements explicitly (aaii-collection-skipped)"
            ])
    }

    func testRegionWithoutEnableRunsToTheEndOfTheFile() throws {
        XCTAssertEqual(
            try findings(
                in: screen(
                    """
                        // ax-lsp:disable aaii-collection-skipped, aaii-lazy-storage-label
                        @IBOutlet var buttons: [UIButton]!
                        @IBOutlet var labels: [UILabel]!

                    """)), [])
    }

    func testOtherRulesAndLookalikeStringsDoNotSuppress() throws {
        XCTAssertEqual(
            try findings(
                in: screen(
                    """
                        // ax-lsp:disable:next aaii-lazy-storage-label
                        @IBOutlet var buttons: [UIButton]!
                        let note = "// ax-lsp:disable:next aaii-collection-skipped"
                        @IBOutlet var labels: [UILabel]!

                    """)),
            [
                "Screen.swift:5:19: warning: views in the array 'buttons' get no identifier: AAII skips arrays; assign identifiers to its elements explicitly (aaii-collection-skipped)",
                "Screen.swift:7:19: warning: views in the array 'labels' get no identifier: AAII skips arrays; assign identifiers to its elements explicitly (aaii-collection-skipped)"
            ])
    }

    func testUnknownRuleInCommentIsReportedWithSuggestion() throws {
        XCTAssertEqual(
            try findings(
                in: screen(
                    """
                        // ax-lsp:disable:next aaii-colection-skipped
                        @IBOutlet var buttons: [UIButton]!

                    """)),
            [
                "Screen.swift:4:5: warning: unknown rule 'aaii-colection-skipped' in suppression comment (did you mean 'aaii-collection-skipped'?); it suppresses nothing (unknown-suppression-rule)",
                "Screen.swift:5:19: warning: views in the array 'buttons' get no identifier: AAII skips arrays; assign identifiers to its elements explicitly (aaii-collection-skipped)"
            ])
    }
}
