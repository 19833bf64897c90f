import XCTest

// Edits that only move facts shift results instead of resolving the workspace again, and the
// shifted results equal a from-scratch analysis.
@testable import AXAnalysis

final class IncrementalResolutionTests: XCTestCase {
    let header = """
        import UIKit

        class HeaderView: UIView {
            let title = UILabel()
            func setUp() {
                title.accessibilityIdentifier = "screen.title"
            }
        }
        """
    let footer = """
        import UIKit

        class FooterViewController: UIViewController {
            @IBOutlet var caption: UILabel!
            let header = HeaderView()
            override func viewDidLoad() {
                super.viewDidLoad()
                injectAccessibilityIdentifiers()
                caption.accessibilityIdentifier = "screen.title"
            }
        }
        """

    private func fresh(_ files: [String: String]) -> AnalysisWorkspace {
        let workspace = AnalysisWorkspace()
        for (path, text) in files { workspace.update(path: path, text: text) }
        return workspace
    }

    private func assertSameResults(
        _ a: AnalysisWorkspace, _ b: AnalysisWorkspace, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(a.allIdentifiers(), b.allIdentifiers(), file: file, line: line)
        XCTAssertEqual(a.allFindings(), b.allFindings(), file: file, line: line)
    }

    func testMovingFactsShiftsResultsWithoutResolvingAgain() {
        let workspace = fresh(["Header.swift": header, "Toolbar.swift": footer])
        // One finding for the pair, at its first site in path order (Header.swift).
        XCTAssertEqual(workspace.allFindings().filter { $0.ruleID == "duplicate-identifier" }.count, 1)
        let resolutions = workspace.resolutionCount
        let edited = footer.replacingOccurrences(
            of: "super.viewDidLoad()", with: "super.viewDidLoad()\n\n        let x = 1 + 2")
        workspace.update(path: "Toolbar.swift", text: edited)
        XCTAssertEqual(workspace.shiftCount, 1, "an edit that adds no facts takes the shift path")
        XCTAssertEqual(workspace.resolutionCount, resolutions)
        assertSameResults(workspace, fresh(["Header.swift": header, "Toolbar.swift": edited]))
        // The duplicate message in the other file names the moved line.
        let headerFinding = workspace.findings(inFile: "Header.swift").first { $0.ruleID == "duplicate-identifier" }
        XCTAssertEqual(
            headerFinding?.message,
            "identifier 'screen.title' is also set in Toolbar.swift:11, both on screen in the hierarchy of FooterViewController; give each element its own identifier"
        )
    }

    private static let card = """
        import UIKit

        final class ProfileCardView: UIView {
            let name = UILabel()
            let follow = UIButton()
            override init(frame: CGRect) {
                super.init(frame: frame)
                name.text = "Ada Lovelace"
                follow.setTitle("Follow", for: .normal)
                [name, follow].forEach { addSubview($0) }
            }
            required init?(coder: NSCoder) { nil }
        }
        """

    private static let cardTest = """
        import XCTest
        @testable import App

        final class ProfileCardViewTests: XCTestCase {
            func testMatches() {
                XCTAssertEqual(ProfileCardView().axSnapshot(), \"""
                ------------------------------------------------------------
                Ada Lovelace
                ------------------------------------------------------------
                Follow
                button
                ------------------------------------------------------------
                \""")
            }
        }
        """

    /// A label's text feeds the outline: where an AXSnapshot expectation (in another file)
    /// checks it, typing in it resolves again; where none does, the edit is a move.
    func testTypingInALabelAnExpectationChecksResolvesAgain() {
        let files = ["App/ProfileCardView.swift": Self.card, "AppTests/ProfileCardViewTests.swift": Self.cardTest]
        let workspace = fresh(files)
        XCTAssertEqual(workspace.allFindings().filter { $0.ruleID == "axsnapshot-golden-mismatch" }.count, 0)
        let typed = Self.card.replacingOccurrences(of: "Ada Lovelace", with: "Ada Lovelacx")
        workspace.update(path: "App/ProfileCardView.swift", text: typed)
        XCTAssertEqual(workspace.shiftCount, 0, "the expectation reads the edited text")
        XCTAssertEqual(workspace.allFindings().filter { $0.ruleID == "axsnapshot-golden-mismatch" }.count, 1)
        assertSameResults(workspace, fresh(files.merging(["App/ProfileCardView.swift": typed]) { _, new in new }))

        let alone = fresh(["App/ProfileCardView.swift": Self.card])
        _ = alone.allFindings()
        alone.update(path: "App/ProfileCardView.swift", text: typed)
        XCTAssertEqual(alone.shiftCount, 1, "no expectation reads the outline: a move")
        assertSameResults(alone, fresh(["App/ProfileCardView.swift": typed]))
    }

    func testChangingAFactResolvesAgain() {
        let workspace = fresh(["Header.swift": header, "Footer.swift": footer])
        _ = workspace.allIdentifiers()
        let resolutions = workspace.resolutionCount
        let edited = footer.replacingOccurrences(
            of: "caption.accessibilityIdentifier = \"screen.title\"",
            with: "caption.accessibilityIdentifier = \"footer.caption\"")
        workspace.update(path: "Footer.swift", text: edited)
        XCTAssertEqual(workspace.shiftCount, 0)
        // A UIKit fact changed, not a view string: the general check flattened the summary.
        XCTAssertEqual(workspace.flattenCount, 1)
        XCTAssertTrue(workspace.allFindings().filter { $0.ruleID == "duplicate-identifier" }.isEmpty)
        XCTAssertEqual(workspace.resolutionCount, resolutions + 1)
        assertSameResults(workspace, fresh(["Header.swift": header, "Footer.swift": edited]))
    }

    func testUnchangedSummaryDoesNothing() {
        let workspace = fresh(["Header.swift": header])
        _ = workspace.allIdentifiers()
        let resolutions = workspace.resolutionCount
        workspace.update(path: "Header.swift", text: header)
        XCTAssertEqual(workspace.resolutionCount, resolutions)
        XCTAssertEqual(workspace.shiftCount, 0)
    }

    /// Typing in a label's text changes only what the label model reads: the resolution is
    /// shifted, only the label rules run again, and the results equal a fresh analysis.
    func testTypingInAShownTextReRunsOnlyTheLabelRules() {
        let screen = """
            import SwiftUI

            struct SaveScreen: View {
                var body: some View {
                    VStack {
                        Text("Sav")
                        Button("Cancel") {}.accessibilityIdentifier("screen.cancel")
                    }
                }
            }
            """
        let uiTest = """
            import XCTest

            final class SaveUITests: XCTestCase {
                func testSave() {
                    let app = XCUIApplication()
                    app.staticTexts["screen.save"].tap()
                    app.buttons["screen.cancel"].tap()
                }
            }
            """
        let files = ["SaveScreen.swift": screen, "UITests/SaveUITests.swift": uiTest]
        let workspace = fresh(files)
        let before = workspace.allFindings().filter { $0.ruleID == "unknown-identifier-in-ui-test" }
        XCTAssertEqual(before.count, 1, "the query matches no identifier and no label yet")
        let resolutions = workspace.resolutionCount
        let typed = screen.replacingOccurrences(of: "Text(\"Sav\")", with: "Text(\"screen.save\")")
        workspace.update(path: "SaveScreen.swift", text: typed)
        XCTAssertEqual(workspace.resolutionCount, resolutions, "a changed label moves every fact the resolvers read")
        XCTAssertEqual(workspace.shiftCount, 1)
        XCTAssertTrue(
            workspace.allFindings().filter { $0.ruleID == "unknown-identifier-in-ui-test" }.isEmpty,
            "the query now finds the label")
        assertSameResults(workspace, fresh(["SaveScreen.swift": typed, "UITests/SaveUITests.swift": uiTest]))
        // A text no test queries (the rules are not run again), then the queried one typed away.
        var text = typed
        for (before, after) in [
            ("Button(\"Cancel\")", "Button(\"Cancels\")"), ("Text(\"screen.save\")", "Text(\"screen.saves\")")
        ] {
            text = text.replacingOccurrences(of: before, with: after)
            workspace.update(path: "SaveScreen.swift", text: text)
            XCTAssertEqual(workspace.resolutionCount, resolutions)
            assertSameResults(workspace, fresh(["SaveScreen.swift": text, "UITests/SaveUITests.swift": uiTest]))
        }
        XCTAssertEqual(
            workspace.allFindings().filter { $0.ruleID == "unknown-identifier-in-ui-test" }.count, 1,
            "the label is gone again")
    }

    /// A string of the app's code a stale query is a typo away from is offered as what it
    /// meant (`UITestNearMisses`): typing that string, in code no resolver reads, runs the label
    /// rules again, so the message appears and goes with the string, as a fresh analysis says.
    func testTypingAStringAQueryMissesByATypoReRunsTheLabelRules() {
        let screen = """
            import UIKit

            enum Analytics { static func track(_ event: String) {} }

            class SettingsViewController: UIViewController {
                let row = UITableViewCell()
                var model: (id: String, name: String) = ("", "")
                override func viewDidLoad() {
                    super.viewDidLoad()
                    row.accessibilityIdentifier = model.id
                    let title = "settings.privacy"
                    Analytics.track(title)
                }
            }
            """
        let uiTest = """
            import XCTest

            final class SettingsUITests: XCTestCase {
                func testPrivacy() {
                    let app = XCUIApplication()
                    app.cells["settings.privacyRwo"].tap()
                }
            }
            """
        let workspace = fresh(["Settings.swift": screen, "UITests/SettingsUITests.swift": uiTest])
        func messages(_ workspace: AnalysisWorkspace) -> [String] {
            workspace.allFindings().filter { $0.ruleID == "unknown-identifier-in-ui-test" }.map(\.message)
        }
        XCTAssertTrue(messages(workspace).isEmpty, "nothing close: a label of UI the analysis cannot see")
        let resolutions = workspace.resolutionCount
        var text = screen
        for (before, after) in [
            ("\"settings.privacy\"", "\"settings.privacyRow\""),
            ("\"settings.privacyRow\"", "\"settings.privacyRowing\"")
        ] {
            text = text.replacingOccurrences(of: before, with: after)
            workspace.update(path: "Settings.swift", text: text)
            XCTAssertEqual(workspace.resolutionCount, resolutions, "a string no resolver reads is a move")
            assertSameResults(workspace, fresh(["Settings.swift": text, "UITests/SettingsUITests.swift": uiTest]))
        }
        workspace.update(
            path: "Settings.swift",
            text: screen.replacingOccurrences(of: "\"settings.privacy\"", with: "\"settings.privacyRow\""))
        XCTAssertEqual(messages(workspace).count, 1)
        XCTAssertTrue(
            messages(workspace).first?.contains("did you mean 'settings.privacyRow'") == true, "\(messages(workspace))")
    }

    /// A string argument of a view the workspace declares can become an identifier (BL-7): an
    /// edit there resolves again, while the same edit in a built-in `Text` is a move.
    func testStringArgumentsOfDeclaredViewsStillResolveAgain() {
        let screen = """
            import SwiftUI

            struct Row: View {
                let id: String
                var body: some View { Text("row").accessibilityIdentifier(id) }
            }

            struct RowsScreen: View {
                var body: some View {
                    VStack {
                        Text("Title")
                        Row(id: "rows.first")
                    }
                }
            }
            """
        let workspace = fresh(["Rows.swift": screen])
        XCTAssertEqual(workspace.allIdentifiers().map(\.value), ["rows.first"])
        let resolutions = workspace.resolutionCount
        let retitled = screen.replacingOccurrences(of: "Text(\"Title\")", with: "Text(\"Titles\")")
        workspace.update(path: "Rows.swift", text: retitled)
        XCTAssertEqual(workspace.allIdentifiers().map(\.value), ["rows.first"])
        XCTAssertEqual(
            workspace.resolutionCount, resolutions, "Text binds its string to nothing the workspace declares")
        let renamed = retitled.replacingOccurrences(of: "Row(id: \"rows.first\")", with: "Row(id: \"rows.firsts\")")
        workspace.update(path: "Rows.swift", text: renamed)
        XCTAssertEqual(workspace.allIdentifiers().map(\.value), ["rows.firsts"])
        XCTAssertEqual(workspace.resolutionCount, resolutions + 1)
        assertSameResults(workspace, fresh(["Rows.swift": renamed]))
    }

    /// Real apps extend `Text` with helpers and initializers (`extension Text { init(html:) }`):
    /// such an extension renders nothing, so typing in `Text("…")` is still a move; an extension
    /// that gives a type a `body` makes its call's strings readable again.
    func testExtensionsOfBuiltInViewsWithoutABodyKeepTextInert() {
        let screen = """
            import SwiftUI

            extension Text {
                init(html: String) { self.init(html) }
                func warningLabel() -> some View { foregroundStyle(.red) }
            }

            struct NoteScreen: View {
                var body: some View {
                    VStack {
                        Text("Title").warningLabel()
                        Button("Save") {}.accessibilityIdentifier("note.save")
                    }
                }
            }
            """
        let workspace = fresh(["Note.swift": screen])
        XCTAssertEqual(workspace.allIdentifiers().map(\.value), ["note.save"])
        let resolutions = workspace.resolutionCount
        let retitled = screen.replacingOccurrences(of: "Text(\"Title\")", with: "Text(\"Titles\")")
        workspace.update(path: "Note.swift", text: retitled)
        XCTAssertEqual(workspace.allIdentifiers().map(\.value), ["note.save"])
        XCTAssertEqual(workspace.resolutionCount, resolutions, "an extension without a body binds no string of Text(…)")
        assertSameResults(workspace, fresh(["Note.swift": retitled]))

        // A type of the workspace that renders (here a component named like the call) keeps them.
        let component = """
            import SwiftUI

            struct Badge: View {
                let id: String
                var body: some View { Text("badge").accessibilityIdentifier(id) }
            }

            struct BadgeScreen: View {
                var body: some View { Badge(id: "badge.first") }
            }
            """
        workspace.update(path: "Badge.swift", text: component)
        _ = workspace.allIdentifiers()
        let before = workspace.resolutionCount
        let renamed = component.replacingOccurrences(
            of: "Badge(id: \"badge.first\")", with: "Badge(id: \"badge.firsts\")")
        workspace.update(path: "Badge.swift", text: renamed)
        XCTAssertEqual(Set(workspace.allIdentifiers().map(\.value)), ["note.save", "badge.firsts"])
        XCTAssertEqual(workspace.resolutionCount, before + 1, "a rendering component's string arguments resolve again")
        assertSameResults(workspace, fresh(["Note.swift": retitled, "Badge.swift": renamed]))
    }
}
