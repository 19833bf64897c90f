// The identifier answers of `ax-lsp mcp`: one entry per identifier (the `ids --format json`
// entry plus what a test author needs: the element kind, the screens, the queries that use it),
// lookup by value or pattern, and the query to write for it.
import AXAnalysis
import Foundation

extension AgentTools {
    /// A list of identifier entries under `header`, with a text line per identifier.
    func identifierList(_ identifiers: [ComputedIdentifier], header: [(String, JSONValue)], title: String)
        -> AgentToolResult
    {
        let context = agentWorkspace.reportContext()
        let usage = agentWorkspace.derived().usage
        var lines = ["\(title): \(identifiers.count) identifier\(identifiers.count == 1 ? "" : "s")"]
        let labels = ElementLabels(workspace: workspace, files: Set(identifiers.map(\.elementSite.file)))
        let entries = identifiers.map { identifier -> JSONValue in
            let entry = identifierEntry(identifier, label: labels.label(of: identifier), context: context, usage: usage)
            lines.append(entry.line)
            return entry.json
        }
        return AgentToolResult(
            structured: .object(header + [("identifiers", .array(entries))]), text: lines.joined(separator: "\n"))
    }

    /// The `ids --format json` entry with the element, composition details and the UI-test
    /// queries that find it; and its one-line text.
    func identifierEntry(
        _ identifier: ComputedIdentifier, label: String?, context: ReportContext, usage: IdentifierTestUsage
    ) -> (json: JSONValue, line: String) {
        guard case .object(var members) = IdentifierFormat.jsonEntry(identifier, context: context) else {
            return (.null, "")
        }
        let elementType = ElementQueryKind.elementType(of: identifier, workspace: workspace)
        let kind = ElementQueryKind.of(typeName: elementType)
        // The composition steps in words, beside `via`'s positions.
        members.removeAll { $0.0 == "via" }
        members.append(
            (
                "via",
                .array(
                    identifier.via.map { step in
                        let position = context.position(of: step.site)
                        return .object([
                            ("kind", .string(step.kind.rawValue)), ("detail", .string(step.detail)),
                            ("file", .string(step.site.file)),
                            ("line", .int(position.line)), ("column", .int(position.column))
                        ])
                    })
            ))
        members += [
            ("element", .string(identifier.elementName)),
            ("elementType", .optional(elementType)),
            ("elementKind", .string(kind.name)),
            ("label", .optional(label)),
            ("repeated", .bool(identifier.isRepeated))
        ]
        let tests = usage.references(to: identifier.value)
        members.append(
            (
                "uiTests",
                .array(
                    tests.map { reference in
                        let position = context.position(of: reference.site)
                        return .object([
                            ("file", .string(reference.site.file)), ("line", .int(position.line)),
                            ("query", .string(reference.kind.rawValue))
                        ])
                    })
            ))
        let selectors = usage.selectors(finding: identifier)
        members.append(
            (
                "flows",
                .array(
                    selectors.map { selector in
                        let position = context.position(of: selector.site)
                        return .object([
                            ("framework", .string(selector.framework == .maestro ? "maestro" : "appium")),
                            ("file", .string(selector.site.file)),
                            ("line", .int(position.line)), ("selector", .string(selector.written))
                        ])
                    })
            ))
        let position = context.position(of: identifier.site)
        var line =
            "\(identifier.value)  \(kind.name)\(label.map { " \"\($0)\"" } ?? ""), \(identifier.certainty.rawValue), \(identifier.site.file):\(position.line)"
        if !identifier.via.isEmpty { line += ", from " + identifier.via.map(\.detail).joined(separator: " > ") }
        let queried = tests.count + selectors.count
        line += queried == 0 ? ", no test queries it" : ", queried by \(queried) test\(queried == 1 ? "" : "s")"
        return (.object(members), line)
    }

    func findIdentifier(_ arguments: AgentArguments) throws -> AgentToolResult {
        let wanted = arguments.string("identifier") ?? ""
        let matches = identifiers(matching: wanted)
        guard matches.isEmpty else {
            return identifierList(matches, header: [("query", .string(wanted))], title: "'\(wanted)'")
        }
        let values = Array(Set(workspace.allIdentifiers().map { $0.value })).sorted()
        let suggestions = Self.nearest(to: wanted, among: values)
        let text =
            "no identifier is '\(wanted)'"
            + (suggestions.isEmpty
                ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?")
        return AgentToolResult(
            structured: .object([
                ("query", .string(wanted)), ("identifiers", .array([])),
                ("didYouMean", .array(suggestions.map(JSONValue.string)))
            ]), text: text)
    }

    /// Identifiers equal to `wanted`, or matching it where it has `*`; each site once.
    func identifiers(matching wanted: String) -> [ComputedIdentifier] {
        guard wanted.contains("*") else { return workspace.sites(ofIdentifier: wanted) }
        let pieces = wanted.components(separatedBy: "*")
        return workspace.allIdentifiers().filter { Self.value($0.value, matches: pieces) }
    }

    /// A `*` glob over the value (pieces are the parts between the stars).
    static func value(_ value: String, matches pieces: [String]) -> Bool {
        guard let first = pieces.first, let last = pieces.last, value.hasPrefix(first) else { return false }
        var rest = value.dropFirst(first.count)
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return pieces.count > 1 ? rest.hasSuffix(last) : rest.isEmpty
    }

    /// Up to five values within a third of the word's length in edits, nearest first, and any
    /// that contain it.
    static func nearest(to word: String, among values: [String]) -> [String] {
        let bound = max(2, word.count / 3)
        let lowered = word.lowercased()
        let close = values.map { ($0, Spelling.distance($0.lowercased(), lowered)) }.filter { $0.1 <= bound }.sorted {
            ($0.1, $0.0) < ($1.1, $1.0)
        }.map(\.0)
        let containing = values.filter { word.count >= 3 && $0.lowercased().contains(lowered) }
        var chosen: [String] = []
        for value in close + containing where !chosen.contains(value) && chosen.count < 5 { chosen.append(value) }
        return chosen
    }
}

/// What VoiceOver reads for the elements identifiers are set on: the accessibility outlines of
/// the screens declared in the identifiers' element files, matched by the site that creates the
/// element (the outline's element) and the site the identifier names as its element.
struct ElementLabels {
    private var byFile: [String: [(site: SourceSite, label: String)]] = [:]
    /// The stored properties of the classes declared in those files, by file and name: a UIKit
    /// identifier names its element by the property (`saveButton.accessibilityIdentifier = …`),
    /// the outline by where the property's value is created.
    private var properties: [String: [String: [SourceSite]]] = [:]

    init(workspace: AnalysisWorkspace, files: Set<String>) {
        guard !files.isEmpty else { return }
        let summaries = workspace.paths.compactMap { workspace.summary(of: $0) }
        for (site, label) in AccessibilityOutliner.elementLabels(summaries: summaries, files: files) {
            byFile[site.file, default: []].append((site, label))
        }
        for summary in summaries where files.contains(summary.path) {
            for fact in summary.outline.classes {
                for property in fact.properties {
                    properties[summary.path, default: [:]][property.name, default: []].append(property.site)
                }
            }
        }
    }

    /// The label of the element created where the identifier's element is, or inside or around
    /// that site (`UIButton(type: .system)` in `let button = UIButton(type: .system)`); nil when
    /// no outline element is there or several labels are.
    func label(of identifier: ComputedIdentifier) -> String? {
        let wanted = identifier.elementSite
        guard let candidates = byFile[wanted.file] else { return nil }
        if let exact = candidates.first(where: { $0.site == wanted }) { return exact.label }
        var places = [wanted.range]
        // `self.saveButton` or `saveButton`: the one stored property of that name in the file.
        let name =
            identifier.elementName.hasPrefix("self.")
            ? String(identifier.elementName.dropFirst(5)) : identifier.elementName
        if let declared = properties[wanted.file]?[name], declared.count == 1, let property = declared.first {
            places.append(property.range)
        }
        for place in places {
            let overlapping = Set(
                candidates.filter { candidate in
                    (candidate.site.range.start >= place.start && candidate.site.range.end <= place.end)
                        || (place.start >= candidate.site.range.start && place.end <= candidate.site.range.end)
                }.map(\.label))
            if overlapping.count == 1 { return overlapping.first }
        }
        return nil
    }
}
