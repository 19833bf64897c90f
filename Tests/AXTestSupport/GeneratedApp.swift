// A generated app of any size with something for every resolver and workspace rule to say.

/// A seeded multi-file app: UIKit controllers (outlets, AAII, explicit and shared identifiers,
/// constants), SwiftUI screens with branches and leaves, storyboards and UI tests with some stale
/// queries, so that every resolver and the workspace rules have something to say.
package enum GeneratedApp {
    package static func files(count: Int, seed: UInt64) -> [(path: String, text: String)] {
        var random = SplitMix64(seed: seed)
        var files: [(path: String, text: String)] = [
            (
                "App/A11y.swift",
                """
                enum A11y {
                    static let shared = "shared.title"
                    static let close = "common.close"
                }

                """
            )
        ]
        for number in 0..<count {
            let name = "Screen\(number)"
            let shared = random.next(below: 4) == 0 ? "A11y.shared" : "\"\(name.lowercased()).title\""
            switch number % 5 {
            case 0, 1:
                files.append(
                    (
                        "App/\(name)ViewController.swift",
                        """
                        import UIKit

                        class \(name)ViewController: UIViewController {
                            @IBOutlet weak var titleLabel: UILabel!
                            let closeButton = UIButton()
                            let doneButton = UIButton()
                            let detail\(random.next(below: 3)) = UILabel()
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                injectAccessibilityIdentifiers()
                                closeButton.accessibilityIdentifier = \(shared)
                                doneButton.accessibilityIdentifier = \(shared)
                            }
                        }

                        """
                    ))
            case 2:
                files.append(
                    (
                        "App/\(name)View.swift",
                        """
                        import SwiftUI

                        struct \(name)View: View {
                            var body: some View {
                                VStack {
                                    Text("Title").accessibilityIdentifierLeaf("title")
                                    Button("Close") {}.accessibilityIdentifier(\(shared))
                                    \(name)Row()
                                }
                                .accessibilityIdentifierBranch("\(name)")
                            }
                        }

                        struct \(name)Row: View {
                            var body: some View {
                                Text("Row").accessibilityIdentifierLeaf("row")
                            }
                        }

                        """
                    ))
            case 3:
                files.append(
                    (
                        "App/\(name).storyboard",
                        """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                            <view id="root">
                                <button id="b\(number)" userLabel="Go"><accessibility key="accessibilityConfiguration" identifier="\(name.lowercased()).go"/></button>
                            </view>
                        </document>

                        """
                    ))
            default:
                let stale = random.next(below: 2) == 0 ? "\(name.lowercased()).gone" : "screen\(number - 1).title"
                files.append(
                    (
                        "UITests/\(name)UITests.swift",
                        """
                        import XCTest

                        final class \(name)UITests: XCTestCase {
                            func testScreen() {
                                let app = XCUIApplication()
                                app.buttons["shared.title"].tap()
                                XCTAssert(app.staticTexts["\(stale)"].exists)
                                app.buttons["\(name)ViewController.closeButton"].tap()
                            }
                        }

                        """
                    ))
            }
        }
        return files
    }
}
