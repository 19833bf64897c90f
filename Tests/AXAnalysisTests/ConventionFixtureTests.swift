// Fixture folders for AccessibilityIdentificable, explicit UIKit identifiers, Interface Builder,
// UI-test references and duplicates (one test per folder; one fixture per edge case).
import XCTest

final class IdentificableFixtureTests: XCTestCase {
    func testIdentificableFixtures() { FixtureRunner.run(folder: "Identificable") }
}

final class ExplicitFixtureTests: XCTestCase {
    func testExplicitFixtures() { FixtureRunner.run(folder: "Explicit") }
}

final class InterfaceBuilderFixtureTests: XCTestCase {
    func testInterfaceBuilderFixtures() { FixtureRunner.run(folder: "InterfaceBuilder") }
}

final class UITestReferenceFixtureTests: XCTestCase {
    func testUITestReferenceFixtures() { FixtureRunner.run(folder: "UITests") }
}

final class DuplicateFixtureTests: XCTestCase {
    func testDuplicateFixtures() { FixtureRunner.run(folder: "Duplicates") }
    func testScreenFixtures() { FixtureRunner.run(folder: "Screens") }
}

final class ComplexityFixtureTests: XCTestCase {
    func testComplexityFixtures() { FixtureRunner.run(folder: "Complexity") }
}

final class ValueFlowFixtureTests: XCTestCase {
    func testValueFlowFixtures() { FixtureRunner.run(folder: "ValueFlow") }
}

final class IdentifierEnumFixtureTests: XCTestCase {
    func testIdentifierEnumFixtures() { FixtureRunner.run(folder: "IdentifierEnums") }
}
