import AXTestSupport
import XCTest

// A workspace given a stored resolution (`install`) instead of resolving must be the workspace
// that resolved: the same results at once, and after any sequence of edits (shifts, filtering,
// re-resolution) the same results as a resolved workspace taking the same edits.
@testable import AXAnalysis

final class StoredResolutionTests: XCTestCase {
    private static let seeds: [UInt64] = [3, 2026]
    private static let editsPerSeed = 10
    /// Each fixture holds one edge case and there are hundreds: a few edits of each, at positions
    /// drawn for that fixture, cover them all for the cost of long sequences on a few.
    private static let editsPerFixture = 4

    /// Every fixture workspace, the property tests' workspace and a generated one.
    private func workspaces() -> [(name: String, files: [(path: String, text: String)], options: AnalysisOptions)] {
        var all: [(name: String, files: [(path: String, text: String)], options: AnalysisOptions)] = []
        for fixture in AnalysisFixtures.all {
            guard let source = try? String(contentsOf: fixture.url, encoding: .utf8) else { continue }
            var options = AnalysisOptions()
            if source.contains("// options: opt-in-all") {
                options.optInRules = Set(RuleRegistry.all.filter(\.isOptIn).map(\.id))
            }
            all.append((fixture.name, MarkedWorkspace(source).files, options))
        }
        all.append(("EditFixtures", EditFixtures.workspaceFiles, AnalysisOptions()))
        all.append(("generated", GeneratedApp.files(count: 40, seed: 5), AnalysisOptions()))
        return all
    }

    private func build(_ files: [(path: String, text: String)], options: AnalysisOptions) -> AnalysisWorkspace {
        let workspace = AnalysisWorkspace(options: options)
        for (path, text) in files { workspace.update(path: path, text: text) }
        return workspace
    }

    private func assertSame(
        _ seeded: AnalysisWorkspace, _ resolved: AnalysisWorkspace, _ context: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(
            seeded.allIdentifiers(), resolved.allIdentifiers(), "identifiers, \(context)", file: file, line: line)
        XCTAssertEqual(seeded.allFindings(), resolved.allFindings(), "findings, \(context)", file: file, line: line)
        XCTAssertEqual(seeded.identifierCount, resolved.identifierCount, context, file: file, line: line)
        // Two resolutions may list equal results in another order (the SwiftUI resolver walks a
        // dictionary); what is listed must be the same.
        let unordered = { (stored: StoredResolution) in
            [
                stored.identifiers.map { "\($0)" }.sorted(), stored.resolverFindings.map { "\($0)" }.sorted(),
                stored.ruleFindings.map { "\($0)" }.sorted()
            ]
        }
        XCTAssertEqual(
            unordered(seeded.storedResolution()), unordered(resolved.storedResolution()),
            "unfiltered results, \(context)",
            file: file, line: line)
        for path in resolved.paths {
            XCTAssertEqual(
                seeded.findings(inFile: path), resolved.findings(inFile: path), "\(path), \(context)", file: file,
                line: line)
            XCTAssertEqual(
                seeded.identifiers(inFile: path), resolved.identifiers(inFile: path), "\(path), \(context)", file: file,
                line: line)
            XCTAssertEqual(
                seeded.isUITestFile(path), resolved.isUITestFile(path), "\(path), \(context)", file: file, line: line)
        }
        let references = resolved.allTestReferences()
        XCTAssertEqual(seeded.allTestReferences(), references, context, file: file, line: line)
        XCTAssertEqual(
            references.map(seeded.queriedValue(of:)), references.map(resolved.queriedValue(of:)), context, file: file,
            line: line)
    }

    func testInstalledResolutionEqualsTheResolvedOneWithoutResolving() {
        for workspace in workspaces() {
            let resolved = build(workspace.files, options: workspace.options)
            let stored = resolved.storedResolution()
            let seeded = build(workspace.files, options: workspace.options)
            seeded.install(stored)
            assertSame(seeded, resolved, workspace.name)
            XCTAssertEqual(seeded.resolutionCount, 0, "\(workspace.name): installing resolves nothing")
        }
    }

    /// Moves only (new lines, spaces at line starts) first, which the seeded workspace shifts in
    /// place, then random edits that change facts; after each, the seeded workspace equals the
    /// resolved one given the same edits, and a fresh analysis of the texts.
    func testEditsAfterInstallingMatchAResolvedWorkspace() {
        var shiftedWhileSeeded = 0
        for workspace in workspaces() {
            let isFixture = workspace.name.hasSuffix(".fixture")
            let runs =
                isFixture
                ? [(seed: UInt64(3), steps: Self.editsPerFixture)] : Self.seeds.map { ($0, Self.editsPerSeed) }
            for (seed, steps) in runs {
                var random = isFixture ? SplitMix64(seed: seed, name: workspace.name) : SplitMix64(seed: seed)
                var texts = Dictionary(workspace.files, uniquingKeysWith: { _, last in last })
                let resolved = build(workspace.files, options: workspace.options)
                let seeded = build(workspace.files, options: workspace.options)
                seeded.install(resolved.storedResolution())
                for step in 0..<steps {
                    let path = texts.keys.sorted()[random.next(below: texts.count)]
                    let old = texts[path] ?? ""
                    let description: String
                    if step < steps / 2 {
                        var lines = old.components(separatedBy: "\n")
                        let line = random.next(below: lines.count)
                        let insertion = random.next(below: 2) == 0 ? "\n" : "  "
                        lines[line] = insertion + lines[line]
                        texts[path] = lines.joined(separator: "\n")
                        description = "inserted \(insertion.debugDescription) at line \(line)"
                    } else {
                        let change = EditFixtures.randomEdit(of: old, using: &random)
                        texts[path] = change.newText
                        description = change.description
                    }
                    resolved.update(path: path, text: texts[path] ?? "")
                    seeded.update(path: path, text: texts[path] ?? "")
                    if seeded.resolutionCount == 0 { shiftedWhileSeeded += 1 }
                    let context = "\(workspace.name), seed \(seed), step \(step), \(path): \(description)"
                    assertSame(seeded, resolved, context)
                    let fresh = build(
                        texts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, options: workspace.options)
                    XCTAssertEqual(seeded.allIdentifiers(), fresh.allIdentifiers(), "fresh identifiers, \(context)")
                    XCTAssertEqual(seeded.allFindings(), fresh.allFindings(), "fresh findings, \(context)")
                    if seeded.allFindings() != resolved.allFindings()
                        || seeded.allIdentifiers() != resolved.allIdentifiers()
                    {
                        break
                    }
                }
            }
        }
        XCTAssertGreaterThan(shiftedWhileSeeded, 200, "edits that the installed resolution shifted without resolving")
    }

    func testChangingOptionsAfterInstallingResolvesAgain() {
        let files = GeneratedApp.files(count: 20, seed: 9)
        let resolved = build(files, options: AnalysisOptions())
        let seeded = build(files, options: AnalysisOptions())
        seeded.install(resolved.storedResolution())
        var options = AnalysisOptions()
        options.disabledRules = ["duplicate-identifier"]
        options.aaii = false
        resolved.options = options
        seeded.options = options
        assertSame(seeded, resolved, "after changing options")
        XCTAssertEqual(seeded.resolutionCount, 1)
        XCTAssertEqual(seeded.allFindings(), build(files, options: options).allFindings())
    }

    func testTheGeneratedAppExercisesTheConventions() {
        let workspace = build(GeneratedApp.files(count: 40, seed: 5), options: AnalysisOptions())
        let conventions = Set(workspace.allIdentifiers().map(\.convention))
        XCTAssertGreaterThanOrEqual(conventions.count, 4, "\(conventions)")
        let rules = Set(workspace.allFindings().map(\.ruleID))
        XCTAssertTrue(rules.contains("duplicate-identifier"), "\(rules)")
        XCTAssertTrue(rules.contains("unknown-identifier-in-ui-test"), "\(rules)")
    }
}
