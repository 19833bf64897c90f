// Applies options (disabled, opt-in, severities) and suppression comments to raw findings.

enum FindingFilter {
    static func apply(_ findings: [Finding], options: AnalysisOptions, summaries: [String: FileSummary]) -> [Finding] {
        var descriptions: [String: RuleDescription] = [:]
        for description in RuleRegistry.all { descriptions[description.id] = description }
        var result: [Finding] = []
        result.reserveCapacity(findings.count)
        var seen: Set<Finding> = []
        for var finding in findings {
            guard reports(descriptions[finding.ruleID], ruleID: finding.ruleID, options: options) else { continue }
            if let severity = options.severityOverrides[finding.ruleID] { finding.severity = severity }
            if isSuppressed(finding, in: summaries[finding.site.file]) { continue }
            if seen.insert(finding).inserted { result.append(finding) }
        }
        return result
    }

    /// False for a rule the options turn off: disabled, or opt-in and not opted in.
    static func reports(_ description: RuleDescription?, ruleID: String, options: AnalysisOptions) -> Bool {
        if options.disabledRules.contains(ruleID) { return false }
        if let description, description.isOptIn, !options.optInRules.contains(ruleID) { return false }
        return true
    }

    static func isSuppressed(_ finding: Finding, in summary: FileSummary?) -> Bool {
        guard let summary else { return false }
        // A finding about a suppression comment itself is never suppressed by it.
        if finding.ruleID == UnknownSuppressionRuleRule.description.id { return false }
        return summary.suppressions.contains { suppression in
            suppression.scope != .regionEnd
                && (suppression.rules.contains("all") || suppression.rules.contains(finding.ruleID))
                && suppression.effectRange.overlaps(
                    ByteRange(
                        start: finding.site.range.start, end: max(finding.site.range.start + 1, finding.site.range.end))
                )
                && suppression.effectRange.contains(finding.site.range.start)
        }
    }
}
