// IDE fixtures that need the branch/leaf analysis (BL-n): hints, hover and actions on SwiftUI
// views, in Fixtures/IDE/SwiftUI/{Hints,Hover,Actions}. Until the SwiftUI resolver is merged
// (the "swiftui" branch) the analysis gives no branch/leaf identifiers at all; the test then
// says so and skips instead of comparing against snapshots it cannot produce.
// FIXME: drop the probe once the SwiftUI analysis is on main.
@testable import AXAnalysis
import XCTest

final class SwiftUIFixtureTests: XCTestCase {
    func testSwiftUIFixtures() throws {
        let probe = FixtureRunner.analyze(MarkedWorkspace("""
        import SwiftUI
        struct Probe: View {
            var body: some View { Text("x").accessibilityIdentifierLeaf("L").accessibilityIdentifierBranch("B") }
        }
        """))
        guard probe.allIdentifiers().contains(where: { $0.convention == .branchLeaf }) else {
            throw XCTSkip("FIXME: the SwiftUI branch/leaf analysis is not on this branch yet; Fixtures/IDE/SwiftUI is not checked")
        }
        IDEFixtureRunner.run(folder: "SwiftUI/Hints", render: IdentifierHintFixtureTests.render)
        IDEFixtureRunner.run(folder: "SwiftUI/Hover", render: HoverFixtureTests.render)
        IDEFixtureRunner.run(folder: "SwiftUI/Actions", render: ActionFixtureTests.render)
    }
}
