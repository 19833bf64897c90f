// The effective `.ax-lsp.yml` settings, with the defaults that apply when a key is absent.
import AXAnalysis

/// Everything `.ax-lsp.yml` can say, already validated. `AXConfiguration()` is the default
/// configuration (documented in docs/ax-lsp.default.yml, which a test keeps in step).
public struct AXConfiguration: Hashable, Sendable {
    /// Globs of files to analyse; empty means every discovered file.
    package var included: [String] = []
    /// Globs of files and folders never analysed.
    package var excluded: [String] = []
    /// Names of folders never entered, at any depth (`*` allowed): build products, dependency
    /// managers' checkouts and vendored binaries, whose sources and compiled tables are not the
    /// app's to fix.
    package var skippedFolders: [String] = AXConfiguration.defaultSkippedFolders
    /// Whether Swift files inside an Xcode project's folder that none of its targets compiles
    /// are left out (`TargetMembership`).
    package var targetMembership: Bool = true
    /// Globs selecting UI-test sources; nil means "files importing XCTest that use XCUIApplication".
    package var uiTestPaths: [String]? = nil
    /// Globs selecting Appium suite files (`.js`, `.ts`, `.py`, `.java`, `.kt`, `.rb`); nil means
    /// such files in folders that look like test suites (`AppiumSuiteExtractor.isSuitePath`).
    package var appiumSuitePaths: [String]? = nil
    package var disabledRules: [String] = []
    package var optInRules: [String] = []
    /// Per-rule severity overrides.
    package var severity: [String: Severity] = [:]
    package var aaii: Bool = true
    package var branchLeaf: Bool = true
    package var identificable: Bool = true
    package var interfaceBuilder: Bool = true
    package var rapidA11y: Bool = true
    /// Extra type names treated as `UIView` subclasses (from modules outside the workspace).
    package var viewBaseTypes: [String] = []
    /// Extra type names treated as `UIViewController` subclasses.
    package var viewControllerBaseTypes: [String] = []
    /// The custom `#if` flags some build configuration sets; nil means not said (every flag may
    /// be set). When given, code under any other flag is never compiled.
    package var compilationConditions: [String]? = nil
    /// The platform analysed (`platform:`): its `#if os(…)`/`canImport(…)` clauses are compiled.
    package var platform: TargetPlatform = .iOS
    /// Functions of packages outside the workspace that query XCUITest elements by their first
    /// string argument (`tapButton("Sign out")`); the workspace's own helpers are found by reading them.
    package var uiTestQueryHelpers: [String] = []
    /// A baseline file, relative to the configuration file's folder.
    package var baseline: String? = nil
    /// The on-disk summary cache (`cache:`): on by default, under the user's cache directory.
    package var cache = SummaryCacheConfiguration()

    public init() {}

    /// The `skipped_folders:` default.
    package static let defaultSkippedFolders = [
        ".build*", ".git", ".swiftpm", "Carthage", "DerivedData", "node_modules", "Pods", "*.framework", "*.xcframework"
    ]

    /// True for a folder name the walk never enters.
    package func skipsFolder(named name: String) -> Bool {
        skippedFolders.contains { Glob.matches(path: name, pattern: $0) }
    }

    /// The keys `.ax-lsp.yml` understands, in documentation order.
    package static let knownKeys: [String] = [
        "included", "excluded", "skipped_folders", "target_membership", "ui_test_paths", "appium_suite_paths",
        "disabled_rules", "opt_in_rules", "severity",
        "aaii", "branch_leaf", "identificable", "interface_builder", "rapid_a11y",
        "view_base_types", "view_controller_base_types", "compilation_conditions", "platform",
        "ui_test_query_helpers", "baseline", "cache"
    ]

    /// The settings the analysis itself needs.
    package var analysisOptions: AnalysisOptions {
        var options = AnalysisOptions()
        options.aaii = aaii
        options.branchLeaf = branchLeaf
        options.identificable = identificable
        options.interfaceBuilder = interfaceBuilder
        options.rapidA11y = rapidA11y
        options.extraViewBaseTypes = viewBaseTypes
        options.extraViewControllerBaseTypes = viewControllerBaseTypes
        options.uiTestPathGlobs = uiTestPaths
        options.compilationConditions = compilationConditions
        options.platform = platform
        options.uiTestQueryHelpers = uiTestQueryHelpers
        options.disabledRules = Set(disabledRules)
        options.optInRules = Set(optInRules)
        options.severityOverrides = severity
        return options
    }
}

/// The `cache:` key: whether summaries are cached between runs, and where.
package struct SummaryCacheConfiguration: Hashable, Sendable {
    /// False turns the cache off: nothing is read from or written to it.
    package var enabled = true
    /// The cache directory, relative to the configuration file's folder; nil means the user's
    /// cache directory (`SummaryCache.defaultDirectory`). Each workspace gets its own folder in it.
    package var directory: String? = nil

    /// The sub-keys of `cache:`, in documentation order.
    package static let knownKeys = ["enabled", "directory"]

    package init(enabled: Bool = true, directory: String? = nil) {
        self.enabled = enabled
        self.directory = directory
    }
}
