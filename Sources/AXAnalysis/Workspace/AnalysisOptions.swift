// What the analysis is told from outside: which conventions are on, extra base types, rules.

/// Analysis settings (the `.ax-lsp.yml` keys that affect results, already parsed).
public struct AnalysisOptions: Hashable, Codable, Sendable {
    public var aaii: Bool = true
    public var branchLeaf: Bool = true
    public var identificable: Bool = true
    public var interfaceBuilder: Bool = true
    /// Extra names treated as `UIView` subclasses (from third-party modules).
    public var extraViewBaseTypes: [String] = []
    /// Extra names treated as `UIViewController` subclasses.
    public var extraViewControllerBaseTypes: [String] = []
    /// Globs selecting UI-test sources; nil means "files importing XCTest that use XCUIApplication".
    public var uiTestPathGlobs: [String]? = nil
    /// The custom `#if` flags a build configuration may set (`compilation_conditions`); nil when
    /// not said. When given, code under another flag is never compiled (`#if NEVER`).
    public var compilationConditions: [String]? = nil
    public var disabledRules: Set<String> = []
    public var optInRules: Set<String> = []
    public var severityOverrides: [String: Severity] = [:]

    public init() {}
}
