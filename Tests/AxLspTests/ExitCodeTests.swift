// The documented exit codes of `ax-lsp check`: 0, 1 (usage/config/IO), 2 (errors), 3 (strict).
import XCTest

final class ExitCodeTests: XCTestCase {
    private let fixture = CLIFixtures.url("Findings")
    private let errorsConfig = CLIFixtures.url("Configs").appendingPathComponent("errors.yml").path

    func testWarningsOnlyExitZero() throws {
        let result = try AxLspRunner.run(["check"], in: fixture)
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertEqual(result.stderr, "found 0 errors, 5 warnings and 0 notes in 2 files\n")
    }

    func testWarningsUnderStrictExitThree() throws {
        XCTAssertEqual(try AxLspRunner.run(["check", "--strict", "--quiet"], in: fixture).exitCode, 3)
    }

    func testErrorSeverityFindingsExitTwo() throws {
        let result = try AxLspRunner.run(["check", "--config", errorsConfig, "--quiet"], in: fixture)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(
            result.stdout.contains("App/SettingsViewController.swift:5:19: error: views in the array 'toggles'"),
            result.stdout)
    }

    func testLenientTurnsErrorsIntoWarnings() throws {
        let result = try AxLspRunner.run(["check", "--config", errorsConfig, "--lenient", "--quiet"], in: fixture)
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertFalse(result.stdout.contains(": error:"))
    }

    func testNoFindingsExitZeroEvenUnderStrict() throws {
        let clean = try CLIFixtures.make(["Clean.swift": "import UIKit\n\nfinal class Clean: UIView {}\n"])
        let result = try AxLspRunner.run(["check", "--strict"], in: clean)
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertEqual(result.stdout, "")
    }

    func testUsageErrorsExitOne() throws {
        let unknownFlag = try AxLspRunner.run(["check", "--no-such-flag"], in: fixture)
        XCTAssertEqual(unknownFlag.exitCode, 1)
        XCTAssertTrue(unknownFlag.stderr.contains("--no-such-flag"), unknownFlag.stderr)
        let badReporter = try AxLspRunner.run(["check", "--reporter", "html"], in: fixture)
        XCTAssertEqual(badReporter.exitCode, 1)
        XCTAssertTrue(badReporter.stderr.contains("html"), badReporter.stderr)
        let contradictory = try AxLspRunner.run(["check", "--strict", "--lenient"], in: fixture)
        XCTAssertEqual(contradictory.exitCode, 1)
        XCTAssertTrue(contradictory.stderr.contains("--strict and --lenient cannot be combined"), contradictory.stderr)
        XCTAssertEqual(try AxLspRunner.run(["check", "--jobs", "0"], in: fixture).exitCode, 1)
    }

    func testBinaryFileIsReportedAndTheRestIsStillAnalysed() throws {
        let scratch = try CLIFixtures.make([
            "Bin.swift": "import UIKit\n\u{0}\u{0}binary",
            "Screen.swift":
                "import UIKit\n\nfinal class Screen: UIViewController {\n    @IBOutlet var buttons: [UIButton]!\n    override func viewDidLoad() { injectAccessibilityIdentifiers() }\n}\n"
        ])
        let result = try AxLspRunner.run(["check", "--quiet"], in: scratch)
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertEqual(
            result.stdout,
            """
            Bin.swift:1:1: warning: the file contains NUL bytes and looks binary; it was not analysed (unreadable-file)
            Screen.swift:4:19: warning: views in the array 'buttons' get no identifier: AAII skips arrays; assign identifiers to its elements explicitly (aaii-collection-skipped)

            """)
    }

    func testMissingPathExitsOneNamingIt() throws {
        let result = try AxLspRunner.run(["check", "NoSuchFolder"], in: fixture)
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stderr, "error: NoSuchFolder: no such file or folder\n")
    }

    func testMissingConfigFileExitsOne() throws {
        let result = try AxLspRunner.run(["check", "--config", "missing.yml"], in: fixture)
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stderr, "missing.yml: error: configuration file not found; check the --config path\n")
    }

    func testVersionAndHelpExitZero() throws {
        let version = try AxLspRunner.run(["--version"], in: fixture)
        XCTAssertEqual(version.exitCode, 0)
        // The release and the commit the binary was built from ("unknown" outside a git checkout).
        let stamp = version.stdout.trimmingCharacters(in: .newlines)
        XCTAssertTrue(stamp.hasPrefix("0.1.0 (commit ") && stamp.hasSuffix(")"), version.stdout)
        let commit = String(stamp.dropFirst("0.1.0 (commit ".count).dropLast())
        if FileManager.default.fileExists(
            atPath: RulesDocumentationTests.repositoryRoot.appendingPathComponent(".git").path)
        {
            XCTAssertTrue(commit.count == 40 && commit.allSatisfy(\.isHexDigit), version.stdout)
            // A commit of this repository (an earlier one when the binary predates the last commit).
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = [
                "git", "-C", RulesDocumentationTests.repositoryRoot.path, "cat-file", "-e", "\(commit)^{commit}"
            ]
            try git.run()
            git.waitUntilExit()
            XCTAssertEqual(git.terminationStatus, 0, "\(commit) is not a commit of this repository")
        } else {
            XCTAssertEqual(commit, "unknown")
        }
        let help = try AxLspRunner.run(["help"], in: fixture)
        XCTAssertEqual(help.exitCode, 0)
        for subcommand in ["serve", "check", "ids", "generate", "config", "rules"] {
            XCTAssertTrue(help.stdout.contains("  \(subcommand) "), "help lists \(subcommand):\n\(help.stdout)")
        }
    }
}
