// `path:line:col: warning: message (rule-id)`: what Xcode shows inline from a Run Script phase.
import AXAnalysis

/// One line per finding and one `note:` line per related site. Xcode understands `error`,
/// `warning` and `note`, so `info` findings print as notes.
enum XcodeReporter: FindingReporter {
    static func render(_ findings: [Finding], context: ReportContext) -> String {
        var lines: [String] = []
        for finding in findings {
            let position = context.position(of: finding.site)
            lines.append(
                "\(context.displayPath(finding.site.file)):\(position.line):\(position.column): \(label(finding.severity)): \(finding.message) (\(finding.ruleID))"
            )
            for related in finding.related {
                let relatedPosition = context.position(of: related.site)
                lines.append(
                    "\(context.displayPath(related.site.file)):\(relatedPosition.line):\(relatedPosition.column): note: \(related.message)"
                )
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    static func label(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}
