// End-to-end editor features through the real binary over stdio: hints, hover, definition,
// references, symbols, code actions and pushed diagnostics, in UTF-16 and UTF-8 with emoji
// before the positions.
import Foundation
import JSONRPC
import XCTest

final class FeaturesEndToEndTests: XCTestCase {
    let controllerURI = "file:///tmp/ax-lsp-e2e/App/FooViewController.swift"
    let testsURI = "file:///tmp/ax-lsp-e2e/AppUITests/FooUITests.swift"

    let controller = MarkedDocument(
        """
        import UIKit
        import AAII

        class FooViewController: UIViewController {
            @IBOutlet var ⟦barStart⟧barView⟦barEnd⟧: UIView! // 👋 héllo⟦barHint⟧

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "🎉"; ⟦callStart⟧injectAccessibilityIdentifiers()⟦viewHint⟧
            }
        }

        """)

    let uiTests = MarkedDocument(
        """
        import XCTest

        final class FooUITests: XCTestCase {
            func testBar() {
                let app = XCUIApplication()
                XCTAssertTrue(app.otherElements[⟦query⟧"FooViewController.barView"].exists) // 🧪
            }
        }

        """)

    private func start(_ encoding: String) throws -> LSPTestClient {
        let client = try LSPTestClient()
        let result = try client.initialize(positionEncodings: [encoding])
        XCTAssertEqual(result["capabilities"]?["positionEncoding"], .string(encoding))
        XCTAssertEqual(result["capabilities"]?["inlayHintProvider"], ["resolveProvider": true])
        client.openDocument(uri: controllerURI, text: controller.text)
        client.openDocument(uri: testsURI, text: uiTests.text)
        return client
    }

    private func wholeDocument(_ document: MarkedDocument, _ encoding: String) -> JSONValue {
        [
            "start": ["line": 0, "character": 0],
            "end": MarkedDocument.position(
                ofUTF8Offset: document.text.utf8.count, in: document.text, encoding: encoding)
        ]
    }

    func testUIKitInlayHintsInUTF16AndUTF8() throws {
        for encoding in ["utf-16", "utf-8"] {
            let client = try start(encoding)
            let response = try client.request(
                "textDocument/inlayHint",
                params: [
                    "textDocument": ["uri": .string(controllerURI)], "range": wholeDocument(controller, encoding)
                ])
            let hints = response["result"]?.arrayValue ?? []
            let labels = hints.map { hint in
                (hint["label"]?.arrayValue ?? []).compactMap { $0["value"]?.stringValue }.joined()
            }
            XCTAssertEqual(labels, ["→ \"FooViewController.barView\"", "→ \"FooViewController.view\""], encoding)
            XCTAssertEqual(
                hints.map { $0["position"] },
                [
                    controller.position("barHint", encoding: encoding),
                    controller.position("viewHint", encoding: encoding)
                ], encoding)
            // The member part links to the outlet, the prefix part to the injection call.
            let barParts = hints.first?["label"]?.arrayValue ?? []
            XCTAssertEqual(
                barParts.first { $0["value"] == "barView" }?["location"],
                [
                    "uri": .string(controllerURI),
                    "range": [
                        "start": controller.position("barStart", encoding: encoding),
                        "end": controller.position("barEnd", encoding: encoding)
                    ]
                ], encoding)
            XCTAssertEqual(
                barParts.first { $0["value"] == "FooViewController" }?["location"]?["range"]?["start"],
                controller.position("callStart", encoding: encoding), encoding)
            // Accepting the hint pins the identifier after the injection call.
            let accepted = LSPEdits.apply(
                hints.first?["textEdits"]?.arrayValue ?? [], to: controller.text, encoding: encoding)
            XCTAssertTrue(
                accepted.contains(
                    "injectAccessibilityIdentifiers()\n        barView.accessibilityIdentifier = \"FooViewController.barView\"\n"
                ), accepted)
            XCTAssertEqual(try client.shutdownAndExit(), 0)
        }
    }

    func testHoverDefinitionReferencesAndSymbols() throws {
        let encoding = "utf-16"
        let client = try start(encoding)
        let hover = try client.request(
            "textDocument/hover",
            params: [
                "textDocument": ["uri": .string(controllerURI)],
                "position": controller.position("barStart", encoding: encoding)
            ])
        XCTAssertEqual(
            hover["result"]?["contents"]?["value"],
            .string(
                """
                **`FooViewController.barView`** · AAII injection · certain

                composed from:
                1. type(of: self) prints "FooViewController" — FooViewController.swift:4
                2. injectAccessibilityIdentifiers() on FooViewController — FooViewController.swift:9
                3. stored property barView — FooViewController.swift:5

                AAII injection behaviours GEN-1, GEN-2, GEN-4, AAII-1, AAII-2, AAII-6 (docs/conventions.md)

                queried by UI tests: FooUITests.swift:6
                """))

        let definition = try client.request(
            "textDocument/definition",
            params: [
                "textDocument": ["uri": .string(testsURI)], "position": uiTests.position("query", encoding: encoding)
            ])
        XCTAssertEqual(
            definition["result"],
            [
                [
                    "uri": .string(controllerURI),
                    "range": [
                        "start": controller.position("barStart", encoding: encoding),
                        "end": controller.position("barEnd", encoding: encoding)
                    ]
                ]
            ])

        let references = try client.request(
            "textDocument/references",
            params: [
                "textDocument": ["uri": .string(controllerURI)],
                "position": controller.position("barStart", encoding: encoding),
                "context": ["includeDeclaration": false]
            ])
        XCTAssertEqual(references["result"]?.arrayValue?.map { $0["uri"] }, [.string(testsURI)])
        XCTAssertEqual(references["result"]?[0]?["range"]?["start"], uiTests.position("query", encoding: encoding))

        let symbols = try client.request("workspace/symbol", params: ["query": "fvcbar"])
        XCTAssertEqual(
            symbols["result"]?.arrayValue?.compactMap { $0["name"]?.stringValue }, ["FooViewController.barView"])
        let outline = try client.request(
            "textDocument/documentSymbol", params: ["textDocument": ["uri": .string(controllerURI)]])
        XCTAssertEqual(
            outline["result"]?.arrayValue?.compactMap { $0["name"]?.stringValue },
            ["FooViewController.barView", "FooViewController.view"])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testCodeActionsEditTheDocument() throws {
        let encoding = "utf-8"
        let client = try start(encoding)
        let actions = try client.request(
            "textDocument/codeAction",
            params: [
                "textDocument": ["uri": .string(controllerURI)],
                "range": [
                    "start": controller.position("barStart", encoding: encoding),
                    "end": controller.position("barStart", encoding: encoding)
                ],
                "context": ["diagnostics": []]
            ])
        let list = actions["result"]?.arrayValue ?? []
        XCTAssertEqual(
            list.compactMap { $0["title"]?.stringValue },
            ["set identifier 'FooViewController.barView' explicitly in viewDidLoad()"])
        let edits = list.first?["edit"]?["changes"]?[controllerURI]?.arrayValue ?? []
        XCTAssertEqual(
            LSPEdits.apply(edits, to: controller.text, encoding: encoding),
            controller.text.replacingOccurrences(
                of: "injectAccessibilityIdentifiers()\n",
                with:
                    "injectAccessibilityIdentifiers()\n        barView.accessibilityIdentifier = \"FooViewController.barView\"\n"
            ))
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testFixAllRemovesAnOverwrittenAssignment() throws {
        let client = try LSPTestClient()
        try client.initialize(positionEncodings: ["utf-16"])
        let text =
            "import UIKit\nimport AAII\n\nclass A: UIViewController {\n    @IBOutlet var b: UIView!\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        b.accessibilityIdentifier = \"🎯\"\n        injectAccessibilityIdentifiers()\n    }\n}\n"
        client.openDocument(uri: controllerURI, text: text)
        let actions = try client.request(
            "textDocument/codeAction",
            params: [
                "textDocument": ["uri": .string(controllerURI)],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
                "context": ["diagnostics": [], "only": ["source.fixAll"]]
            ])
        let fixAll = actions["result"]?.arrayValue ?? []
        XCTAssertEqual(fixAll.map { $0["kind"] }, ["source.fixAll.ax-lsp"])
        let edits = fixAll.first?["edit"]?["changes"]?[controllerURI]?.arrayValue ?? []
        XCTAssertEqual(
            LSPEdits.apply(edits, to: text, encoding: "utf-16"),
            text.replacingOccurrences(of: "        b.accessibilityIdentifier = \"🎯\"\n", with: ""))
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testDuplicateDiagnosticFollowsEditsInAnotherFile() throws {
        let client = try LSPTestClient()
        try client.initialize(positionEncodings: ["utf-16"])
        let headerURI = "file:///tmp/ax-lsp-e2e/App/Header.swift"
        // After Header.swift in path order: the group's one finding is in the file not edited.
        let footerURI = "file:///tmp/ax-lsp-e2e/App/Toolbar.swift"
        // Both views are in one controller's hierarchy: a duplicate on one screen.
        client.openDocument(
            uri: headerURI,
            text:
                "import UIKit\n\nclass HeaderView: UIView {\n    let title = UILabel()\n    func setUp() {\n        title.accessibilityIdentifier = \"screen.title\"\n    }\n}\n\nclass ScreenViewController: UIViewController {\n    let header = HeaderView()\n    let footer = FooterView()\n}\n"
        )
        // Line 5: `        caption.accessibilityIdentifier = "screen.other"`; the literal's content starts at column 43.
        client.openDocument(
            uri: footerURI,
            text:
                "import UIKit\n\nclass FooterView: UIView {\n    let caption = UILabel()\n    func setUp() {\n        caption.accessibilityIdentifier = \"screen.other\"\n    }\n}\n"
        )
        try client.barrier()
        XCTAssertEqual(client.lastPublishedDiagnostics(uri: headerURI), [])

        client.changeDocument(uri: footerURI, version: 2, range: (5, 50, 5, 55), text: "title")
        try client.barrier()
        let header = client.lastPublishedDiagnostics(uri: headerURI)
        XCTAssertEqual(header.map { $0["code"] }, ["duplicate-identifier"])
        XCTAssertEqual(
            header.first?["message"],
            "identifier 'screen.title' is also set in Toolbar.swift:6, both on screen in the hierarchy of ScreenViewController; give each element its own identifier"
        )
        XCTAssertEqual(header.first?["relatedInformation"]?[0]?["location"]?["uri"], .string(footerURI))
        XCTAssertEqual(
            header.first?["range"], ["start": ["line": 5, "character": 8], "end": ["line": 5, "character": 54]])
        // One finding per group: the other site is its related location, not a second diagnostic.
        XCTAssertEqual(client.lastPublishedDiagnostics(uri: footerURI), [])

        client.changeDocument(uri: footerURI, version: 3, range: (5, 50, 5, 55), text: "other")
        try client.barrier()
        XCTAssertEqual(client.lastPublishedDiagnostics(uri: headerURI), [])
        XCTAssertEqual(client.lastPublishedDiagnostics(uri: footerURI), [])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testAMaestroFlowGetsDiagnosticsAtItsLineThatFollowEdits() throws {
        let client = try LSPTestClient()
        try client.initialize(positionEncodings: ["utf-16"])
        let screenURI = "file:///tmp/ax-lsp-e2e/App/Login.swift"
        let flowURI = "file:///tmp/ax-lsp-e2e/.maestro/login.yaml"
        client.openDocument(
            uri: screenURI,
            text:
                "import UIKit\n\nclass LoginView: UIView {\n    let submit = UIButton()\n    func setUp() {\n        submit.accessibilityIdentifier = \"login.submit\"\n    }\n}\n"
        )
        // Line 3: `    id: "login.sumbit"`; the value starts at column 8.
        client.openDocument(
            uri: flowURI, text: "appId: com.example\n---\n- tapOn:\n    id: \"login.sumbit\"\n", languageId: "yaml")
        try client.barrier()
        let flow = client.lastPublishedDiagnostics(uri: flowURI)
        XCTAssertEqual(flow.map { $0["code"] }, ["unknown-identifier-in-ui-test"])
        XCTAssertEqual(
            flow.first?["range"], ["start": ["line": 3, "character": 8], "end": ["line": 3, "character": 22]])
        XCTAssertEqual(flow.first?["relatedInformation"]?[0]?["location"]?["uri"], .string(screenURI))

        client.changeDocument(uri: flowURI, version: 2, range: (3, 15, 3, 21), text: "submit")
        try client.barrier()
        XCTAssertEqual(client.lastPublishedDiagnostics(uri: flowURI), [])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testHintKindsCanBeSwitchedOffByConfiguration() throws {
        let client = try start("utf-16")
        client.sendNotification(
            "workspace/didChangeConfiguration", params: ["settings": ["ax-lsp": ["inlayHints": ["aaii": false]]]])
        let response = try client.request(
            "textDocument/inlayHint",
            params: [
                "textDocument": ["uri": .string(controllerURI)], "range": wholeDocument(controller, "utf-16")
            ])
        XCTAssertEqual(response["result"], [])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testHintEditsAndFixAllAreResolvedLazilyWhenTheClientCanResolve() throws {
        let encoding = "utf-16"
        let client = try LSPTestClient()
        _ = try client.request(
            "initialize",
            params: [
                "processId": nil, "rootUri": nil,
                "capabilities": [
                    "general": ["positionEncodings": ["utf-16"]],
                    "textDocument": [
                        "inlayHint": ["resolveSupport": ["properties": ["textEdits", "tooltip"]]],
                        "codeAction": ["resolveSupport": ["properties": ["edit"]]]
                    ]
                ]
            ])
        client.sendNotification("initialized", params: [:])
        client.openDocument(uri: controllerURI, text: controller.text)
        let response = try client.request(
            "textDocument/inlayHint",
            params: [
                "textDocument": ["uri": .string(controllerURI)], "range": wholeDocument(controller, encoding)
            ])
        let hint = response["result"]?[0] ?? .null
        XCTAssertNil(hint["textEdits"])
        let resolved = try client.request("inlayHint/resolve", params: hint)
        let accepted = LSPEdits.apply(
            resolved["result"]?["textEdits"]?.arrayValue ?? [], to: controller.text, encoding: encoding)
        XCTAssertTrue(
            accepted.contains(
                "injectAccessibilityIdentifiers()\n        barView.accessibilityIdentifier = \"FooViewController.barView\"\n"
            ), accepted)

        let text =
            "import UIKit\nimport AAII\n\nclass A: UIViewController {\n    @IBOutlet var b: UIView!\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        b.accessibilityIdentifier = \"x\"\n        injectAccessibilityIdentifiers()\n    }\n}\n"
        client.openDocument(uri: testsURI, text: text)
        let actions = try client.request(
            "textDocument/codeAction",
            params: [
                "textDocument": ["uri": .string(testsURI)],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
                "context": ["diagnostics": [], "only": ["source.fixAll"]]
            ])
        let fixAll = actions["result"]?[0] ?? .null
        XCTAssertNil(fixAll["edit"])
        let resolvedAction = try client.request("codeAction/resolve", params: fixAll)
        let edits = resolvedAction["result"]?["edit"]?["changes"]?[testsURI]?.arrayValue ?? []
        XCTAssertEqual(
            LSPEdits.apply(edits, to: text, encoding: encoding),
            text.replacingOccurrences(of: "        b.accessibilityIdentifier = \"x\"\n", with: ""))
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }
}
