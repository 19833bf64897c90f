// The shape every rule has: a description (its user documentation) and, for rules that look
// at the whole workspace, a check. Rules that resolvers trigger build their findings through
// their own type, so each rule's wording lives in one file.

/// A rule's metadata and documentation, shown in SARIF, `ax-lsp rules`, `docs/rules.md` and the
/// editor's "explain rule" action.
package struct RuleDescription: Hashable, Sendable {
    /// Stable id, used in config, suppressions, baselines and diagnostic codes.
    package let id: String
    package let defaultSeverity: Severity
    /// Off unless listed in `opt_in_rules`.
    package let isOptIn: Bool
    /// One line for lists.
    package let summary: String
    /// A paragraph: what the rule finds, why it matters, how to fix it.
    package let help: String
    /// The run-time behaviours it follows, by their ids in `docs/conventions.md` (`BL-2`, `AAII-6`).
    package let semantics: [String]
    /// Sources where the rule reports a finding at every marker, and nowhere else.
    package let triggeringExamples: [RuleExample]
    /// Sources where the rule reports nothing.
    package let nonTriggeringExamples: [RuleExample]

    package init(
        id: String, defaultSeverity: Severity, isOptIn: Bool = false, summary: String, help: String,
        semantics: [String] = [],
        triggeringExamples: [RuleExample] = [], nonTriggeringExamples: [RuleExample] = []
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.isOptIn = isOptIn
        self.summary = summary
        self.help = help
        self.semantics = semantics
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// One example of a rule, SwiftLint style: the documentation shows it and `RuleExampleTests`
/// runs it through the real analysis, so the two cannot drift apart.
///
/// The source is one Swift file, or several files each introduced by a `//- path` line (a path
/// ending in `.storyboard` or `.xib` is Interface Builder XML; a file under a `UITests` folder
/// that uses `XCUIApplication` is a UI test). In a triggering example an emoji marker (`1️⃣`,
/// `2️⃣`…) stands where each finding of the rule starts; markers are not part of the source.
package struct RuleExample: Hashable, Sendable, ExpressibleByStringLiteral {
    package let source: String
    /// Options the example runs with instead of the defaults (a limit small enough to reach in
    /// a few lines, say); the source should say so in a comment, since documents show only it.
    /// An opt-in rule is turned on for its own examples either way.
    package let options: AnalysisOptions?

    package init(_ source: String, options: AnalysisOptions? = nil) {
        self.source = source
        self.options = options
    }

    package init(stringLiteral source: String) { self.init(source) }

    /// The markers that may stand in a source, in order.
    package static let markers: [String] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]
}

/// A rule: one type, one file, one test file.
package protocol Rule {
    static var description: RuleDescription { get }
}

extension Rule {
    /// A finding of this rule with its default severity (options may change it later).
    package static func makeFinding(
        at site: SourceSite, message: String, identifier: String? = nil,
        related: [RelatedSite] = [], fixes: [Fix] = [], isUnnecessaryCode: Bool = false
    ) -> Finding {
        Finding(
            ruleID: description.id, severity: description.defaultSeverity, site: site, message: message,
            identifier: identifier, related: related, fixes: fixes, isUnnecessaryCode: isUnnecessaryCode
        )
    }
}

/// A rule that runs over the resolved workspace (duplicates, unknown test references…).
package protocol WorkspaceRule: Rule {
    static func check(_ context: RuleContext) -> [Finding]
}

/// What workspace rules see: every summary, every identifier, and the type index.
package struct RuleContext {
    package let summaries: [String: FileSummary]
    package let identifiers: [ComputedIdentifier]
    package let index: WorkspaceIndex
    package let options: AnalysisOptions
    /// Paths that are UI-test sources.
    package let uiTestPaths: Set<String>
    /// Names a site for messages: `ContentView.swift:14`.
    package let describe: (SourceSite) -> String

    package init(
        summaries: [String: FileSummary], identifiers: [ComputedIdentifier], index: WorkspaceIndex,
        options: AnalysisOptions, uiTestPaths: Set<String>, describe: @escaping (SourceSite) -> String
    ) {
        self.summaries = summaries
        self.identifiers = identifiers
        self.index = index
        self.options = options
        self.uiTestPaths = uiTestPaths
        self.describe = describe
    }
}
