// The effective `.ax-lsp.yml` settings, with the defaults that apply when a key is absent.
import AXAnalysis

/// Everything `.ax-lsp.yml` can say, already validated. `AXConfiguration()` is the default
/// configuration (documented in docs/ax-lsp.default.yml, which a test keeps in step).
public struct AXConfiguration: Hashable, Sendable {
    /// Globs of files to analyse; empty means every discovered file.
    public var included: [String] = []
    /// Globs of files and folders never analysed.
    public var excluded: [String] = []
    /// Globs selecting UI-test sources; nil means "files importing XCTest that use XCUIApplication".
    public var uiTestPaths: [String]? = nil
    public var disabledRules: [String] = []
    public var optInRules: [String] = []
    /// Per-rule severity overrides.
    public var severity: [String: Severity] = [:]
    public var aaii: Bool = true
    public var branchLeaf: Bool = true
    public var identificable: Bool = true
    public var interfaceBuilder: Bool = true
    /// Extra type names treated as `UIView` subclasses (from modules outside the workspace).
    public var viewBaseTypes: [String] = []
    /// Extra type names treated as `UIViewController` subclasses.
    public var viewControllerBaseTypes: [String] = []
    /// The custom `#if` flags some build configuration sets; nil means not said (every flag may
    /// be set). When given, code under any other flag is never compiled.
    public var compilationConditions: [String]? = nil
    /// A baseline file, relative to the configuration file's folder.
    public var baseline: String? = nil
    /// The on-disk summary cache (`cache:`): on by default, under the user's cache directory.
    public var cache = SummaryCacheConfiguration()

    public init() {}

    /// The keys `.ax-lsp.yml` understands, in documentation order.
    public static let knownKeys: [String] = [
        "included", "excluded", "ui_test_paths", "disabled_rules", "opt_in_rules", "severity",
        "aaii", "branch_leaf", "identificable", "interface_builder",
        "view_base_types", "view_controller_base_types", "compilation_conditions", "baseline", "cache",
    ]

    /// The settings the analysis itself needs.
    public var analysisOptions: AnalysisOptions {
        var options = AnalysisOptions()
        options.aaii = aaii
        options.branchLeaf = branchLeaf
        options.identificable = identificable
        options.interfaceBuilder = interfaceBuilder
        options.extraViewBaseTypes = viewBaseTypes
        options.extraViewControllerBaseTypes = viewControllerBaseTypes
        options.uiTestPathGlobs = uiTestPaths
        options.compilationConditions = compilationConditions
        options.disabledRules = Set(disabledRules)
        options.optInRules = Set(optInRules)
        options.severityOverrides = severity
        return options
    }
}

/// The `cache:` key: whether summaries are cached between runs, and where.
public struct SummaryCacheConfiguration: Hashable, Sendable {
    /// False turns the cache off: nothing is read from or written to it.
    public var enabled = true
    /// The cache directory, relative to the configuration file's folder; nil means the user's
    /// cache directory (`SummaryCache.defaultDirectory`). Each workspace gets its own folder in it.
    public var directory: String? = nil

    /// The sub-keys of `cache:`, in documentation order.
    public static let knownKeys = ["enabled", "directory"]

    public init(enabled: Bool = true, directory: String? = nil) {
        self.enabled = enabled
        self.directory = directory
    }
}
