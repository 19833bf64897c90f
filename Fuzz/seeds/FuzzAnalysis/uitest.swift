import XCTest
final class LoginUITests: XCTestCase {
    func testLogin() {
        let app = XCUIApplication()
        app.buttons["login.signIn"].tap()
        XCTAssert(app.staticTexts.matching(identifier: "Welcome").firstMatch.exists)
    }
}
