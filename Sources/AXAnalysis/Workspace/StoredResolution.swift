// The part of a resolution that only resolving can produce, kept so that a restart on unchanged
// files can rebuild its results without resolving again (the server's warm start).

/// What the resolvers and the workspace rules concluded, before options and suppression comments
/// filter it. Everything else a resolution holds (the `WorkspaceIndex`, findings by file,
/// generated constants, the reverse index) is derived from these and the summaries, the same way
/// whether the workspace resolved or was given this (`AnalysisWorkspace.install(_:)`).
///
/// Findings are kept unfiltered because later edits shift and filter them again, and a client
/// may change what is filtered (a suppression comment) without changing what was found.
package struct StoredResolution: Hashable, Codable, Sendable {
    /// Every app identifier (test code's are not), grouped by report file in path order, each
    /// file's in the order the resolution kept them.
    package var identifiers: [ComputedIdentifier]
    /// Findings of the resolvers (UIKit, SwiftUI), in resolution order.
    package var resolverFindings: [Finding]
    /// Findings of the workspace rules (duplicates, unknown UI-test queries, …), in rule order.
    package var ruleFindings: [Finding]

    package init(identifiers: [ComputedIdentifier], resolverFindings: [Finding], ruleFindings: [Finding]) {
        self.identifiers = identifiers
        self.resolverFindings = resolverFindings
        self.ruleFindings = ruleFindings
    }
}
