// container-identifier-overrides-children: an identifier on a SwiftUI container may be handed
// to children that have identifiers of their own.

/// BL-6, EX-2: on a container (`VStack`, `Group`, `Section`…) that is not made one accessibility
/// element with `.accessibilityElement(children:)`, SwiftUI may pass the identifier on to each
/// child element, so children that set their own identifiers may end up with the container's.
///
/// Raised by `SwiftUIRenderWalker` (Resolution/SwiftUIRenderWalker.swift) during `SwiftUIResolver`'s render-tree walk.
package enum ContainerIdentifierOverridesChildrenRule: Rule {
    package static let description = RuleDescription(
        id: "container-identifier-overrides-children",
        defaultSeverity: .warning,
        summary: "an identifier on a SwiftUI container may override its children's identifiers",
        help:
            "An `.accessibilityIdentifier(_:)` or applied leaf on a stack, grid, `Group` or `Section` (or on a component whose body is one, or an `if`/`else` or `switch` whose every branch is one) without `.accessibilityElement(children:)` can be handed by SwiftUI to each child element, replacing the identifiers the children set themselves. `List`, `Form`, `ScrollView`, `NavigationStack`, `NavigationView`, `TabView` and `Table` are elements of their own: the identifier names them and the children keep theirs, also through a stack or `Group` that holds nothing else. Add `.accessibilityElement(children: .contain)` to the container, or move the identifier to a single element.",
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
            """
            import SwiftUI

            // The usage's identifier applies to the branch shown, a stack either way.
            struct KeyField: View {
                var isSecure = false
                var body: some View {
                    if isSecure {
                        VStack { SecureField("Key", text: .constant("")).accessibilityIdentifier("field.secure") }
                    } else {
                        VStack { TextField("Key", text: .constant("")).accessibilityIdentifier("field.text") }
                    }
                }
            }

            struct EntryView: View {
                var body: some View {
                    KeyField().1️⃣accessibilityIdentifier("entry.key")
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI

            // A List, Form, ScrollView or navigation container is an element of its own: the
            // identifier names it and the children keep theirs; so does a Group around one.
            struct Feed: View {
                var body: some View {
                    VStack {
                        List {
                            Text("Post").accessibilityIdentifier("feed.post")
                        }
                        .accessibilityIdentifier("feed.list")
                        ScrollView {
                            Text("More").accessibilityIdentifier("feed.more")
                        }
                        .accessibilityIdentifier("feed.scroll")
                        Group {
                            Form {
                                Toggle("On", isOn: .constant(true)).accessibilityIdentifier("feed.toggle")
                            }
                        }
                        .accessibilityIdentifier("feed.form")
                    }
                }
            }
            """,
            """
            import SwiftUI

            // A stack around nothing but a list hands the identifier to the list, which keeps
            // it; the rows keep theirs.
            struct PlainList: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        List {
                            Text("Row").accessibilityIdentifier("plain.row")
                        }
                    }
                }
            }

            struct DevicesView: View {
                var body: some View {
                    PlainList().accessibilityIdentifier("devices.list")
                }
            }
            """,
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
            """
            import SwiftUI

            // One branch is a single element, not a container: the usage's identifier names it.
            struct KeyField: View {
                var isSecure = false
                var body: some View {
                    if isSecure {
                        SecureField("Key", text: .constant("")).accessibilityIdentifier("field.secure")
                    } else {
                        VStack { TextField("Key", text: .constant("")).accessibilityIdentifier("field.text") }
                    }
                }
            }

            struct EntryView: View {
                var body: some View {
                    KeyField().accessibilityIdentifier("entry.key")
                }
            }
            """
        ]
    )

    /// Views that group children without being an element themselves: SwiftUI hands an
    /// identifier set on them to each child element (stacks, grids, `Group`, `Section`).
    static let containerNames: Set<String> = [
        "VStack", "HStack", "ZStack", "Group", "Section", "LazyVStack", "LazyHStack",
        "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "GroupBox", "ControlGroup", "DisclosureGroup", "ViewThatFits"
    ]

    /// Containers backed by an element of their own (a table or collection view, a scroll view,
    /// a navigation or tab controller): the identifier names that element and the children
    /// keep theirs. A `Group` around one of them hands the identifier to it, so it too keeps
    /// the children's.
    static let keepingContainerNames: Set<String> = [
        "List", "Form", "ScrollView", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "Table",
        "OutlineGroup"
    ]

    static func finding(
        identifierSite: SourceSite, identifier: String, container: String, childSites: [SourceSite],
        childValues: [String]
    ) -> Finding {
        let examples = childValues.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        return makeFinding(
            at: identifierSite,
            message:
                "identifier '\(identifier)' on \(container) may be handed to its children, which set their own (\(examples)); add .accessibilityElement(children: .contain) or move the identifier",
            identifier: identifier,
            related: childSites.prefix(5).map { RelatedSite(site: $0, message: "a child's own identifier") }
        )
    }
}
