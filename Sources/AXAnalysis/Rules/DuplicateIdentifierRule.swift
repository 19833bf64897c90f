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
        help:
            "XCUITest queries by identifier; when two elements on screen share one, `app.buttons[\"id\"]` matches both and the test taps whichever comes first (or fails with multiple matches). Elements are on one screen when they are in one SwiftUI root's render tree (outside exclusive `if`/`else`/`switch` branches), one storyboard scene or xib, or one view controller's hierarchy (its views and the views they hold); the content of a `.sheet`, `.fullScreenCover`, `.popover`, `.alert`, `.confirmationDialog`, `.navigationDestination` or `NavigationLink` destination, and each tab of a `TabView`, is a screen of its own, and so are the actions of a `UIAlertController` built in one function (alerts are presented one at a time). Previews and elements hidden with `.accessibilityHidden(true)` or `.hidden()` are never duplicates, nor is a child's own identifier that an identifier on its container replaces (`container-identifier-overrides-children`); an element of a `ForEach`/`List` row, a reused cell or a storyboard prototype cell (a table's `<prototypes>`, a collection view's cells, a cell xib) is queried through its cell, so it meets only the other elements of its own row, never another prototype's (one constant on every row is `identifier-repeated-in-list`). Code in another platform's `#if os(macOS)` or `#if canImport(AppKit)` is not compiled into the iOS app (the platform analysed is `platform` in `.ax-lsp.yml`): a macOS variant of a view meets nothing. One finding names the whole group at its first site, the other sites as related locations, and the screen. Give each element its own identifier — for a component used twice in one tree, pass each usage its own identifier, or wrap each usage in its own `accessibilityIdentifierBranch` where the app uses branches. The same identifier on different screens is `duplicate-identifier-across-screens`, off by default. RapidA11y controls are compared within their screen: informations that never set `index` all get index 0 (RA-6), and the quick fix sets each information's index to its control's position.",
        semantics: ["EX-1", "EX-2", "BL-3", "GEN-1", "RA-6"],
        triggeringExamples: [
            """
            import UIKit

            // Two actions of one alert: on screen together.
            class ComposeViewController: UIViewController {
                func confirmDiscard() {
                    let alert = UIAlertController(title: "Discard?", message: nil, preferredStyle: .alert)
                    let discard = UIAlertAction(title: "Discard", style: .destructive)
                    1️⃣discard.accessibilityIdentifier = "alert.button"
                    let keep = UIAlertAction(title: "Keep", style: .cancel)
                    keep.accessibilityIdentifier = "alert.button"
                    alert.addAction(discard)
                    alert.addAction(keep)
                    present(alert, animated: true)
                }
            }
            """,
            """
            import SwiftUI

            struct ProfileView: View {
                var body: some View {
                    VStack {
                        Text("Name").1️⃣accessibilityIdentifier("profile.name")
                        Text("Nickname").accessibilityIdentifier("profile.name")
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
                    nameLabel.accessibilityIdentifier = "profile.title"
                }
            }
            """,
            """
            import SwiftUI

            // Two rows of one form, the identifier copied onto both: one finding for the pair.
            struct SettingsForm: View {
                @State var on = false
                var body: some View {
                    Form {
                        Toggle("Sync", isOn: $on).1️⃣accessibilityIdentifier("settings.sync")
                        Button("Sync now") {}.accessibilityIdentifier("settings.sync")
                    }
                }
            }
            """,
            """
            import SwiftUI

            // Two buttons of one row share an identifier: a query through the cell matches both.
            struct PostRow: View {
                var body: some View {
                    HStack {
                        Button("Like") {}.1️⃣accessibilityIdentifier("post.action")
                        Button("Share") {}.accessibilityIdentifier("post.action")
                    }
                }
            }

            struct FeedList: View {
                let posts: [Int]
                var body: some View {
                    List(posts, id: \\.self) { _ in PostRow() }
                }
            }
            """,
            """
            import SwiftUI

            // Inside one sheet, both are on the sheet's screen.
            struct FeedView: View {
                @State var composing = false
                var body: some View {
                    Text("Feed").sheet(isPresented: $composing) {
                        VStack {
                            Button("Send") {}.1️⃣accessibilityIdentifier("compose.send")
                            Button("Send later") {}.accessibilityIdentifier("compose.send")
                        }
                    }
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import UIKit

            // The cancel actions of alerts built in different functions: each alert is presented
            // on its own, so they are never on screen together.
            class ComposeViewController: UIViewController {
                func askForPassword() {
                    let alert = UIAlertController(title: "Password", message: nil, preferredStyle: .alert)
                    let cancel = UIAlertAction(title: "Cancel", style: .cancel)
                    cancel.accessibilityIdentifier = "aid-cancel-button"
                    alert.addAction(cancel)
                    present(alert, animated: true)
                }
                func chooseSender() {
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    let cancelAction = UIAlertAction(title: "Cancel", style: .cancel)
                    cancelAction.accessibilityIdentifier = "aid-cancel-button"
                    sheet.addAction(cancelAction)
                    present(sheet, animated: true)
                }
            }
            """,
            """
            //- App/Orders.storyboard
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="orders">
                        <objects>
                            <tableViewController id="tvc" customClass="OrdersViewController">
                                <tableView key="view" dataMode="prototypes" id="table">
                                    <prototypes>
                                        <tableViewCell reuseIdentifier="OrderCell" id="c1">
                                            <tableViewCellContentView key="contentView" id="cv1">
                                                <subviews>
                                                    <button id="b1">
                                                        <accessibility key="accessibilityConfiguration" identifier="order.action"/>
                                                    </button>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                        <tableViewCell reuseIdentifier="ReturnCell" id="c2">
                                            <tableViewCellContentView key="contentView" id="cv2">
                                                <subviews>
                                                    <button id="b2">
                                                        <accessibility key="accessibilityConfiguration" identifier="order.action"/>
                                                    </button>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            """
            //- Mac/SettingsView.swift
            #if os(macOS)
            import SwiftUI

            // The macOS variant is not compiled into the iOS app analysed.
            struct SettingsView: View {
                var body: some View {
                    VStack {
                        Button("Sign out") {}.accessibilityIdentifier("settings.signOut")
                        Button("Log out") {}.accessibilityIdentifier("settings.signOut")
                    }
                }
            }
            #endif
            //- iOS/SettingsView.swift
            #if os(iOS)
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    Button("Sign out") {}.accessibilityIdentifier("settings.signOut")
                }
            }
            #endif
            """,
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
            """
            import SwiftUI

            // Previews are no screen a UI test sees: each top-level view is a canvas of its own.
            struct Badge: View {
                var body: some View { Text("New").accessibilityIdentifier("badge") }
            }

            struct Badge_Previews: PreviewProvider {
                static var previews: some View {
                    VStack {
                        Badge()
                        Badge()
                    }
                }
            }
            """,
            """
            import SwiftUI

            // One row view reached through two sibling ForEaches: one row per cell, queried
            // through its cell (`cells.element(boundBy: 0).buttons["row.save"]`).
            struct Row: View {
                var body: some View { Button("Save") {}.accessibilityIdentifier("row.save") }
            }

            struct ListScreen: View {
                let drafts: [Int]
                let posts: [Int]
                var body: some View {
                    List {
                        Section { ForEach(drafts, id: \\.self) { _ in Row() } }
                        Section { ForEach(posts, id: \\.self) { _ in Row() } }
                    }
                }
            }
            """,
            """
            import SwiftUI

            // A sheet, an alert and a pushed destination are screens of their own: their content
            // is not on the presenter's screen.
            struct Close: View {
                var body: some View { Button("Close") {}.accessibilityIdentifier("close") }
            }

            struct HomeView: View {
                @State var showing = false
                var body: some View {
                    NavigationStack {
                        VStack {
                            Close()
                            NavigationLink("Details") { Close() }
                        }
                        .sheet(isPresented: $showing) { Close() }
                        .alert("Oops", isPresented: $showing) { Close() }
                        .navigationDestination(for: Int.self) { _ in Close() }
                    }
                }
            }
            """,
            """
            import SwiftUI

            // Only the selected tab of a TabView is on screen.
            struct Tabs: View {
                var body: some View {
                    TabView {
                        Text("Home").accessibilityIdentifier("tab.title")
                        Text("Search").accessibilityIdentifier("tab.title")
                    }
                }
            }
            """,
            """
            import SwiftUI

            // Both branches use one computed view: one element at a time.
            struct Header: View {
                var body: some View {
                    if #available(iOS 26.0, *) {
                        content.padding(6)
                    } else {
                        content
                    }
                }

                private var content: some View { Text("Room").accessibilityIdentifier("room.name") }
            }
            """,
            """
            import SwiftUI

            // A custom modifier that places `content` in both branches shows it once; a
            // presentation modifier on a view does not make the view count twice.
            struct CountBadge: ViewModifier {
                let count: Int?
                func body(content: Content) -> some View {
                    if let count {
                        content.overlay(Text("\\(count)"))
                    } else {
                        content
                    }
                }
            }

            struct InboxView: View {
                @State var confirming = false
                var body: some View {
                    Button("Delete") { confirming = true }
                        .accessibilityIdentifier("inbox.delete")
                        .modifier(CountBadge(count: 3))
                        .confirmationDialog("Delete?", isPresented: $confirming) {
                            Button("Delete", role: .destructive) {}
                        }
                }
            }
            """,
            """
            import SwiftUI

            // A copy kept for layout is hidden from accessibility: XCUITest cannot match it.
            struct KeyView: View {
                var isInvisibleForLayout = false
                var body: some View {
                    Button("Copy") {}
                        .accessibilityIdentifier("key.copy")
                        .accessibilityHidden(isInvisibleForLayout)
                }
            }

            struct KeyScreen: View {
                var body: some View {
                    ZStack {
                        KeyView(isInvisibleForLayout: true)
                        KeyView()
                        Text("Placeholder").accessibilityIdentifier("key.copy").hidden()
                    }
                }
            }
            """,
            """
            import SwiftUI

            // One overlay shown in two states: a test waits for it whichever state shows it.
            struct TestScreen: View {
                let isLoading: Bool
                let isSubmitting: Bool
                var body: some View {
                    ZStack {
                        Text("Questions")
                        if isLoading {
                            ProgressView("Preparing…").accessibilityIdentifier("test.loadingOverlay")
                        }
                        if isSubmitting {
                            ProgressView("Submitting…").accessibilityIdentifier("test.loadingOverlay")
                        }
                    }
                }
            }
            """,
            """
            import UIKit

            // One object reached through a cast and a local: one element.
            class Coordinator {
                func showAlert(from controller: UIViewController) {
                    let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
                    let stay = UIAlertAction(title: "Stay", style: .default)
                    stay.accessibilityIdentifier = "alert.stay"
                    alert.addAction(stay)
                    controller.present(alert, animated: true) {
                        let button = stay.value(forKey: "__representer")
                        let view = button as? UIView
                        view?.accessibilityIdentifier = "alert.stay"
                        (stay as? UIView)?.accessibilityIdentifier = "alert.stay"
                    }
                }
            }
            """
        ]
    )

    package static func check(_ context: RuleContext) -> [Finding] {
        duplicates(context).filter { $0.ruleID == description.id }
    }

    /// The findings of this rule (elements that can be on screen together) and of
    /// `duplicate-identifier-across-screens` (elements on different screens), from one pass:
    /// one finding per group of elements that meet on a screen, at the group's first site,
    /// with each other site once as a related location.
    static func duplicates(_ context: RuleContext) -> [Finding] {
        var groups: [String: [ComputedIdentifier]] = [:]
        var rowGroups: [String: [ComputedIdentifier]] = [:]
        // One entry per site and value; each of its usage contexts is an element of its own here.
        // RapidA11y checks its controls per screen (RapidA11yResolver): `UIButton_0__control_a11yID`
        // on two screens is the convention working as designed.
        for identifier in context.identifiers.flatMap(\.contextVariants)
        where identifier.certainty != .dynamic && !identifier.value.isEmpty
            && identifier.convention != .rapid && canMeetAnother(identifier)
        {
            if identifier.isRepeated {
                rowGroups[identifier.value, default: []].append(identifier)
            } else {
                groups[identifier.value, default: []].append(identifier)
            }
        }
        let screens = ScreenModel(summaries: context.summaries, index: context.index)
        let usesBranches = context.identifiers.contains { $0.convention == .branchLeaf }
        var findings: [Finding] = []
        for value in groups.keys.sorted() {
            guard let group = groups[value], group.count > 1 else { continue }
            let elements = inSourceOrder(distinctElements(group))
            guard elements.count > 1 else { continue }
            let screenOf = elements.map { screens.screens(of: $0) }
            let pairing = PairClasses(elements: elements, screens: screenOf)
            let meetings = pairing.meetings()
            for together in meetings.together {
                guard let head = together.first, let second = together.dropFirst().first else { continue }
                let members = together.map { elements[$0] }
                let partner = together.dropFirst().first { pairing.shareAScreen(head, $0) } ?? second
                let screen = screenOf[head].name(sharedWith: screenOf[partner])
                if let found = finding(
                    value: value, members: members, screen: "\(bothOrAll(members)) on screen in \(screen)",
                    usesBranches: usesBranches, context: context)
                {
                    findings.append(found)
                }
            }
            if !meetings.apart.isEmpty {
                var names: [String] = []
                for index in meetings.apart where !names.contains(screenOf[index].name) {
                    names.append(screenOf[index].name)
                    if names.count == 4 { break }
                }
                if var across = finding(
                    value: value, members: meetings.apart.map { elements[$0] },
                    screen: "on different screens (\(names.joined(separator: "; ")))",
                    usesBranches: usesBranches, context: context)
                {
                    across.ruleID = DuplicateIdentifierAcrossScreensRule.description.id
                    across.severity = DuplicateIdentifierAcrossScreensRule.description.defaultSeverity
                    findings.append(across)
                }
            }
        }
        for value in rowGroups.keys.sorted() {
            guard let group = rowGroups[value], group.count > 1 else { continue }
            findings += rowDuplicates(
                value: value, group, screens: screens, usesBranches: usesBranches, context: context)
        }
        return findings
    }

    /// Rows are queried through their cell, so a row's element meets only the other elements of
    /// the same row: two elements in one usage context of one row view (one cell class) with the
    /// same identifier, which `cells.element(boundBy: 0).buttons["save"]` cannot tell apart.
    /// One row view reached through several lists is one row per cell, never a duplicate.
    private static func rowDuplicates(
        value: String, _ group: [ComputedIdentifier], screens: ScreenModel, usesBranches: Bool, context: RuleContext
    ) -> [Finding] {
        var byRow: [String: [ComputedIdentifier]] = [:]
        for identifier in group {
            byRow["\(identifier.contextKey)|\(identifier.site.file)", default: []].append(identifier)
        }
        var findings: [Finding] = []
        for key in byRow.keys.sorted() {
            guard let row = byRow[key] else { continue }
            let elements = inSourceOrder(distinctElements(row))
            guard let first = elements.first else { continue }
            let members =
                [first]
                + elements.dropFirst().filter {
                    $0.site != first.site && !$0.conditions.isMutuallyExclusive(with: first.conditions)
                }
            guard members.count > 1 else { continue }
            let owner = screens.rowName(of: first) ?? screens.owningType(of: first.site) ?? first.site.file
            if let found = finding(
                value: value, members: members,
                screen: "\(bothOrAll(members)) in one row (\(owner)), which a query through its cell cannot tell apart",
                usesBranches: usesBranches, context: context)
            {
                findings.append(found)
            }
        }
        return findings
    }

    /// In source order, stable (the contexts of one site keep their walk order), so each
    /// finding is at its group's first site.
    private static func inSourceOrder(_ elements: [ComputedIdentifier]) -> [ComputedIdentifier] {
        elements.enumerated().sorted { a, b in
            (a.element.site.file, a.element.site.range.start, a.offset) < (
                b.element.site.file, b.element.site.range.start, b.offset
            )
        }.map(\.element)
    }

    private static func bothOrAll(_ members: [ComputedIdentifier]) -> String {
        members.count == 2 ? "both" : "all \(members.count)"
    }

    /// Whether an element can be the second match of a query at all. A preview is no screen a
    /// UI test sees (each top-level view of `previews` is a canvas of its own); an element
    /// hidden from accessibility matches nothing, nor does one whose identifier a container
    /// around it replaces (it shows the container's). (Rows meet only their own row: `rowDuplicates`.)
    /// A value that reached its site through a property or a parameter (`cell.titleLabel`
    /// given `cellModel.title`) is data: which model object meets which element is decided at
    /// run time, row by row, so the rule compares only values written at the site.
    static func canMeetAnother(_ identifier: ComputedIdentifier) -> Bool {
        !identifier.isAccessibilityHidden && !identifier.isReplacedByContainer
            && !identifier.contextKeyPath.firstStepHasPrefix("preview:")
            && !identifier.via.contains { $0.kind == .valueFlow }
    }

    /// One finding for elements sharing `value`, at the first one's site: each other site once,
    /// and for one line reached through several usages of its component, those usages once each.
    private static func finding(
        value: String, members: [ComputedIdentifier], screen: String, usesBranches: Bool, context: RuleContext
    ) -> Finding? {
        guard let first = members.first else { return nil }
        var elsewhere: [SourceSite] = []
        var usages: [SourceSite] = []
        var related: [RelatedSite] = []
        var relatedSites: Set<SourceSite> = []
        for member in members {
            if member.site == first.site {
                if let usage = member.via.last(where: { $0.kind == .usage })?.site, !usages.contains(usage) {
                    usages.append(usage)
                }
                // The same line in several usage contexts: each usage is what differs, this
                // first one's included.
                let usage =
                    member == first
                    ? members.dropFirst().first { $0.site == first.site }.flatMap { otherUsage(first, relativeTo: $0) }
                    : otherUsage(member, relativeTo: first)
                guard let usage, relatedSites.insert(usage).inserted else { continue }
                // The same line in another usage context: point at that usage, which is what differs.
                related.append(RelatedSite(site: usage, message: "'\(value)' is also set through this usage"))
            } else {
                if !elsewhere.contains(member.site) { elsewhere.append(member.site) }
                guard relatedSites.insert(member.site).inserted else { continue }
                related.append(
                    RelatedSite(site: member.site, message: "'\(value)' is also set here\(contextSuffix(member))"))
            }
        }
        var parts: [String] = []
        if !elsewhere.isEmpty {
            let names = elsewhere.prefix(3).map { context.describe($0) }.joined(separator: ", ")
            let more = elsewhere.count > 3 ? " and \(elsewhere.count - 3) more" : ""
            parts.append("is also set in \(names)\(more)")
        }
        if usages.count > 1 {
            let listed = usages.prefix(4).map { context.describe($0) }.joined(separator: ", ")
            let more = usages.count > 4 ? " and \(usages.count - 4) more" : ""
            parts.append("is set by this line through \(usages.count) usages (\(listed)\(more))")
        }
        if parts.isEmpty {
            // One line, reached along several paths that end in the same usage.
            parts.append("is set by this line in \(members.count) usage contexts")
        }
        let fix: String
        if elsewhere.isEmpty {
            fix =
                usesBranches
                ? "wrap each usage in its own accessibilityIdentifierBranch"
                : "give each usage its own identifier (pass it in as a parameter)"
        } else {
            fix = "give each element its own identifier"
        }
        return makeFinding(
            at: first.site, message: "identifier '\(value)' \(parts.joined(separator: " and ")), \(screen); \(fix)",
            identifier: value, related: related)
    }

    /// The first usage step of `other` that `identifier`'s path does not share: for the same
    /// leaf reached through another usage of its component, where the other element is, since
    /// the leaf's own line is the same for both.
    private static func otherUsage(_ other: ComputedIdentifier, relativeTo identifier: ComputedIdentifier)
        -> SourceSite?
    {
        let mine = identifier.via.filter { $0.kind == .usage }.map(\.site)
        return
            (other.via.first { $0.kind == .usage && !mine.contains($0.site) } ?? other.via.first { $0.kind == .usage })?
            .site
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
                // Members no root reaches are each walked on their own (`unreached:Type.member`):
                // one element reached from two of them is still one element.
                let contextKey = identifier.contextKey
                let context = contextKey.hasPrefix("unreached:") ? "unreached" : contextKey
                key =
                    "\(identifier.elementSite.file)|\(identifier.elementSite.range.start)|\(identifier.site.range.start)|\(context)"
            }
            if seen.insert(key).inserted { result.append(identifier) }
        }
        return withoutStates(result)
    }

    /// One SwiftUI view shown in different states: the same kind of view, in one usage context,
    /// each under a run-time condition of its own (`if isLoading { LoadingOverlay()… }` beside
    /// `if isSubmitting { LoadingOverlay()… }`) is one element to a test waiting for it. Two
    /// views under one condition, or not both conditional, stay two.
    private static func withoutStates(_ elements: [ComputedIdentifier]) -> [ComputedIdentifier] {
        func states(_ identifier: ComputedIdentifier) -> Set<ConditionClause> {
            Set(identifier.conditions.filter { $0.blockID.hasPrefix("runtime|\(identifier.elementSite.file)|") })
        }
        // Each kept element's key formatted once: comparing the chains pairwise formatted both
        // keys for every pair.
        var kept: [(element: ComputedIdentifier, key: String)] = []
        for element in elements {
            let mine = states(element)
            let key = element.convention == .explicitSwiftUI ? element.contextKey : ""
            let isState =
                element.convention == .explicitSwiftUI && !mine.isEmpty
                && kept.contains { other, otherKey in
                    guard other.convention == .explicitSwiftUI, other.elementName == element.elementName,
                        other.elementSite.file == element.elementSite.file, otherKey == key
                    else { return false }
                    let theirs = states(other)
                    return !theirs.isEmpty && !theirs.isSubset(of: mine) && !mine.isSubset(of: theirs)
                }
            if !isState { kept.append((element, key)) }
        }
        return kept.map(\.element)
    }

    private static func contextSuffix(_ identifier: ComputedIdentifier) -> String {
        guard let usage = identifier.via.first(where: { $0.kind == .usage }) else { return "" }
        return " (\(usage.detail))"
    }
}

/// The elements of one duplicate group in classes of equal `#if` conditions and equal screens:
/// whether two elements exclude each other or share a screen depends only on their classes, so
/// each pair of classes is decided once (a value set by thousands of elements compared every
/// pair's conditions and screen sets, quadratically). `meetings` visits each pair of classes
/// once, so the decisions are not kept: a table of them held a value's classes squared.
private struct PairClasses {
    enum Pair: UInt8 { case exclusive, together, apart }

    private struct Key: Hashable {
        var conditions: [ConditionClause]
        var screens: Set<String>
    }

    private let classOf: [Int]
    private let members: [Key]

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

    func pair(_ mine: Int, _ other: Int) -> Pair {
        let (a, b) = (classOf[mine], classOf[other])
        if members[a].conditions.isMutuallyExclusive(with: members[b].conditions) { return .exclusive }
        return members[a].screens.isDisjoint(with: members[b].screens) ? .apart : .together
    }

    /// The elements that meet on a screen, as groups (connected through pairs that are on
    /// screen together), and those on a different screen from another element. Decided per
    /// pair of classes, not per pair of elements.
    func meetings() -> (together: [[Int]], apart: [Int]) {
        var membersOf: [[Int]] = Array(repeating: [], count: members.count)
        for (element, member) in classOf.enumerated() { membersOf[member].append(element) }
        var parent = Array(members.indices)
        func root(_ node: Int) -> Int {
            var node = node
            while parent[node] != node {
                parent[node] = parent[parent[node]]
                node = parent[node]
            }
            return node
        }
        var apartClasses: Set<Int> = []
        var joined: Set<Int> = []
        for a in members.indices {
            for b in a..<members.count {
                // Two elements of one class, or the first of each of two classes.
                if a == b && membersOf[a].count < 2 { continue }
                switch pair(membersOf[a][0], membersOf[b][a == b ? 1 : 0]) {
                case .exclusive: continue
                case .together:
                    joined.insert(a)
                    joined.insert(b)
                    parent[root(a)] = root(b)
                case .apart:
                    apartClasses.insert(a)
                    apartClasses.insert(b)
                }
            }
        }
        var groups: [Int: [Int]] = [:]
        for a in members.indices where joined.contains(a) {
            groups[root(a), default: []].append(contentsOf: membersOf[a])
        }
        let together = groups.values.map { $0.sorted() }.sorted { $0[0] < $1[0] }
        return (together, apartClasses.flatMap { membersOf[$0] }.sorted())
    }

    func shareAScreen(_ mine: Int, _ other: Int) -> Bool {
        let (a, b) = (classOf[mine], classOf[other])
        return a == b ? !members[a].screens.isEmpty : !members[a].screens.isDisjoint(with: members[b].screens)
    }
}
