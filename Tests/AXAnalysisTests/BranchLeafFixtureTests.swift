// Branch/leaf composition (BL-1…BL-7) and explicit SwiftUI identifiers (EX-2), as fixtures.
import AXAnalysis
import XCTest

final class BranchLeafFixtureTests: XCTestCase {
    func testBranchLeafFixtures() {
        FixtureRunner.run(folder: "BranchLeaf")
    }

    func testExplicitSwiftUIFixtures() {
        FixtureRunner.run(folder: "ExplicitSwiftUI")
    }
}
