// `ax-lsp check Examples/` — the README's first command — and the example app's identifiers.
import XCTest

final class ExampleAppTests: XCTestCase {
    private let repository = CLIFixtures.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    func testCheckExamplesPrintsTheDocumentedFindingsAndExitsTwo() throws {
        let result = try AxLspRunner.run(["check", "Examples/", "--no-progress"], in: repository)
        XCTAssertEqual(result.exitCode, 2, "the duplicate on the orders screen is an error")
        Snapshot.assertMatches(result.stdout, named: "examples-check.txt")
        XCTAssertTrue(
            result.stdout.contains(
                "Examples/ExampleApp/SwiftUI/OrdersScreen.swift:13:22: error: identifier 'orders.emptyState' is also set in OrdersViewController.swift:17, both on screen in the SwiftUI view hosted in OrdersViewController"
            ), result.stdout)
        // One finding per duplicate group: the other site is a note under it, not a second error.
        XCTAssertFalse(result.stdout.contains("OrdersViewController.swift:17:9: error"), result.stdout)
        // A label-matching query shaped like the app's identifiers is a warning with its suggestion.
        XCTAssertTrue(
            result.stdout.contains(
                "Examples/ExampleAppUITests/LoginUITests.swift:18:21: warning: no element has the identifier 'LoginViewController.loginButton' and no label the app shows is 'LoginViewController.loginButton'"
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
