// `ax-lsp check Examples/` — the README's first command — and the example app's identifiers.
import XCTest

final class ExampleAppTests: XCTestCase {
    private let repository = CLIFixtures.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    func testCheckExamplesPrintsTheDocumentedFindingsAndExitsTwo() throws {
        let result = try AxLspRunner.run(["check", "Examples/", "--no-progress"], in: repository)
        XCTAssertEqual(result.exitCode, 2, "the stale UI-test query is an error")
        Snapshot.assertMatches(result.stdout, named: "examples-check.txt")
        XCTAssertTrue(result.stdout.contains(
            "Examples/ExampleAppUITests/LoginUITests.swift:18:21: error: no element has the identifier 'LoginViewController.loginButton'; did you mean 'LoginViewController.signInButton'"
        ), result.stdout)
    }

    func testExampleIdentifiersAsJSON() throws {
        let result = try AxLspRunner.run(["ids", "Examples", "--format", "json", "--quiet"], in: repository)
        XCTAssertEqual(result.exitCode, 0)
        Snapshot.assertMatches(result.stdout, named: "examples-ids.json")
        // Paths are relative to the analysed folder, not to the current one.
        XCTAssertTrue(result.stdout.contains("\"file\": \"ExampleApp/UIKit/LoginViewController.swift\""), result.stdout)
    }
}
