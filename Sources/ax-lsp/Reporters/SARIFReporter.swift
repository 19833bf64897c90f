// SARIF 2.1.0 for code-scanning services, with rule metadata and relative artifact URIs.
import AXAnalysis
import AXServer
import Foundation

/// One run of the `ax-lsp` driver; every registered rule is listed so results can refer to
/// them by index, and URIs are relative to the analysed directory.
enum SARIFReporter: FindingReporter {
    static func render(_ findings: [Finding], context: ReportContext) -> String {
        let rules = RuleRegistry.all
        var ruleIndexes: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndexes[rule.id] = index }
        let driver = JSONValue.object([
            ("name", .string("ax-lsp")),
            ("version", .string(ServerVersion.current)),
            ("rules", .array(rules.map(ruleJSON)))
        ])
        let run = JSONValue.object([
            ("tool", .object([("driver", driver)])),
            ("results", .array(findings.map { result(for: $0, ruleIndex: ruleIndexes[$0.ruleID], context: context) }))
        ])
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run]))
        ]).rendered
    }

    private static func ruleJSON(_ rule: RuleDescription) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.help))])),
            ("help", .object([("text", .string(rule.help))])),
            (
                "defaultConfiguration",
                .object([
                    ("enabled", .bool(!rule.isOptIn)),
                    ("level", .string(level(rule.defaultSeverity)))
                ])
            )
        ])
    }

    private static func result(for finding: Finding, ruleIndex: Int?, context: ReportContext) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(finding.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members.append(("level", .string(level(finding.severity))))
        members.append(("message", .object([("text", .string(finding.message))])))
        members.append(("locations", .array([location(finding.site, context: context)])))
        if !finding.related.isEmpty {
            members.append(
                (
                    "relatedLocations",
                    .array(
                        finding.related.enumerated().map { index, related in
                            guard case .object(var fields) = location(related.site, context: context) else {
                                return .null
                            }
                            fields.insert(("id", .int(index)), at: 0)
                            fields.append(("message", .object([("text", .string(related.message))])))
                            return .object(fields)
                        })
                ))
        }
        if let identifier = finding.identifier {
            members.append(("properties", .object([("identifier", .string(identifier))])))
        }
        return .object(members)
    }

    private static func location(_ site: SourceSite, context: ReportContext) -> JSONValue {
        let position = context.position(of: site)
        return .object([
            (
                "physicalLocation",
                .object([
                    ("artifactLocation", .object([("uri", .string(uri(site.file)))])),
                    ("region", .object([("startLine", .int(position.line)), ("startColumn", .int(position.column))]))
                ])
            )
        ])
    }

    /// A relative URI reference (spaces and other reserved characters percent-encoded).
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":;")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}
