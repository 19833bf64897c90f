// RapidA11y fixtures (RA-1…RA-13): the three worked examples of docs/conventions.md and one
// fixture per edge case; and the facts' positions move with the text, as every fact's must.
@testable import AXAnalysis
import XCTest

final class RapidA11yFixtureTests: XCTestCase {
    func testRapidA11yFixtures() { FixtureRunner.run(folder: "RapidA11y") }

    /// Text inserted above a RapidA11y screen moves every fact by its length and changes nothing
    /// else: the shifted summary is the re-extracted one (the fast path of an edit relies on it).
    func testShiftedFactsEqualTheFactsOfMovedText() throws {
        var checked = 0
        for url in FixtureRunner.fixtures(in: "RapidA11y") {
            let source = try String(contentsOf: url, encoding: .utf8)
            for file in MarkedWorkspace(source).files where file.path.hasSuffix(".swift") {
                let inserted = "// 🎵 moved\n"
                let before = FileExtractor.summarize(path: file.path, text: file.text)
                let after = FileExtractor.summarize(path: file.path, text: inserted + file.text)
                XCTAssertEqual(before.rapidA11y.shifted(by: inserted.utf8.count), after.rapidA11y, file.path)
                if !before.rapidA11y.isEmpty { checked += 1 }
            }
        }
        XCTAssertGreaterThan(checked, 8)
    }

    /// The worked examples' facts, read directly: the evaluation keeps struct semantics.
    func testFAQCopiesKeepTheIndexTheyHadWhenCopied() {
        let summary = FileExtractor.summarize(path: "SignUp.swift", text: """
        final class SignUpViewController: UIViewController, RapidAccessible {
            static func rapidControlsInformation() -> Array<RapidControlInformation> {
                var textFieldProperties = UITextField.accessibilityProperties
                var usernameProperties = textFieldProperties
                textFieldProperties.index = 1
                var passwordProperties = textFieldProperties
                return [usernameProperties, passwordProperties]
            }
        }
        """)
        let elements = summary.rapidA11y.declarations.first?.information?.elements ?? []
        XCTAssertEqual(elements.map(\.identifier), ["UITextField_0__control_a11yID", "UITextField_1__control_a11yID"])
        XCTAssertEqual(elements.map(\.variable), ["usernameProperties", "passwordProperties"])
        XCTAssertEqual(summary.rapidA11y.declarations.first?.conformanceSite.map { $0.range.length }, "RapidAccessible".utf8.count)
    }
}
