// Every run-time behaviour that docs/conventions.md says ax-lsp models is exercised: some fixture
// (or test) names each behaviour id. Behaviours marked "(not modelled yet)" need none.
import AXAnalysis
import Foundation
import XCTest

final class SemanticsCoverageTests: XCTestCase {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A behaviour as docs/conventions.md declares it: `- **AAII-6 Stored properties.** …`.
    struct Behaviour: Hashable {
        let id: String
        let isModelled: Bool
    }

    /// The behaviours declared in a document, with the first line of each declaration telling
    /// whether ax-lsp models it.
    static func behaviours(in text: String) throws -> [Behaviour] {
        let pattern = try NSRegularExpression(pattern: #"\*\*((?:GEN|AAII|BL|AI|EX|RA|AX)-[0-9]+[a-z]?)[ .*][^\n]*"#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let id = Range(match.range(at: 1), in: text), let line = Range(match.range, in: text) else {
                return nil
            }
            return Behaviour(id: String(text[id]), isModelled: !text[line].contains("(not modelled yet)"))
        }
    }

    static func conventionsDocument() throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent("docs/conventions.md"), encoding: .utf8)
    }

    func testConventionsDeclareEachBehaviourOnce() throws {
        let behaviours = try Self.behaviours(in: Self.conventionsDocument())
        XCTAssertGreaterThan(behaviours.count, 40)
        let ids = behaviours.map(\.id)
        XCTAssertEqual(ids.count, Set(ids).count, "docs/conventions.md declares a behaviour id twice")
    }

    func testEveryModelledBehaviourHasAFixtureOrTest() throws {
        let modelled = try Self.behaviours(in: Self.conventionsDocument()).filter(\.isModelled).map(\.id)
        let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        var corpus = ""
        let enumerator = FileManager.default.enumerator(atPath: testsDirectory.path)
        while let entry = enumerator?.nextObject() as? String {
            guard
                entry.hasSuffix(".fixture")
                    || (entry.hasSuffix(".swift") && !entry.hasSuffix("SemanticsCoverageTests.swift"))
            else { continue }
            corpus += (try? String(contentsOf: testsDirectory.appendingPathComponent(entry), encoding: .utf8)) ?? ""
            corpus += "\n"
        }
        for id in modelled {
            let pattern = try NSRegularExpression(
                pattern: "(?<![A-Z0-9-])\(NSRegularExpression.escapedPattern(for: id))(?![0-9a-z])")
            let found = pattern.firstMatch(in: corpus, range: NSRange(corpus.startIndex..., in: corpus)) != nil
            XCTAssertTrue(
                found,
                "no fixture or test names \(id); add one for that behaviour of docs/conventions.md, or mark it '(not modelled yet)'"
            )
        }
    }

    func testEveryRuleCitesDocumentedBehaviours() throws {
        let documented = Set(try Self.behaviours(in: Self.conventionsDocument()).map(\.id))
        for rule in RuleRegistry.all {
            for id in rule.semantics {
                XCTAssertTrue(
                    documented.contains(id), "\(rule.id) cites \(id), which docs/conventions.md does not declare")
            }
        }
    }

    /// The specification the conventions were written from sits beside the repository during
    /// development only; when it does, every rule id in it must be in docs/conventions.md.
    func testConventionsCoverTheSpecificationWhenPresent() throws {
        let specification = Self.repositoryRoot.deletingLastPathComponent().appendingPathComponent(
            "shared/SEMANTICS.md")
        guard let text = try? String(contentsOf: specification, encoding: .utf8) else {
            throw XCTSkip("../shared/SEMANTICS.md is not beside the repository")
        }
        let specified = Set(try Self.behaviours(in: text).map(\.id))
        let documented = Set(try Self.behaviours(in: Self.conventionsDocument()).map(\.id))
        XCTAssertEqual(
            specified.subtracting(documented).sorted(), [],
            "SEMANTICS.md declares ids that docs/conventions.md does not")
        XCTAssertEqual(
            documented.subtracting(specified).sorted(), [],
            "docs/conventions.md declares ids that SEMANTICS.md does not")
    }
}
