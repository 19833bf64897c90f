// Every rule of SEMANTICS.md is exercised: some fixture (or test) names each rule id.
import Foundation
import XCTest

final class SemanticsCoverageTests: XCTestCase {
    /// The rule ids of SEMANTICS.md; checked against the file itself when it is beside the repo.
    static let ruleIDs: [String] =
        (1...6).map { "GEN-\($0)" } + (1...9).map { "AAII-\($0)" } + (1...7).map { "BL-\($0)" }
        + (1...8).map { "AI-\($0)" } + (1...2).map { "EX-\($0)" }

    func testEveryRuleHasAFixtureOrTest() throws {
        let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        var corpus = ""
        let enumerator = FileManager.default.enumerator(atPath: testsDirectory.path)
        while let entry = enumerator?.nextObject() as? String {
            guard entry.hasSuffix(".fixture") || (entry.hasSuffix(".swift") && !entry.hasSuffix("SemanticsCoverageTests.swift")) else { continue }
            corpus += (try? String(contentsOf: testsDirectory.appendingPathComponent(entry), encoding: .utf8)) ?? ""
            corpus += "\n"
        }
        for id in Self.ruleIDs {
            let pattern = try NSRegularExpression(pattern: "(?<![A-Z0-9-])\(NSRegularExpression.escapedPattern(for: id))(?![0-9])")
            let found = pattern.firstMatch(in: corpus, range: NSRange(corpus.startIndex..., in: corpus)) != nil
            XCTAssertTrue(found, "no fixture or test names \(id); add one for that rule of SEMANTICS.md")
        }
    }

    func testTheListMatchesSemanticsWhenPresent() throws {
        let semantics = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/SEMANTICS.md")
        guard let text = try? String(contentsOf: semantics, encoding: .utf8) else {
            throw XCTSkip("../shared/SEMANTICS.md is not beside the repository")
        }
        let pattern = try NSRegularExpression(pattern: #"\*\*((?:GEN|AAII|BL|AI|EX)-[0-9]+)[ .]"#)
        let declared = Set(pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        })
        XCTAssertEqual(declared, Set(Self.ruleIDs), "SEMANTICS.md declares different rule ids than this test lists")
    }
}
