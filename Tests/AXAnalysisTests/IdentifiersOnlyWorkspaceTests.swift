// A workspace for identifiers only (`ax-lsp ids` storing no results) gives every identifier a
// full workspace gives, without running the workspace rules.
@testable import AXAnalysis
import XCTest

final class IdentifiersOnlyWorkspaceTests: XCTestCase {
    func testTheSameIdentifiersWithoutTheRulesFindings() throws {
        let source = """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack {
                    Text("a").accessibilityIdentifier("same")
                    Text("b").accessibilityIdentifier("same")
                }
                .accessibilityIdentifierBranch("Home")
            }
        }
        """
        let full = AnalysisWorkspace()
        full.update(path: "S.swift", text: source)
        let identifiersOnly = AnalysisWorkspace(identifiersOnlyWith: AnalysisOptions())
        identifiersOnly.update(path: "S.swift", text: source)

        XCTAssertEqual(full.allIdentifiers().map(\.value), ["same", "same"])
        XCTAssertEqual(identifiersOnly.allIdentifiers(), full.allIdentifiers())
        XCTAssertTrue(full.allFindings().contains { $0.ruleID == "duplicate-identifier" }, "the rule runs in a full workspace")
        XCTAssertFalse(identifiersOnly.allFindings().contains { $0.ruleID == "duplicate-identifier" }, "and not for identifiers only")
    }

    /// The example app: every identifier, in order, whichever workspace computes it.
    func testTheExampleAppsIdentifiersAreTheSame() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        XCTAssertGreaterThan(files.count, 5)
        let full = AnalysisWorkspace()
        let identifiersOnly = AnalysisWorkspace(identifiersOnlyWith: AnalysisOptions())
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            full.update(path: file, text: text)
            identifiersOnly.update(path: file, text: text)
        }
        XCTAssertFalse(full.allIdentifiers().isEmpty)
        XCTAssertEqual(identifiersOnly.allIdentifiers(), full.allIdentifiers())
    }
}
