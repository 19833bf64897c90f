// Checkstyle XML, grouped by file, for tools that import Checkstyle reports (Jenkins, Danger).
import AXAnalysis

/// `<file name>` per file in path order, one `<error>` per finding; `source` is `ax-lsp.<rule>`.
enum CheckstyleReporter: FindingReporter {
    static func render(_ findings: [Finding], context: ReportContext) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<checkstyle version=\"4.3\">"]
        var byFile: [String: [Finding]] = [:]
        for finding in findings { byFile[finding.site.file, default: []].append(finding) }
        for file in byFile.keys.sorted() {
            lines.append("  <file name=\"\(XMLEscaping.escaped(context.displayPath(file)))\">")
            for finding in byFile[file] ?? [] {
                let position = context.position(of: finding.site)
                lines.append(
                    "    <error line=\"\(position.line)\" column=\"\(position.column)\" severity=\"\(finding.severity.rawValue)\" "
                        + "message=\"\(XMLEscaping.escaped(finding.message))\" source=\"ax-lsp.\(XMLEscaping.escaped(finding.ruleID))\"/>"
                )
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }
}
