// Runs fixture folders: analyses each fixture and compares a text rendering of its identifiers
// and findings with the `.expected` file beside it. `AX_UPDATE_SNAPSHOTS=1` rewrites them.
import AXAnalysis
import AXTestSupport
import Foundation
import XCTest

enum FixtureRunner {
    /// Runs every fixture of a folder, plain, with CRLF line endings and with non-ASCII text
    /// before the markers; all three must render the same expected text.
    static func run(
        folder: String, options: AnalysisOptions = AnalysisOptions(), file: StaticString = #filePath, line: UInt = #line
    ) {
        let fixtures = AnalysisFixtures.fixtures(in: folder)
        XCTAssertFalse(fixtures.isEmpty, "no fixtures in Fixtures/\(folder)", file: file, line: line)
        for fixture in fixtures {
            check(fixture: fixture, options: options, file: file, line: line)
        }
    }

    static func check(fixture: URL, options: AnalysisOptions, file: StaticString, line: UInt) {
        guard let source = try? String(contentsOf: fixture, encoding: .utf8) else {
            XCTFail("cannot read \(fixture.path)", file: file, line: line)
            return
        }
        var fixtureOptions = options
        if source.contains("// options: opt-in-all") {
            fixtureOptions.optInRules = Set(RuleRegistry.all.filter(\.isOptIn).map(\.id))
        }
        // `// options: compilation_conditions A B`: the custom `#if` flags that exist.
        if let line = source.split(separator: "\n").first(where: { $0.hasPrefix("// options: compilation_conditions") })
        {
            fixtureOptions.compilationConditions = line.dropFirst("// options: compilation_conditions".count).split(
                separator: " "
            ).map(String.init)
        }
        // `// options: platform macOS`: the platform analysed.
        if let line = source.split(separator: "\n").first(where: { $0.hasPrefix("// options: platform ") }),
            let platform = TargetPlatform(
                rawValue: line.dropFirst("// options: platform ".count).trimmingCharacters(in: .whitespaces))
        {
            fixtureOptions.platform = platform
        }
        // `// options: ui_test_query_helpers tapButton waitForText`: helpers from outside the workspace.
        if let line = source.split(separator: "\n").first(where: { $0.hasPrefix("// options: ui_test_query_helpers") })
        {
            fixtureOptions.uiTestQueryHelpers = line.dropFirst("// options: ui_test_query_helpers".count).split(
                separator: " "
            ).map(String.init)
        }
        let expectedURL = fixture.deletingPathExtension().appendingPathExtension("expected")
        let plain = render(MarkedWorkspace(source), options: fixtureOptions)
        let update = ProcessInfo.processInfo.environment["AX_UPDATE_SNAPSHOTS"] == "1"
        let expected = try? String(contentsOf: expectedURL, encoding: .utf8)
        if update || expected == nil {
            try? plain.write(to: expectedURL, atomically: true, encoding: .utf8)
            if expected == nil && !update {
                XCTFail(
                    "wrote missing snapshot \(expectedURL.lastPathComponent); check it and run again", file: file,
                    line: line)
            }
        } else if plain != expected {
            XCTFail(
                "\(fixture.lastPathComponent): rendering differs from \(expectedURL.lastPathComponent)\n--- expected\n\(expected ?? "")\n--- actual\n\(plain)",
                file: file, line: line)
        }
        let crlf = render(MarkedWorkspace(source, lineBreak: "\r\n"), options: fixtureOptions)
        XCTAssertEqual(
            crlf, plain, "\(fixture.lastPathComponent) differs with CRLF line endings", file: file, line: line)
        let prefixed = render(MarkedWorkspace(source, prefix: "/* Ünïcödé 🧪 */ "), options: fixtureOptions)
        XCTAssertEqual(
            prefixed, plain, "\(fixture.lastPathComponent) differs with non-ASCII text before the markers", file: file,
            line: line)
    }

    static func analyze(_ marked: MarkedWorkspace, options: AnalysisOptions = AnalysisOptions()) -> AnalysisWorkspace {
        let workspace = AnalysisWorkspace(options: options)
        for (path, text) in marked.files { workspace.update(path: path, text: text) }
        return workspace
    }

    /// The text snapshot: identifiers then findings, positions shown as markers where one stands
    /// at the position, else as `file:line:column`.
    static func render(_ marked: MarkedWorkspace, options: AnalysisOptions) -> String {
        let workspace = analyze(marked, options: options)
        let showsNotes = marked.files.contains { $0.text.contains("// options: notes") }
        var lines: [String] = []
        func place(_ site: SourceSite) -> String {
            if let name = marked.markerName(file: site.file, utf8Offset: site.range.start) { return name }
            let text = workspace.text(of: site.file) ?? ""
            let position = LineIndex(text).humanPosition(of: site.range.start)
            return "\(site.file):\(position.line):\(position.column)"
        }
        for identifier in workspace.allIdentifiers() {
            var line =
                "\(place(identifier.site)) \"\(identifier.value)\" \(identifier.convention.rawValue) \(identifier.certainty.rawValue)"
            if identifier.isRepeated { line += " repeated" }
            if identifier.contexts.count > 1 { line += " contexts " + identifier.contexts.joined(separator: ",") }
            // Every clause, build conditions and the analysis's own exclusive choices alike.
            if !identifier.conditions.isEmpty {
                line += " #if " + identifier.conditions.map(\.text).joined(separator: " && ")
            }
            if !identifier.via.isEmpty {
                line += " via " + identifier.via.map { "\($0.kind.rawValue)@\(place($0.site))" }.joined(separator: ",")
            }
            lines.append(line)
            // `// options: notes`: why a value is possible or a template, as hover says it.
            if showsNotes, let note = identifier.note { lines.append("  note: \(note)") }
        }
        if !lines.isEmpty { lines.insert("identifiers:", at: 0) }
        let findings = workspace.allFindings()
        if !findings.isEmpty {
            lines.append("findings:")
            for finding in findings {
                lines.append(
                    "\(place(finding.site)) \(finding.severity.rawValue) \(finding.ruleID): \(finding.message)")
                for related in finding.related {
                    lines.append("  related \(place(related.site)): \(related.message)")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
