// Hover on a UI-test query: what it finds, and why `unknown-identifier-in-ui-test` reports it or not.

extension Hover {
    /// Says "no element has this identifier" exactly when `check` reports the query, and
    /// otherwise what lets it pass: identifiers, a template, a catch-all excused by a value the
    /// app's code produces, or a label.
    static func testReferenceText(_ reference: TestReferenceFact, workspace: AnalysisWorkspace, places: SitePrinter)
        -> String
    {
        let values = workspace.queriedValues(of: reference)
        guard !values.isEmpty else {
            if reference.value.kind == .reference,
                let missing = workspace.index.constants.missingMember(reference.value.value)
            {
                return
                    "UI-test query of `\(reference.value.value)`: `\(missing.owner)` declares no `\(missing.name)`, so it matches nothing the app sets"
            }
            return "UI-test query of `\(reference.value.value)`; its value is only known at run time"
        }
        let key = reference.kind == .labelPredicate ? "label" : "identifier"
        let shown = values.map { value in reference.pattern.map { "`\(key) \($0.written) '\(value)'`" } ?? "`\(value)`"
        }
        var lines = ["**" + shown.joined(separator: " or ") + "** · queried by this UI test"]
        if reference.kind == .generatedConstant {
            lines.append("")
            lines.append("the value of `\(reference.value.value)`")
        }
        let reported = workspace.findings(inFile: reference.site.file).contains {
            $0.ruleID == UnknownIdentifierInUITestRule.description.id && $0.site.range.overlaps(reference.site.range)
        }
        for value in values {
            lines.append("")
            lines += describe(value, reference: reference, reported: reported, workspace: workspace, places: places)
        }
        return lines.joined(separator: "\n")
    }

    private static func describe(
        _ value: String, reference: TestReferenceFact, reported: Bool, workspace: AnalysisWorkspace,
        places: SitePrinter
    ) -> [String] {
        var lines: [String] = []
        switch workspace.queryOutcome(of: value, reference: reference) {
        case .identifiers(let found):
            let sites = found.flatMap { workspace.sites(ofIdentifier: $0) }
            lines.append(
                reference.kind == .labelPredicate
                    ? "identifiers it fits (a label predicate does not match them):" : "set by:")
            for site in sites.prefix(maximumIdentifiers) {
                let name = found.count > 1 ? "`\(site.value)` on " : ""
                lines.append(
                    "- \(name)`\(site.elementName)` — \(ConventionText.name(site.convention)), \(site.certainty.rawValue) — \(places.describe(site.site))"
                )
            }
            if sites.count > maximumIdentifiers { lines.append("- and \(sites.count - maximumIdentifiers) more") }
        case .template(let template):
            lines.append("it fits the template `\(template)`, whose `{…}` parts are known only at run time; set by:")
            for site in workspace.sites(ofIdentifier: template).prefix(maximumIdentifiers) {
                lines.append(
                    "- `\(site.elementName)` — \(ConventionText.name(site.convention)) — \(places.describe(site.site))")
            }
        case .catchAll(let identifier, let produced):
            let wherePart = produced.site.map { ", \(places.describe($0))" } ?? ""
            lines.append(
                "no identifier the analysis follows is this string, but `\(identifier.elementName)` at \(places.describe(identifier.site)) "
                    + "sets `\(identifier.value)`, a value known only at run time, and the app's code produces this string "
                    + "(\(produced.description)\(wherePart)): it may be that identifier, so it is not reported")
        case .builtIn(let identifier):
            lines.append(
                "`\(identifier)` is the identifier iOS gives the navigation bar's back button, so it is not reported")
        case .none:
            lines += unmatched(value, reference: reference, reported: reported, workspace: workspace, places: places)
        }
        return lines
    }

    /// A query no identifier fits: reported, or let pass because a label matches it or it does
    /// not look like one of the app's identifiers.
    private static func unmatched(
        _ value: String, reference: TestReferenceFact, reported: Bool, workspace: AnalysisWorkspace,
        places: SitePrinter
    ) -> [String] {
        var lines: [String] = []
        if reported {
            lines.append(
                reference.kind == .labelPredicate ? "no label the app shows fits it" : "no element has this identifier")
        } else {
            lines.append(
                reference.kind == .labelPredicate ? "a label query" : "no identifier the analysis found is this string")
        }
        guard
            reference.kind == .subscriptQuery || reference.kind == .matchingIdentifier
                || reference.kind == .labelPredicate
        else { return lines }
        // Why the query is, or is not, reported: XCUITest matches labels too.
        let labels = reference.pattern == nil ? workspace.labels(matching: value) : []
        lines.append("")
        if !labels.isEmpty {
            lines.append("it matches a label, so it is not reported:")
            for label in labels.prefix(5) {
                lines.append("- \(label.source.description) — \(places.describe(label.site))")
            }
            if labels.count > 5 { lines.append("- and \(labels.count - 5) more") }
        } else if reported {
            lines.append("no label the app shows matches it either (system UI and web content are not seen)")
        } else {
            lines.append(
                "it matches no label the app shows, or only one the analysis cannot see, and does not look like one of the app's identifiers: "
                    + "system UI or web content, so it is not reported")
        }
        return lines
    }
}
