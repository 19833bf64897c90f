// GitHub Actions workflow commands: `::warning file=…,line=…,col=…,title=…::message`.
import AXAnalysis

/// Annotations that GitHub shows on the pull request's diff.
enum GitHubActionsReporter: FindingReporter {
    static func render(_ findings: [Finding], context: ReportContext) -> String {
        var lines: [String] = []
        for finding in findings {
            let position = context.position(of: finding.site)
            let properties = [
                "file=\(escapedProperty(context.displayPath(finding.site.file)))",
                "line=\(position.line)",
                "col=\(position.column)",
                "title=\(escapedProperty(finding.ruleID))"
            ].joined(separator: ",")
            lines.append("::\(command(finding.severity)) \(properties)::\(escapedData(finding.message))")
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    /// The escaping GitHub's runner applies to command data.
    static func escapedData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Property values also escape the separators `:` and `,`.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
