// Hover on a Maestro `id:` or an Appium accessibility id: the elements it finds, or why none.

/// Markdown for a flow's or suite's selector, answering what `unknown-identifier-in-ui-test`
/// decided about it.
enum UITestSelectorHover {
    static func text(_ selector: UITestSelector, workspace: AnalysisWorkspace, places: SitePrinter) -> String {
        var lines: [String] = []
        switch selector.framework {
        case .maestro:
            lines.append(
                "**`\(selector.written)`** · Maestro `id:` of `\(selector.shape)`: a whole, case-insensitive regular expression over identifiers"
            )
            if selector.pattern != selector.written, !selector.isOnlyKnownAtRunTime {
                lines.append("")
                lines.append("with `${…}` from `env:`: `\(selector.pattern)`")
            }
        case .appium:
            let kind = selector.isTemplate ? "a template, its `{…}` parts any text" : "matched exactly"
            lines.append(
                "**`\(selector.written)`** · Appium accessibility id, \(selector.shape): an element's identifier, or its label when it has none (\(kind))"
            )
        }
        lines.append("")
        if selector.isOnlyKnownAtRunTime {
            lines.append(
                selector.framework == .maestro
                    ? "a `${…}` no `env:` of the flow or of a flow that runs it defines: what it finds is only known at run time"
                    : "no literal part: what it finds is only known at run time")
            return lines.joined(separator: "\n")
        }
        let elements = workspace.identifiers(foundBy: selector)
        if !elements.isEmpty {
            lines.append("finds:")
            var seen: Set<String> = []
            for element in elements where seen.insert("\(element.value)|\(places.describe(element.site))").inserted {
                lines.append(
                    "- `\(element.value)` on `\(element.elementName)` — \(ConventionText.name(element.convention)), \(element.certainty.rawValue) — \(places.describe(element.site))"
                )
            }
            return lines.joined(separator: "\n")
        }
        let images = workspace.imageNames(foundBy: selector)
        if !images.isEmpty {
            lines.append(
                "no element sets this identifier; it finds an image view showing the image "
                    + images.prefix(5).map { "`\($0)`" }.joined(separator: ", ")
                    + " (an image loaded by name carries that name as its identifier)")
            return lines.joined(separator: "\n")
        }
        lines.append("no element has an identifier it matches")
        guard selector.framework == .appium else { return lines.joined(separator: "\n") }
        let labels = workspace.labels(foundBy: selector)
        lines.append("")
        if labels.isEmpty {
            lines.append(
                "no label the app shows is it either (system UI and web content are not seen), so it finds nothing")
        } else {
            lines.append("it finds an element without an identifier by its label:")
            for label in labels.prefix(5) {
                lines.append("- \(label.source.description) — \(places.describe(label.site))")
            }
            if labels.count > 5 { lines.append("- and \(labels.count - 5) more") }
        }
        return lines.joined(separator: "\n")
    }
}
