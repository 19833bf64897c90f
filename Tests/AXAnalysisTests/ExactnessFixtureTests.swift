// Exactness fixtures (Fixtures/Exactness): inherited entry points, values at injection time,
// overwrites, arrays, generics, `#if` and findings the model already knew about.
import XCTest

final class ExactnessFixtureTests: XCTestCase {
    func testExactnessFixtures() {
        FixtureRunner.run(folder: "Exactness")
    }
}
