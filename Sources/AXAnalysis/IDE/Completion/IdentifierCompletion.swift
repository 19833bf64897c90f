// Completion of the app's identifiers inside the literals UI tests, Maestro flows and Appium
// suites find elements by.

/// One identifier offered for a query literal.
package struct IdentifierCompletionItem: Hashable, Sendable {
    /// The identifier as the analysis writes it (a template's run-time parts as `{expr}`).
    package var label: String
    /// What replaces the literal's value: the identifier in the literal's notation, or for a
    /// template a snippet with one tab stop per run-time part when `isSnippet`.
    package var newText: String
    package var isSnippet: Bool
    /// The text the typed prefix is compared with (the value as written there, holes included).
    package var filterText: String
    /// Orders concrete identifiers before `possible` ones and templates, then by value.
    package var sortText: String
    /// `Button · explicit SwiftUI modifier · LoginView.swift:18`.
    package var detail: String
    /// Markdown: every element that sets it, with its convention and certainty.
    package var documentation: String
    package var isTemplate: Bool
}

/// The identifiers offered at a position and the range of the literal's value they replace.
package struct IdentifierCompletions: Hashable, Sendable {
    package var range: ByteRange
    package var items: [IdentifierCompletionItem]
    /// True when more identifiers fit than were returned (typing more asks again).
    package var isIncomplete: Bool
}

enum IdentifierCompletion {
    static let maximumItems = 200

    /// Completions at `utf8Offset` of `path`, or nil when the position is not inside a query
    /// literal of a UI test, a Maestro `id:` or an Appium accessibility id. `snippets`: the
    /// client takes snippet syntax, so a template's `{…}` parts become tab stops.
    static func completions(at utf8Offset: Int, in path: String, snippets: Bool, workspace: AnalysisWorkspace)
        -> IdentifierCompletions?
    {
        guard let spot = spot(at: utf8Offset, in: path, workspace: workspace) else { return nil }
        let places = SitePrinter(workspace: workspace)
        var byValue: [String: [ComputedIdentifier]] = [:]
        var order: [String] = []
        for identifier in workspace.allIdentifiers() {
            let key = "\(identifier.isTemplate)|\(identifier.value)"
            if byValue[key] == nil { order.append(key) }
            byValue[key, default: []].append(identifier)
        }
        let typed = spot.typedPrefix.lowercased()
        var items: [IdentifierCompletionItem] = []
        for key in order {
            guard let group = byValue[key], let first = group.first else { continue }
            let item =
                first.isTemplate
                ? templateItem(first.value, encoding: spot.encoding, snippets: snippets)
                : spot.encoding.encode(first.value).map { (text: $0, isSnippet: false) }
            guard let item else { continue }
            let filterText = first.isTemplate ? (spot.encoding.encode(first.value) ?? first.value) : item.text
            guard accepts(typed, value: first.value, written: filterText, isTemplate: first.isTemplate) else {
                continue
            }
            items.append(
                IdentifierCompletionItem(
                    label: first.value, newText: item.text, isSnippet: item.isSnippet, filterText: filterText,
                    sortText:
                        "\(first.isTemplate ? 2 : group.contains { $0.certainty == .certain } ? 0 : 1)|\(first.value)",
                    detail: detail(group, places: places), documentation: documentation(group, places: places),
                    isTemplate: first.isTemplate))
        }
        items.sort { $0.sortText < $1.sortText }
        return IdentifierCompletions(
            range: spot.valueRange, items: Array(items.prefix(maximumItems)), isIncomplete: items.count > maximumItems)
    }

    /// The literal under the cursor, by the kind of file: a UI-test Swift file's query, a flow's
    /// `id:`, a suite's accessibility id.
    static func spot(at utf8Offset: Int, in path: String, workspace: AnalysisWorkspace) -> QueryLiteralSpot? {
        guard let text = workspace.text(of: path), let summary = workspace.summary(of: path) else { return nil }
        switch summary.kind {
        case .maestroFlow:
            return SelectorLiteral.maestroSpot(at: utf8Offset, text: text)
        case .appiumSuite:
            return SelectorLiteral.appiumSpot(at: utf8Offset, text: text, path: path)
        case .swift:
            // The syntax first: it is cheap on an open document's kept tree, and most Swift
            // completions are not in a query, where the answer must be nothing.
            let tree = workspace.openParse(of: path)?.tree ?? SwiftSourceParser.parse(text)
            guard let spot = SwiftQueryLiteral.spot(at: utf8Offset, in: tree, text: text), workspace.isUITestFile(path)
            else { return nil }
            return spot
        default:
            return nil
        }
    }

    /// Case-insensitive: a concrete value by prefix, a template when the typed text can still
    /// become one of its values (its first run-time part matches any rest).
    static func accepts(_ typed: String, value: String, written: String, isTemplate: Bool) -> Bool {
        guard !typed.isEmpty else { return true }
        guard isTemplate else { return written.lowercased().hasPrefix(typed) || value.lowercased().hasPrefix(typed) }
        let head = value.prefix { $0 != "{" }.lowercased()
        return typed.count <= head.count ? head.hasPrefix(typed) : typed.hasPrefix(head)
    }

    /// A template's text: each `{expr}` a tab stop (for a Maestro flow, whose `id:` is a regular
    /// expression, `.*` by default, which matches any run-time value), or without snippets the
    /// template as written (`.*` in its parts for a flow).
    static func templateItem(_ template: String, encoding: LiteralValueEncoding, snippets: Bool) -> (
        text: String, isSnippet: Bool
    )? {
        var pieces: [(literal: String, hole: String?)] = []
        var literal = ""
        var remaining = Substring(template)
        while let open = remaining.firstIndex(of: "{"), let close = remaining[open...].firstIndex(of: "}") {
            literal += remaining[..<open]
            pieces.append((literal, String(remaining[remaining.index(after: open)..<close])))
            literal = ""
            remaining = remaining[remaining.index(after: close)...]
        }
        pieces.append((literal + remaining, nil))
        let isFlow: Bool
        if case .maestro = encoding { isFlow = true } else { isFlow = false }
        var text = ""
        var stop = 1
        for piece in pieces {
            if !piece.literal.isEmpty {
                guard let encoded = encoding.encode(piece.literal) else { return nil }
                text += snippets ? snippetEscaped(encoded) : encoded
            }
            guard let hole = piece.hole else { continue }
            let placeholder = isFlow ? ".*" : hole
            if snippets {
                text += "${\(stop):\(snippetEscaped(placeholder))}"
                stop += 1
            } else {
                text += isFlow ? placeholder : "{\(hole)}"
            }
        }
        return (text, snippets)
    }

    private static func snippetEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "$", with: "\\$")
            .replacingOccurrences(of: "}", with: "\\}")
    }

    private static func detail(_ group: [ComputedIdentifier], places: SitePrinter) -> String {
        guard let first = group.first else { return "" }
        let sites = Set(group.map { "\($0.site.file)|\($0.site.range.start)" })
        let more = sites.count > 1 ? " · and \(sites.count - 1) more" : ""
        return "\(first.elementName) · \(ConventionText.name(first.convention)) · \(places.describe(first.site))\(more)"
    }

    private static func documentation(_ group: [ComputedIdentifier], places: SitePrinter) -> String {
        guard let first = group.first else { return "" }
        var lines = ["**`\(first.value)`**"]
        if first.isTemplate {
            lines.append("")
            lines.append("a template: its `{…}` parts are only known at run time")
        }
        lines.append("")
        lines.append("set by:")
        var seen: Set<String> = []
        for identifier in group where seen.insert("\(identifier.site.file)|\(identifier.site.range.start)").inserted {
            if seen.count > 5 { break }
            lines.append(
                "- `\(identifier.elementName)` — \(ConventionText.name(identifier.convention)), \(identifier.certainty.rawValue) — \(places.describe(identifier.site))"
            )
        }
        let total = Set(group.map { "\($0.site.file)|\($0.site.range.start)" }).count
        if total > 5 { lines.append("- and \(total - 5) more") }
        return lines.joined(separator: "\n")
    }
}
