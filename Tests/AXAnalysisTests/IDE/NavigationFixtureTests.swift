import AXTestSupport
import XCTest

// Navigation: definitions and references at every marker, and the file's document symbols.
@testable import AXAnalysis

final class NavigationFixtureTests: XCTestCase {
    func testNavigationFixtures() {
        IDEFixtureRunner.run(folder: "Navigation") { fixture in
            var lines: [String] = []
            for marker in fixture.marked.markers {
                let definitions = Navigation.definition(
                    at: marker.utf8Offset, in: marker.file, workspace: fixture.workspace)
                let references = Navigation.references(
                    at: marker.utf8Offset, in: marker.file, includeDeclaration: false, workspace: fixture.workspace)
                lines.append(
                    "\(marker.name) definition: \(definitions.map(fixture.place).joined(separator: ", ")) references: \(references.map(fixture.place).joined(separator: ", "))"
                )
            }
            for (path, _) in fixture.marked.files {
                let symbols = IdentifierSymbols.documentSymbols(in: path, workspace: fixture.workspace)
                guard !symbols.isEmpty else { continue }
                lines.append("symbols of \(path):")
                for symbol in symbols {
                    lines.append("  \(symbol.name) (\(symbol.detail)) at \(fixture.place(symbol.site))")
                }
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    func testWorkspaceSymbolsRankWordStartsAndRunsFirst() {
        let marked = MarkedWorkspace(
            """
            import UIKit

            class ProfileView: UIView {
                let name = UILabel()
                func setUp() {
                    name.accessibilityIdentifier = "profile.name"
                    accessibilityIdentifier = "profile.nameplate.container"
                    tag = 1
                }
            }
            class SettingsView: UIView {
                let title = UILabel()
                func setUp() { title.accessibilityIdentifier = "settings.pane.row.offline" }
            }
            """)
        let workspace = FixtureRunner.analyze(marked)
        XCTAssertEqual(
            IdentifierSymbols.workspaceSymbols(matching: "pn", workspace: workspace).map(\.name),
            ["profile.name", "profile.nameplate.container", "settings.pane.row.offline"])
        XCTAssertEqual(
            IdentifierSymbols.workspaceSymbols(matching: "PROFILE.NAME", workspace: workspace).map(\.name),
            ["profile.name", "profile.nameplate.container"])
        XCTAssertEqual(IdentifierSymbols.workspaceSymbols(matching: "zz", workspace: workspace).map(\.name), [])
    }

    func testFuzzyScoreRequiresASubsequence() {
        XCTAssertNil(FuzzyMatch.score(query: "ba", candidate: "ab"))
        XCTAssertNotNil(FuzzyMatch.score(query: "ab", candidate: "a.b"))
        XCTAssertGreaterThan(
            FuzzyMatch.score(query: "cs", candidate: "Cart.Subtotal") ?? 0,
            FuzzyMatch.score(query: "cs", candidate: "checkouts") ?? 0)
    }
}
