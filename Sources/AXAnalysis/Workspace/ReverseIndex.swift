// Which resolved results point into which file, so that shifting one file's positions after an
// edit visits only the results about that file.

/// Built once per resolution (and again when rules re-run); positions are indices into the
/// resolver and rule finding arrays, which shifting never reorders.
struct ReverseIndex {
    /// File → report files whose identifiers have a site, element or provenance step in it.
    var identifierFilesTouching: [String: Set<String>] = [:]
    /// File → resolver findings with a site, related site or fix edit in it.
    var resolverFindingsTouching: [String: [Int]] = [:]
    var ruleFindingsTouching: [String: [Int]] = [:]
    /// Report file → resolver and rule findings reported there, in their original order.
    var resolverFindingsBySiteFile: [String: [Int]] = [:]
    var ruleFindingsBySiteFile: [String: [Int]] = [:]

    init() {}

    init(identifiersByFile: [String: [ComputedIdentifier]], resolverFindings: [Finding], ruleFindings: [Finding]) {
        for (reportFile, identifiers) in identifiersByFile {
            for identifier in identifiers {
                identifierFilesTouching[identifier.site.file, default: []].insert(reportFile)
                identifierFilesTouching[identifier.elementSite.file, default: []].insert(reportFile)
                for step in identifier.allSteps {
                    identifierFilesTouching[step.site.file, default: []].insert(reportFile)
                }
            }
        }
        Self.index(resolverFindings, touching: &resolverFindingsTouching, bySiteFile: &resolverFindingsBySiteFile)
        Self.index(ruleFindings, touching: &ruleFindingsTouching, bySiteFile: &ruleFindingsBySiteFile)
    }

    private static func index(_ findings: [Finding], touching: inout [String: [Int]], bySiteFile: inout [String: [Int]])
    {
        for (position, finding) in findings.enumerated() {
            bySiteFile[finding.site.file, default: []].append(position)
            var files: Set<String> = [finding.site.file]
            for related in finding.related { files.insert(related.site.file) }
            for fix in finding.fixes {
                for edit in fix.edits { files.insert(edit.file) }
            }
            for file in files { touching[file, default: []].append(position) }
        }
    }
}
