import AXTestSupport
import XCTest

// Every identifier of the exactness fixtures (inherited entry points, values at injection
// time, overwrites, arrays, generics, `#if`) is what the editor shows: an inlay hint with the
// value in the file it is reported in, and a hover at its site naming it, plain, with CRLF
// line endings and with non-ASCII text before the markers. Values that are not
// identifiers (overwritten, nil at the call, never compiled) appear in neither.
@testable import AXAnalysis

final class ExactnessAgreementTests: XCTestCase {
    func testHintsAndHoverAgreeWithTheIdentifiers() throws {
        let fixtures = AnalysisFixtures.fixtures(in: "Exactness")
        XCTAssertFalse(fixtures.isEmpty)
        for fixture in fixtures {
            let source = try String(contentsOf: fixture, encoding: .utf8)
            var options = AnalysisOptions()
            if let line = source.split(separator: "\n").first(where: {
                $0.hasPrefix("// options: compilation_conditions")
            }) {
                options.compilationConditions = line.dropFirst("// options: compilation_conditions".count).split(
                    separator: " "
                ).map(String.init)
            }
            for marked in [
                MarkedWorkspace(source), MarkedWorkspace(source, lineBreak: "\r\n"),
                MarkedWorkspace(source, prefix: "/* Ünïcödé 🧪 */ ")
            ] {
                let workspace = FixtureRunner.analyze(marked, options: options)
                let identifiers = workspace.allIdentifiers()
                let values = Set(identifiers.map(\.value))
                for path in Set(marked.files.map(\.path)) where path.hasSuffix(".swift") {
                    let text = workspace.text(of: path) ?? ""
                    let hints = IdentifierHints.hints(
                        in: path, range: ByteRange(start: 0, end: text.utf8.count), workspace: workspace,
                        includeEdits: false)
                    // A hint shows one value and lists every value of its element in the tooltip.
                    var hinted: Set<String> = []
                    for hint in hints {
                        hint.label.split(separator: "\"").dropFirst().first.map { hinted.insert(String($0)) }
                        for line in hint.tooltip.split(separator: "\n") {
                            let text = line.hasPrefix("- ") ? line.dropFirst(2) : line
                            if text.hasPrefix("`"), let value = text.dropFirst().split(separator: "`").first {
                                hinted.insert(String(value))
                            }
                        }
                    }
                    let reported = Set(identifiers.filter { $0.site.file == path }.map(\.value))
                    XCTAssertEqual(
                        hinted, reported, "\(fixture.lastPathComponent) \(path): hints differ from the identifiers")
                    XCTAssertTrue(
                        hinted.isSubset(of: values),
                        "\(fixture.lastPathComponent): a hint shows a value that is no identifier")
                }
                for identifier in identifiers {
                    let hover = Hover.markdown(
                        at: identifier.site.range.start, in: identifier.site.file, workspace: workspace)
                    let others = identifiers.filter { $0.site == identifier.site }.count
                    guard others <= 5 else { continue }
                    XCTAssertTrue(
                        hover?.text.contains("`\(identifier.value)`") == true,
                        "\(fixture.lastPathComponent): hover at \(identifier.value)'s site does not name it: \(hover?.text ?? "none")"
                    )
                }
            }
        }
    }
}
