import SwiftParser
import SwiftSyntax
import XCTest

// An edit that changes only strings written in SwiftUI views walks again only the render roots
// that read the edited file (a keystroke in a `Text("…")` must not walk the whole app), and the
// result equals resolving from scratch.
@testable import AXAnalysis

final class PartialResolutionTests: XCTestCase {
    static let files: [String: String] = [
        "App.swift": """
        import SwiftUI

        @main
        struct ShopApp: App {
            var body: some Scene {
                WindowGroup { RootView() }
            }
        }
        """,
        "Root.swift": """
        import SwiftUI

        struct RootView: View {
            @State var flag = false
            var body: some View {
                TabView {
                    CartScreen().accessibilityIdentifierBranch("Cart")
                    ProfileScreen(title: "Me").accessibilityIdentifierBranch(flag ? "ProfileA" : "ProfileB")
                }
            }
        }
        """,
        "Cart.swift": """
        import SwiftUI

        struct CartScreen: View {
            let items: [Int] = []
            var body: some View {
                VStack {
                    Text("Items").accessibilityIdentifierLeaf("Header")
                    ForEach(items, id: \\.self) { item in
                        Row(id: "row")
                    }
                    Button("Buy") {}.accessibilityIdentifier("cart.buy")
                    Button("Later") {}
                    #if DEBUG
                    Text("debug").accessibilityIdentifierLeaf("Debug")
                    #endif
                }
                .card("Card")
            }
        }

        struct Row: View {
            let id: String
            var body: some View {
                Text("r").accessibilityIdentifier(id)
            }
        }

        extension View {
            func card(_ name: String) -> some View {
                accessibilityIdentifierBranch(name)
            }
        }

        #Preview {
            CartScreen()
        }
        """,
        "Profile.swift": """
        import SwiftUI

        struct ProfileScreen: View {
            let title: String
            var body: some View {
                VStack {
                    Text(title).accessibilityIdentifierLeaf("Title")
                    Text("Buy again").accessibilityIdentifier("cart.buy")
                    Text("x").accessibilityIdentifierLeaf("Inner").accessibilityIdentifierLeaf("Outer")
                }
            }
        }

        extension ProfileScreen {
            var unused: some View {
                Text("u").accessibilityIdentifier("unused.id")
            }
        }

        struct Standalone: View {
            var body: some View {
                Text("s").accessibilityIdentifierLeaf("Lonely")
            }
        }
        """,
        "Host.swift": """
        import SwiftUI
        import UIKit

        final class HostViewController: UIViewController {
            let button = UIButton()
            override func viewDidLoad() {
                super.viewDidLoad()
                button.accessibilityIdentifier = "host.button"
                let host = UIHostingController(rootView: Text("h").accessibilityIdentifier("host.text"))
                addChild(host)
            }
        }
        """
    ]

    private func fresh(_ files: [String: String]) -> AnalysisWorkspace {
        let workspace = AnalysisWorkspace()
        for (path, text) in files { workspace.update(path: path, text: text) }
        return workspace
    }

    /// UTF-8 offsets where each string literal's content starts.
    private func literalStarts(in text: String) -> [Int] {
        final class Finder: SyntaxVisitor {
            var starts: [Int] = []
            override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
                starts.append(node.openingQuote.endPosition.utf8Offset)
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        return finder.starts
    }

    private func inserting(_ insertion: String, at offset: Int, in text: String) -> String {
        var bytes = Array(text.utf8)
        bytes.insert(contentsOf: Array(insertion.utf8), at: offset)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func assertSameResults(
        _ a: AnalysisWorkspace, _ b: AnalysisWorkspace, _ message: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(a.allIdentifiers(), b.allIdentifiers(), message, file: file, line: line)
        XCTAssertEqual(a.allFindings(), b.allFindings(), message, file: file, line: line)
    }

    func testEveryStringEditOfTheFixtureEqualsResolvingFromScratch() {
        var partial = 0
        for path in Self.files.keys.sorted() {
            guard let text = Self.files[path] else { continue }
            for start in literalStarts(in: text) {
                let workspace = fresh(Self.files)
                XCTAssertFalse(workspace.allIdentifiers().isEmpty)
                let before = workspace.partialResolutionCount
                var edited = Self.files
                edited[path] = inserting("Zq", at: start, in: text)
                workspace.update(path: path, text: edited[path] ?? "")
                assertSameResults(workspace, fresh(edited), "string at \(path):\(start)")
                partial += workspace.partialResolutionCount - before
            }
        }
        // Identifier, branch and leaf values and `Row(id:)`'s argument (13 strings) take the partial path.
        XCTAssertGreaterThanOrEqual(partial, 13)
    }

    func testALeafEditWalksOnlyTheRootsThatReadItsFile() throws {
        let workspace = fresh(Self.files)
        _ = workspace.allIdentifiers()
        let total = try XCTUnwrap(workspace.lastRootWalks?.total)
        XCTAssertEqual(workspace.lastRootWalks?.walked, total)
        let text = try XCTUnwrap(Self.files["Profile.swift"])
        let edited = text.replacingOccurrences(of: "\"Title\"", with: "\"Heading\"")
        workspace.update(path: "Profile.swift", text: edited)
        let values = Set(workspace.allIdentifiers().map(\.value))
        XCTAssertTrue(values.contains("ProfileA.Heading"), "\(values)")
        XCTAssertFalse(values.contains("ProfileA.Title"))
        XCTAssertEqual(workspace.partialResolutionCount, 1)
        // A changed view string rules out any mapping of positions: nothing was flattened.
        XCTAssertEqual(workspace.flattenCount, 0)
        // ShopApp reads Profile.swift, and so do Standalone and the unreached `unused` member;
        // the preview of CartScreen and the hosting controller's root do not.
        let walked = try XCTUnwrap(workspace.lastRootWalks?.walked)
        XCTAssertLessThan(walked, total)
        XCTAssertEqual(total - walked, 2, "the preview and the hosting root are taken over")
        var files = Self.files
        files["Profile.swift"] = edited
        assertSameResults(workspace, fresh(files), "Title → Heading")
    }

    func testEditsMovesAndPartialResolutionsInSequenceStayExact() throws {
        let workspace = fresh(Self.files)
        _ = workspace.allFindings()
        var files = Self.files
        let steps: [(path: String, from: String, to: String)] = [
            ("Cart.swift", "\"Header\"", "\"Head\""), // leaf value: partial
            ("Cart.swift", "Text(\"Items\")", "Text(\"All items\")"), // shown text: a move
            ("Cart.swift", "\"cart.buy\"", "\"cart.pay\""), // explicit: partial, duplicate gone
            ("Root.swift", "\"Cart\"", "\"Basket\""), // branch in another file
            ("Profile.swift", "\"Lonely\"", "\"Alone\""), // a root of its own
            ("Cart.swift", "let items: [Int] = []", "let items: [Int] = [1]"), // not a view string: full
            ("Cart.swift", "\"row\"", "\"line\"") // argument bound to a property
        ]
        for step in steps {
            let text = try XCTUnwrap(files[step.path])
            XCTAssertTrue(text.contains(step.from), step.from)
            files[step.path] = text.replacingOccurrences(of: step.from, with: step.to)
            workspace.update(path: step.path, text: files[step.path] ?? "")
            assertSameResults(workspace, fresh(files), "after \(step.from) → \(step.to)")
        }
        XCTAssertEqual(workspace.partialResolutionCount, 5)
        XCTAssertTrue(workspace.allIdentifiers().contains { $0.value == "Basket.Card.line" || $0.value == "line" })
    }

    func testADeclarationStringIsNotAViewStringEdit() throws {
        let workspace = fresh(Self.files)
        _ = workspace.allIdentifiers()
        var files = Self.files
        files["Profile.swift"] = try XCTUnwrap(files["Profile.swift"]).replacingOccurrences(
            of: "let title: String", with: "let title: String = \"T\"")
        workspace.update(path: "Profile.swift", text: files["Profile.swift"] ?? "")
        assertSameResults(workspace, fresh(files), "property default")
        XCTAssertEqual(workspace.partialResolutionCount, 0)
    }

    func testABackgroundJobReusesRootsToo() throws {
        let workspace = fresh(Self.files)
        _ = workspace.allIdentifiers()
        _ = workspace.makeResolutionJob()
        var files = Self.files
        files["Cart.swift"] = try XCTUnwrap(files["Cart.swift"]).replacingOccurrences(
            of: "\"Debug\"", with: "\"Trace\"")
        workspace.update(path: "Cart.swift", text: files["Cart.swift"] ?? "")
        let job = try XCTUnwrap(workspace.makeResolutionJob())
        let result = try XCTUnwrap(job.run())
        XCTAssertTrue(result.reusedRoots)
        XCTAssertTrue(workspace.install(result))
        XCTAssertEqual(workspace.partialResolutionCount, 1)
        assertSameResults(workspace, fresh(files), "Debug → Trace in the background")
    }

    /// A resolution installed from stored results has no root records: a records job resolves
    /// the same files and is taken only while nothing changed; afterwards a string edit walks
    /// only the roots that read its file, as after a resolution of its own.
    func testARecordsJobGivesAStoredResolutionItsRecords() throws {
        let stored = fresh(Self.files).storedResolution()
        let workspace = fresh(Self.files)
        workspace.install(stored)
        XCTAssertFalse(workspace.resolutionHasRecords)
        let identifiers = workspace.allIdentifiers()

        // A job overtaken by an edit (even a move) is not taken.
        let stale = try XCTUnwrap(workspace.makeRecordsJob())
        let staleResult = try XCTUnwrap(stale.run())
        let cart = try XCTUnwrap(Self.files["Cart.swift"])
        workspace.update(path: "Cart.swift", text: "\n" + cart)
        XCTAssertFalse(workspace.installRecords(staleResult))
        workspace.update(path: "Cart.swift", text: cart)

        let job = try XCTUnwrap(workspace.makeRecordsJob())
        let result = try XCTUnwrap(job.run())
        XCTAssertTrue(workspace.installRecords(result))
        XCTAssertTrue(workspace.resolutionHasRecords)
        XCTAssertNil(workspace.makeRecordsJob(), "nothing left to do")
        XCTAssertEqual(workspace.allIdentifiers(), identifiers)

        let text = try XCTUnwrap(Self.files["Profile.swift"])
        let edited = text.replacingOccurrences(of: "\"Title\"", with: "\"Heading\"")
        workspace.update(path: "Profile.swift", text: edited)
        _ = workspace.allIdentifiers()
        XCTAssertEqual(workspace.partialResolutionCount, 1)
        var files = Self.files
        files["Profile.swift"] = edited
        assertSameResults(workspace, fresh(files), "Title → Heading after the records job")

        // Without the job, the same edit resolves the whole workspace.
        let storedOnly = fresh(Self.files)
        storedOnly.install(stored)
        storedOnly.update(path: "Profile.swift", text: edited)
        _ = storedOnly.allIdentifiers()
        XCTAssertEqual(storedOnly.partialResolutionCount, 0)
    }
}
