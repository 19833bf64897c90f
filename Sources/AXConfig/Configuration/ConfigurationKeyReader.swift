// Validates each key of a composed `.ax-lsp.yml` and collects warnings for what it ignores.
import AXAnalysis
import Yams

/// Walks the top-level mapping; wrong types are errors (the file would not mean what the user
/// wrote), unknown keys and unknown rule ids are warnings (the rest of the file still applies).
struct ConfigurationKeyReader {
    let file: String
    private(set) var warnings: [ConfigurationProblem] = []

    init(file: String) {
        self.file = file
    }

    mutating func read(_ root: Node) throws -> AXConfiguration {
        guard let mapping = root.mapping else {
            throw error(
                at: root, key: nil,
                "the configuration must be a mapping of keys such as 'excluded:' and 'disabled_rules:'")
        }
        var configuration = AXConfiguration()
        let knownRules = Set(RuleRegistry.all.map(\.id))
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "included": configuration.included = try strings(value, key: key)
            case "excluded": configuration.excluded = try strings(value, key: key)
            case "skipped_folders": configuration.skippedFolders = try strings(value, key: key)
            case "target_membership": configuration.targetMembership = try bool(value, key: key)
            case "ui_test_paths":
                // null keeps the default test (imports XCTest and uses XCUIApplication).
                configuration.uiTestPaths = value.scalar.map(isNull) == true ? nil : try strings(value, key: key)
            case "appium_suite_paths":
                // null keeps the default: suite files in folders that look like test suites.
                configuration.appiumSuitePaths = value.scalar.map(isNull) == true ? nil : try strings(value, key: key)
            case "disabled_rules":
                configuration.disabledRules = try strings(value, key: key)
                warnUnknownRules(in: value, key: key, known: knownRules)
            case "opt_in_rules":
                configuration.optInRules = try strings(value, key: key)
                warnUnknownRules(in: value, key: key, known: knownRules)
            case "severity": configuration.severity = try severities(value, known: knownRules)
            case "aaii": configuration.aaii = try bool(value, key: key)
            case "branch_leaf": configuration.branchLeaf = try bool(value, key: key)
            case "identificable": configuration.identificable = try bool(value, key: key)
            case "interface_builder": configuration.interfaceBuilder = try bool(value, key: key)
            case "rapid_a11y": configuration.rapidA11y = try bool(value, key: key)
            case "view_base_types": configuration.viewBaseTypes = try strings(value, key: key)
            case "view_controller_base_types": configuration.viewControllerBaseTypes = try strings(value, key: key)
            case "compilation_conditions":
                configuration.compilationConditions =
                    value.scalar.map(isNull) == true ? nil : try strings(value, key: key)
            case "platform":
                let written = try string(value, key: key) ?? TargetPlatform.iOS.rawValue
                guard
                    let platform = TargetPlatform.allCases.first(where: {
                        $0.rawValue.lowercased() == written.lowercased()
                    })
                else {
                    throw error(
                        at: value, key: key,
                        "'platform' must be one of \(TargetPlatform.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                configuration.platform = platform
            case "ui_test_query_helpers": configuration.uiTestQueryHelpers = try strings(value, key: key)
            case "baseline": configuration.baseline = try string(value, key: key)
            case "cache": configuration.cache = try cache(value)
            default:
                let suggestion =
                    Spelling.closest(to: key, among: AXConfiguration.knownKeys).map { " (did you mean '\($0)'?)" } ?? ""
                warnings.append(warning(at: keyNode, key: key, "unknown key '\(key)'\(suggestion); it is ignored"))
            }
        }
        return configuration
    }

    // MARK: Value shapes

    private func strings(_ node: Node, key: String) throws -> [String] {
        if let scalar = node.scalar, !isNull(scalar) { return [scalar.string] }
        guard let sequence = node.sequence else {
            if node.scalar != nil { return [] }
            throw error(at: node, key: key, "'\(key)' must be a list of strings")
        }
        return try sequence.map { element in
            guard let scalar = element.scalar else {
                throw error(at: element, key: key, "'\(key)' must be a list of strings")
            }
            return scalar.string
        }
    }

    private func string(_ node: Node, key: String) throws -> String? {
        guard let scalar = node.scalar else { throw error(at: node, key: key, "'\(key)' must be a string") }
        return isNull(scalar) ? nil : scalar.string
    }

    private func bool(_ node: Node, key: String) throws -> Bool {
        switch node.scalar?.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error(at: node, key: key, "'\(key)' must be true or false")
        }
    }

    /// `cache: false`, or a mapping of `enabled:` and `directory:`.
    private mutating func cache(_ node: Node) throws -> SummaryCacheConfiguration {
        var cache = SummaryCacheConfiguration()
        let shapeProblem = error(
            at: node, key: "cache",
            "'cache' must be true, false or a mapping such as '{ enabled: true, directory: .ax-lsp-cache }'")
        if let scalar = node.scalar {
            if isNull(scalar) { return cache }
            guard let enabled = try? bool(node, key: "cache") else { throw shapeProblem }
            cache.enabled = enabled
            return cache
        }
        guard let mapping = node.mapping else { throw shapeProblem }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "enabled": cache.enabled = try bool(value, key: "cache.enabled")
            case "directory":
                cache.directory = try string(value, key: "cache.directory")
                if cache.directory?.isEmpty == true {
                    throw error(
                        at: value, key: "cache.directory",
                        "'cache.directory' must name a folder; remove it to use the user's cache directory")
                }
            default:
                let suggestion =
                    Spelling.closest(to: key, among: SummaryCacheConfiguration.knownKeys).map {
                        " (did you mean '\($0)'?)"
                    } ?? ""
                warnings.append(
                    warning(
                        at: keyNode, key: "cache.\(key)", "unknown key '\(key)' in 'cache'\(suggestion); it is ignored")
                )
            }
        }
        return cache
    }

    private mutating func severities(_ node: Node, known: Set<String>) throws -> [String: Severity] {
        if let scalar = node.scalar, isNull(scalar) { return [:] }
        guard let mapping = node.mapping else {
            throw error(at: node, key: "severity", "'severity' must map rule ids to error, warning or info")
        }
        var result: [String: Severity] = [:]
        for (ruleNode, valueNode) in mapping {
            let rule = ruleNode.string ?? ""
            guard let severity = valueNode.string.flatMap({ Severity(rawValue: $0.lowercased()) }) else {
                throw error(
                    at: valueNode, key: "severity.\(rule)", "severity of '\(rule)' must be error, warning or info")
            }
            if !known.contains(rule) {
                warnings.append(unknownRuleWarning(rule, at: ruleNode, key: "severity", known: known))
            }
            result[rule] = severity
        }
        return result
    }

    private mutating func warnUnknownRules(in node: Node, key: String, known: Set<String>) {
        let elements = node.sequence.map(Array.init) ?? [node]
        for element in elements {
            guard let rule = element.scalar?.string, !rule.isEmpty, !known.contains(rule) else { continue }
            warnings.append(unknownRuleWarning(rule, at: element, key: key, known: known))
        }
    }

    private func unknownRuleWarning(_ rule: String, at node: Node, key: String, known: Set<String>)
        -> ConfigurationProblem
    {
        let suggestion = Spelling.closest(to: rule, among: known.sorted()).map { " (did you mean '\($0)'?)" } ?? ""
        return warning(
            at: node, key: key, "unknown rule '\(rule)' in '\(key)'\(suggestion); run 'ax-lsp rules' for the list")
    }

    private func isNull(_ scalar: Node.Scalar) -> Bool {
        scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    // MARK: Problems

    private func error(at node: Node, key: String?, _ message: String) -> ConfigurationProblem {
        ConfigurationProblem(
            severity: .error, file: file, line: node.mark?.line, column: node.mark?.column, key: key, message: message)
    }

    private func warning(at node: Node, key: String?, _ message: String) -> ConfigurationProblem {
        ConfigurationProblem(
            severity: .warning, file: file, line: node.mark?.line, column: node.mark?.column, key: key, message: message
        )
    }
}
