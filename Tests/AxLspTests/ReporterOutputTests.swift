// Each reporter's exact output on the Findings fixture, through the built binary.
import XCTest

final class ReporterOutputTests: XCTestCase {
    private let fixture = CLIFixtures.url("Findings")

    private func check(_ reporter: String) throws -> AxLspResult {
        try AxLspRunner.run(["check", "--reporter", reporter, "--quiet"], in: fixture)
    }

    func testXcodeReporterIsTheDefaultAndMatchesSnapshot() throws {
        let explicit = try check("xcode")
        let implicit = try AxLspRunner.run(["check", "--quiet"], in: fixture)
        XCTAssertEqual(explicit.stdout, implicit.stdout)
        XCTAssertEqual(explicit.exitCode, 0)
        Snapshot.assertMatches(explicit.stdout, named: "check-xcode.txt")
    }

    func testJSONReporterMatchesSnapshot() throws {
        let result = try check("json")
        XCTAssertEqual(result.exitCode, 0)
        Snapshot.assertMatches(result.stdout, named: "check-json.json")
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(parsed?["version"] as? Int, 1)
    }

    func testSARIFReporterMatchesSnapshot() throws {
        Snapshot.assertMatches(try check("sarif").stdout, named: "check-sarif.json")
    }

    func testGitHubActionsReporterMatchesSnapshot() throws {
        Snapshot.assertMatches(try check("github-actions-logging").stdout, named: "check-github-actions.txt")
    }

    func testJUnitReporterMatchesSnapshot() throws {
        Snapshot.assertMatches(try check("junit").stdout, named: "check-junit.xml")
    }

    func testCheckstyleReporterMatchesSnapshot() throws {
        Snapshot.assertMatches(try check("checkstyle").stdout, named: "check-checkstyle.xml")
    }

    func testSummaryReporterMatchesSnapshot() throws {
        Snapshot.assertMatches(try check("summary").stdout, named: "check-summary.txt")
    }

    func testSeveralReportersWriteToTheirOwnOutputs() throws {
        let scratch = try CLIFixtures.copy("Findings")
        let result = try AxLspRunner.run(
            [
                "check", "--quiet", "--reporter", "json", "--output", "out/report.json", "--reporter", "xcode",
                "--reporter", "checkstyle", "--output", "out/checkstyle.xml"
            ],
            in: scratch
        )
        XCTAssertEqual(result.exitCode, 1, "the out/ folder does not exist yet, so writing must fail with exit 1")
        XCTAssertTrue(result.stderr.contains("out/report.json: cannot write report"), result.stderr)

        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("out"), withIntermediateDirectories: true)
        let second = try AxLspRunner.run(
            [
                "check", "--quiet", "--reporter", "json", "--output", "out/report.json", "--reporter", "xcode",
                "--reporter", "checkstyle", "--output", "out/checkstyle.xml"
            ],
            in: scratch
        )
        XCTAssertEqual(second.exitCode, 0)
        // The xcode report, which has no --output, is the only thing on stdout.
        XCTAssertEqual(second.stdout, try check("xcode").stdout)
        let json = try String(contentsOf: scratch.appendingPathComponent("out/report.json"), encoding: .utf8)
        XCTAssertEqual(json, try check("json").stdout)
        let checkstyle = try String(contentsOf: scratch.appendingPathComponent("out/checkstyle.xml"), encoding: .utf8)
        XCTAssertEqual(checkstyle, try check("checkstyle").stdout)
    }

    func testCRLFLineEndingsGiveTheSameReport() throws {
        let crlf = try CLIFixtures.copy("Findings", transform: CLIFixtures.toCRLF)
        let result = try AxLspRunner.run(["check", "--quiet", "--reporter", "json"], in: crlf)
        XCTAssertEqual(result.stdout, try check("json").stdout)
    }

    func testResultsDoNotDependOnTheNumberOfJobs() throws {
        let one = try AxLspRunner.run(["check", "--quiet", "--reporter", "json", "--jobs", "1"], in: fixture)
        let four = try AxLspRunner.run(["check", "--quiet", "--reporter", "json", "--jobs", "4"], in: fixture)
        XCTAssertEqual(one.stdout, four.stdout)
        XCTAssertFalse(one.stdout.isEmpty)
    }

    func testPathsAreRelativeToTheAnalysedFolderInJSONAndToTheCurrentFolderInXcode() throws {
        let parent = fixture.deletingLastPathComponent()
        let json = try AxLspRunner.run(["check", "Findings", "--quiet", "--reporter", "json"], in: parent)
        XCTAssertEqual(json.stdout, try check("json").stdout)
        let xcode = try AxLspRunner.run(["check", "Findings", "--quiet"], in: parent)
        let firstLine = xcode.stdout.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertTrue(firstLine.hasPrefix("Findings/App/"), firstLine)
    }

    func testXcodeBuildPhasesGetAbsolutePaths() throws {
        let result = try AxLspRunner.run(
            ["check", "--quiet"], in: fixture, environment: ["XCODE_VERSION_ACTUAL": "1600"])
        let firstLine = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertEqual(firstLine.components(separatedBy: ":5:5:").first, fixture.path + "/App/CaféViewController.swift")
    }

    func testProgressLineGoesToStandardErrorOnlyWhenAsked() throws {
        let quiet = try AxLspRunner.run(["check", "--no-progress"], in: fixture)
        XCTAssertFalse(quiet.stderr.contains("Analysing files"))
        let shown = try AxLspRunner.run(["check", "--progress"], in: fixture)
        XCTAssertTrue(shown.stderr.contains("\rAnalysing files: 2/2\n"), shown.stderr)
        XCTAssertEqual(quiet.stdout, shown.stdout)
    }
}
