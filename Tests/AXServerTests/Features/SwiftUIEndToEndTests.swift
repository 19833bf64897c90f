// End-to-end inlay hints and hover for a SwiftUI file whose leaf is used under two branches in
// another file (BL-3), in UTF-8 and UTF-16 with emoji before the positions.
import Foundation
import JSONRPC
import XCTest

final class SwiftUIEndToEndTests: XCTestCase {
    let detailsURI = "file:///tmp/ax-lsp-e2e/SwiftUI/UserDetails.swift"
    let contentURI = "file:///tmp/ax-lsp-e2e/SwiftUI/ContentView.swift"

    let details = MarkedDocument(
        """
        import SwiftUI

        struct UserDetails: View {
            var body: some View {
                Text("👩‍💻 Ada")
                    .⟦leaf⟧accessibilityIdentifierLeaf("Value")
                    .accessibilityIdentifierBranch("UserDetails")⟦hint⟧
            }
        }

        """)

    let content = MarkedDocument(
        """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                VStack {
                    UserDetails()
                        .⟦users⟧accessibilityIdentifierBranch("Users")
                    UserDetails()
                        .⟦admins⟧accessibilityIdentifierBranch("Admins")
                }
            }
        }

        """)

    func testSwiftUIHintsAndHoverAcrossFiles() throws {
        for encoding in ["utf-8", "utf-16"] {
            let client = try LSPTestClient()
            try client.initialize(positionEncodings: [encoding])
            client.openDocument(uri: detailsURI, text: details.text)
            client.openDocument(uri: contentURI, text: content.text)
            let end = MarkedDocument.position(
                ofUTF8Offset: details.text.utf8.count, in: details.text, encoding: encoding)
            let response = try client.request(
                "textDocument/inlayHint",
                params: [
                    "textDocument": ["uri": .string(detailsURI)],
                    "range": ["start": ["line": 0, "character": 0], "end": end]
                ])
            let hints = response["result"]?.arrayValue ?? []
            XCTAssertEqual(hints.count, 1, encoding)
            let parts = hints.first?["label"]?.arrayValue ?? []
            XCTAssertEqual(
                parts.compactMap { $0["value"]?.stringValue }.joined(), "→ \"Admins.UserDetails.Value\" +1", encoding)
            XCTAssertEqual(hints.first?["position"], details.position("hint", encoding: encoding), encoding)
            XCTAssertEqual(parts.first { $0["value"] == "Admins" }?["location"]?["uri"], .string(contentURI), encoding)
            XCTAssertEqual(
                parts.first { $0["value"] == "Admins" }?["location"]?["range"]?["start"],
                content.position("admins", encoding: encoding), encoding)
            XCTAssertEqual(
                parts.first { $0["value"] == "Value" }?["location"]?["range"]?["start"],
                details.position("leaf", encoding: encoding), encoding)
            XCTAssertEqual(
                hints.first?["tooltip"]?["value"],
                """
                2 identifiers, one per place this view is used:
                - `Admins.UserDetails.Value` (branch/leaf, certain)
                - `Users.UserDetails.Value` (branch/leaf, certain)
                """, encoding)
            XCTAssertNil(hints.first?["textEdits"], "two usage contexts have no single identifier to pin")

            let hover = try client.request(
                "textDocument/hover",
                params: [
                    "textDocument": ["uri": .string(contentURI)],
                    "position": content.position("users", encoding: encoding)
                ])
            XCTAssertEqual(
                hover["result"]?["contents"]?["value"],
                """
                **`Users.UserDetails.Value`** · branch/leaf · certain

                composed from:
                1. branch "Users" — ContentView.swift:7
                2. UserDetails used in ContentView — ContentView.swift:6
                3. branch "UserDetails" — UserDetails.swift:7
                4. leaf "Value" — UserDetails.swift:6

                branch/leaf behaviours BL-1, BL-2, BL-3, BL-4 (docs/conventions.md)

                no UI test queries it
                """, encoding)
            XCTAssertEqual(try client.shutdownAndExit(), 0)
        }
    }

    let styleURI = "file:///tmp/ax-lsp-e2e/SwiftUI/BrandedStyle.swift"
    let loginURI = "file:///tmp/ax-lsp-e2e/SwiftUI/LoginView.swift"

    let style = MarkedDocument(
        """
        import SwiftUI

        struct BrandedTextFieldStyle: TextFieldStyle {
            let accessibilityIdentifier: String
            func _body(configuration: TextField<Self._Label>) -> some View {
                configuration.padding().⟦applies⟧accessibilityIdentifier(accessibilityIdentifier)
            }
        }

        extension TextFieldStyle where Self == BrandedTextFieldStyle {
            static func branded(accessibilityIdentifier: String) -> BrandedTextFieldStyle {
                BrandedTextFieldStyle(accessibilityIdentifier: accessibilityIdentifier)
            }
        }

        """)

    let login = MarkedDocument(
        """
        import SwiftUI

        enum IDs { static let password = "login-🔑-password" }

        struct LoginView: View {
            @State var password = ""
            var body: some View {
                SecureField("Password", text: $password)
                    .textFieldStyle(.branded(accessibilityIdentifier: IDs.password⟦hint⟧))
            }
        }

        """)

    /// The style factory's identifier is hinted at the argument that supplies it, in the file
    /// that uses the style; its label links to the modifier that applies it, in the style's file,
    /// which shows no template of its own.
    func testStyleFactoryHintAtTheSupplyingArgument() throws {
        for encoding in ["utf-8", "utf-16"] {
            let client = try LSPTestClient()
            try client.initialize(positionEncodings: [encoding])
            client.openDocument(uri: styleURI, text: style.text)
            client.openDocument(uri: loginURI, text: login.text)
            let end = MarkedDocument.position(ofUTF8Offset: login.text.utf8.count, in: login.text, encoding: encoding)
            let response = try client.request(
                "textDocument/inlayHint",
                params: [
                    "textDocument": ["uri": .string(loginURI)],
                    "range": ["start": ["line": 0, "character": 0], "end": end]
                ])
            let hints = response["result"]?.arrayValue ?? []
            XCTAssertEqual(hints.count, 1, encoding)
            let parts = hints.first?["label"]?.arrayValue ?? []
            XCTAssertEqual(parts.compactMap { $0["value"]?.stringValue }.joined(), "→ \"login-🔑-password\"", encoding)
            XCTAssertEqual(hints.first?["position"], login.position("hint", encoding: encoding), encoding)
            let linked = parts.first { $0["value"] == "login-🔑-password" }?["location"]
            XCTAssertEqual(linked?["uri"], .string(styleURI), encoding)
            XCTAssertEqual(linked?["range"]?["start"], style.position("applies", encoding: encoding), encoding)

            let styleEnd = MarkedDocument.position(
                ofUTF8Offset: style.text.utf8.count, in: style.text, encoding: encoding)
            let styleHints = try client.request(
                "textDocument/inlayHint",
                params: [
                    "textDocument": ["uri": .string(styleURI)],
                    "range": ["start": ["line": 0, "character": 0], "end": styleEnd]
                ])
            XCTAssertEqual(
                styleHints["result"]?.arrayValue?.count ?? 0, 0,
                "no unbound {accessibilityIdentifier} template: \(encoding)")
            XCTAssertEqual(try client.shutdownAndExit(), 0)
        }
    }
}
