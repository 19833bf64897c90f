// empty-identifier: an identifier that is empty or has an empty segment.

/// An empty identifier matches nothing a UI test can name, and an empty segment (`"Order."`,
/// `".Title"`, `"A..B"`) comes from an empty branch, leaf or prefix element.
package enum EmptyIdentifierRule: WorkspaceRule {
    package static let description = RuleDescription(
        id: "empty-identifier",
        defaultSeverity: .warning,
        summary: "an identifier is empty or has an empty segment",
        help: "An empty identifier cannot be queried meaningfully, and an empty dotted segment usually comes from an empty branch, leaf or customPrefixChain element (`\"\"` is used verbatim). Give the element or the segment a name.",
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
            """,
        ]
    )

    package static func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var reported: Set<SourceSite> = []
        for identifier in context.identifiers where reported.insert(identifier.site).inserted || identifier.value.isEmpty {
            if identifier.value.isEmpty {
                findings.append(makeFinding(at: identifier.site, message: "the identifier of '\(identifier.elementName)' is empty; give it a name UI tests can query", identifier: identifier.value))
            } else if identifier.convention != .explicitUIKit && identifier.convention != .explicitSwiftUI && identifier.convention != .interfaceBuilder,
                      identifier.value.hasPrefix(".") || identifier.value.hasSuffix(".") || identifier.value.contains("..") {
                findings.append(makeFinding(at: identifier.site, message: "identifier '\(identifier.value)' has an empty segment (an empty branch, leaf or prefix element); name the segment", identifier: identifier.value))
            }
        }
        return findings
    }
}
