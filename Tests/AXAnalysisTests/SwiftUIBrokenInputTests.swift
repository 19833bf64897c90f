import AXTestSupport
import XCTest

// Broken Swift is normal input: every prefix of every SwiftUI fixture resolves, and every
// site it reports lies inside its file.
@testable import AXAnalysis

final class SwiftUIBrokenInputTests: XCTestCase {
    func testEveryTruncationOfTheFixturesGivesSitesInsideTheirFiles() throws {
        let fixtures = AnalysisFixtures.fixtures(in: "BranchLeaf") + AnalysisFixtures.fixtures(in: "ExplicitSwiftUI")
        XCTAssertFalse(fixtures.isEmpty)
        for fixture in fixtures {
            let source = try String(contentsOf: fixture, encoding: .utf8)
            let files = MarkedWorkspace(source).files
            for (path, text) in files where path.hasSuffix(".swift") {
                let utf8 = Array(text.utf8)
                for cut in stride(from: 0, to: utf8.count, by: max(1, utf8.count / 8)) {
                    let truncated = String(decoding: utf8[..<cut], as: UTF8.self)
                    let workspace = AnalysisWorkspace()
                    for (otherPath, otherText) in files {
                        workspace.update(path: otherPath, text: otherPath == path ? truncated : otherText)
                    }
                    for identifier in workspace.allIdentifiers() {
                        // A value passed in is reported at the argument that supplies it, often in
                        // another file than the element: each site is checked against its own file.
                        for site in [identifier.site, identifier.elementSite] + identifier.via.map(\.site) {
                            let length = (workspace.text(of: site.file) ?? "").utf8.count
                            XCTAssertLessThanOrEqual(
                                site.range.end, length, "\(fixture.lastPathComponent) cut at \(cut)")
                        }
                    }
                    for finding in workspace.allFindings() {
                        let length = (workspace.text(of: finding.site.file) ?? "").utf8.count
                        XCTAssertLessThanOrEqual(
                            finding.site.range.end, length, "\(fixture.lastPathComponent) cut at \(cut)")
                    }
                }
            }
        }
    }
}
