// AAII fixtures: seed README examples and every AAII-n rule (Fixtures/AAII).
import XCTest

final class AAIIFixtureTests: XCTestCase {
    func testAAIIFixtures() {
        FixtureRunner.run(folder: "AAII")
    }
}
