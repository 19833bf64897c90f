// The tool logic of `ax-lsp mcp` without a transport: argument checking, element kinds, query
// suggestions, screens and refreshing from disk, on small workspaces written to a temporary folder.
import AXAnalysis
import Foundation
import XCTest

@testable import ax_lsp

final class AgentToolsTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "ax-lsp-mcp-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ relative: String, _ text: String) throws {
        let path = folder + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// Loads and answers on a deep-stack thread, as the server's analysis thread does.
    private func answers(_ calls: @escaping (AgentTools) -> Void) throws {
        let options = try WorkspaceOptions.parse([folder, "--no-cache"])
        let loaded = DeepStack.run { Result { try AgentWorkspace(options: options) } }
        let workspace = try loaded.get()
        DeepStack.run { calls(AgentTools(agentWorkspace: workspace)) }
    }

    private static let login = """
        import UIKit

        final class LoginViewController: UIViewController {
            let submitButton = UIButton()
            let emailField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                submitButton.accessibilityIdentifier = "login.submit"
                emailField.accessibilityIdentifier = "login.email"
            }
        }

        final class SettingsViewController: UIViewController {}
        """

    func testScreensListControllersWithTheirIdentifierCounts() throws {
        try write("App/LoginViewController.swift", Self.login)
        try answers { tools in
            let result = tools.call("list_screens", arguments: [:])
            XCTAssertFalse(result.isError)
            XCTAssertTrue(
                result.text.contains(
                    "LoginViewController (view-controller) App/LoginViewController.swift:3: 2 identifiers"), result.text
            )
            // A controller without identifiers is listed too: where a test author adds the first.
            XCTAssertTrue(
                result.text.contains(
                    "SettingsViewController (view-controller) App/LoginViewController.swift:14: 0 identifiers"),
                result.text)
        }
    }

    func testUnknownScreenNamesTheClosest() throws {
        try write("App/LoginViewController.swift", Self.login)
        try answers { tools in
            let result = tools.call("screen_identifiers", arguments: ["screen": .string("LoginController")])
            XCTAssertTrue(result.isError)
            XCTAssertTrue(
                result.text.hasPrefix(
                    "unknown screen 'LoginController'; the closest screens are 'LoginViewController'"), result.text)
            let folded = tools.call("screen_identifiers", arguments: ["screen": .string("loginviewcontroller")])
            XCTAssertFalse(folded.isError, folded.text)
        }
    }

    func testSuggestedQueryFollowsTheElementKind() throws {
        try write("App/LoginViewController.swift", Self.login)
        try answers { tools in
            let button = tools.call("suggest_query", arguments: ["identifier": .string("login.submit")])
            XCTAssertTrue(button.text.hasPrefix("XCUITest: app.buttons[\"login.submit\"]"), button.text)
            let field = tools.call("suggest_query", arguments: ["identifier": .string("login.email")])
            XCTAssertTrue(field.text.hasPrefix("XCUITest: app.textFields[\"login.email\"]"), field.text)
            XCTAssertTrue(field.text.contains("id: \"login.email\""), field.text)
        }
    }

    func testSuggestedQueryUsesTheConstantTheAppSetsTheIdentifierWith() throws {
        try write(
            "App/Screen.swift",
            """
            import UIKit

            enum AccessibilityIdentifiers {
                enum Login {
                    static let submit = "login.submit"
                }
            }

            final class LoginViewController: UIViewController {
                let submitButton = UIButton()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    submitButton.accessibilityIdentifier = AccessibilityIdentifiers.Login.submit
                }
            }
            """)
        try answers { tools in
            let result = tools.call("suggest_query", arguments: ["identifier": .string("login.submit")])
            XCTAssertTrue(
                result.text.hasPrefix("XCUITest: app.buttons[AccessibilityIdentifiers.Login.submit]"), result.text)
        }
    }

    func testFindIdentifierMatchesPatternsAndSuggestsNearValues() throws {
        try write("App/LoginViewController.swift", Self.login)
        try answers { tools in
            let pattern = tools.call("find_identifier", arguments: ["identifier": .string("login.*")])
            XCTAssertTrue(pattern.text.hasPrefix("'login.*': 2 identifiers"), pattern.text)
            let missing = tools.call("find_identifier", arguments: ["identifier": .string("login.submt")])
            XCTAssertFalse(missing.isError)
            XCTAssertEqual(missing.text, "no identifier is 'login.submt'; did you mean 'login.submit'?")
        }
    }

    func testBadArgumentsAreRefusedWithWhatToDo() throws {
        try write("App/LoginViewController.swift", Self.login)
        try answers { tools in
            XCTAssertEqual(
                tools.call("find_identifier", arguments: [:]).text,
                "missing argument 'identifier': The identifier, or a pattern where * matches any characters.")
            XCTAssertEqual(
                tools.call("find_identifier", arguments: ["identifier": .other(jsonType: "a number")]).text,
                "argument 'identifier' must be a string, not a number")
            XCTAssertEqual(
                tools.call("list_screens", arguments: ["screen": .string("x")]).text,
                "list_screens takes no arguments; unexpected 'screen'")
            XCTAssertEqual(
                tools.call("check", arguments: ["paths": .string("App")]).text,
                "argument 'paths' must be an array of strings, not a string")
            let unknown = tools.call("find_identifiers", arguments: [:])
            XCTAssertTrue(unknown.isError)
            XCTAssertTrue(
                unknown.text.hasPrefix("unknown tool 'find_identifiers'; did you mean 'find_identifier'?"), unknown.text
            )
        }
    }

    func testAnEditOnDiskIsTakenBeforeTheNextAnswer() throws {
        try write("App/LoginViewController.swift", Self.login)
        let options = try WorkspaceOptions.parse([folder, "--no-cache"])
        let workspace = try DeepStack.run { Result { try AgentWorkspace(options: options) } }.get()
        XCTAssertEqual(DeepStack.run { workspace.refresh() }, [])
        try write(
            "App/LoginViewController.swift", Self.login.replacingOccurrences(of: "login.submit", with: "login.send"))
        XCTAssertEqual(DeepStack.run { workspace.refresh() }, ["App/LoginViewController.swift"])
        let values = DeepStack.run { workspace.workspace.allIdentifiers().map(\.value) }
        XCTAssertEqual(values.sorted(), ["login.email", "login.send"])
    }

    func testIdentifierEntriesCarryTheLabelVoiceOverReads() throws {
        try write(
            "App/SaveView.swift",
            """
            import UIKit

            final class SaveView: UIView {
                private let saveButton = UIButton(type: .system)
                private let statusLabel = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    saveButton.setTitle("Save", for: .normal)
                    saveButton.accessibilityIdentifier = "save.button"
                    statusLabel.accessibilityIdentifier = "save.status"
                    addSubview(saveButton)
                    addSubview(statusLabel)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        try write(
            "App/SettingsScreen.swift",
            """
            import SwiftUI

            struct SettingsScreen: View {
                var body: some View {
                    Button("Sign out") {}
                        .accessibilityIdentifier("settings.signOut")
                }
            }
            """)
        try answers { tools in
            let uikit = tools.call("screen_identifiers", arguments: ["file": .string("SaveView.swift")])
            XCTAssertEqual(Self.labels(uikit), ["save.button": "Save", "save.status": "null"], uikit.text)
            XCTAssertTrue(uikit.text.contains("save.button  button \"Save\", certain"), uikit.text)
            let swiftUI = tools.call("find_identifier", arguments: ["identifier": .string("settings.signOut")])
            XCTAssertEqual(Self.labels(swiftUI), ["settings.signOut": "Sign out"], swiftUI.text)
        }
    }

    /// identifier → label (`null` when the entry has none) of a list answer.
    private static func labels(_ result: AgentToolResult) -> [String: String] {
        guard case .object(let members) = result.structured,
            case .array(let entries)? = members.first(where: { $0.0 == "identifiers" })?.1
        else { return [:] }
        var labels: [String: String] = [:]
        for case .object(let fields) in entries {
            guard case .string(let identifier)? = fields.first(where: { $0.0 == "identifier" })?.1 else { continue }
            if case .string(let label)? = fields.first(where: { $0.0 == "label" })?.1 {
                labels[identifier] = label
            } else {
                labels[identifier] = "null"
            }
        }
        return labels
    }

    func testElementKinds() {
        XCTAssertEqual(ElementQueryKind.of(typeName: "UIButton").query, "buttons")
        XCTAssertEqual(ElementQueryKind.of(typeName: "PrimaryButton?").query, "buttons")
        XCTAssertEqual(ElementQueryKind.of(typeName: "UISecureTextField").query, "secureTextFields")
        XCTAssertEqual(ElementQueryKind.of(typeName: "TextField").query, "textFields")
        XCTAssertEqual(ElementQueryKind.of(typeName: "UIDatePicker").query, "datePickers")
        XCTAssertEqual(ElementQueryKind.of(typeName: "Toggle").query, "switches")
        XCTAssertEqual(ElementQueryKind.of(typeName: "UILabel").query, "staticTexts")
        XCTAssertEqual(ElementQueryKind.of(typeName: "HeaderContainer").query, "otherElements")
        XCTAssertEqual(ElementQueryKind.of(typeName: nil), .other)
    }

    func testPatterns() {
        XCTAssertTrue(AgentTools.value("login.submit", matches: ["login.", ""]))
        XCTAssertTrue(AgentTools.value("row.3.title", matches: ["row.", ".title"]))
        XCTAssertFalse(AgentTools.value("row.title", matches: ["row.", ".title"]))
        XCTAssertTrue(AgentTools.value("a.b.c", matches: ["", ".b.", ""]))
        XCTAssertEqual(AgentTools.maestroPattern("row.{index}.title"), "row\\..*\\.title")
        XCTAssertEqual(AgentTools.maestroPattern("tab*"), "tab.*")
    }
}
