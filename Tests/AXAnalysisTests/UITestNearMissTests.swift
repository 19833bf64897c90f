import XCTest

@testable import AXAnalysis

/// The distances behind a stale query's did-you-mean (`UITestNearMisses`) and the pattern
/// matching that decides whether a query is stale at all (`QueryPattern.matches`).
final class UITestNearMissTests: XCTestCase {
    func testASwapOfNeighboursIsOneEdit() {
        XCTAssertEqual(Spelling.transpositionDistance("privacyRow", "privacyRwo", bound: 3), 1)
        XCTAssertEqual(Spelling.distance("privacyRow", "privacyRwo"), 2, "Levenshtein counts the swap twice")
        XCTAssertEqual(Spelling.transpositionDistance("searchField", "serchField", bound: 3), 1)
        XCTAssertEqual(Spelling.transpositionDistance("abc", "abc", bound: 0), 0)
        XCTAssertGreaterThan(Spelling.transpositionDistance("login.email", "settings.row", bound: 2), 2)
    }

    /// The bounded walk stops early but never before a swap two rows back could bring it under.
    func testTheBoundedDistanceAgreesWithTheUnboundedOne() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab.")
        for _ in 0..<2_000 {
            let left = String(
                (0..<Int.random(in: 0...7, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator) ?? "a"
                })
            let right = String(
                (0..<Int.random(in: 0...7, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator) ?? "a"
                })
            let full = Spelling.transpositionDistance(left, right, bound: 100)
            for bound in 0...3 {
                let bounded = Spelling.transpositionDistance(left, right, bound: bound)
                if full <= bound {
                    XCTAssertEqual(bounded, full, "\(left) \(right) bound \(bound)")
                } else {
                    XCTAssertGreaterThan(bounded, bound, "\(left) \(right)")
                }
            }
        }
    }

    func testAQueryFitsATemplateButForOneTypo() {
        let pieces = TemplateMatcher.pieces("{title}Button").map { Array($0) }
        XCTAssertEqual(UITestNearMisses.fitDistance(Array("SignInButton"), pieces, bound: 1), 0)
        XCTAssertEqual(UITestNearMisses.fitDistance(Array("SignInBtton"), pieces, bound: 1), 1)
        XCTAssertEqual(UITestNearMisses.fitDistance(Array("SignInButotn"), pieces, bound: 1), 1)
        XCTAssertGreaterThan(UITestNearMisses.fitDistance(Array("SignInLabel"), pieces, bound: 1), 1)
        // Each run-time part takes a character at least.
        XCTAssertGreaterThan(UITestNearMisses.fitDistance(Array("Buttn"), pieces, bound: 1), 1)
        let row = TemplateMatcher.pieces("settings.row.{index}.title").map { Array($0) }
        XCTAssertEqual(UITestNearMisses.fitDistance(Array("settings.row.3.titel"), row, bound: 1), 1)
        XCTAssertGreaterThan(UITestNearMisses.fitDistance(Array("settings.row.3"), row, bound: 1), 1)
    }

    /// A text longer than any identifier (a help page) is compared, not taken to fit everything.
    func testLongTextsAreMatchedLikeShortOnes() {
        let like = QueryPattern(comparison: .like)
        let paragraph = String(repeating: "We recommend waiting between tests. ", count: 30)
        XCTAssertFalse(like.matches(paragraph, operand: "testTakingView.answerButton.*"))
        XCTAssertTrue(like.matches(paragraph, operand: "We recommend*tests. "))
        XCTAssertTrue(QueryPattern(comparison: .contains).matches(paragraph, operand: "between"))
        XCTAssertFalse(QueryPattern(comparison: .beginsWith).matches(paragraph, operand: "between"))
        XCTAssertTrue(like.matches("row.12.title", operand: "row.*.title"))
        XCTAssertTrue(like.matches("row.1", operand: "row.?"))
        XCTAssertFalse(like.matches("row.12", operand: "row.?"))
        XCTAssertTrue(like.matches("a*b", operand: "a\\*b"))
        XCTAssertFalse(like.matches("axb", operand: "a\\*b"))
        XCTAssertTrue(
            QueryPattern(comparison: .beginsWith, caseInsensitive: true).matches("Settings.Row", operand: "settings."))
    }

    /// An interpolated literal excuses a pattern only when the pattern's literal start lies in
    /// the literal's own start: a typo after a short start would fall into a run-time part.
    func testATemplateExcusesOnlyPatternsWithinItsLiteralStart() {
        let beginsWith = QueryPattern(comparison: .beginsWith)
        XCTAssertTrue(
            ProducedValues.mayGive(
                "testTakingView.answerButton.{index}", "testTakingView.answerButton.", pattern: beginsWith))
        XCTAssertTrue(
            ProducedValues.mayGive("testTakingView.answerButton.{index}", "testTakingView.answer", pattern: beginsWith))
        XCTAssertFalse(
            ProducedValues.mayGive(
                "testTakingView.answerButton.{index}", "testTakingView.anserButton.", pattern: beginsWith))
        XCTAssertFalse(ProducedValues.mayGive("aid-{kind}", "aid-serch", pattern: beginsWith))
        XCTAssertFalse(ProducedValues.mayGive("{label}: {value}", "Score: ", pattern: beginsWith))
        XCTAssertTrue(
            ProducedValues.mayGive(
                "testTakingView.answerButton.{index}", "testTakingView.answerButton.*",
                pattern: QueryPattern(comparison: .like)))
        XCTAssertFalse(ProducedValues.mayGive("row.{index}", "row.", pattern: QueryPattern(comparison: .contains)))
    }
}
