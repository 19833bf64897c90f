// The shape every rule has: a description (its user documentation) and, for rules that look
// at the whole workspace, a check. Rules that resolvers trigger build their findings through
// their own type, so each rule's wording lives in one file.

/// A rule's metadata and documentation, shown in SARIF, `ax-lsp rules`, `docs/rules.md` and the
/// editor's "explain rule" action.
public struct RuleDescription: Hashable, Sendable {
    /// Stable id, used in config, suppressions, baselines and diagnostic codes.
    public let id: String
    public let defaultSeverity: Severity
    /// Off unless listed in `opt_in_rules`.
    public let isOptIn: Bool
    /// One line for lists.
    public let summary: String
    /// A paragraph: what the rule finds, why it matters, how to fix it.
    public let help: String
    /// The run-time behaviours it follows, by their ids in `docs/conventions.md` (`BL-2`, `AAII-6`).
    public let semantics: [String]
    /// Sources where the rule reports a finding at every marker, and nowhere else.
    public let triggeringExamples: [RuleExample]
    /// Sources where the rule reports nothing.
    public let nonTriggeringExamples: [RuleExample]

    public init(
        id: String, defaultSeverity: Severity, isOptIn: Bool = false, summary: String, help: String, semantics: [String] = [],
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
public struct RuleExample: Hashable, Sendable, ExpressibleByStringLiteral {
    public let source: String
    /// Options the example runs with instead of the defaults (a limit small enough to reach in
    /// a few lines, say); the source should say so in a comment, since documents show only it.
    /// An opt-in rule is turned on for its own examples either way.
    public let options: AnalysisOptions?

    public init(_ source: String, options: AnalysisOptions? = nil) {
        self.source = source
        self.options = options
    }

    public init(stringLiteral source: String) { self.init(source) }

    /// The markers that may stand in a source, in order.
    public static let markers: [String] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]
}

/// A rule: one type, one file, one test file.
public protocol Rule {
    static var description: RuleDescription { get }
}

extension Rule {
    /// A finding of this rule with its default severity (options may change it later).
    public static func makeFinding(
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
public protocol WorkspaceRule: Rule {
    static func check(_ context: RuleContext) -> [Finding]
}

/// What workspace rules see: every summary, every identifier, and the type index.
public struct RuleContext {
    public let summaries: [String: FileSummary]
    public let identifiers: [ComputedIdentifier]
    public let index: WorkspaceIndex
    public let options: AnalysisOptions
    /// Paths that are UI-test sources.
    public let uiTestPaths: Set<String>
    /// Names a site for messages: `ContentView.swift:14`.
    public let describe: (SourceSite) -> String

    public init(summaries: [String: FileSummary], identifiers: [ComputedIdentifier], index: WorkspaceIndex, options: AnalysisOptions, uiTestPaths: Set<String>, describe: @escaping (SourceSite) -> String) {
        self.summaries = summaries
        self.identifiers = identifiers
        self.index = index
        self.options = options
        self.uiTestPaths = uiTestPaths
        self.describe = describe
    }
}
