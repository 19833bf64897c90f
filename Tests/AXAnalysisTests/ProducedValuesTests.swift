import XCTest

@testable import AXAnalysis

final class ProducedValuesTests: XCTestCase {
    /// A text the app produces in several places is one value: the first producer names it, and
    /// a later one that shows it marks it shown.
    func testATextProducedTwiceIsOneValueWithWhatEachProducerSays() throws {
        let path = "App/HomeView.swift"
        let summary = FileExtractor.summarize(
            path: path,
            text: """
                import SwiftUI
                struct HomeView: View {
                    var body: some View {
                        VStack {
                            Button("Sign in") { track("Welcome back") }
                            Text("Welcome back")
                        }
                    }
                    func track(_ event: String) {}
                }
                """)
        let index = WorkspaceIndex(summaries: [path: summary])
        let (produced, _) = ProducedValues.make(
            summaries: index.summaries, index: index, uiTestPaths: [], isTestSide: { _, _ in false }, reusing: nil)
        XCTAssertEqual(produced.values.filter { $0.text == "Welcome back" }.count, 1)
        let value = try XCTUnwrap(produced.producer(of: "Welcome back", pattern: nil))
        XCTAssertEqual(value.description, "a string literal", "the first producer, an argument, names it")
        XCTAssertTrue(value.isShownText, "the later one, a Text, shows it")
        XCTAssertNil(produced.producer(of: "Welcome", pattern: nil))
    }

    /// The cases an expression names: `.name` alone or after a type, never after a value; an
    /// ASCII expression (read by its bytes) and one with other letters answer alike.
    func testCaseReferences() {
        XCTAssertEqual(ProducedValues.caseReferences(in: "flag ? .on : .off"), ["on", "off"])
        XCTAssertEqual(ProducedValues.caseReferences(in: "AccessibilityIdentifier.name.asString"), ["name"])
        XCTAssertEqual(ProducedValues.caseReferences(in: "model.name"), [])
        XCTAssertEqual(ProducedValues.caseReferences(in: "_private.name"), [])
        XCTAssertEqual(ProducedValues.caseReferences(in: "Row.a_1 ?? .b2"), ["a_1", "b2"])
        XCTAssertEqual(ProducedValues.caseReferences(in: "Row. + ."), [])
        XCTAssertEqual(ProducedValues.caseReferences(in: "Über.row ?? über.row"), ["row"])
        XCTAssertEqual(ProducedValues.caseReferences(in: "Uber.row ?? uber.row"), ["row"])
        XCTAssertEqual(ProducedValues.caseReferences(in: "Row.café ?? .naïve"), ["café", "naïve"])
    }

    /// A table made again with the parts of an earlier one takes each kept file's part as it was
    /// (the caller keeps only parts of unchanged files), makes the others, and equals a table made
    /// from scratch when the kept parts are of the same summaries.
    func testKeptPartsAreTakenAndMakeTheSameTable() throws {
        func home(_ title: String) -> FileSummary {
            FileExtractor.summarize(
                path: "App/HomeView.swift",
                text: """
                    import SwiftUI
                    struct HomeView: View {
                        var body: some View { Text("\(title)") }
                    }
                    """)
        }
        let settings = FileExtractor.summarize(
            path: "App/SettingsView.swift",
            text: """
                import SwiftUI
                enum Row: String { case privacy = "settings.privacy" }
                struct SettingsView: View {
                    var body: some View { Toggle("Privacy", isOn: .constant(true)).id(Row.privacy) }
                    func open() { show(row: .privacy) }
                    func show(row: Row) {}
                }
                """)
        func make(_ summaries: [String: FileSummary], reusing: ProducedValues.Parts?) -> (
            ProducedValues, ProducedValues.Parts
        ) {
            let index = WorkspaceIndex(summaries: summaries)
            return ProducedValues.make(
                summaries: summaries, index: index, uiTestPaths: [], isTestSide: { _, _ in false }, reusing: reusing)
        }
        let before = ["App/HomeView.swift": home("Welcome"), "App/SettingsView.swift": settings]
        let (first, parts) = make(before, reusing: nil)
        XCTAssertNotNil(first.producer(of: "Welcome", pattern: nil))
        XCTAssertNotNil(first.producer(of: "privacy", pattern: nil), "a case passed is produced by its name")

        // The home view's part is kept: its old text is what the table says.
        let after = ["App/HomeView.swift": home("Welcome back"), "App/SettingsView.swift": settings]
        let (kept, _) = make(after, reusing: parts)
        XCTAssertNotNil(kept.producer(of: "Welcome", pattern: nil))
        XCTAssertNil(kept.producer(of: "Welcome back", pattern: nil))

        // Without the home view's part, it is made again: the same as a table made from scratch.
        var others = parts
        others.byPath["App/HomeView.swift"] = nil
        let (remade, _) = make(after, reusing: others)
        let (fresh, _) = make(after, reusing: nil)
        XCTAssertEqual(remade.values, fresh.values)
        XCTAssertEqual(remade.templates, fresh.templates)
        XCTAssertNotNil(remade.producer(of: "Welcome back", pattern: nil))

        // Parts made with other UI-test paths are not taken.
        var otherPaths = parts
        otherPaths.uiTestPaths = ["UITests/HomeTests.swift"]
        let (unkept, _) = make(after, reusing: otherPaths)
        XCTAssertEqual(unkept.values, fresh.values)
    }

    /// A folder named like a test target makes a file test code; the file's own name does not.
    func testTestFolders() {
        XCTAssertTrue(UnknownIdentifierInUITestRule.isInTestFolder("AppTests/LoginTests.swift"))
        XCTAssertTrue(UnknownIdentifierInUITestRule.isInTestFolder("ios/AppUITest/Flows/Login.swift"))
        XCTAssertTrue(UnknownIdentifierInUITestRule.isInTestFolder("/abs/Ünit Tests/Login.swift"))
        XCTAssertFalse(UnknownIdentifierInUITestRule.isInTestFolder("App/LoginTests.swift"))
        XCTAssertFalse(UnknownIdentifierInUITestRule.isInTestFolder("LoginTests.swift"))
        XCTAssertFalse(UnknownIdentifierInUITestRule.isInTestFolder("App/TestsHelpers/Login.swift"))
        XCTAssertFalse(UnknownIdentifierInUITestRule.isInTestFolder("App//Login.swift"))
    }

    /// A case name two enums declare prints as the first one's raw value, in path order: the
    /// same on every run.
    func testACaseNameTwoEnumsDeclarePrintsAsTheFirstInPathOrder() throws {
        let files = [
            "App/A.swift": "func open() { show(.home) }\nfunc show(_ tab: Tab) {}",
            "App/B.swift": "enum Tab: String { case home = \"tab.home\" }",
            "App/C.swift": "enum Route: String { case home = \"route.home\" }"
        ]
        let summaries = Dictionary(
            uniqueKeysWithValues: files.map { ($0.key, FileExtractor.summarize(path: $0.key, text: $0.value)) })
        let index = WorkspaceIndex(summaries: summaries)
        let (produced, _) = ProducedValues.make(
            summaries: summaries, index: index, uiTestPaths: [], isTestSide: { _, _ in false }, reusing: nil)
        XCTAssertEqual(produced.producer(of: "tab.home", pattern: nil)?.description, "the case .home, passed here")
        XCTAssertEqual(produced.producer(of: "route.home", pattern: nil)?.description, "a string literal")
    }
}
