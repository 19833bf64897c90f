// `--write-baseline`, `--baseline` and `--strict-baseline`, keyed on rule, file and identifier.
import XCTest

final class BaselineTests: XCTestCase {
    func testWrittenBaselineHidesEveryCurrentFinding() throws {
        let scratch = try CLIFixtures.copy("Findings")
        let write = try AxLspRunner.run(["check", "--quiet", "--write-baseline", "baseline.json"], in: scratch)
        XCTAssertEqual(write.exitCode, 0)
        XCTAssertEqual(write.stdout.split(separator: "\n").count, 5, "writing a baseline still reports")
        let baseline = try String(contentsOf: scratch.appendingPathComponent("baseline.json"), encoding: .utf8)
        Snapshot.assertMatches(baseline, named: "baseline.json")

        let apply = try AxLspRunner.run(["check", "--quiet", "--strict", "--baseline", "baseline.json"], in: scratch)
        XCTAssertEqual(apply.exitCode, 0)
        XCTAssertEqual(apply.stdout, "")
    }

    func testBaselineSurvivesCodeMovingAndStillReportsNewFindings() throws {
        let scratch = try CLIFixtures.copy("Findings")
        _ = try AxLspRunner.run(["check", "--quiet", "--write-baseline", "baseline.json"], in: scratch)
        let file = scratch.appendingPathComponent("App/SettingsViewController.swift")
        var text = try String(contentsOf: file, encoding: .utf8)
        // Moving code down by three lines must not resurrect baselined findings…
        text = text.replacingOccurrences(of: "import UIKit\n", with: "import UIKit\n\n\n\n")
        // …while a new outlet collection is a new finding.
        text = text.replacingOccurrences(
            of: "    lazy var headerView", with: "    @IBOutlet var newSwitches: [UISwitch]!\n    lazy var headerView")
        try Data(text.utf8).write(to: file)
        let apply = try AxLspRunner.run(["check", "--quiet", "--baseline", "baseline.json"], in: scratch)
        XCTAssertEqual(apply.exitCode, 0)
        XCTAssertEqual(
            apply.stdout,
            "App/SettingsViewController.swift:9:19: warning: views in the array 'newSwitches' get no identifier: AAII skips arrays; assign identifiers to its elements explicitly (aaii-collection-skipped)\n"
        )
    }

    func testStrictBaselineFailsWhenABaselinedFindingDisappeared() throws {
        let scratch = try CLIFixtures.copy("Findings")
        _ = try AxLspRunner.run(["check", "--quiet", "--write-baseline", "baseline.json"], in: scratch)
        let file = scratch.appendingPathComponent("App/SettingsViewController.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "    @IBOutlet var toggles: [UISwitch]!\n", with: "").utf8).write(
            to: file)

        let lenientBaseline = try AxLspRunner.run(["check", "--quiet", "--baseline", "baseline.json"], in: scratch)
        XCTAssertEqual(lenientBaseline.exitCode, 0, "without --strict-baseline a fixed finding is fine")
        let strict = try AxLspRunner.run(
            ["check", "--quiet", "--baseline", "baseline.json", "--strict-baseline"], in: scratch)
        XCTAssertEqual(strict.exitCode, 2)
        XCTAssertEqual(
            strict.stderr,
            "baseline.json: error: baselined 'aaii-collection-skipped' finding in App/SettingsViewController.swift ('views in the array 'toggles' get no identifier: AAII skips arrays; assign identifiers to its elements explicitly') no longer occurs; remove it or rerun with --write-baseline baseline.json\n"
        )
    }

    func testBaselineFromConfigurationIsUsedAndStrictBaselineNeedsOne() throws {
        let scratch = try CLIFixtures.copy("Findings")
        _ = try AxLspRunner.run(["check", "--quiet", "--write-baseline", "accepted.json"], in: scratch)
        try Data("baseline: accepted.json\n".utf8).write(to: scratch.appendingPathComponent(".ax-lsp.yml"))
        let configured = try AxLspRunner.run(["check", "--quiet", "--strict"], in: scratch)
        XCTAssertEqual(configured.exitCode, 0)
        XCTAssertEqual(configured.stdout, "")

        let bare = try CLIFixtures.copy("Findings")
        let missing = try AxLspRunner.run(["check", "--quiet", "--strict-baseline"], in: bare)
        XCTAssertEqual(missing.exitCode, 1)
        XCTAssertTrue(missing.stderr.contains("--strict-baseline needs a baseline"), missing.stderr)
    }

    func testMalformedBaselineExitsOne() throws {
        let scratch = try CLIFixtures.copy("Findings")
        try Data("{\"findings\": 3}".utf8).write(to: scratch.appendingPathComponent("bad.json"))
        let result = try AxLspRunner.run(["check", "--quiet", "--baseline", "bad.json"], in: scratch)
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(result.stderr.hasPrefix("error: bad.json: not a baseline file"), result.stderr)
    }
}
