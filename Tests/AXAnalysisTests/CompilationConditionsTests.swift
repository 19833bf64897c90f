import XCTest

// `#if` clauses that can never be true: literals always, custom flags only when the
// configuration lists the flags that exist.
@testable import AXAnalysis

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
        XCTAssertEqual(
            CompilationConditions.evaluate("os(iOS) && !targetEnvironment(macCatalyst)", setFlags: flags), true)
        XCTAssertEqual(CompilationConditions.evaluate("os(iOS) && NEVER", setFlags: flags), false)
        XCTAssertEqual(CompilationConditions.evaluate("!(DEBUG) && (NEVER || ALSO_NEVER)", setFlags: flags), false)
        XCTAssertNil(CompilationConditions.evaluate("swift(>=5.9) || NEVER", setFlags: flags))
    }

    func testPlatformChecksAreThoseOfThePlatformAnalysed() {
        // iOS by default: the macOS variant is never compiled.
        XCTAssertEqual(CompilationConditions.evaluate("os(iOS)", setFlags: nil), true)
        XCTAssertEqual(CompilationConditions.evaluate("os(macOS)", setFlags: nil), false)
        XCTAssertEqual(CompilationConditions.evaluate("canImport(UIKit)", setFlags: nil), true)
        XCTAssertEqual(CompilationConditions.evaluate("!(canImport(UIKit)) && canImport(AppKit)", setFlags: nil), false)
        XCTAssertEqual(CompilationConditions.evaluate("targetEnvironment(macCatalyst)", setFlags: nil), false)
        XCTAssertEqual(CompilationConditions.evaluate("os(iOS) || os(tvOS)", setFlags: nil), true)
        XCTAssertNil(CompilationConditions.evaluate("targetEnvironment(simulator)", setFlags: nil))
        XCTAssertNil(CompilationConditions.evaluate("canImport(FirebaseCore)", setFlags: nil))
        XCTAssertNil(CompilationConditions.evaluate("os(iOS) && DEBUG", setFlags: nil))
        // Another platform by configuration.
        XCTAssertEqual(CompilationConditions.evaluate("os(macOS)", setFlags: nil, platform: .macOS), true)
        XCTAssertEqual(CompilationConditions.evaluate("os(iOS)", setFlags: nil, platform: .macOS), false)
        XCTAssertEqual(CompilationConditions.evaluate("canImport(AppKit)", setFlags: nil, platform: .macOS), true)
        // Mac Catalyst is iOS to the compiler, with its own target environment.
        XCTAssertEqual(CompilationConditions.evaluate("os(iOS)", setFlags: nil, platform: .macCatalyst), true)
        XCTAssertEqual(
            CompilationConditions.evaluate("targetEnvironment(macCatalyst)", setFlags: nil, platform: .macCatalyst),
            true)
        XCTAssertNil(CompilationConditions.evaluate("canImport(AppKit)", setFlags: nil, platform: .macCatalyst))
        XCTAssertEqual(CompilationConditions.evaluate("os(visionOS)", setFlags: nil, platform: .visionOS), true)
    }

    func testNeverTrueLooksOnlyAtBuildConditions() {
        let runtime = ConditionClause(blockID: "runtime|x", clauseIndex: 0, text: "false")
        XCTAssertFalse(CompilationConditions.neverTrue([runtime], setFlags: nil))
        let build = ConditionClause(blockID: "NEVER", clauseIndex: 0, text: "NEVER")
        XCTAssertTrue(CompilationConditions.neverTrue([build], setFlags: ["DEBUG"]))
        XCTAssertFalse(CompilationConditions.neverTrue([build], setFlags: nil))
    }
}
