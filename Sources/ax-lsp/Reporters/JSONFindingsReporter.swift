// `{"version":1,"findings":[…]}` with paths relative to the analysed directory.
import AXAnalysis

/// The documented JSON shape; keys in the documented order.
enum JSONFindingsReporter: FindingReporter {
    static func render(_ findings: [Finding], context: ReportContext) -> String {
        JSONValue.object([
            ("version", .int(1)),
            ("findings", .array(findings.map { json(for: $0, context: context) }))
        ]).rendered
    }

    static func json(for finding: Finding, context: ReportContext) -> JSONValue {
        let position = context.position(of: finding.site)
        return .object([
            ("rule", .string(finding.ruleID)),
            ("severity", .string(finding.severity.rawValue)),
            ("file", .string(finding.site.file)),
            ("line", .int(position.line)),
            ("column", .int(position.column)),
            ("message", .string(finding.message)),
            ("identifier", .optional(finding.identifier)),
            (
                "related",
                .array(
                    finding.related.map { related in
                        let relatedPosition = context.position(of: related.site)
                        return .object([
                            ("file", .string(related.site.file)),
                            ("line", .int(relatedPosition.line)),
                            ("column", .int(relatedPosition.column)),
                            ("message", .string(related.message))
                        ])
                    })
            )
        ])
    }
}
