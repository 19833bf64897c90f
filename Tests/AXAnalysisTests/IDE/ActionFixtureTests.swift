import AXTestSupport
import XCTest

// Code actions: every action offered for the range 1️⃣…2️⃣ (or at 1️⃣), with the full text of
// each edited file after applying it, then "fix all" for the file. Every applied edit is
// checked to leave no new syntax errors.
@testable import AXAnalysis

final class ActionFixtureTests: XCTestCase {
    func testActionFixtures() {
        IDEFixtureRunner.run(folder: "Actions", render: Self.render)
    }

    static func render(_ fixture: IDEFixture) -> String {
        guard let (path, range) = fixture.markedRange else { return "fixture has no 1️⃣ marker\n" }
        let actions = Assists.actions(in: path, range: range, workspace: fixture.workspace)
        var sections = actions.map { IDEFixtureRunner.renderFix($0, in: fixture) }
        if sections.isEmpty { sections.append("no actions") }
        if let fixAll = Assists.fixAll(in: path, workspace: fixture.workspace) {
            sections.append(IDEFixtureRunner.renderFix(fixAll, in: fixture))
        }
        return sections.joined(separator: "\n") + "\n"
    }

    func testNoActionTouchesANodeWithSyntaxErrors() {
        let marked = MarkedWorkspace(
            """
            import SwiftUI

            struct BrokenView: View {
                var body: some View {
                    1️⃣Button("Buy") { purchase(
                }
            }
            """)
        let workspace = FixtureRunner.analyze(marked)
        let offset = marked.marker("1️⃣")?.utf8Offset ?? 0
        XCTAssertEqual(
            Assists.actions(
                in: marked.files[0].path, range: ByteRange(start: offset, end: offset), workspace: workspace
            ).map(\.title), [])
    }
}
