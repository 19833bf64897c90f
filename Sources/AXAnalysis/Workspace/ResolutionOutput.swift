// What a resolver produces from the workspace's summaries.

/// Identifiers and findings from one resolution unit (a convention over the workspace, or one
/// root of the SwiftUI render tree).
package struct ResolutionOutput: Hashable, Sendable {
    package var identifiers: [ComputedIdentifier]
    package var findings: [Finding]

    package init(identifiers: [ComputedIdentifier] = [], findings: [Finding] = []) {
        self.identifiers = identifiers
        self.findings = findings
    }

    package mutating func append(_ other: ResolutionOutput) {
        identifiers.append(contentsOf: other.identifiers)
        findings.append(contentsOf: other.findings)
    }
}
