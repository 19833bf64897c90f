// JUnit XML: one failing test case per finding, for CI systems that display test reports.
import AXAnalysis

/// Every finding becomes a `<testcase>` with a `<failure>` whose type is the severity.
enum JUnitReporter: FindingReporter {
    static func render(_ findings: [Finding], context: ReportContext) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"ax-lsp\" tests=\"\(findings.count)\" failures=\"\(findings.count)\">",
            "  <testsuite name=\"ax-lsp\" tests=\"\(findings.count)\" failures=\"\(findings.count)\">"
        ]
        for finding in findings {
            let position = context.position(of: finding.site)
            let path = context.displayPath(finding.site.file)
            let location = "\(path):\(position.line):\(position.column)"
            lines.append(
                "    <testcase classname=\"\(XMLEscaping.escaped(path))\" name=\"\(XMLEscaping.escaped("\(finding.ruleID) at \(location)"))\">"
            )
            lines.append(
                "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(XMLEscaping.escaped(finding.message))\">\(XMLEscaping.escaped("\(location): \(finding.message) (\(finding.ruleID))"))</failure>"
            )
            lines.append("    </testcase>")
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
