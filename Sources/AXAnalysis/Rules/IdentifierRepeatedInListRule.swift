// identifier-repeated-in-list: every row of a ForEach or List gets the same identifier.

/// A constant identifier on the view a `ForEach`/`List` closure returns (or on the `ForEach`
/// itself, which passes it to every row) is the same on every row: `app.cells["feed.row"]`
/// matches all of them. Raised by `SwiftUIRenderWalker` (it knows which view is a row); the fix
/// interpolates the row's item (`item.id`, the `id:` key path, or the index of a range).
/// Identifiers inside a row are not reported: a test reaches them through their row.
package enum IdentifierRepeatedInListRule: Rule {
    package static let description = RuleDescription(
        id: "identifier-repeated-in-list",
        defaultSeverity: .warning,
        summary: "every row of a ForEach or List gets the same identifier",
        help:
            "The identifier is set on each row a `ForEach` or `List` renders, so every row carries the same one and a UI-test query by it matches all rows (the test taps the first, or fails on multiple matches). Interpolate the row's item into it, `\"feed.row.\\(item.id)\"`; the fix does that with the item's `id`, the `id:` key path, or the index of a range. Identifiers of views inside a row are fine: a test finds them through their row.",
        semantics: ["EX-2", "BL-3"],
        triggeringExamples: [
            """
            import SwiftUI

            struct Post: Identifiable { let id: Int }

            struct FeedView: View {
                let posts: [Post]
                var body: some View {
                    List {
                        ForEach(posts) { post in
                            Text("Post").1️⃣accessibilityIdentifier("feed.post")
                        }
                        ForEach(0..<3) { index in
                            Text("Ad").2️⃣accessibilityIdentifier("feed.ad")
                        }
                    }
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI

            struct Post: Identifiable { let id: Int }

            struct FeedView: View {
                let posts: [Post]
                var body: some View {
                    ForEach(posts) { post in
                        HStack {
                            Text("Post").accessibilityIdentifier("feed.post.title")
                        }
                        .accessibilityIdentifier("feed.post.\\(post.id)")
                    }
                }
            }
            """,
            // The identifier comes from the row's item: each filter gives its own.
            """
            import SwiftUI

            enum Filter: Hashable {
                case daita, ipv6
                var accessibilityIdentifier: String {
                    switch self {
                    case .daita: "filter.daita"
                    case .ipv6: "filter.ipv6"
                    }
                }
            }

            struct FiltersView: View {
                let filters: [Filter]
                var body: some View {
                    ForEach(filters, id: \\.self) { filter in
                        Text("Filter").accessibilityIdentifier(filter.accessibilityIdentifier)
                    }
                }
            }
            """
        ]
    )

    /// `literal`: the modifier's string when it is a plain literal (the fix rewrites it).
    static func finding(identifier: ComputedIdentifier, list: SwiftUIListRow, literal: StringExpr?) -> Finding {
        var message =
            "every row of this \(list.listName) gets the identifier '\(identifier.value)', so a query by it matches all rows"
        var fixes: [Fix] = []
        if let item = list.itemExpression {
            // The string as written: a leaf's own part (`title`), an explicit identifier's value.
            let interpolated = "\(literal?.value ?? identifier.value).\\(\(item))"
            message += "; interpolate the row's item: \"\(interpolated)\""
            if let literal {
                fixes.append(
                    Fix(
                        title: "interpolate \(item) into the identifier",
                        edits: [
                            FileEdit(
                                file: literal.site.file, range: literal.site.range, replacement: "\"\(interpolated)\"")
                        ],
                        isSafeForFixAll: false, isPreferred: true
                    ))
            }
        } else {
            message += "; interpolate the row's item into it"
        }
        return makeFinding(at: identifier.site, message: message, identifier: identifier.value, fixes: fixes)
    }
}
