import XCTest

/// UI tests that query identifiers the analysis computes. One query is stale: the button it
/// looks for was renamed to `signInButton`.
final class LoginUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-xcuitest"]
        app.launch()
    }

    func testSignIn() {
        app.otherElements["LoginViewController.view"].tap()
        app.textFields["LoginViewController.emailField"].typeText("ada@example.com")
        app.secureTextFields["LoginViewController.passwordField"].typeText("secret")
        app.buttons["LoginViewController.loginButton"].tap()
        XCTAssertTrue(app.staticTexts["login.status"].waitForExistence(timeout: 2))
    }

    func testHelpAndVersion() {
        XCTAssertTrue(app.buttons["login.help"].exists)
        XCTAssertTrue(app.staticTexts["login.version"].exists)
        // Matches the button's title, not an identifier: XCUITest subscripts match labels too.
        XCTAssertTrue(app.buttons["Sign in"].exists)
    }

    func testOrdersAndSettings() {
        app.tabBars.buttons["Orders"].tap()
        XCTAssertTrue(app.staticTexts["Orders.UserSummary.name"].exists)
        XCTAssertTrue(app.staticTexts["orders.emptyState"].exists)
        app.tabBars.buttons["Settings"].tap()
        XCTAssertTrue(app.staticTexts["Settings.Account.UserSummary.email"].exists)
        XCTAssertTrue(app.switches["Settings.notificationsToggle"].exists)
        XCTAssertTrue(app.images["profile_avatar"].exists)
    }
}
