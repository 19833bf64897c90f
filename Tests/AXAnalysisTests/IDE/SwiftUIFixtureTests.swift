import XCTest

// IDE fixtures on SwiftUI views (branch/leaf and explicit modifiers, BL-n, EX-2): hints, hover
// and actions in Fixtures/IDE/SwiftUI/{Hints,Hover,Actions}.
@testable import AXAnalysis

final class SwiftUIFixtureTests: XCTestCase {
    func testSwiftUIHintFixtures() {
        IDEFixtureRunner.run(folder: "SwiftUI/Hints", render: IdentifierHintFixtureTests.render)
    }

    func testSwiftUIHoverFixtures() { IDEFixtureRunner.run(folder: "SwiftUI/Hover", render: HoverFixtureTests.render) }

    func testSwiftUIActionFixtures() {
        IDEFixtureRunner.run(folder: "SwiftUI/Actions", render: ActionFixtureTests.render)
    }
}
