// A table of findings per rule, for a quick look at where a codebase stands.
import AXAnalysis

/// Rules with findings, most findings first, then a total line.
enum SummaryReporter: FindingReporter {
    static func render(_ findings: [Finding], context: ReportContext) -> String {
        var counts: [String: (severity: Severity, count: Int)] = [:]
        for finding in findings {
            let previous = counts[finding.ruleID]
            counts[finding.ruleID] = (
                max(previous?.severity ?? finding.severity, finding.severity), (previous?.count ?? 0) + 1
            )
        }
        let rows = counts.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
        let ruleWidth = max("rule".count, rows.map(\.key.count).max() ?? 0)
        var lines = [pad("rule", ruleWidth) + "  " + pad("severity", 8) + "  findings"]
        for (rule, value) in rows {
            lines.append(pad(rule, ruleWidth) + "  " + pad(value.severity.rawValue, 8) + "  \(value.count)")
        }
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        let infos = findings.filter { $0.severity == .info }.count
        let files = Set(findings.map(\.site.file)).count
        lines.append(
            "total: \(findings.count) \(findings.count == 1 ? "finding" : "findings") (\(errors) errors, \(warnings) warnings, \(infos) info) in \(files) \(files == 1 ? "file" : "files")"
        )
        return lines.joined(separator: "\n") + "\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
