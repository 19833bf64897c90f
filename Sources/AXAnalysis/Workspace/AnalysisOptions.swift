// What the analysis is told from outside: which conventions are on, extra base types, rules.

/// Analysis settings (the `.ax-lsp.yml` keys that affect results, already parsed).
public struct AnalysisOptions: Hashable, Codable, Sendable {
    package var aaii: Bool = true
    package var branchLeaf: Bool = true
    package var identificable: Bool = true
    package var interfaceBuilder: Bool = true
    /// RapidA11y's positional identifiers (`rapid_a11y:`).
    package var rapidA11y: Bool = true
    /// Extra names treated as `UIView` subclasses (from third-party modules).
    package var extraViewBaseTypes: [String] = []
    /// Extra names treated as `UIViewController` subclasses.
    package var extraViewControllerBaseTypes: [String] = []
    /// Globs selecting UI-test sources; nil means "files importing XCTest that use XCUIApplication".
    package var uiTestPathGlobs: [String]? = nil
    /// The custom `#if` flags a build configuration may set (`compilation_conditions`); nil when
    /// not said. When given, code under another flag is never compiled (`#if NEVER`).
    package var compilationConditions: [String]? = nil
    /// The platform analysed (`platform`): its `#if os(…)`/`canImport(…)` clauses are compiled,
    /// the other platforms' never.
    package var platform: TargetPlatform = .iOS
    /// Functions outside the workspace that query XCUITest elements by their first string
    /// argument (`ui_test_query_helpers`): each call is a UI-test query with that argument.
    package var uiTestQueryHelpers: [String] = []
    package var disabledRules: Set<String> = []
    package var optInRules: Set<String> = []
    package var severityOverrides: [String: Severity] = [:]

    public init() {}
}
