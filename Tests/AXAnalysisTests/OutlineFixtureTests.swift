// Accessibility outlines (AX-1…AX-10) against exact expected texts: each fixture under
// Fixtures/Outline renders every screen's outline and the golden-check findings, plain, with
// CRLF line endings and with non-ASCII text before the markers.
import AXAnalysis
import AXTestSupport
import Foundation
import XCTest

final class OutlineFixtureTests: XCTestCase {
    func testOutlineFixtures() {
        let update = ProcessInfo.processInfo.environment["AX_UPDATE_SNAPSHOTS"] == "1"
        let fixtures = AnalysisFixtures.fixtures(in: "Outline")
        XCTAssertFalse(fixtures.isEmpty)
        for fixture in fixtures {
            guard let source = try? String(contentsOf: fixture, encoding: .utf8) else {
                return XCTFail("cannot read \(fixture.path)")
            }
            let expectedURL = fixture.deletingPathExtension().appendingPathExtension("expected")
            let plain = Self.render(MarkedWorkspace(source))
            let expected = try? String(contentsOf: expectedURL, encoding: .utf8)
            if update || expected == nil {
                try? plain.write(to: expectedURL, atomically: true, encoding: .utf8)
                if expected == nil && !update {
                    XCTFail("wrote missing snapshot \(expectedURL.lastPathComponent); check it and run again")
                }
            } else if plain != expected {
                XCTFail(
                    "\(fixture.lastPathComponent): rendering differs from \(expectedURL.lastPathComponent)\n--- expected\n\(expected ?? "")\n--- actual\n\(plain)"
                )
            }
            XCTAssertEqual(
                Self.render(MarkedWorkspace(source, lineBreak: "\r\n")), plain,
                "\(fixture.lastPathComponent) differs with CRLF line endings")
            XCTAssertEqual(
                Self.render(MarkedWorkspace(source, prefix: "/* Ünïcödé 🧪 */ ")), plain,
                "\(fixture.lastPathComponent) differs with non-ASCII text before the markers")
        }
    }

    /// Each outline as a header (type, marker or line, certainty), its exact text between
    /// `>>>`/`<<<` lines, the run-time parts; then the golden-check findings.
    static func render(_ marked: MarkedWorkspace) -> String {
        let workspace = FixtureRunner.analyze(marked)
        func place(_ site: SourceSite) -> String {
            if let name = marked.markerName(file: site.file, utf8Offset: site.range.start) { return name }
            let position = LineIndex(workspace.text(of: site.file) ?? "").humanPosition(of: site.range.start)
            return "\(site.file):\(position.line):\(position.column)"
        }
        var lines: [String] = []
        for outline in workspace.accessibilityOutlines() {
            lines.append(
                "\(outline.typeName) at \(place(outline.site)) \(outline.isCertain ? "certain" : "dynamic") \(outline.model.rawValue)"
            )
            lines.append(">>>")
            lines.append(outline.text)
            lines.append("<<<")
            if !outline.dynamic.isEmpty { lines.append("dynamic: " + outline.dynamic.joined(separator: " | ")) }
        }
        let findings = workspace.allFindings().filter {
            $0.ruleID.hasPrefix("axsnapshot") || $0.ruleID.hasSuffix("without-label")
        }
        if !findings.isEmpty { lines.append("findings:") }
        for finding in findings {
            lines.append("\(place(finding.site)) \(finding.severity.rawValue) \(finding.ruleID): \(finding.message)")
            for related in finding.related { lines.append("  related \(place(related.site)): \(related.message)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension OutlineFixtureTests {
    /// The 1,000-line screen `ax-lsp-bench outline` times has the outline its generator states,
    /// certain, at every size.
    func testSyntheticScreenOutline() {
        for lines in [30, 1_000] {
            let source = SyntheticScreen.source(lines: lines)
            XCTAssertEqual(source.split(separator: "\n", omittingEmptySubsequences: false).count, lines, accuracy: 16)
            let workspace = AnalysisWorkspace()
            workspace.update(path: "Screen.swift", text: source)
            let outline = workspace.accessibilityOutlines(typeName: SyntheticScreen.typeName).first
            XCTAssertEqual(outline?.text, SyntheticScreen.expectedOutline(lines: lines))
            XCTAssertEqual(outline?.isCertain, true, "\(outline?.dynamic ?? [])")
        }
    }
}
