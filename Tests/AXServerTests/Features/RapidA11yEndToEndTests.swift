// End-to-end RapidA11y over stdio through the real binary: control and root hints, the hover
// that says where type, index and scope came from, definition from a UI test that recomputes
// the string (RA-11), and each quick fix as before/after text in a CRLF document with emoji
// before the positions (UTF-16).
import Foundation
import JSONRPC
import XCTest

final class RapidA11yEndToEndTests: XCTestCase {
    let screenURI = "file:///tmp/ax-lsp-e2e/App/MiniPlayerView.swift"
    let testsURI = "file:///tmp/ax-lsp-e2e/AppUITests/PlayerUITests.swift"

    let screen = MarkedDocument(
        """
        import UIKit
        import RapidA11y

        final class RoundButton: UIButton {}
        final class MiniPlayerView: UIView, RapidAccessible { // 🎵
            @IBOutlet var playButton: RoundButton!
            ⟦nextProperty⟧@IBOutlet var nextButton: RoundButton!
            @IBOutlet var progress: UISlider!
            static func rapidControlsInformation() -> [RapidControlInformation] {
                var slider = UISlider.accessibilityProperties
                slider.index = 2
                return [RoundButton.accessibilityProperties, RoundButton.accessibilityProperties, slider]
            }
            func rapidAccessibilityControls() -> [NSObject] { return [⟦play⟧playButton⟦playHint⟧, ⟦next⟧nextButton⟦nextHint⟧, progress⟦progressHint⟧] }
            override func awakeFromNib() { super.awakeFromNib(); applyViewAccessibility()⟦rootHint⟧ }
        }

        """)

    let uiTests = MarkedDocument(
        """
        import XCTest

        final class PlayerUITests: XCTestCase {
            func testProgress() {
                let app = XCUIApplication() // 🧪
                app.sliders[⟦query⟧MiniPlayerView.rapidControlsInformation()[2].identifier].swipeRight()
            }
        }

        """)

    private func start() throws -> LSPTestClient {
        let client = try LSPTestClient()
        try client.initialize(positionEncodings: ["utf-16"])
        client.openDocument(uri: screenURI, text: screen.text)
        client.openDocument(uri: testsURI, text: uiTests.text)
        return client
    }

    func testHintsHoverAndDefinition() throws {
        let client = try start()
        let end = MarkedDocument.position(ofUTF8Offset: screen.text.utf8.count, in: screen.text, encoding: "utf-16")
        let response = try client.request(
            "textDocument/inlayHint",
            params: [
                "textDocument": ["uri": .string(screenURI)], "range": ["start": ["line": 0, "character": 0], "end": end]
            ])
        let hints = response["result"]?.arrayValue ?? []
        let labels = hints.map { hint in
            (hint["label"]?.arrayValue ?? []).compactMap { $0["value"]?.stringValue }.joined()
        }
        XCTAssertEqual(
            labels,
            [
                "→ \"RoundButton_0__control_a11yID\"",
                "→ \"RoundButton_0__control_a11yID\" (index 0 ≠ position 1)",
                "→ \"UISlider_2__control_a11yID\"",
                "→ \"MiniPlayerView_view_a11yID\""
            ])
        XCTAssertEqual(
            hints.map { $0["position"] },
            ["playHint", "nextHint", "progressHint", "rootHint"].map { screen.position($0, encoding: "utf-16") })
        // The control part of the label links to the outlet it identifies.
        let nextParts = hints.count > 1 ? hints[1]["label"]?.arrayValue ?? [] : []
        XCTAssertEqual(
            nextParts.first { $0["value"] == "_control_a11yID" }?["location"]?["range"]?["start"],
            screen.position("nextProperty", encoding: "utf-16"))

        let hover = try client.request(
            "textDocument/hover",
            params: [
                "textDocument": ["uri": .string(screenURI)], "position": screen.position("next", encoding: "utf-16")
            ])
        let text = hover["result"]?["contents"]?["value"]?.stringValue ?? ""
        XCTAssertTrue(text.hasPrefix("**`RoundButton_0__control_a11yID`** · RapidA11y · certain"), text)
        XCTAssertTrue(text.contains("its index is 0, not its position 1 in the arrays (RA-6)"), text)
        XCTAssertTrue(
            text.contains(
                "the information's type prints \"RoundButton\" (from `RoundButton.accessibilityProperties`) — MiniPlayerView.swift:12"
            ), text)
        XCTAssertTrue(text.contains("index 0 (the default): never set — MiniPlayerView.swift:12"), text)
        XCTAssertTrue(text.contains("scope nil (the default: two underscores): never set"), text)

        // The UI test recomputes the slider's string: definition goes to the control.
        let definition = try client.request(
            "textDocument/definition",
            params: [
                "textDocument": ["uri": .string(testsURI)], "position": uiTests.position("query", encoding: "utf-16")
            ])
        XCTAssertEqual(definition["result"]?.arrayValue?.map { $0["uri"] }, [.string(screenURI)])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    struct Case {
        let name: String
        let before: String
        let title: String
        let after: String
    }

    let cases = [
        Case(
            name: "index to position",
            before: """
                import UIKit
                import RapidA11y

                final class PairView: UIView, RapidAccessible {
                    @IBOutlet var left: UIButton!
                    @IBOutlet var right: UIButton!
                    static func rapidControlsInformation() -> [RapidControlInformation] {
                        var first = UIButton.accessibilityProperties // 👈
                        first.traits = .button
                        var second = first
                        return [first, second]
                    }
                    func rapidAccessibilityControls() -> [NSObject] { return [left, ⟦cursor⟧right] }
                    override func awakeFromNib() { super.awakeFromNib(); applyViewAccessibility() }
                }
                """, title: "set each information's index to its control's position",
            after: """
                import UIKit
                import RapidA11y

                final class PairView: UIView, RapidAccessible {
                    @IBOutlet var left: UIButton!
                    @IBOutlet var right: UIButton!
                    static func rapidControlsInformation() -> [RapidControlInformation] {
                        var first = UIButton.accessibilityProperties // 👈
                        first.traits = .button
                        var second = first
                        second.index = 1
                        return [first, second]
                    }
                    func rapidAccessibilityControls() -> [NSObject] { return [left, right] }
                    override func awakeFromNib() { super.awakeFromNib(); applyViewAccessibility() }
                }
                """),
        Case(
            name: "missing informations",
            before: """
                import UIKit
                import RapidA11y

                final class PairView: UIView, RapidAccessible {
                    @IBOutlet var left: UIButton!
                    @IBOutlet var right: UISwitch!
                    static func rapidControlsInformation() -> [RapidControlInformation] {
                        var first = UIButton.accessibilityProperties // 👈
                        first.traits = .button
                        return [first]
                    }
                    func rapidAccessibilityControls() -> [NSObject] { return [left, right] }
                    override func awakeFromNib() { super.awakeFromNib(); ⟦cursor⟧applyViewAccessibility() }
                }
                """, title: "add the 1 missing control information",
            after: """
                import UIKit
                import RapidA11y

                final class PairView: UIView, RapidAccessible {
                    @IBOutlet var left: UIButton!
                    @IBOutlet var right: UISwitch!
                    static func rapidControlsInformation() -> [RapidControlInformation] {
                        var first = UIButton.accessibilityProperties // 👈
                        first.traits = .button
                        var rightInformation = UISwitch.accessibilityProperties
                        rightInformation.index = 1
                        return [first, rightInformation]
                    }
                    func rapidAccessibilityControls() -> [NSObject] { return [left, right] }
                    override func awakeFromNib() { super.awakeFromNib(); applyViewAccessibility() }
                }
                """),
        Case(
            name: "keep the button trait",
            before: """
                import UIKit
                import RapidA11y

                final class OneButtonView: UIView, RapidAccessible {
                    @IBOutlet var ok: UIButton!
                    static func rapidControlsInformation() -> [RapidControlInformation] {
                        return [UIButton.accessibilityProperties] // 👈
                    }
                    func rapidAccessibilityControls() -> [NSObject] { return [⟦cursor⟧ok] }
                    override func awakeFromNib() { super.awakeFromNib(); applyViewAccessibility() }
                }
                """, title: "keep the .button trait in the information",
            after: """
                import UIKit
                import RapidA11y

                final class OneButtonView: UIView, RapidAccessible {
                    @IBOutlet var ok: UIButton!
                    static func rapidControlsInformation() -> [RapidControlInformation] {
                        return [{ var information = UIButton.accessibilityProperties; information.traits.insert(.button); return information }()] // 👈
                    }
                    func rapidAccessibilityControls() -> [NSObject] { return [ok] }
                    override func awakeFromNib() { super.awakeFromNib(); applyViewAccessibility() }
                }
                """)
    ]

    func testEachQuickFixBeforeAndAfterText() throws {
        let client = try LSPTestClient()
        try client.initialize(positionEncodings: ["utf-16"])
        for (index, testCase) in cases.enumerated() {
            let uri = "file:///tmp/ax-lsp-e2e/RapidActions/Case\(index).swift"
            let marked = MarkedDocument(testCase.before)
            let crlf = marked.text.replacingOccurrences(of: "\n", with: "\r\n")
            client.openDocument(uri: uri, text: crlf)
            let cursor = marked.position("cursor", encoding: "utf-16")
            let response = try client.request(
                "textDocument/codeAction",
                params: [
                    "textDocument": ["uri": .string(uri)], "range": ["start": cursor, "end": cursor],
                    "context": ["diagnostics": []]
                ])
            let actions = response["result"]?.arrayValue ?? []
            guard let action = actions.first(where: { $0["title"]?.stringValue == testCase.title }) else {
                XCTFail(
                    "\(testCase.name): no action '\(testCase.title)' among \(actions.compactMap { $0["title"]?.stringValue })"
                )
                continue
            }
            let edits = action["edit"]?["changes"]?[uri]?.arrayValue ?? []
            let applied = LSPEdits.apply(edits, to: crlf, encoding: "utf-16")
            XCTAssertEqual(applied, testCase.after.replacingOccurrences(of: "\n", with: "\r\n"), testCase.name)
            client.sendNotification("textDocument/didClose", params: ["textDocument": ["uri": .string(uri)]])
        }
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }
}
