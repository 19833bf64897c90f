// The rules' user documentation, written from their descriptions: `docs/rules.md`
// (`ax-lsp rules --format markdown`), one rule in the terminal (`ax-lsp rules NAME`) and in the
// editor (the "explain rule" action).

/// Renders `RuleDescription`s as Markdown or plain text. Everything shown comes from the rules
/// themselves, so the documentation changes when a rule does.
package enum RuleDocumentation {
    /// Where the generated document lives in the repository, and the command that writes it.
    package static let documentPath = "docs/rules.md"
    package static let regenerateCommand = "swift run ax-lsp rules --format markdown --output docs/rules.md"

    /// The whole `docs/rules.md`: an introduction, a table of rules, then one section per rule.
    package static func markdownDocument(_ rules: [RuleDescription] = RuleRegistry.all) -> String {
        var lines = [
            "<!-- Generated from the rules' descriptions by `\(regenerateCommand)`; do not edit by hand. -->",
            "# Rules",
            "",
            "Every finding of ax-lsp (in the editor, `ax-lsp check` and its reporters) names one of these rules;",
            "the rule name is the diagnostic's code. How the identifiers themselves are computed is in",
            "[conventions.md](conventions.md), whose behaviour ids (`AAII-6`, `BL-2`…) the rules cite.",
            "",
            "Configure rules in `.ax-lsp.yml` ([defaults](ax-lsp.default.yml)): `disabled_rules` turns rules off,",
            "`opt_in_rules` turns opt-in rules on, `severity` maps a rule to `error`, `warning` or `info`",
            "(errors fail `ax-lsp check`). Suppress one finding with a comment naming the rule (or `all`):",
            "`// ax-lsp:disable:next RULE` on the line before, `// ax-lsp:disable:this RULE` at the end of the",
            "line, or a `// ax-lsp:disable RULE` … `// ax-lsp:enable RULE` region.",
            "",
            "Each rule's examples are run by its test (`RuleExampleTests`): a triggering example reports the rule",
            "at each marker (1️⃣, 2️⃣…, not part of the source) and nowhere else; a non-triggering example does not",
            "report it. `//- path` lines separate the files of a multi-file example.",
            "",
            "| rule | default severity | summary |",
            "| --- | --- | --- |"
        ]
        for rule in rules {
            lines.append("| [`\(rule.id)`](#\(rule.id)) | \(severityText(rule)) | \(tableCell(rule.summary)) |")
        }
        for rule in rules {
            lines.append("")
            lines.append(markdown(rule, headingLevel: 2))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One rule as Markdown: heading, summary, help, severity, behaviours, options, suppression,
    /// examples.
    package static func markdown(_ rule: RuleDescription, headingLevel: Int = 2) -> String {
        let heading = String(repeating: "#", count: max(1, headingLevel))
        var lines = ["\(heading) \(rule.id)", "", "*\(rule.summary)*", "", rule.help, ""]
        lines.append("- **default severity:** \(severityText(rule))")
        if !rule.semantics.isEmpty {
            lines.append(
                "- **follows:** " + rule.semantics.map { "`\($0)`" }.joined(separator: ", ")
                    + " in [conventions.md](conventions.md)")
        }
        lines.append("- **options** in `.ax-lsp.yml`: " + optionsText(rule).map { "`\($0)`" }.joined(separator: ", "))
        lines.append(
            "- **suppress** in Swift: `// ax-lsp:disable:next \(rule.id)`, `// ax-lsp:disable:this \(rule.id)`, or a `// ax-lsp:disable \(rule.id)` … `// ax-lsp:enable \(rule.id)` region; in a storyboard or xib, with a baseline (`ax-lsp check --write-baseline`)"
        )
        lines.append("")
        lines.append("\(heading)# Triggering examples")
        for example in rule.triggeringExamples {
            lines += ["", "```" + fenceLanguage(example), example.source, "```"]
        }
        lines.append("")
        lines.append("\(heading)# Non-triggering examples")
        for example in rule.nonTriggeringExamples {
            lines += ["", "```" + fenceLanguage(example), example.source, "```"]
        }
        return lines.joined(separator: "\n")
    }

    /// One rule as plain text for a terminal: examples indented instead of fenced.
    package static func text(_ rule: RuleDescription) -> String {
        var lines = ["\(rule.id) (\(severityText(rule)))", rule.summary, "", rule.help, ""]
        if !rule.semantics.isEmpty {
            lines.append("follows: \(rule.semantics.joined(separator: ", ")) (docs/conventions.md)")
        }
        lines.append("options in .ax-lsp.yml: \(optionsText(rule).joined(separator: ", "))")
        lines.append(
            "suppress: // ax-lsp:disable:next \(rule.id)   (or :this, or a disable … enable region; a baseline for storyboards and xibs)"
        )
        lines.append("")
        lines.append("triggering examples (a finding at each marker 1️⃣…):")
        for example in rule.triggeringExamples { lines += indented(example.source) }
        lines.append("")
        lines.append("non-triggering examples:")
        for example in rule.nonTriggeringExamples { lines += indented(example.source) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The rule id closest to a misspelled name, for "did you mean" messages.
    package static func closestRuleID(to name: String, among rules: [RuleDescription] = RuleRegistry.all) -> String? {
        let ids = rules.map(\.id)
        if let contained = ids.first(where: { $0.contains(name) || name.contains($0) }), !name.isEmpty {
            return contained
        }
        return Spelling.closest(to: name, among: ids)
    }

    static func severityText(_ rule: RuleDescription) -> String {
        rule.defaultSeverity.rawValue + (rule.isOptIn ? " (opt-in: off unless listed in `opt_in_rules`)" : "")
    }

    static func optionsText(_ rule: RuleDescription) -> [String] {
        var options: [String] = []
        if rule.isOptIn { options.append("opt_in_rules: [\(rule.id)]") }
        options.append("disabled_rules: [\(rule.id)]")
        options.append("severity: { \(rule.id): error }")
        return options
    }

    /// `swift`, unless the example holds a storyboard or xib, which Swift highlighting would garble.
    private static func fenceLanguage(_ example: RuleExample) -> String {
        let paths = example.source.split(separator: "\n").filter { $0.hasPrefix("//- ") }
        return paths.allSatisfy { $0.hasSuffix(".swift") } ? "swift" : ""
    }

    private static func tableCell(_ text: String) -> String {
        String(text.flatMap { $0 == "|" ? ["\\", "|"] : [$0] })
    }

    private static func indented(_ source: String) -> [String] {
        [""] + source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
    }
}
