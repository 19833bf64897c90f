// Prints a configuration as `.ax-lsp.yml` text (`ax-lsp config --dump`, the documented defaults).
import AXAnalysis
import Foundation

extension AXConfiguration {
    /// Every key with its effective value, in documentation order; parsing it back gives `self`.
    package var yamlText: String {
        var lines: [String] = []
        lines.append(contentsOf: Self.listLines("included", included))
        lines.append(contentsOf: Self.listLines("excluded", excluded))
        lines.append(contentsOf: Self.listLines("skipped_folders", skippedFolders))
        lines.append("target_membership: \(targetMembership)")
        if let uiTestPaths {
            lines.append(contentsOf: Self.listLines("ui_test_paths", uiTestPaths))
        } else {
            lines.append("ui_test_paths: null")
        }
        if let appiumSuitePaths {
            lines.append(contentsOf: Self.listLines("appium_suite_paths", appiumSuitePaths))
        } else {
            lines.append("appium_suite_paths: null")
        }
        lines.append(contentsOf: Self.listLines("disabled_rules", disabledRules))
        lines.append(contentsOf: Self.listLines("opt_in_rules", optInRules))
        if severity.isEmpty {
            lines.append("severity: {}")
        } else {
            lines.append("severity:")
            for rule in severity.keys.sorted() {
                lines.append("  \(Self.quoted(rule)): \(severity[rule]?.rawValue ?? "warning")")
            }
        }
        lines.append("aaii: \(aaii)")
        lines.append("branch_leaf: \(branchLeaf)")
        lines.append("identificable: \(identificable)")
        lines.append("interface_builder: \(interfaceBuilder)")
        lines.append("rapid_a11y: \(rapidA11y)")
        lines.append(contentsOf: Self.listLines("view_base_types", viewBaseTypes))
        lines.append(contentsOf: Self.listLines("view_controller_base_types", viewControllerBaseTypes))
        if let compilationConditions {
            lines.append(contentsOf: Self.listLines("compilation_conditions", compilationConditions))
        } else {
            lines.append("compilation_conditions: null")
        }
        lines.append("platform: \(platform.rawValue)")
        lines.append(contentsOf: Self.listLines("ui_test_query_helpers", uiTestQueryHelpers))
        lines.append("baseline: \(baseline.map(Self.quoted) ?? "null")")
        lines.append("cache:")
        lines.append("  enabled: \(cache.enabled)")
        lines.append("  directory: \(cache.directory.map(Self.quoted) ?? "null")")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func listLines(_ key: String, _ values: [String]) -> [String] {
        if values.isEmpty { return ["\(key): []"] }
        return ["\(key):"] + values.map { "  - \(quoted($0))" }
    }

    /// Double-quoted YAML scalar, so globs such as `*.swift` and ids such as `all` stay strings.
    static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += String(format: "\\x%02X", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
