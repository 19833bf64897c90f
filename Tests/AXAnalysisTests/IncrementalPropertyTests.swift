import AXTestSupport
import SwiftParser
import SwiftSyntax
import XCTest

// Property tests: seeded random edit sequences must leave the incremental workspace and the
// incremental parser exactly where a from-scratch analysis of the final text would be.
@testable import AXAnalysis

final class IncrementalPropertyTests: XCTestCase {
    static let seeds: [UInt64] = [1, 7, 42, 2026, 90_001]
    static let editsPerSeed = 40

    /// Edits go through `update(path:text:)` one at a time, with results queried between edits
    /// so cached resolutions are exercised; after every edit both identifiers and findings must
    /// equal those of a fresh workspace built from the current texts. One edit in eight reverts a
    /// file to its original text (as `git checkout` would), so identifiers keep coming back.
    func testWorkspaceUpdatesEqualAFreshWorkspaceAfterEveryEdit() {
        let originals = Dictionary(uniqueKeysWithValues: EditFixtures.workspaceFiles)
        var comparedIdentifiers = 0
        var comparedFindings = 0
        var conventions: Set<Convention> = []
        for seed in Self.seeds {
            var random = SplitMix64(seed: seed)
            var texts = originals
            let incremental = AnalysisWorkspace()
            for (path, text) in texts.sorted(by: { $0.key < $1.key }) { incremental.update(path: path, text: text) }
            _ = incremental.allFindings()
            for step in 0..<Self.editsPerSeed {
                let path = texts.keys.sorted()[random.next(below: texts.count)]
                let old = texts[path] ?? ""
                let description: String
                if random.next(below: 8) == 0 {
                    texts[path] = originals[path]
                    description = "reverted"
                } else {
                    let change = EditFixtures.randomEdit(of: old, using: &random)
                    texts[path] = change.newText
                    description = change.description
                }
                incremental.update(path: path, text: texts[path] ?? "")
                let fresh = AnalysisWorkspace()
                for (freshPath, text) in texts { fresh.update(path: freshPath, text: text) }
                let context = "seed \(seed), step \(step), \(path): \(description)"
                XCTAssertEqual(incremental.allIdentifiers(), fresh.allIdentifiers(), context)
                XCTAssertEqual(incremental.allFindings(), fresh.allFindings(), context)
                if incremental.allIdentifiers() != fresh.allIdentifiers()
                    || incremental.allFindings() != fresh.allFindings()
                {
                    break
                }
                comparedIdentifiers += fresh.allIdentifiers().count
                comparedFindings += fresh.allFindings().count
                conventions.formUnion(fresh.allIdentifiers().map(\.convention))
            }
        }
        // The comparisons above must have compared real results, not empty lists.
        let steps = Self.seeds.count * Self.editsPerSeed
        XCTAssertGreaterThanOrEqual(comparedIdentifiers, 2 * steps, "identifiers compared over \(steps) steps")
        XCTAssertGreaterThanOrEqual(comparedFindings, steps, "findings compared over \(steps) steps")
        XCTAssertGreaterThanOrEqual(conventions.count, 3, "conventions seen: \(conventions)")
    }

    /// Each step applies one to three sequential edits with `parseIncrementally`, reusing the
    /// previous result; the tree must print the new text exactly and summarise like a full parse.
    func testIncrementalParsesEqualFullParsesAfterRandomEdits() {
        for seed in Self.seeds {
            var random = SplitMix64(seed: seed)
            var text =
                EditFixtures.workspaceFiles.first { $0.path.hasSuffix("SettingsViewController.swift") }?.text ?? ""
            var previous = DeepStack.run { SwiftSourceParser.parseIncrementally(text, previous: nil, edits: []) }
            for step in 0..<Self.editsPerSeed {
                var replacements: [TextReplacement] = []
                var descriptions: [String] = []
                for _ in 0..<(1 + random.next(below: 3)) {
                    let change = EditFixtures.randomEdit(of: text, using: &random)
                    replacements.append(change.replacement)
                    descriptions.append(change.description)
                    text = change.newText
                }
                let finalText = text
                let prior = previous
                let edits = replacements
                let (result, incrementalSummary, fullSummary) = DeepStack.run {
                    () -> (GuardedParse, FileSummary, FileSummary) in
                    let result = SwiftSourceParser.parseIncrementally(finalText, previous: prior, edits: edits)
                    let full = SwiftSourceParser.parse(finalText)
                    return (
                        result, FileExtractor.summarize(path: "A.swift", tree: result.tree),
                        FileExtractor.summarize(path: "A.swift", tree: full)
                    )
                }
                let context = "seed \(seed), step \(step): \(descriptions.joined(separator: "; "))"
                XCTAssertEqual(result.tree.description, finalText, context)
                XCTAssertEqual(incrementalSummary, fullSummary, context)
                if result.tree.description != finalText || incrementalSummary != fullSummary { break }
                previous = result
            }
        }
    }
}
