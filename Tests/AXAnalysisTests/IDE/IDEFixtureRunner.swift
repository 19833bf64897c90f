import AXTestSupport
import Foundation
import XCTest

// Runs IDE fixtures: each `.fixture` is rendered by a feature (hints, hover, actions,
// navigation) to text and compared with the `.expected` file beside it, plain, with CRLF line
// endings and with non-ASCII text before the markers. `AX_UPDATE_SNAPSHOTS=1` rewrites them.
@testable import AXAnalysis

/// One fixture variant: the marked workspace, its analysis, and how to print places in it.
struct IDEFixture {
    let marked: MarkedWorkspace
    let workspace: AnalysisWorkspace
    /// The text put before each Swift file in this variant ("" for the plain one).
    let prefix: String

    /// The marker at a position, else `File.swift:line:column` (columns in characters, the
    /// variant's prefix not counted).
    func place(_ file: String, _ utf8Offset: Int) -> String {
        if let name = marked.markerName(file: file, utf8Offset: utf8Offset) { return name }
        let text = workspace.text(of: file) ?? ""
        var (line, column) = LineIndex(text).humanPosition(of: utf8Offset)
        if line == 1, file.hasSuffix(".swift") { column -= prefix.count }
        return "\(file.split(separator: "/").last ?? ""):\(line):\(column)"
    }

    func place(_ site: SourceSite) -> String { place(site.file, site.range.start) }

    /// Text as the snapshot shows it: LF line breaks, without the variant's prefix.
    func normalized(_ text: String) -> String {
        var text = text.replacingOccurrences(of: "\r\n", with: "\n")
        if !prefix.isEmpty, text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        return text
    }

    /// The first Swift file of the fixture (the one features are asked about).
    var mainPath: String { marked.files.first { $0.path.hasSuffix(".swift") }?.path ?? marked.files.first?.path ?? "" }

    /// The range between markers `1️⃣` and `2️⃣`, or the empty range at `1️⃣`.
    var markedRange: (path: String, range: ByteRange)? {
        guard let start = marked.marker("1️⃣") else { return nil }
        let end = marked.marker("2️⃣").flatMap { $0.file == start.file ? $0.utf8Offset : nil } ?? start.utf8Offset
        return (start.file, ByteRange(start: start.utf8Offset, end: end))
    }
}

enum IDEFixtureRunner {
    /// Runs every fixture of `Fixtures/IDE/<folder>` through `render`.
    static func run(folder: String, file: StaticString = #filePath, line: UInt = #line, render: (IDEFixture) -> String)
    {
        let fixtures = AnalysisFixtures.fixtures(in: "IDE/\(folder)")
        XCTAssertFalse(fixtures.isEmpty, "no fixtures in Fixtures/IDE/\(folder)", file: file, line: line)
        for fixture in fixtures {
            guard let source = try? String(contentsOf: fixture, encoding: .utf8) else {
                XCTFail("cannot read \(fixture.path)", file: file, line: line)
                continue
            }
            let plain = render(make(source, lineBreak: "\n", prefix: ""))
            compare(
                plain, with: fixture.deletingPathExtension().appendingPathExtension("expected"),
                name: fixture.lastPathComponent, file: file, line: line)
            let crlf = render(make(source, lineBreak: "\r\n", prefix: ""))
            XCTAssertEqual(
                crlf, plain, "\(fixture.lastPathComponent) differs with CRLF line endings", file: file, line: line)
            let prefixed = render(make(source, lineBreak: "\n", prefix: "/* Ünïcödé 🧪 */ "))
            XCTAssertEqual(
                prefixed, plain, "\(fixture.lastPathComponent) differs with non-ASCII text before the markers",
                file: file, line: line)
        }
    }

    static func make(_ source: String, lineBreak: String, prefix: String) -> IDEFixture {
        let marked = MarkedWorkspace(source, lineBreak: lineBreak, prefix: prefix)
        var options = AnalysisOptions()
        if source.contains("// options: opt-in-all") {
            options.optInRules = Set(RuleRegistry.all.filter(\.isOptIn).map(\.id))
        }
        return IDEFixture(marked: marked, workspace: FixtureRunner.analyze(marked, options: options), prefix: prefix)
    }

    static func compare(_ actual: String, with expectedURL: URL, name: String, file: StaticString, line: UInt) {
        let update = ProcessInfo.processInfo.environment["AX_UPDATE_SNAPSHOTS"] == "1"
        let expected = try? String(contentsOf: expectedURL, encoding: .utf8)
        if update || expected == nil {
            try? actual.write(to: expectedURL, atomically: true, encoding: .utf8)
            if expected == nil && !update {
                XCTFail(
                    "wrote missing snapshot \(expectedURL.lastPathComponent); check it and run again", file: file,
                    line: line)
            }
        } else if actual != expected {
            XCTFail(
                "\(name): rendering differs from \(expectedURL.lastPathComponent)\n--- expected\n\(expected ?? "")\n--- actual\n\(actual)",
                file: file, line: line)
        }
    }

    /// A fix must not create warnings or errors (a duplicate, a conflict) that were not there.
    static func checkNoNewWarnings(_ fix: Fix, in fixture: IDEFixture, file: StaticString, line: UInt) {
        let edited = AnalysisWorkspace(options: fixture.workspace.options)
        for (path, text) in fixture.marked.files {
            edited.update(
                path: path,
                text: EditApplier.apply(
                    fix.edits.filter { $0.file == path }, to: fixture.workspace.text(of: path) ?? text))
        }
        let serious = { (workspace: AnalysisWorkspace) in
            workspace.allFindings().filter { $0.severity >= .warning }.count
        }
        XCTAssertLessThanOrEqual(
            serious(edited), serious(fixture.workspace),
            "'\(fix.title)' adds warnings: \(edited.allFindings().map(\.message))", file: file, line: line)
    }

    /// Renders a fix as its title and the full text of every file after applying it; fails the
    /// test when the result has syntax errors the file did not have.
    static func renderFix(_ fix: Fix, in fixture: IDEFixture, file: StaticString = #filePath, line: UInt = #line)
        -> String
    {
        var lines = [
            "== \(fix.kind.rawValue): \(fix.title)\(fix.isPreferred ? " (preferred)" : "")\(fix.isSafeForFixAll ? " (fix-all)" : "")"
        ]
        for (path, edits) in Dictionary(grouping: fix.edits, by: \.file).sorted(by: { $0.key < $1.key }) {
            let before = fixture.workspace.text(of: path) ?? ""
            let after = EditApplier.apply(edits, to: before)
            if path.hasSuffix(".swift") {
                XCTAssertLessThanOrEqual(
                    SyntaxCheck.errorCount(in: after), SyntaxCheck.errorCount(in: before),
                    "'\(fix.title)' adds syntax errors to \(path)", file: file, line: line)
            }
            if before.contains("\r\n") {
                XCTAssertFalse(
                    after.replacingOccurrences(of: "\r\n", with: "").contains("\n"),
                    "'\(fix.title)' mixes LF into a CRLF file", file: file, line: line)
            }
            if path.hasSuffix(".swift") { checkNoNewWarnings(fix, in: fixture, file: file, line: line) }
            lines.append("--- \(path) after:")
            lines.append(fixture.normalized(after))
        }
        return lines.joined(separator: "\n")
    }
}
