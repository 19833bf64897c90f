// End-to-end: each kind of code action through the real binary, as before/after text, in a
// CRLF document with emoji before the cursor (UTF-16 positions).
import Foundation
import JSONRPC
import XCTest

final class CodeActionEndToEndTests: XCTestCase {
    struct Case {
        let name: String
        /// The document, `\n` line breaks, with a `⟦cursor⟧` marker.
        let before: String
        let title: String
        let after: String
    }

    let cases = [
        Case(
            name: "add a leaf to a control",
            before: """
                import SwiftUI

                struct LoginView: View {
                    var body: some View {
                        VStack {
                            Text("👋 hi")
                            ⟦cursor⟧Button("Sign in") {}
                        }
                        .accessibilityIdentifierBranch("Login")
                    }
                }
                """, title: "add .accessibilityIdentifierLeaf(\"signIn\") to this Button",
            after: """
                import SwiftUI

                struct LoginView: View {
                    var body: some View {
                        VStack {
                            Text("👋 hi")
                            Button("Sign in") {}.accessibilityIdentifierLeaf("signIn")
                        }
                        .accessibilityIdentifierBranch("Login")
                    }
                }
                """),
        Case(
            name: "wrap a component in a branch",
            before: """
                import SwiftUI

                struct Card: View {
                    var body: some View { Text("🃏") }
                }

                struct Deck: View {
                    var body: some View {
                        ⟦cursor⟧Card()
                    }
                }
                """, title: "wrap this Card in .accessibilityIdentifierBranch(\"Card\")",
            after: """
                import SwiftUI

                struct Card: View {
                    var body: some View { Text("🃏") }
                }

                struct Deck: View {
                    var body: some View {
                        Card().accessibilityIdentifierBranch("Card")
                    }
                }
                """),
        Case(
            name: "inject identifiers",
            before: """
                import UIKit
                import AAII

                class ⟦cursor⟧CheckoutViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "🛒"
                    }
                }
                """, title: "call injectAccessibilityIdentifiers() in viewDidLoad()",
            after: """
                import UIKit
                import AAII

                class CheckoutViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        injectAccessibilityIdentifiers()
                        title = "🛒"
                    }
                }
                """),
        Case(
            name: "make a duplicate unique",
            before: """
                import UIKit

                class HeaderView: UIView {
                    let title = UILabel(), subtitle = UILabel()
                    func setUp() {
                        title.accessibilityIdentifier = "🎯.title"
                        ⟦cursor⟧subtitle.accessibilityIdentifier = "🎯.title"
                    }
                }
                """, title: "rename to '🎯.title2' to make it unique",
            after: """
                import UIKit

                class HeaderView: UIView {
                    let title = UILabel(), subtitle = UILabel()
                    func setUp() {
                        title.accessibilityIdentifier = "🎯.title"
                        subtitle.accessibilityIdentifier = "🎯.title2"
                    }
                }
                """)
    ]

    func testEachActionsBeforeAndAfterText() throws {
        let client = try LSPTestClient()
        try client.initialize(positionEncodings: ["utf-16"])
        for (index, testCase) in cases.enumerated() {
            let uri = "file:///tmp/ax-lsp-e2e/Actions/Case\(index).swift"
            let marked = MarkedDocument(testCase.before)
            // Sent with CRLF line breaks: positions are the same, edits must keep CRLF.
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
            XCTAssertFalse(
                edits.contains {
                    ($0["newText"]?.stringValue ?? "").contains("\n")
                        && !($0["newText"]?.stringValue ?? "").contains("\r\n")
                },
                "\(testCase.name): an edit uses LF in a CRLF document")
            client.sendNotification("textDocument/didClose", params: ["textDocument": ["uri": .string(uri)]])
        }
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }
}
