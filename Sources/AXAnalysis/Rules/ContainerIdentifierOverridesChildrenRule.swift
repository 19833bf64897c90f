// container-identifier-overrides-children: an identifier on a SwiftUI container may be handed
// to children that have identifiers of their own.

/// BL-6, EX-2: on a container (`VStack`, `List`, `Group`…) that is not made one accessibility
/// element with `.accessibilityElement(children:)`, SwiftUI may pass the identifier on to each
/// child element, so children that set their own identifiers may end up with the container's.
///
/// Raised by `SwiftUIRenderWalker` (Resolution/SwiftUIRenderWalker.swift) during `SwiftUIResolver`'s render-tree walk.
package enum ContainerIdentifierOverridesChildrenRule: Rule {
    package static let description = RuleDescription(
        id: "container-identifier-overrides-children",
        defaultSeverity: .warning,
        summary: "an identifier on a SwiftUI container may override its children's identifiers",
        help: "An `.accessibilityIdentifier(_:)` or applied leaf on a container view without `.accessibilityElement(children:)` can be handed by SwiftUI to each child element, replacing the identifiers the children set themselves. Add `.accessibilityElement(children: .contain)` to the container, or move the identifier to a single element.",
        semantics: ["BL-6", "EX-2"],
        triggeringExamples: [
            """
            import SwiftUI

            struct PriceRow: View {
                var body: some View {
                    HStack {
                        Text("Price").accessibilityIdentifier("row.price")
                    }
                    .1️⃣accessibilityIdentifier("row")
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI

            struct PriceRow: View {
                var body: some View {
                    HStack {
                        Text("Price").accessibilityIdentifier("row.price")
                    }
                    .accessibilityElement(children: .contain)
                    .accessibilityIdentifier("row")
                }
            }
            """,
        ]
    )

    /// Views that group children without being one accessibility element themselves.
    static let containerNames: Set<String> = [
        "VStack", "HStack", "ZStack", "Group", "List", "Form", "Section", "ScrollView", "LazyVStack", "LazyHStack",
        "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "GroupBox", "ControlGroup", "DisclosureGroup", "ViewThatFits",
        "NavigationStack", "NavigationView", "TabView", "Table", "OutlineGroup",
    ]

    static func finding(identifierSite: SourceSite, identifier: String, container: String, childSites: [SourceSite], childValues: [String]) -> Finding {
        let examples = childValues.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        return makeFinding(
            at: identifierSite,
            message: "identifier '\(identifier)' on \(container) may be handed to its children, which set their own (\(examples)); add .accessibilityElement(children: .contain) or move the identifier",
            identifier: identifier,
            related: childSites.prefix(5).map { RelatedSite(site: $0, message: "a child's own identifier") }
        )
    }
}
