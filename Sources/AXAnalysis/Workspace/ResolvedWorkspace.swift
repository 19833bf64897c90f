// One consistent resolution of all summaries: identifiers, findings and lookup tables.

/// The result of resolving every convention over a set of summaries. Immutable.
struct ResolvedWorkspace {
    let index: WorkspaceIndex
    let identifiers: [ComputedIdentifier]
    let findings: [Finding]
    let identifiersByFile: [String: [ComputedIdentifier]]
    let identifiersByValue: [String: [ComputedIdentifier]]
    let findingsByFile: [String: [Finding]]
    let uiTestPaths: Set<String>
    /// `Identifiers.X.y` → its generated constant.
    let generatedConstants: [String: GeneratedConstantFact]

    init(summaries: [String: FileSummary], texts: [String: String], options: AnalysisOptions) {
        let index = WorkspaceIndex(summaries: summaries, options: options)
        self.index = index
        let uiTestPaths = UITestFiles.paths(in: summaries, globs: options.uiTestPathGlobs)
        self.uiTestPaths = uiTestPaths

        var output = ResolutionOutput()
        output.append(UIKitResolver.resolve(index: index, options: options))
        output.append(SwiftUIResolver.resolve(index: index, options: options))
        if options.interfaceBuilder {
            output.append(InterfaceBuilderResolver.resolve(index: index))
        }
        let identifiers = output.identifiers.sorted(by: ResolvedWorkspace.identifierOrder)

        var constants: [String: GeneratedConstantFact] = [:]
        for summary in summaries.values {
            for constant in summary.generatedConstants { constants[constant.path] = constant }
        }
        self.generatedConstants = constants

        let lines = SiteDescriber(texts: texts)
        let context = RuleContext(
            summaries: summaries, identifiers: identifiers, index: index, options: options, uiTestPaths: uiTestPaths,
            describe: { lines.describe($0) }
        )
        var findings = output.findings
        for rule in RuleRegistry.workspaceRules {
            findings.append(contentsOf: rule.check(context))
        }
        findings = FindingFilter.apply(findings, options: options, summaries: summaries)
        findings.sort(by: ResolvedWorkspace.findingOrder)

        self.identifiers = identifiers
        self.findings = findings
        self.identifiersByFile = Dictionary(grouping: identifiers, by: { $0.site.file })
        self.identifiersByValue = Dictionary(grouping: identifiers, by: { $0.value })
        self.findingsByFile = Dictionary(grouping: findings, by: { $0.site.file })
    }

    static func identifierOrder(_ a: ComputedIdentifier, _ b: ComputedIdentifier) -> Bool {
        (a.site.file, a.site.range.start, a.value, a.contextKey) < (b.site.file, b.site.range.start, b.value, b.contextKey)
    }

    static func findingOrder(_ a: Finding, _ b: Finding) -> Bool {
        (a.site.file, a.site.range.start, a.ruleID, a.message) < (b.site.file, b.site.range.start, b.ruleID, b.message)
    }
}

/// Turns sites into `File.swift:14` for messages, indexing each file's lines once.
final class SiteDescriber {
    private let texts: [String: String]
    private var indexes: [String: LineIndex] = [:]

    init(texts: [String: String]) { self.texts = texts }

    func describe(_ site: SourceSite) -> String {
        let name = site.file.split(separator: "/").last.map(String.init) ?? site.file
        guard let text = texts[site.file] else { return name }
        let index: LineIndex
        if let cached = indexes[site.file] {
            index = cached
        } else {
            index = LineIndex(text)
            indexes[site.file] = index
        }
        return "\(name):\(index.humanPosition(of: site.range.start).line)"
    }
}
