import XCTest

// RapidA11y fixtures (RA-1…RA-13): the three worked examples of docs/conventions.md and one
// fixture per edge case (that their facts move with the text is `SummaryShiftTests`).
@testable import AXAnalysis

final class RapidA11yFixtureTests: XCTestCase {
    func testRapidA11yFixtures() { FixtureRunner.run(folder: "RapidA11y") }

    /// The worked examples' facts, read directly: the evaluation keeps struct semantics.
    /// `rapid_a11y: false` turns the convention off: no identifiers and no findings from it.
    func testTurningTheConventionOffRemovesItsIdentifiersAndFindings() {
        let text = """
            import UIKit
            final class PlayerView: UIView, RapidAccessible {
                let play = UIButton()
                static func rapidControlsInformation() -> [RapidControlInformation] { [UIButton.accessibilityProperties] }
                func rapidAccessibilityControls() -> [Any] { [play] }
                func setUp() { applyAccessibility() }
            }
            """
        let on = AnalysisWorkspace()
        on.update(path: "App/PlayerView.swift", text: text)
        XCTAssertEqual(
            on.allIdentifiers().filter { $0.convention == .rapid }.map(\.value).sorted(),
            ["PlayerView_view_a11yID", "UIButton_0__control_a11yID"])
        var options = AnalysisOptions()
        options.rapidA11y = false
        let off = AnalysisWorkspace(options: options)
        off.update(path: "App/PlayerView.swift", text: text)
        XCTAssertEqual(off.allIdentifiers().filter { $0.convention == .rapid }, [])
        XCTAssertEqual(off.allFindings().filter { $0.ruleID.hasPrefix("rapid-") }, [])
    }

    func testFAQCopiesKeepTheIndexTheyHadWhenCopied() {
        let summary = FileExtractor.summarize(
            path: "SignUp.swift",
            text: """
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
        XCTAssertEqual(
            summary.rapidA11y.declarations.first?.conformanceSite.map { $0.range.length }, "RapidAccessible".utf8.count)
    }

    /// Lists that double per line (`let b = a + a`) stop at a bound instead of growing to 2^64
    /// elements: the result is a template with its reason, and extraction stays fast.
    func testDoublingListsAreBounded() {
        var lines = ["var a0 = [UIButton.accessibilityProperties]"]
        var controls = ["let c0: [NSObject] = [button]"]
        for step in 1...64 {
            lines.append("var a\(step) = a\(step - 1) + a\(step - 1)")
            controls.append("let c\(step) = c\(step - 1) + c\(step - 1)")
        }
        let text = """
            final class HostileView: UIView, RapidAccessible {
                let button = UIButton()
                static func rapidControlsInformation() -> [RapidControlInformation] {
                    \(lines.joined(separator: "\n        "))
                    return a64
                }
                func rapidAccessibilityControls() -> [NSObject] {
                    \(controls.joined(separator: "\n        "))
                    return c64
                }
            }
            """
        let declaration = FileExtractor.summarize(path: "Hostile.swift", text: text).rapidA11y.declarations.first
        XCTAssertNil(declaration?.information?.elements)
        XCTAssertEqual(declaration?.information?.dynamicReason, "the list has more than 1024 informations")
        XCTAssertNil(declaration?.controls?.elements)
    }
}
