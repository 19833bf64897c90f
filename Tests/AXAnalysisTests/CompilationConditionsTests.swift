// `#if` clauses that can never be true: literals always, custom flags only when the
// configuration lists the flags that exist.
@testable import AXAnalysis
import XCTest

final class CompilationConditionsTests: XCTestCase {
    func testLiteralsAreKnownWithoutConfiguration() {
        XCTAssertEqual(CompilationConditions.evaluate("false", setFlags: nil), false)
        XCTAssertEqual(CompilationConditions.evaluate("!(true)", setFlags: nil), false)
        XCTAssertEqual(CompilationConditions.evaluate("NEVER || false", setFlags: nil), nil)
        XCTAssertEqual(CompilationConditions.evaluate("NEVER && false", setFlags: nil), false)
        XCTAssertNil(CompilationConditions.evaluate("DEBUG", setFlags: nil))
    }

    func testUnlistedFlagsAreFalseWhenTheFlagsAreConfigured() {
        let flags: Set<String> = ["STAGING"]
        XCTAssertEqual(CompilationConditions.evaluate("NEVER", setFlags: flags), false)
        XCTAssertEqual(CompilationConditions.evaluate("!(NEVER)", setFlags: flags), true)
        XCTAssertNil(CompilationConditions.evaluate("STAGING", setFlags: flags))
        XCTAssertNil(CompilationConditions.evaluate("DEBUG && STAGING", setFlags: flags))
        XCTAssertNil(CompilationConditions.evaluate("os(iOS) && !targetEnvironment(macCatalyst)", setFlags: flags))
        XCTAssertEqual(CompilationConditions.evaluate("os(iOS) && NEVER", setFlags: flags), false)
        XCTAssertEqual(CompilationConditions.evaluate("!(DEBUG) && (NEVER || ALSO_NEVER)", setFlags: flags), false)
        XCTAssertNil(CompilationConditions.evaluate("swift(>=5.9) || NEVER", setFlags: flags))
    }

    func testNeverTrueLooksOnlyAtBuildConditions() {
        let runtime = ConditionClause(blockID: "runtime|x", clauseIndex: 0, text: "false")
        XCTAssertFalse(CompilationConditions.neverTrue([runtime], setFlags: nil))
        let build = ConditionClause(blockID: "NEVER", clauseIndex: 0, text: "NEVER")
        XCTAssertTrue(CompilationConditions.neverTrue([build], setFlags: ["DEBUG"]))
        XCTAssertFalse(CompilationConditions.neverTrue([build], setFlags: nil))
    }
}
