// Hover: what identifier an element, modifier, injection call or UI-test string stands for, as
// Markdown.

/// Builds hover text.
package enum Hover {
    /// At most this many identifiers are described in one hover (a branch high up a tree
    /// contributes to many); the rest are counted.
    static let maximumIdentifiers = 12

    /// The hover at `utf8Offset` in `path`: Markdown and the range it describes, or nil.
    package static func markdown(at utf8Offset: Int, in path: String, workspace: AnalysisWorkspace) -> (
        text: String, range: ByteRange
    )? {
        let places = SitePrinter(workspace: workspace)
        if let reference = workspace.testReference(at: utf8Offset, inFile: path) {
            return (testReferenceText(reference, workspace: workspace, places: places), reference.value.site.range)
        }
        if let selector = workspace.uiTestSelector(at: utf8Offset, inFile: path) {
            var sections = [UITestSelectorHover.text(selector, workspace: workspace, places: places)]
            sections += rulesOfFindings(at: utf8Offset, in: path, workspace: workspace).descriptions.map(ruleText)
            return (sections.joined(separator: "\n\n---\n\n"), selector.site.range)
        }
        let rules = rulesOfFindings(at: utf8Offset, in: path, workspace: workspace)
        let candidates = workspace.identifiers(at: utf8Offset, inFile: path)
        let (chosen, chosenRange) =
            candidates.isEmpty
            ? ([], ByteRange(start: utf8Offset, end: utf8Offset)) : choose(candidates, at: utf8Offset, in: path)
        guard !chosen.isEmpty || !rules.descriptions.isEmpty else { return nil }
        var sections = chosen.prefix(maximumIdentifiers).map { describe($0, workspace: workspace, places: places) }
        if chosen.count > maximumIdentifiers {
            sections.append("and \(chosen.count - maximumIdentifiers) more identifiers")
        }
        sections += rules.descriptions.map(ruleText)
        return (sections.joined(separator: "\n\n---\n\n"), chosen.isEmpty ? rules.range : chosenRange)
    }

    /// The rules of the findings whose range holds the position, each once, and the smallest
    /// such range: hovering a diagnostic explains its rule.
    static func rulesOfFindings(at offset: Int, in path: String, workspace: AnalysisWorkspace) -> (
        descriptions: [RuleDescription], range: ByteRange
    ) {
        var descriptions: [RuleDescription] = []
        var range = ByteRange(start: offset, end: offset)
        var smallest: Int?
        // A duplicate group is one finding at its first site; its other sites explain it too.
        let relatedHere = workspace.duplicateFindings(relatedTo: path).flatMap { finding in
            finding.related.filter { $0.site.file == path }.map { related -> Finding in
                var here = finding
                here.site = related.site
                return here
            }
        }
        for finding in workspace.findings(inFile: path) + relatedHere {
            let site = finding.site.range
            guard site.start <= offset && (offset < site.end || offset == site.start) else { continue }
            if smallest == nil || site.length < (smallest ?? 0) {
                smallest = site.length
                range = site
            }
            if let description = RuleRegistry.description(of: finding.ruleID),
                !descriptions.contains(where: { $0.id == description.id })
            {
                descriptions.append(description)
            }
        }
        return (descriptions, range)
    }

    /// A rule's summary and help; its examples are one code action away ("Explain rule").
    static func ruleText(_ rule: RuleDescription) -> String {
        var lines = [
            "**rule `\(rule.id)`** · \(rule.defaultSeverity.rawValue) by default · \(rule.summary)", "", rule.help
        ]
        if !rule.semantics.isEmpty {
            lines += ["", "follows \(rule.semantics.joined(separator: ", ")) (docs/conventions.md)"]
        }
        lines += ["", "examples: the \"Explain rule '\(rule.id)'\" code action, or `ax-lsp rules \(rule.id)`"]
        return lines.joined(separator: "\n")
    }

    /// The identifiers the position is most specifically about: the token that reports them,
    /// then a branch, usage or injection step, then the innermost element around the position.
    static func choose(_ candidates: [ComputedIdentifier], at offset: Int, in path: String) -> (
        [ComputedIdentifier], ByteRange
    ) {
        let bySite = candidates.filter { $0.site.file == path && $0.site.range.contains(offset) }
        if let first = bySite.first { return (unique(bySite), first.site.range) }
        var stepRange: ByteRange?
        let byStep = candidates.filter { identifier in
            guard let step = identifier.via.first(where: { $0.site.file == path && $0.site.range.contains(offset) })
            else { return false }
            if stepRange == nil || step.site.range.length < (stepRange?.length ?? 0) { stepRange = step.site.range }
            return true
        }
        if let stepRange { return (unique(byStep), stepRange) }
        let byElement = candidates.filter { $0.elementSite.file == path && $0.elementSite.range.contains(offset) }
        guard let innermost = byElement.min(by: { $0.elementSite.range.length < $1.elementSite.range.length }) else {
            return ([], ByteRange(start: offset, end: offset))
        }
        let range = innermost.elementSite.range
        return (unique(byElement.filter { $0.elementSite.range == range }), range)
    }

    private static func unique(_ identifiers: [ComputedIdentifier]) -> [ComputedIdentifier] {
        var seen: Set<String> = []
        return identifiers.filter {
            seen.insert("\($0.value)|\($0.site.file)|\($0.site.range.start)|\($0.elementSite.range.start)").inserted
        }
    }

    static func describe(_ identifier: ComputedIdentifier, workspace: AnalysisWorkspace, places: SitePrinter) -> String
    {
        var lines = [
            "**`\(identifier.value)`** · \(ConventionText.name(identifier.convention)) · \(identifier.certainty.rawValue)"
        ]
        if let note = identifier.note {
            lines.append("")
            lines.append(note)
        }
        if let condition = identifier.conditions.displayText {
            lines.append("")
            lines.append("only when `\(condition)`")
        }
        if identifier.isRepeated {
            lines.append("")
            lines.append("repeated at run time (list rows, reused cells): one site, many elements")
        }
        if isComposed(identifier.convention) {
            lines += composition(of: identifier, places: places)
        } else {
            lines += placement(of: identifier, places: places)
        }
        let behaviours = ConventionBehaviours.ids(of: identifier)
        if !behaviours.isEmpty {
            lines.append("")
            lines.append(
                "\(ConventionText.name(identifier.convention)) behaviours \(behaviours.joined(separator: ", ")) (docs/conventions.md)"
            )
        }
        let tests =
            workspace.testReferences(toIdentifier: identifier.value).map(\.site)
            + workspace.uiTestSelectors(finding: identifier).map(\.site)
        lines.append("")
        if tests.isEmpty {
            lines.append("no UI test queries it")
        } else {
            lines.append("queried by UI tests: " + tests.map { places.describe($0) }.joined(separator: ", "))
        }
        let others = workspace.sites(ofIdentifier: identifier.value).filter { other in
            other.site != identifier.site && other.elementSite != identifier.elementSite
                && !other.conditions.isMutuallyExclusive(with: identifier.conditions)
        }
        if !others.isEmpty {
            var seen: Set<String> = []
            let described = others.map { places.describe($0.site) }.filter { seen.insert($0).inserted }
            lines.append("")
            lines.append("⚠️ also set at: " + described.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    /// At most this many screens are listed for an explicit identifier; the rest are counted.
    static let maximumScreens = 8

    /// Conventions that build an identifier out of the places an element is reached through
    /// (a type's name and a property's, branches and leaves, a RapidA11y root and its
    /// controls): the path is the identifier's meaning. An explicit identifier is its own
    /// value wherever the element is shown.
    static func isComposed(_ convention: Convention) -> Bool {
        switch convention {
        case .aaii, .branchLeaf, .identificable, .rapid: return true
        case .explicitUIKit, .explicitSwiftUI, .interfaceBuilder: return false
        }
    }

    /// A composed identifier's usage contexts and the steps that composed it, outermost first.
    private static func composition(of identifier: ComputedIdentifier, places: SitePrinter) -> [String] {
        var lines: [String] = []
        if identifier.contexts.count > 1 {
            lines.append("")
            lines.append(
                "reached from \(identifier.contexts.count) usage contexts: "
                    + identifier.contexts.map { "`\($0)`" }.joined(separator: ", "))
        }
        if !identifier.via.isEmpty {
            lines.append("")
            lines.append("composed from:")
            for (number, step) in identifier.via.enumerated() {
                lines.append("\(number + 1). \(step.detail) — \(places.describe(step.site))")
            }
        }
        return lines
    }

    /// An explicit identifier: where it is set, where its value was written when a use or a
    /// property passed it in, and the screens (render roots) that show the element, one a line.
    /// The views, modifiers and presentations between a root and the element change nothing
    /// about the value, so they are not listed.
    private static func placement(of identifier: ComputedIdentifier, places: SitePrinter) -> [String] {
        var lines = ["", "set at \(places.describe(identifier.site))"]
        let valueSteps = identifier.via.filter { step in
            switch step.kind {
            case .property, .valueFlow, .assignment, .explicit: return step.site != identifier.site
            default: return false
            }
        }
        if !valueSteps.isEmpty {
            lines.append("")
            lines.append("value from:")
            for (number, step) in valueSteps.enumerated() {
                lines.append("\(number + 1). \(step.detail) — \(places.describe(step.site))")
            }
        }
        let screens = identifier.contexts
        if !screens.isEmpty {
            lines.append("")
            lines.append(screens.count == 1 ? "on 1 screen:" : "on \(screens.count) screens:")
            lines += screens.prefix(maximumScreens).map { "- `\($0)`" }
            if screens.count > maximumScreens { lines.append("- and \(screens.count - maximumScreens) more") }
        }
        return lines
    }
}

/// Names sites as `File.swift:14`, indexing each file's lines once.
final class SitePrinter {
    private let workspace: AnalysisWorkspace
    private var indexes: [String: LineIndex] = [:]

    init(workspace: AnalysisWorkspace) { self.workspace = workspace }

    func describe(_ site: SourceSite) -> String {
        let name = site.file.split(separator: "/").last.map(String.init) ?? site.file
        guard let text = workspace.text(of: site.file) else { return name }
        let index = indexes[site.file] ?? LineIndex(text)
        indexes[site.file] = index
        return "\(name):\(index.humanPosition(of: site.range.start).line)"
    }
}
