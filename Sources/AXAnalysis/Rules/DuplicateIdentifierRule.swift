// duplicate-identifier: two elements that can be on screen together get the same identifier.

/// Two different elements (or one component used twice in one render tree) with the same
/// identifier, on one screen, make UI-test queries ambiguous. One screen is one SwiftUI render
/// root, one storyboard scene or xib, or one view controller's hierarchy (`ScreenModel`); pairs on
/// different screens are `duplicate-identifier-across-screens` (opt-in). Elements in mutually
/// exclusive `#if` clauses or run-time `if`/`else`/`switch` branches, and one site repeated at
/// run time (ForEach rows, reused cells), are not duplicates. RapidA11y's controls are
/// checked per screen by `RapidA11yResolver` (Resolution/RapidA11yResolver.swift) instead.
package enum DuplicateIdentifierRule: WorkspaceRule {
    package static let description = RuleDescription(
        id: "duplicate-identifier",
        defaultSeverity: .error,
        summary: "the same identifier is given to two elements that can be on screen together",
        help: "XCUITest queries by identifier; when two elements on screen share one, `app.buttons[\"id\"]` matches both and the test taps whichever comes first (or fails with multiple matches). Elements are on one screen when they are in one SwiftUI root's render tree (outside exclusive `if`/`else`/`switch` branches), one storyboard scene or xib, or one view controller's hierarchy (its views and the views they hold); the message names that screen. Give each element its own identifier — for a component used twice in one tree, wrap each usage in its own `accessibilityIdentifierBranch`. The same identifier on different screens is `duplicate-identifier-across-screens`, off by default. RapidA11y controls are compared within their screen: informations that never set `index` all get index 0 (RA-6), and the quick fix sets each information's index to its control's position.",
        semantics: ["EX-1", "EX-2", "BL-3", "GEN-1", "RA-6"],
        triggeringExamples: [
            """
            import SwiftUI

            struct ProfileView: View {
                var body: some View {
                    VStack {
                        Text("Name").1️⃣accessibilityIdentifier("profile.name")
                        Text("Nickname").2️⃣accessibilityIdentifier("profile.name")
                    }
                }
            }
            """,
            """
            import UIKit

            class HeaderView: UIView {
                let titleLabel = UILabel()
                func setUp() { 1️⃣titleLabel.accessibilityIdentifier = "profile.title" }
            }

            class ProfileViewController: UIViewController {
                let header = HeaderView()
                let nameLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    2️⃣nameLabel.accessibilityIdentifier = "profile.title"
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
            //- App/ProfileView.swift
            import SwiftUI

            struct ProfileView: View {
                var body: some View {
                    Text("Name").accessibilityIdentifier("profile.name")
                }
            }
            //- App/SettingsView.swift
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    Text("Name").accessibilityIdentifier("profile.name")
                }
            }
            """,
            """
            import SwiftUI

            struct StatusView: View {
                let isLoading: Bool
                var body: some View {
                    if isLoading {
                        ProgressView().accessibilityIdentifier("status")
                    } else {
                        Text("Done").accessibilityIdentifier("status")
                    }
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
        duplicates(context).filter { $0.ruleID == description.id }
    }

    /// The findings of this rule (elements that can be on screen together) and of
    /// `duplicate-identifier-across-screens` (elements on different screens), from one pass.
    static func duplicates(_ context: RuleContext) -> [Finding] {
        var groups: [String: [ComputedIdentifier]] = [:]
        // One entry per site and value; each of its usage contexts is an element of its own here.
        // RapidA11y checks its controls per screen (RapidA11yResolver): `UIButton_0__control_a11yID`
        // on two screens is the convention working as designed.
        for identifier in context.identifiers.flatMap(\.contextVariants) where identifier.certainty != .dynamic && !identifier.value.isEmpty
            && identifier.convention != .rapid {
            groups[identifier.value, default: []].append(identifier)
        }
        let screens = ScreenModel(summaries: context.summaries, index: context.index)
        var findings: [Finding] = []
        for value in groups.keys.sorted() {
            guard let group = groups[value], group.count > 1 else { continue }
            let elements = distinctElements(group)
            guard elements.count > 1 else { continue }
            let screenOf = elements.map { screens.screens(of: $0) }
            var pairing = PairClasses(elements: elements, screens: screenOf)
            // One finding per report site: a leaf reached through several usages is one line.
            var sites: [SourceSite] = []
            var indicesAt: [SourceSite: [Int]] = [:]
            for index in elements.indices {
                if indicesAt[elements[index].site] == nil { sites.append(elements[index].site) }
                indicesAt[elements[index].site, default: []].append(index)
            }
            for site in sites {
                let hereIndices = indicesAt[site] ?? []
                var together: [Int] = []
                var apart: [Int] = []
                for otherIndex in elements.indices {
                    var paired = false
                    var onOneScreen = false
                    for mine in hereIndices where mine != otherIndex {
                        switch pairing.pair(mine, otherIndex) {
                        case .exclusive: continue
                        case .together: paired = true; onOneScreen = true
                        case .apart: paired = true
                        }
                        if onOneScreen { break }
                    }
                    guard paired else { continue }
                    if onOneScreen { together.append(otherIndex) } else { apart.append(otherIndex) }
                }
                let here = hereIndices.map { elements[$0] }
                guard let identifier = here.first, let firstHere = hereIndices.first else { continue }
                for (rule, indices) in [(description.id, together), (DuplicateIdentifierAcrossScreensRule.description.id, apart)] where !indices.isEmpty {
                    let others = indices.map { elements[$0] }
                    let onSameScreen = rule == description.id
                    var names: [String] = []
                    for index in hereIndices + indices where !names.contains(screenOf[index].name) {
                        names.append(screenOf[index].name)
                        if names.count == 4 { break }
                    }
                    // The screen the pair shares, named from this site's side.
                    let shared = hereIndices.first { mine in indices.contains { pairing.shareAScreen(mine, $0) } } ?? firstHere
                    let partner = indices.first { pairing.shareAScreen(shared, $0) }
                    let sharedName = partner.map { screenOf[shared].name(sharedWith: screenOf[$0]) } ?? screenOf[shared].name
                    let screenText = onSameScreen
                        ? "both on screen in \(sharedName)"
                        : "on different screens (\(names.joined(separator: "; ")))"
                    let message = Self.message(value: value, site: site, here: here, others: others, screen: screenText, context: context)
                    var finding = makeFinding(
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
                    )
                    if !onSameScreen {
                        finding.ruleID = DuplicateIdentifierAcrossScreensRule.description.id
                        finding.severity = DuplicateIdentifierAcrossScreensRule.description.defaultSeverity
                    }
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    /// "identifier 'X' is also set in B.swift:3" for other elements; for one leaf reached through
    /// several usages of its component, the usages, and the fix that separates them.
    private static func message(value: String, site: SourceSite, here: [ComputedIdentifier], others: [ComputedIdentifier], screen: String, context: RuleContext) -> String {
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
        return "identifier '\(value)' \(parts.joined(separator: " and ")), \(screen); \(fix)"
    }

    /// The first usage step of `other` that `identifier`'s path does not share: for the same
    /// leaf reached through another usage of its component, where the other element is, since
    /// the leaf's own line is the same for both.
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

/// The elements of one duplicate group in classes of equal `#if` conditions and equal screens:
/// whether two elements exclude each other or share a screen depends only on their classes, so
/// each pair of classes is decided once (a value set by thousands of elements compared every
/// pair's conditions and screen sets, quadratically).
private struct PairClasses {
    enum Pair: UInt8 { case exclusive, together, apart }

    private struct Key: Hashable {
        var conditions: [ConditionClause]
        var screens: Set<String>
    }

    private let classOf: [Int]
    private let members: [Key]
    private var decided: [Int: Pair] = [:]

    init(elements: [ComputedIdentifier], screens: [ScreenModel.Screens]) {
        var ids: [Key: Int] = [:]
        var members: [Key] = []
        var classOf: [Int] = []
        classOf.reserveCapacity(elements.count)
        for (element, screen) in zip(elements, screens) {
            let key = Key(conditions: element.conditions, screens: screen.keys)
            if let id = ids[key] {
                classOf.append(id)
            } else {
                ids[key] = members.count
                classOf.append(members.count)
                members.append(key)
            }
        }
        self.classOf = classOf
        self.members = members
    }

    mutating func pair(_ mine: Int, _ other: Int) -> Pair {
        let (a, b) = (classOf[mine], classOf[other])
        let slot = a * members.count + b
        if let known = decided[slot] { return known }
        let pair: Pair
        if members[a].conditions.isMutuallyExclusive(with: members[b].conditions) {
            pair = .exclusive
        } else {
            pair = members[a].screens.isDisjoint(with: members[b].screens) ? .apart : .together
        }
        decided[slot] = pair
        return pair
    }

    func shareAScreen(_ mine: Int, _ other: Int) -> Bool {
        let (a, b) = (classOf[mine], classOf[other])
        return a == b ? !members[a].screens.isEmpty : !members[a].screens.isDisjoint(with: members[b].screens)
    }
}
