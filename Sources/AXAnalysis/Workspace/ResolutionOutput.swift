// What a resolver produces from the workspace's summaries.

/// Identifiers and findings from one resolution unit (a convention over the workspace, or one
/// root of the SwiftUI render tree).
public struct ResolutionOutput: Hashable, Sendable {
    public var identifiers: [ComputedIdentifier]
    public var findings: [Finding]

    public init(identifiers: [ComputedIdentifier] = [], findings: [Finding] = []) {
        self.identifiers = identifiers
        self.findings = findings
    }

    public mutating func append(_ other: ResolutionOutput) {
        identifiers.append(contentsOf: other.identifiers)
        findings.append(contentsOf: other.findings)
    }
}
