import XCTest

// What UI tests, flows and suites query is read from their files alone: a change of any other
// file keeps it (a workspace being indexed changes with every file read, and each hover asked
// for it again), and a change of one of theirs is seen at the next question.
@testable import AXAnalysis

final class TestFacingCacheTests: XCTestCase {
    private let app = """
        import UIKit

        final class LoginViewController: UIViewController {
            let submitButton = UIButton()
            override func viewDidLoad() {
                super.viewDidLoad()
                submitButton.accessibilityIdentifier = "login.submit"
            }
        }
        """
    private let flow = """
        appId: com.example.app
        ---
        - tapOn:
            id: "login.submit"
        """
    private let uiTest = """
        import XCTest

        final class LoginUITests: XCTestCase {
            func testSubmit() {
                let app = XCUIApplication()
                app.buttons["login.submit"].tap()
            }
        }
        """

    private func workspace() -> AnalysisWorkspace {
        let workspace = AnalysisWorkspace()
        workspace.update(path: "App/LoginViewController.swift", text: app)
        workspace.update(path: ".maestro/login.yaml", text: flow)
        workspace.update(path: "AppUITests/LoginUITests.swift", text: uiTest)
        return workspace
    }

    private func queried(_ workspace: AnalysisWorkspace, _ value: String) -> (selectors: Int, references: Int) {
        (
            workspace.uiTestSelectors(finding: value, isTemplate: false).count,
            workspace.testReferences(toIdentifier: value).count
        )
    }

    func testAnotherFileKeepsWhatTheTestsQuery() {
        let workspace = workspace()
        XCTAssertEqual(queried(workspace, "login.submit").selectors, 1)
        XCTAssertEqual(queried(workspace, "login.submit").references, 1)
        let built = workspace.testFacingBuildCount
        workspace.update(
            path: "App/SettingsViewController.swift", text: app.replacingOccurrences(of: "Login", with: "Settings"))
        workspace.update(path: "App/LoginViewController.swift", text: app + "\n")
        XCTAssertEqual(queried(workspace, "login.submit").selectors, 1)
        XCTAssertEqual(queried(workspace, "login.submit").references, 1)
        XCTAssertEqual(workspace.testFacingBuildCount, built)
    }

    func testCallsOfAHelperKeepTheHelpersAndAChangedHelperIsSeen() {
        let workspace = workspace()
        let robot = """
            import XCTest

            struct LoginRobot {
                let app: XCUIApplication

                func button(_ identifier: String) -> XCUIElement { app.buttons[identifier] }
            }
            """
        let calls = """
            import XCTest

            final class RobotUITests: XCTestCase {
                func testSubmit() {
                    let robot = LoginRobot(app: XCUIApplication())
                    robot.button("login.submit").tap()
                }
            }
            """
        workspace.update(path: "AppUITests/LoginRobot.swift", text: robot)
        workspace.update(path: "AppUITests/RobotUITests.swift", text: calls)
        XCTAssertEqual(queried(workspace, "login.submit").references, 2)
        let built = workspace.testFacingBuildCount
        workspace.update(
            path: "AppUITests/RobotUITests.swift", text: calls.replacingOccurrences(of: "testSubmit", with: "testSend"))
        XCTAssertEqual(queried(workspace, "login.submit").references, 2)
        XCTAssertEqual(workspace.testFacingBuildCount, built, "a file that only calls a helper declares none")
        workspace.update(
            path: "AppUITests/LoginRobot.swift",
            text: robot.replacingOccurrences(of: "app.buttons[identifier]", with: "app.buttons[\"fixed\"]"))
        XCTAssertEqual(queried(workspace, "login.submit").references, 1)
    }

    func testAChangedFlowOrTestIsSeenAtTheNextQuestion() {
        let workspace = workspace()
        XCTAssertEqual(queried(workspace, "login.submit").selectors, 1)
        workspace.update(
            path: ".maestro/login.yaml", text: flow.replacingOccurrences(of: "login.submit", with: "login.send"))
        XCTAssertEqual(queried(workspace, "login.submit").selectors, 0)
        XCTAssertEqual(queried(workspace, "login.send").selectors, 1)
        workspace.update(
            path: "AppUITests/LoginUITests.swift",
            text: uiTest.replacingOccurrences(of: "login.submit", with: "login.send"))
        XCTAssertEqual(queried(workspace, "login.submit").references, 0)
        XCTAssertEqual(queried(workspace, "login.send").references, 1)
        workspace.remove(path: ".maestro/login.yaml")
        XCTAssertEqual(queried(workspace, "login.send").selectors, 0)
    }
}
