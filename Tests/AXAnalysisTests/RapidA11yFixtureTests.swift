// RapidA11y fixtures (RA-1…RA-13): the three worked examples of docs/conventions.md and one
// fixture per edge case.
import XCTest

final class RapidA11yFixtureTests: XCTestCase {
    func testRapidA11yFixtures() { FixtureRunner.run(folder: "RapidA11y") }
}
