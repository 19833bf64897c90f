// Parsing `.ax-lsp.yml`: every key, warnings for unknown keys and rules, errors with positions.
import AXAnalysis
import XCTest

@testable import AXConfig

final class ConfigurationParserTests: XCTestCase {
    private func parse(_ text: String) throws -> LoadedConfiguration {
        try ConfigurationParser.parse(text: text, file: ".ax-lsp.yml")
    }

    private func problem(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ConfigurationProblem? {
        do {
            _ = try parse(text)
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch let problem as ConfigurationProblem {
            return problem
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return nil
        }
    }

    func testEveryKeyIsReadAndMapsOntoAnalysisOptions() throws {
        let loaded = try parse(
            """
            included: [App/**]
            excluded:
              - "**/*.generated.swift"
            ui_test_paths: [UITests/**]
            disabled_rules: [aaii-lazy-storage-label]
            opt_in_rules: aaii-collection-skipped
            severity:
              identifier-overwritten: error
            aaii: no
            branch_leaf: false
            identificable: off
            interface_builder: true
            rapid_a11y: false
            view_base_types: [ShimmerView]
            view_controller_base_types: [HostingController]
            platform: macCatalyst
            ui_test_query_helpers: [tapButton, waitForText]
            baseline: accepted.json
            cache:
              enabled: false
              directory: .ax-lsp-cache
            """)
        XCTAssertEqual(loaded.warnings, [])
        var expected = AXConfiguration()
        expected.included = ["App/**"]
        expected.excluded = ["**/*.generated.swift"]
        expected.uiTestPaths = ["UITests/**"]
        expected.disabledRules = ["aaii-lazy-storage-label"]
        expected.optInRules = ["aaii-collection-skipped"]
        expected.severity = ["identifier-overwritten": .error]
        expected.aaii = false
        expected.branchLeaf = false
        expected.identificable = false
        expected.rapidA11y = false
        expected.viewBaseTypes = ["ShimmerView"]
        expected.viewControllerBaseTypes = ["HostingController"]
        expected.platform = .macCatalyst
        expected.uiTestQueryHelpers = ["tapButton", "waitForText"]
        expected.baseline = "accepted.json"
        expected.cache = SummaryCacheConfiguration(enabled: false, directory: ".ax-lsp-cache")
        XCTAssertEqual(loaded.configuration, expected)

        let options = loaded.configuration.analysisOptions
        XCTAssertEqual(options.aaii, false)
        XCTAssertEqual(options.branchLeaf, false)
        XCTAssertEqual(options.identificable, false)
        XCTAssertEqual(options.interfaceBuilder, true)
        XCTAssertEqual(options.rapidA11y, false)
        XCTAssertEqual(options.extraViewBaseTypes, ["ShimmerView"])
        XCTAssertEqual(options.extraViewControllerBaseTypes, ["HostingController"])
        XCTAssertEqual(options.uiTestPathGlobs, ["UITests/**"])
        XCTAssertEqual(options.disabledRules, ["aaii-lazy-storage-label"])
        XCTAssertEqual(options.optInRules, ["aaii-collection-skipped"])
        XCTAssertEqual(options.severityOverrides, ["identifier-overwritten": .error])
        XCTAssertEqual(options.platform, .macCatalyst)
        XCTAssertEqual(options.uiTestQueryHelpers, ["tapButton", "waitForText"])
    }

    func testAnUnknownPlatformIsAnError() {
        let found = problem("platform: android\n")
        XCTAssertEqual(
            found?.message.contains("'platform' must be one of iOS, macOS, macCatalyst, tvOS, watchOS, visionOS"), true,
            found?.message ?? "")
    }

    func testEmptyFileAndCommentsOnlyGiveDefaults() throws {
        XCTAssertEqual(try parse("").configuration, AXConfiguration())
        XCTAssertEqual(try parse("# nothing here\n").configuration, AXConfiguration())
    }

    func testUnknownKeyWarnsWithPositionAndSuggestion() throws {
        let loaded = try parse("aaii: true\nexclude:\n  - Pods\ncolour: blue\n")
        XCTAssertEqual(
            loaded.warnings.map(\.description),
            [
                ".ax-lsp.yml:2:1: warning: unknown key 'exclude' (did you mean 'excluded'?); it is ignored",
                ".ax-lsp.yml:4:1: warning: unknown key 'colour'; it is ignored"
            ])
        XCTAssertEqual(loaded.warnings.map(\.key), ["exclude", "colour"])
        XCTAssertEqual(loaded.configuration, AXConfiguration())
    }

    func testUnknownRuleIdsWarnInEveryRuleList() throws {
        let loaded = try parse("disabled_rules: [no-such-rule]\nseverity:\n  identifier-overwriten: error\n")
        XCTAssertEqual(
            loaded.warnings.map(\.description),
            [
                ".ax-lsp.yml:1:18: warning: unknown rule 'no-such-rule' in 'disabled_rules'; run 'ax-lsp rules' for the list",
                ".ax-lsp.yml:3:3: warning: unknown rule 'identifier-overwriten' in 'severity' (did you mean 'identifier-overwritten'?); run 'ax-lsp rules' for the list"
            ])
    }

    func testInvalidYAMLIsAnErrorWithLineAndColumn() {
        // libyaml reports where the list item was expected: the `bad` key.
        let problem = problem("excluded:\n  - Pods\n  bad: [\n")
        XCTAssertEqual(
            problem?.description, ".ax-lsp.yml:3:3: error: invalid yaml: did not find expected '-' indicator")
        XCTAssertEqual(problem?.line, 3)
        XCTAssertEqual(problem?.column, 3)
    }

    func testWrongTypesAreErrorsNamingTheKey() {
        XCTAssertEqual(
            problem("branch_leaf: maybe\n")?.description, ".ax-lsp.yml:1:14: error: 'branch_leaf' must be true or false"
        )
        XCTAssertEqual(
            problem("excluded:\n  a: b\n")?.description, ".ax-lsp.yml:2:3: error: 'excluded' must be a list of strings")
        XCTAssertEqual(
            problem("severity:\n  identifier-overwritten: fatal\n")?.description,
            ".ax-lsp.yml:2:27: error: severity of 'identifier-overwritten' must be error, warning or info")
        XCTAssertEqual(
            problem("- a\n- b\n")?.description,
            ".ax-lsp.yml:1:1: error: the configuration must be a mapping of keys such as 'excluded:' and 'disabled_rules:'"
        )
    }

    func testCacheTakesAFlagOrAMappingAndValidatesBoth() throws {
        XCTAssertEqual(try parse("cache: false\n").configuration.cache, SummaryCacheConfiguration(enabled: false))
        XCTAssertEqual(try parse("cache: null\n").configuration.cache, SummaryCacheConfiguration())
        XCTAssertEqual(
            try parse("cache: { directory: /var/cache/ax }\n").configuration.cache,
            SummaryCacheConfiguration(enabled: true, directory: "/var/cache/ax"))
        XCTAssertEqual(
            problem("cache: sometimes\n")?.description,
            ".ax-lsp.yml:1:8: error: 'cache' must be true, false or a mapping such as '{ enabled: true, directory: .ax-lsp-cache }'"
        )
        XCTAssertEqual(problem("cache: [a]\n")?.key, "cache")
        XCTAssertEqual(
            problem("cache:\n  enabled: maybe\n")?.description,
            ".ax-lsp.yml:2:12: error: 'cache.enabled' must be true or false")
        XCTAssertEqual(
            problem("cache:\n  directory: [a, b]\n")?.description,
            ".ax-lsp.yml:2:14: error: 'cache.directory' must be a string")
        XCTAssertEqual(
            problem("cache:\n  directory: ''\n")?.description,
            ".ax-lsp.yml:2:14: error: 'cache.directory' must name a folder; remove it to use the user's cache directory"
        )
        let misspelt = try parse("cache:\n  enable: false\n")
        XCTAssertEqual(
            misspelt.warnings.map(\.description),
            [".ax-lsp.yml:2:3: warning: unknown key 'enable' in 'cache' (did you mean 'enabled'?); it is ignored"])
        XCTAssertEqual(misspelt.warnings.map(\.key), ["cache.enable"])
        XCTAssertEqual(misspelt.configuration.cache, SummaryCacheConfiguration())
    }

    func testBillionLaughsIsRefusedAfterABoundedWalk() {
        var yaml = "lol0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...12 {
            yaml +=
                "lol\(level): &l\(level) [\(Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", "))]\n"
        }
        yaml += "excluded: *l12\n"
        let problem = problem(yaml)
        XCTAssertEqual(
            problem?.description,
            ".ax-lsp.yml:1:1: error: configuration expands to more than 100000 yaml nodes (an alias bomb?); remove the anchors and aliases"
        )
    }

    func testSmallAliasesStillWork() throws {
        let loaded = try parse("excluded: &shared [Pods, Vendor]\nincluded: *shared\n")
        XCTAssertEqual(loaded.configuration.excluded, ["Pods", "Vendor"])
        XCTAssertEqual(loaded.configuration.included, ["Pods", "Vendor"])
    }

    func testDeepNestingAndHugeFilesAreRefusedBeforeParsing() {
        let deep = "excluded: " + String(repeating: "[", count: 10_000) + "\n"
        XCTAssertEqual(
            problem(deep)?.description,
            ".ax-lsp.yml:1:75: error: yaml nesting deeper than 64 levels; a configuration needs at most two")
        let huge = "# " + String(repeating: "x", count: ConfigurationParser.maximumFileSize) + "\n"
        XCTAssertEqual(
            problem(huge)?.description,
            ".ax-lsp.yml: error: configuration file is larger than 1024 KiB; a real configuration is a few lines")
    }

    func testDumpParsesBackToTheSameConfiguration() throws {
        var configuration = AXConfiguration()
        configuration.excluded = ["*.generated.swift", "quote\"d", "all"]
        configuration.severity = ["identifier-overwritten": .info, "aaii-collection-skipped": .error]
        configuration.uiTestPaths = []
        configuration.baseline = "b.json"
        configuration.interfaceBuilder = false
        configuration.cache = SummaryCacheConfiguration(enabled: false, directory: "ci cache/ax")
        XCTAssertEqual(try parse(configuration.yamlText).configuration, configuration)
        XCTAssertEqual(try parse(AXConfiguration().yamlText).configuration, AXConfiguration())
    }
}
