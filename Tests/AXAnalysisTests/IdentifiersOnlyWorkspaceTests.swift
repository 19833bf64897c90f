import XCTest

// A workspace for identifiers only (`ax-lsp ids` storing no results) gives every identifier a
// full workspace gives, without running the workspace rules, and from summaries extracted for
// identifiers only (`ExtractionScope.identifiers`).
@testable import AXAnalysis

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
        XCTAssertTrue(
            full.allFindings().contains { $0.ruleID == "duplicate-identifier" }, "the rule runs in a full workspace")
        XCTAssertFalse(
            identifiersOnly.allFindings().contains { $0.ruleID == "duplicate-identifier" },
            "and not for identifiers only")
    }

    /// The example app: every identifier, in order, whichever workspace computes it.
    func testTheExampleAppsIdentifiersAreTheSame() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Examples")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        XCTAssertGreaterThan(files.count, 5)
        let full = AnalysisWorkspace()
        let identifiersOnly = AnalysisWorkspace(identifiersOnlyWith: AnalysisOptions())
        var outlineClasses = 0
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let summary = FileExtractor.summarize(path: file, text: text)
            full.update(path: file, text: text, summary: summary)
            let partial = FileExtractor.summarize(path: file, text: text, scope: .identifiers)
            identifiersOnly.update(path: file, text: text, summary: partial)
            outlineClasses += summary.outline.classes.count
            XCTAssertEqual(partial.outline.classes.count, 0, file)
        }
        XCTAssertGreaterThan(outlineClasses, 0, "the app's UIKit screens have outline facts in a full extraction")
        XCTAssertFalse(full.allIdentifiers().isEmpty)
        XCTAssertEqual(identifiersOnly.allIdentifiers(), full.allIdentifiers())
    }

    /// What an extraction for identifiers leaves out: outline facts, embedded children,
    /// suppressions and a localization table's texts; what identifiers come from stays.
    func testAnIdentifiersExtractionReadsOnlyWhatIdentifiersComeFrom() {
        let source = """
            import UIKit
            final class SettingsViewController: UIViewController {
                // ax-lsp:disable:next duplicate-identifier
                let save = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    save.accessibilityIdentifier = "settings.save"
                    save.setTitle("Save", for: .normal)
                    view.addSubview(save)
                    addChild(ProfileViewController())
                }
            }
            final class ProfileViewController: UIViewController {}
            """
        let full = FileExtractor.summarize(path: "Settings.swift", text: source)
        let partial = FileExtractor.summarize(path: "Settings.swift", text: source, scope: .identifiers)
        XCTAssertEqual(full.scope, .everything)
        XCTAssertEqual(partial.scope, .identifiers)
        XCTAssertFalse(full.outline.classes.isEmpty)
        XCTAssertEqual(full.embeddedChildren.map(\.childClass), ["ProfileViewController"])
        XCTAssertEqual(full.suppressions.count, 1)
        XCTAssertTrue(partial.outline.classes.isEmpty)
        XCTAssertTrue(partial.embeddedChildren.isEmpty)
        XCTAssertTrue(partial.suppressions.isEmpty)
        XCTAssertEqual(partial.explicitAssignments, full.explicitAssignments)
        XCTAssertEqual(partial.types, full.types)
        XCTAssertNotEqual(partial, full, "a partial summary never equals a full one")

        let table = "\"settings.title\" = \"Settings\";\n"
        XCTAssertEqual(
            FileExtractor.summarize(path: "en.lproj/Localizable.strings", text: table).visibleTexts.map(\.text),
            ["settings.title", "Settings"])
        let skipped = FileExtractor.summarize(path: "en.lproj/Localizable.strings", text: table, scope: .identifiers)
        XCTAssertEqual(skipped.kind, .localizationTable)
        XCTAssertTrue(skipped.visibleTexts.isEmpty)
        XCTAssertTrue(skipped.localizationKeys.isEmpty)
    }
}
