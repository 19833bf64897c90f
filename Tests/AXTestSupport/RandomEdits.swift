// Seeded random edits for property tests: a small SwiftUI + UIKit workspace and edit generators
// that insert identifier-bearing code, break syntax, and add CRLF and non-ASCII text.
import AXAnalysis

/// One random edit: the replacement in UTF-8 offsets of the old text, and the text after it.
package struct RandomEdit {
    package let replacement: TextReplacement
    package let newText: String
    package let description: String
}

package enum EditFixtures {
    /// Snippets that add or change identifiers, duplicates, suppressions, or break the syntax.
    package static let snippets: [String] = [
        "\n        titleLabel.accessibilityIdentifier = \"settings.title\"\n",
        "\n        closeButton.accessibilityIdentifier = A11y.close\n",
        "\n    @IBOutlet weak var extraLabel: UILabel!\n",
        "\n        injectAccessibilityIdentifiers()\n",
        ".accessibilityIdentifier(\"cart.pay\")",
        ".accessibilityIdentifierBranch(\"Cart\")",
        "\n    static let close = \"settings.close\"\n",
        "\"login.signIn\"",
        "// ax-lsp:disable:next duplicate-identifier\n",
        "{", "}", "(", ")", "\"", "/*", "*/", "//", "#if DEBUG\n", "\n#endif\n",
        "<accessibility key=\"accessibilityConfiguration\" identifier=\"settings.title\"/>",
        "<view id=\"x\">", "</view>", "<!DOCTYPE",
        " é 🧪 ", "\r\n", "\n", "\u{0}"
    ]

    package static func randomEdit(of text: String, using random: inout SplitMix64) -> RandomEdit {
        let characters = Array(text)
        let start = random.next(below: characters.count + 1)
        var end = start
        var inserted = ""
        switch random.next(below: 10) {
        case 0..<5:
            inserted = snippets[random.next(below: snippets.count)]
        case 5..<8:
            end = min(characters.count, start + 1 + random.next(below: 24))
        default:
            end = min(characters.count, start + 1 + random.next(below: 8))
            inserted = snippets[random.next(below: snippets.count)]
        }
        let prefix = String(characters[0..<start])
        let removed = String(characters[start..<end])
        let suffix = String(characters[end...])
        let startOffset = prefix.utf8.count
        return RandomEdit(
            replacement: TextReplacement(
                range: ByteRange(start: startOffset, end: startOffset + removed.utf8.count), replacement: inserted),
            newText: prefix + inserted + suffix,
            description: "replaced \(removed.debugDescription) at \(startOffset) with \(inserted.debugDescription)"
        )
    }

    /// `count` random edits of `text`, each applied to the text the previous one left, drawn
    /// from a generator seeded by `name`: a property runs over every fixture file with a few edits
    /// each, at positions of that file's own, instead of many edits of one file.
    package static func sampledEdits(of text: String, name: String, count: Int, seed: UInt64 = 0) -> [RandomEdit] {
        var random = SplitMix64(seed: seed, name: name)
        var current = text
        return (0..<count).map { _ in
            let edit = randomEdit(of: current, using: &random)
            current = edit.newText
            return edit
        }
    }

    /// UIKit (explicit, AAII, constants), SwiftUI, a UI test and a storyboard.
    package static let workspaceFiles: [(path: String, text: String)] = [
        (
            "App/A11y.swift",
            """
            enum A11y {
                static let close = "settings.close"
                static let title = "settings.title"
            }

            """
        ),
        (
            "App/SettingsViewController.swift",
            """
            import UIKit

            class SettingsViewController: UIViewController {
                let closeButton = UIButton()
                @IBOutlet weak var titleLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    closeButton.accessibilityIdentifier = A11y.close
                    titleLabel.accessibilityIdentifier = "settings.title"
                }
            }

            """
        ),
        (
            "App/ProfileView.swift",
            """
            import UIKit

            class ProfileView: UIView {
                let nameLabel = UILabel()
                let avatar = UIImageView()
                func setUp() {
                    injectAccessibilityIdentifiers()
                }
            }

            """
        ),
        (
            "App/CartView.swift",
            """
            import SwiftUI

            struct CartView: View {
                var body: some View {
                    VStack {
                        Text("Total").accessibilityIdentifierLeaf("total")
                        Button("Pay") {}.accessibilityIdentifier("cart.pay")
                    }
                    .accessibilityIdentifierBranch("Cart")
                }
            }

            """
        ),
        (
            "UITests/SettingsUITests.swift",
            """
            import XCTest

            final class SettingsUITests: XCTestCase {
                func testClose() {
                    let app = XCUIApplication()
                    app.buttons["settings.close"].tap()
                    XCTAssert(app.staticTexts["login.signIn"].exists)
                }
            }

            """
        ),
        (
            "App/Main.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <view id="root">
                    <button id="b1" userLabel="Sign In"><accessibility key="accessibilityConfiguration" identifier="login.signIn"/></button>
                </view>
            </document>

            """
        )
    ]
}
