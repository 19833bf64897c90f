// duplicate-identifier: two elements get the same identifier.

/// Two different elements (or one component in two usage contexts) with the same identifier make
/// UI-test queries ambiguous. Elements in mutually exclusive `#if` clauses, and one site repeated
/// at run time (ForEach rows, reused cells), are not duplicates.
package enum DuplicateIdentifierRule: WorkspaceRule {
    package static let description = RuleDescription(
        id: "duplicate-identifier",
        defaultSeverity: .error,
        summary: "the same identifier is given to more than one element",
        help: "XCUITest queries by identifier; when two elements share one, `app.buttons[\"id\"]` matches both and the test taps whichever comes first (or fails with multiple matches). Give each element its own identifier — for a component used in several places, wrap each usage in its own `accessibilityIdentifierBranch`.",
        semantics: ["EX-1", "EX-2", "BL-3", "GEN-1"],
        triggeringExamples: [
            """
            //- App/ProfileView.swift
            import SwiftUI

            struct ProfileView: View {
                var body: some View {
                    Text("Name").1️⃣accessibilityIdentifier("profile.name")
                }
            }
            //- App/SettingsView.swift
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    Text("Name").2️⃣accessibilityIdentifier("profile.name")
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import UIKit

            class HeaderView: UIView {
                let titleLabel = UILabel()
                func setUp() {
                    #if DEBUG
                    titleLabel.accessibilityIdentifier = "header.title"
                    #else
                    titleLabel.accessibilityIdentifier = "header.title"
                    #endif
                }
            }
            """,
            """
            import SwiftUI

            struct FeedView: View {
                var body: some View {
                    ForEach(0..<3) { index in
                        Text("Post").accessibilityIdentifier("feed.post")
                    }
                }
            }
            """,
        ]
    )

    package static func check(_ context: RuleContext) -> [Finding] {
        var groups: [String: [ComputedIdentifier]] = [:]
        // One entry per site and value; each of its usage contexts is an element of its own here.
        for identifier in context.identifiers.flatMap(\.contextVariants) where identifier.certainty != .dynamic && !identifier.value.isEmpty {
            groups[identifier.value, default: []].append(identifier)
        }
        var findings: [Finding] = []
        for value in groups.keys.sorted() {
            guard let group = groups[value], group.count > 1 else { continue }
            let elements = distinctElements(group)
            guard elements.count > 1 else { continue }
            // One finding per report site: a leaf reached through several usages is one line.
            var sites: [SourceSite] = []
            for element in elements where !sites.contains(element.site) { sites.append(element.site) }
            for site in sites {
                let here = elements.filter { $0.site == site }
                let others = elements.filter { other in
                    here.contains { mine in mine != other && !mine.conditions.isMutuallyExclusive(with: other.conditions) }
                }
                guard !others.isEmpty, let identifier = here.first else { continue }
                let message = Self.message(value: value, site: site, here: here, others: others, context: context)
                findings.append(makeFinding(
                    at: site,
                    message: message,
                    identifier: value,
                    related: others.map { other in
                        // The same leaf in another usage context: point at that usage, which is
                        // what differs (and keeps the shift path's re-run check exact).
                        if other.site == site, let usage = otherUsage(other, relativeTo: identifier) {
                            return RelatedSite(site: usage, message: "'\(value)' is also set through this usage")
                        }
                        return RelatedSite(site: other.site, message: "'\(value)' is also set here\(contextSuffix(other))")
                    }
                ))
            }
        }
        return findings
    }

    /// "identifier 'X' is also set in B.swift:3" for other elements; for one leaf reached through
    /// several usages of its component, the usages, and the fix that separates them.
    private static func message(value: String, site: SourceSite, here: [ComputedIdentifier], others: [ComputedIdentifier], context: RuleContext) -> String {
        let elsewhere = others.filter { $0.site != site }
        let sameLeaf = others.filter { $0.site == site }
        var parts: [String] = []
        if !elsewhere.isEmpty {
            let names = elsewhere.prefix(3).map { context.describe($0.site) }.joined(separator: ", ")
            let more = elsewhere.count > 3 ? " and \(elsewhere.count - 3) more" : ""
            parts.append("is also set in \(names)\(more)")
        }
        if !sameLeaf.isEmpty {
            let usages = here.compactMap { $0.via.last(where: { $0.kind == .usage })?.site }
            let listed = usages.prefix(4).map { context.describe($0) }.joined(separator: ", ")
            parts.append("is set by this line in \(here.count) usage contexts" + (listed.isEmpty ? "" : " (\(listed))"))
        }
        let fix = sameLeaf.isEmpty
            ? "give each element its own identifier"
            : "wrap each usage in its own accessibilityIdentifierBranch"
        return "identifier '\(value)' \(parts.joined(separator: " and ")); \(fix)"
    }

    /// Names where the other element is; for the same leaf reached through another usage of its
    /// component, the usage site, since the leaf's own line is the same for both.
    private static func describe(_ other: ComputedIdentifier, relativeTo identifier: ComputedIdentifier, context: RuleContext) -> String {
        guard other.site == identifier.site, let usage = otherUsage(other, relativeTo: identifier) else { return context.describe(other.site) }
        return "another usage of this component (\(context.describe(usage)))"
    }

    /// The first usage step of `other` that `identifier`'s path does not share.
    private static func otherUsage(_ other: ComputedIdentifier, relativeTo identifier: ComputedIdentifier) -> SourceSite? {
        let mine = identifier.via.filter { $0.kind == .usage }.map(\.site)
        return (other.via.first { $0.kind == .usage && !mine.contains($0.site) } ?? other.via.first { $0.kind == .usage })?.site
    }

    /// One entry per distinct element-in-context; the same element written twice (an explicit
    /// assignment repeated in two methods) counts once.
    static func distinctElements(_ group: [ComputedIdentifier]) -> [ComputedIdentifier] {
        var seen: Set<String> = []
        var result: [ComputedIdentifier] = []
        for identifier in group {
            let key: String
            switch identifier.convention {
            case .explicitUIKit:
                key = "uikit|\(identifier.site.file)|\(identifier.elementName)"
            default:
                key = "\(identifier.elementSite.file)|\(identifier.elementSite.range.start)|\(identifier.site.range.start)|\(identifier.contextKey)"
            }
            if seen.insert(key).inserted { result.append(identifier) }
        }
        return result
    }

    private static func contextSuffix(_ identifier: ComputedIdentifier) -> String {
        guard let usage = identifier.via.first(where: { $0.kind == .usage }) else { return "" }
        return " (\(usage.detail))"
    }
}
