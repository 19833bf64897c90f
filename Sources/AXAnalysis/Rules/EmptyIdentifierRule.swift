// empty-identifier: an identifier that is empty or has an empty segment.

/// An empty identifier matches nothing a UI test can name, and an empty segment (`"Order."`,
/// `".Title"`, `"A..B"`) comes from an empty branch, leaf or prefix element.
package enum EmptyIdentifierRule: WorkspaceRule {
    package static let description = RuleDescription(
        id: "empty-identifier",
        defaultSeverity: .warning,
        summary: "an identifier is empty or has an empty segment",
        help:
            "An empty identifier cannot be queried meaningfully, and an empty dotted segment usually comes from an empty branch, leaf or customPrefixChain element (`\"\"` is used verbatim). Give the element or the segment a name.",
        semantics: ["BL-1", "BL-7", "AAII-2", "EX-1", "EX-2"],
        triggeringExamples: [
            """
            import SwiftUI

            struct OrderView: View {
                var body: some View {
                    VStack {
                        Text("Total").1️⃣accessibilityIdentifier("")
                        Text("Tax").2️⃣accessibilityIdentifierLeaf("")
                    }
                    .accessibilityIdentifierBranch("Order")
                }
            }
            """,
            """
            import SwiftUI

            struct OrderView: View {
                var body: some View {
                    VStack {
                        Text("Total").accessibilityIdentifierLeaf("Total")
                        Text("Tax").accessibilityIdentifierLeaf("Tax")
                    }
                    .1️⃣accessibilityIdentifierBranch("")
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI

            struct OrderView: View {
                var body: some View {
                    VStack {
                        Text("Total").accessibilityIdentifier("order.total")
                        Text("Tax").accessibilityIdentifierLeaf("Tax")
                    }
                    .accessibilityIdentifierBranch("Order")
                }
            }
            """
        ]
    )

    package static func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var reported: Set<SourceSite> = []
        for identifier in context.identifiers {
            if identifier.value.isEmpty {
                reported.insert(identifier.site)
                findings.append(
                    makeFinding(
                        at: identifier.site,
                        message:
                            "the identifier of '\(identifier.elementName)' is empty; give it a name UI tests can query",
                        identifier: identifier.value))
            } else if identifier.convention != .explicitUIKit && identifier.convention != .explicitSwiftUI
                && identifier.convention != .interfaceBuilder,
                identifier.value.hasPrefix(".") || identifier.value.hasSuffix(".") || identifier.value.contains("..")
            {
                // BL-1: an empty branch is reported on the branch, once for every leaf under it.
                if let branch = identifier.via.first(where: { $0.kind == .branch && $0.detail == "branch \"\"" }) {
                    guard reported.insert(branch.site).inserted else { continue }
                    findings.append(
                        makeFinding(
                            at: branch.site,
                            message:
                                "this branch is empty, so identifiers under it such as '\(identifier.value)' have an empty segment; name the branch",
                            identifier: identifier.value,
                            related: [RelatedSite(site: identifier.site, message: "'\(identifier.value)'")]))
                    continue
                }
                guard reported.insert(identifier.site).inserted else { continue }
                findings.append(
                    makeFinding(
                        at: identifier.site,
                        message:
                            "identifier '\(identifier.value)' has an empty segment (an empty branch, leaf or prefix element); name the segment",
                        identifier: identifier.value))
            }
        }
        return findings
    }
}
