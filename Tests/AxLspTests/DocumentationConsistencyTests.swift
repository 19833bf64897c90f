// The hand-written documents agree with each other and with the code: every relative link and
// anchor resolves, and a rule's severity stated in prose is the one the rule reports.
import Foundation
import XCTest

final class DocumentationConsistencyTests: XCTestCase {
    private let root = RulesDocumentationTests.repositoryRoot

    /// The Markdown a reader follows from the README (generated docs/rules.md included).
    private func documents() throws -> [URL] {
        var found: [URL] = []
        for folder in ["", "docs", "editors", "Examples", "Benchmarks"] {
            let url = folder.isEmpty ? root : root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let file as URL in enumerator {
                let relative = String(file.path.dropFirst(root.path.count + 1))
                if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") || $0 == "node_modules" }) {
                    enumerator.skipDescendants()
                    continue
                }
                // Only the root's own files when walking the root: the folders come next.
                if folder.isEmpty, relative.contains("/") {
                    enumerator.skipDescendants()
                    continue
                }
                if file.pathExtension == "md" { found.append(file) }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    func testEveryRelativeLinkAndAnchorResolves() throws {
        let documents = try documents()
        XCTAssertTrue(documents.contains { $0.lastPathComponent == "conventions.md" }, "\(documents)")
        var broken: [String] = []
        for document in documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            for target in MarkdownLinks.relativeTargets(in: text) {
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(
                    String.init)
                let path = parts.first ?? ""
                let linked =
                    path.isEmpty
                    ? document : document.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                let name = "\(document.path.dropFirst(root.path.count + 1)): (\(target))"
                guard FileManager.default.fileExists(atPath: linked.path) else {
                    broken.append("\(name) names a missing file")
                    continue
                }
                guard parts.count == 2, let anchor = parts.last, linked.pathExtension == "md" else { continue }
                let anchors = MarkdownLinks.anchors(in: try String(contentsOf: linked, encoding: .utf8))
                if !anchors.contains(anchor) { broken.append("\(name) names a missing anchor") }
            }
        }
        XCTAssertEqual(broken, [], broken.joined(separator: "\n"))
    }

    /// "`rule-id` warning", "`rule-id` (error)", "an `rule-id` info finding": prose that
    /// states a default severity must state the one `ax-lsp rules` (docs/rules.md's source) gives.
    func testSeveritiesStatedInProseAreTheRulesDefaults() throws {
        let listed = try AxLspRunner.run(["rules"], in: root)
        XCTAssertEqual(listed.exitCode, 0, listed.stderr)
        var severities: [String: String] = [:]
        for line in listed.stdout.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count >= 2 { severities[String(words[0])] = String(words[1]) }
        }
        XCTAssertEqual(severities["duplicate-identifier"], "error")
        let statement = try NSRegularExpression(
            pattern: "`([a-z0-9-]+)`\\s*(?:\\(|is an?\\s+|,\\s*)?(error|warning|info)\\b")
        var wrong: [String] = []
        for document in try documents()
        where document.lastPathComponent != "rules.md" && document.lastPathComponent != "accuracy.md" {
            let text = try String(contentsOf: document, encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            for match in statement.matches(in: text, range: range) {
                guard let idRange = Range(match.range(at: 1), in: text),
                    let severityRange = Range(match.range(at: 2), in: text)
                else { continue }
                let id = String(text[idRange])
                guard let actual = severities[id], actual != String(text[severityRange]) else { continue }
                wrong.append(
                    "\(document.lastPathComponent): `\(id)` \(text[severityRange]), but the rule reports \(actual)")
            }
        }
        XCTAssertEqual(wrong, [], wrong.joined(separator: "\n"))
    }
}

/// Links and anchors of Markdown as GitHub renders it.
enum MarkdownLinks {
    /// `](target)` outside fenced code, without a scheme (`https:`, `mailto:`).
    static func relativeTargets(in text: String) -> [String] {
        var targets: [String] = []
        for line in linesOutsideFences(text) {
            var rest = Substring(line)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                let target = String(after[..<close])
                rest = after[close...]
                if target.isEmpty || target.contains(" ") { continue }
                if target.range(of: "^[a-zA-Z][a-zA-Z0-9+.-]*:", options: .regularExpression) != nil { continue }
                targets.append(target)
            }
        }
        return targets
    }

    /// GitHub's heading slugs (lowercase, punctuation dropped, spaces to hyphens, `-1` for
    /// repeats) and explicit `<a id="…">` / `<a name="…">` anchors.
    static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        var counts: [String: Int] = [:]
        for line in linesOutsideFences(text) {
            if let heading = line.range(of: "^#{1,6}\\s+", options: .regularExpression) {
                let title = line[heading.upperBound...].lowercased()
                let slug = String(
                    title.compactMap { character -> Character? in
                        if character == " " { return "-" }
                        if character == "-" || character == "_" || character.isLetter || character.isNumber {
                            return character
                        }
                        return nil
                    })
                let repeats = counts[slug, default: 0]
                counts[slug] = repeats + 1
                anchors.insert(repeats == 0 ? slug : "\(slug)-\(repeats)")
            }
            for attribute in ["id", "name"] {
                var rest = Substring(line)
                while let start = rest.range(of: "<a \(attribute)=\"") {
                    let after = rest[start.upperBound...]
                    guard let end = after.firstIndex(of: "\"") else { break }
                    anchors.insert(String(after[..<end]))
                    rest = after[end...]
                }
            }
        }
        return anchors
    }

    private static func linesOutsideFences(_ text: String) -> [String] {
        var inFence = false
        var lines: [String] = []
        for line in text.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if !inFence { lines.append(line) }
        }
        return lines
    }
}
