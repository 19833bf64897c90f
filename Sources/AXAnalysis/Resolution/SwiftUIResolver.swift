// Branch/leaf composition through the SwiftUI render tree (BL-n) and explicit SwiftUI
// identifiers (EX-2).
import Foundation

/// Resolves SwiftUI identifiers over the whole workspace: walks every render root and turns
/// per-context outcomes into findings.
///
/// - Roots, in this order: every `App`; `Scene`s and `View`s that no view, scene or host
///   instantiates; views handed to `UIHostingController(rootView:)` and friends; then previews
///   (`#Preview`, `PreviewProvider.previews`), which skip components the app already reaches
///   and carry a synthetic `preview` clause so previews are never duplicates of each other
///   (the `#if` clauses around a preview go only to identifiers written in it);
///   last, every member still holding an explicit identifier no walk reached (EX-2 is
///   context-free), collecting explicit identifiers only.
/// - One entry per site, element and value: contexts with the same value are merged, their roots
///   listed in `contexts` and each context kept in `otherContexts` for the duplicate rule.
/// - Sites: `site` is the modifier name token (`accessibilityIdentifierLeaf`,
///   `accessibilityIdentifier`, `accessibility` of `.accessibility(identifier:)`), except for
///   an explicit identifier whose value a use passed in through a parameter (a custom view, a
///   modifier, a style factory), reported at the argument that supplies it (the first
///   `property` step; `via` still ends at the modifier); `elementSite`
///   is the whole view expression (base view and its full modifier chain); `elementName` the
///   base view's name (`Text`, `UserDetails`, `content`).
/// - `via`: usage steps (the component's name token at each usage site), `property` steps (the
///   usage argument that gave a BL-7 value), branch steps and the leaf/explicit step, outermost
///   first; branches cleared by a leaf are left out, explicit identifiers list no branches.
/// - `contextKey`: the root and every usage on the path — component instantiations, calls of
///   view functions and custom modifiers, content slots and `some View` members
///   (`root:ContentView>File.swift#000012`) — keyed by node ordinals so edits that only move code
///   keep it; postfix `#if` choices add `#ifN`.
/// - Custom modifiers (`extension View` view functions, `.modifier(SomeViewModifier(…))`) are
///   inlined at their use with `self`/`content` bound to the modified view; free and static
///   view functions (`badge("x")`, `Components.primaryButton(…)`) where they are called; styles
///   (`.textFieldStyle(.branded(…))`, `.buttonStyle(PillStyle(…))`) at their `.…Style(…)`
///   modifier, the style's `makeBody`/`_body` walked with its properties bound.
/// - Branches of one `if … else`/`switch`/`?:` get `runtime:` clauses of one block, so the same
///   identifier in two of them is not a duplicate.
/// - `let id = "…"` string locals of a body are substituted at extraction (a closure parameter
///   of the same name hides them; `var`s are not followed).
/// - Not modelled: `let v = Text(…)` view locals; instance methods of helper objects that build views
///   (`factory.makeRow()`, walked only through the closures passed to them); a leaf and an explicit identifier meeting on one
///   element across a component boundary (BL-6 is checked within one chain); environment flow
///   into sheets and navigation destinations is assumed to follow the modifier/argument position.
enum SwiftUIResolver {
    /// The synthetic `#if` block that keeps previews apart: two previews (or a preview and the
    /// app) never render in the same run, so their identifiers are never duplicates.
    static let previewBlockID = "swiftui-previews"

    /// `stop` cancels the walk (a superseded background resolution): the output is then partial.
    static func resolve(
        index: WorkspaceIndex, options: AnalysisOptions, limits: SwiftUIRenderWalker.Limits = .init(),
        stop: StopCheck = .never
    ) -> ResolutionOutput {
        resolveKeepingRecords(index: index, options: options, limits: limits, stop: stop).output
    }

    /// Resolves and keeps each root walk's record. With `reuse`, a root whose previous walk read
    /// none of the changed files takes that walk's record instead of walking again (see
    /// `SwiftUIRootRecord` for why that gives the same output). Without it, the roots are
    /// walked on `threads` threads (`resolveInParallel`).
    static func resolveKeepingRecords(
        index: WorkspaceIndex, options: AnalysisOptions, limits: SwiftUIRenderWalker.Limits = .init(),
        stop: StopCheck = .never, reuse: SwiftUIReuse? = nil,
        threads: Int = defaultThreadCount
    ) -> SwiftUIResolution {
        var stop = stop
        let catalog = SwiftUIComponentCatalog(index: index, stop: &stop, reusing: reuse?.previous.catalogInstantiations)
        let rootWalks = rootWalks(catalog)
        let previewWalks = previewWalks(catalog)
        let active = activeNames(catalog: catalog, index: index, options: options)
        if reuse == nil, threads > 1, rootWalks.count + previewWalks.count > 1,
            let parallel = resolveInParallel(
                catalog: catalog, index: index, active: active, limits: limits, stop: stop, threads: threads,
                rootWalks: rootWalks, previewWalks: previewWalks)
        {
            return parallel
        }
        let walker = SwiftUIRenderWalker(catalog: catalog, index: index, active: active, limits: limits)
        walker.stop = stop
        var records: [SwiftUIRootRecord] = []
        var walkedRoots = 0
        /// Walks one root, or takes its previous record.
        @discardableResult
        func walkRoot(_ key: String, name: String, site: SourceSite, walk: () -> Void) -> SwiftUIRootRecord {
            if let reused = reuse?.record(key) {
                walker.identifiersBefore += reused.identifiers.count
                records.append(reused)
                return reused
            }
            walkedRoots += 1
            let record = walkRecord(key, name: name, site: site, on: walker, walk: walk)
            records.append(record)
            return record
        }
        for root in rootWalks { walkRoot(root.key, name: root.name, site: root.site) { root.walk(walker) } }
        // Which components app roots reached depends on names and structure only: a resolution
        // that took records over takes this over too.
        walker.componentsSkippedInPreviews = reuse?.previous.componentsSkippedInPreviews ?? walker.reachedComponents
        walker.isWalkingPreview = true
        for preview in previewWalks {
            walkRoot(preview.key, name: preview.name, site: preview.site) { preview.walk(walker) }
        }
        // A stopped resolution is discarded by its caller: nothing more to walk.
        if !walker.stop.isRequestedNow() {
            walkUnreachedExplicitIdentifiers(catalog: catalog, index: index, walker: walker, reachedBy: records) {
                walkRoot($0, name: $1, site: $2, walk: $3)
            }
        }
        return resolution(
            records: records, componentsSkippedInPreviews: walker.componentsSkippedInPreviews, catalog: catalog,
            walkedRoots: walkedRoots)
    }

    /// The names under which the catalog has views that may yield (`SwiftUIInertViews`). They
    /// depend on names and structure only (and on whether controls count): the index keeps them
    /// between resolutions after string edits, as it keeps the explicit-identifier holders.
    private static func activeNames(catalog: SwiftUIComponentCatalog, index: WorkspaceIndex, options: AnalysisOptions)
        -> SwiftUIActiveNames
    {
        let countsControls = options.optInRules.contains(ControlWithoutIdentifierRule.description.id)
        guard catalog.isComplete else { return SwiftUIActiveNames(catalog: catalog, countsControls: countsControls) }
        return index.derivedTables.swiftUIActiveNames(countsControls: countsControls) {
            SwiftUIActiveNames(catalog: catalog, countsControls: countsControls)
        }
    }

    /// Threads for the root walks: one per core, at most four (each thread's walker has its own
    /// memo of silent walks, so more threads repeat more work).
    static let defaultThreadCount = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 4))

    /// One root's walk: its record key, what a cut names, and the walk on a given walker.
    private struct RootWalk {
        let key: String
        let name: String
        let site: SourceSite
        let walk: (SwiftUIRenderWalker) -> Void
    }

    /// Every `App`, and the Scenes and Views nothing instantiates, then the views handed to hosts.
    private static func rootWalks(_ catalog: SwiftUIComponentCatalog) -> [RootWalk] {
        var walks: [RootWalk] = []
        for (ordinal, root) in catalog.nonPreviewRoots.enumerated() {
            guard let body = root.members["body"] else { continue }
            walks.append(
                RootWalk(key: "app#\(ordinal):\(root.qualifiedName)", name: root.name, site: root.nameSite) { walker in
                    let scope = SwiftUIScope(
                        component: root, bindings: rootBindings(root, walker: walker), displayName: root.name)
                    var environment = SwiftUIEnvironment(
                        rootName: root.name, rootKey: "root:\(root.qualifiedName)", conditions: root.conditions)
                    environment.pushComponent(root.qualifiedName, usedAt: nil)
                    walker.reachedComponents.insert(root.qualifiedName)
                    walker.walk(body.nodes, scope: scope, environment: environment)
                })
        }
        for (ordinal, host) in catalog.hostingRoots.enumerated() {
            let rootKey = "host:" + SwiftUIEnvironment.contextComponent(file: host.site.file, ordinal: host.ordinal)
            walks.append(
                RootWalk(key: "host#\(ordinal):\(rootKey)", name: host.name, site: host.site) { walker in
                    let scope = SwiftUIScope(component: nil, bindings: [:], displayName: host.name)
                    let environment = SwiftUIEnvironment(
                        rootName: host.name, rootKey: rootKey, conditions: host.conditions)
                    walker.walk(host.nodes, scope: scope, environment: environment)
                })
        }
        return walks
    }

    private static func previewWalks(_ catalog: SwiftUIComponentCatalog) -> [RootWalk] {
        catalog.previews.enumerated().map { ordinal, preview in
            let rootKey =
                "preview:" + SwiftUIEnvironment.contextComponent(file: preview.site.file, ordinal: preview.ordinal)
            return RootWalk(key: "preview#\(ordinal):\(rootKey)", name: preview.name, site: preview.site) { walker in
                let clause = ConditionClause(blockID: previewBlockID, clauseIndex: ordinal, text: "preview")
                let scope = SwiftUIScope(component: nil, bindings: [:], displayName: preview.name)
                // The preview's `#if` clauses go only to identifiers written in it
                // (`SwiftUIRenderWalker.previewScope`).
                var environment = SwiftUIEnvironment(rootName: preview.name, rootKey: rootKey, conditions: [clause])
                environment.previewConditions = preview.conditions
                walker.previewScope = scope
                defer { walker.previewScope = nil }
                walker.walk(preview.nodes, scope: scope, environment: environment)
            }
        }
    }

    /// The roots, then the previews, each taken by the next free walker of one per thread
    /// (each with its own lookup cache and memo), records kept in root order; then the
    /// unreached members on the first walker, which need every record. Walks are independent
    /// but for two things the sequential walk shares: the memo of silent walks (a walker
    /// without another's entries walks those views again, with the same output) and the
    /// work bounds (a root's visits depend on the memo; the identifier bound counts every
    /// root before it). So when any root was cut off, or the identifiers reach the bound, this
    /// gives nil and the roots are walked again in order on one walker, as before.
    private static func resolveInParallel(
        catalog: SwiftUIComponentCatalog, index: WorkspaceIndex, active: SwiftUIActiveNames,
        limits: SwiftUIRenderWalker.Limits,
        stop: StopCheck, threads: Int, rootWalks: [RootWalk], previewWalks: [RootWalk]
    ) -> SwiftUIResolution? {
        let walkers = (0..<threads).map { _ in
            let walker = SwiftUIRenderWalker(
                catalog: catalog.withOwnLookupCache(), index: index, active: active, limits: limits)
            walker.stop = stop
            return walker
        }
        var records = walkInParallel(rootWalks, on: walkers)
        let reached = walkers.reduce(into: Set<String>()) { $0.formUnion($1.reachedComponents) }
        for walker in walkers {
            walker.componentsSkippedInPreviews = reached
            walker.isWalkingPreview = true
        }
        records += walkInParallel(previewWalks, on: walkers)
        let identifierCount = records.reduce(0) { $0 + $1.identifiers.count }
        guard !walkers.contains(where: \.cutRoots), identifierCount < limits.maximumIdentifiers else { return nil }
        let walker = walkers[0]
        walker.identifiersBefore = identifierCount
        walker.componentsSkippedInPreviews = reached
        var walkedRoots = records.count
        if !walker.stop.isRequestedNow() {
            walkUnreachedExplicitIdentifiers(catalog: catalog, index: index, walker: walker, reachedBy: records) {
                key, name, site, walk in
                walkedRoots += 1
                let record = walkRecord(key, name: name, site: site, on: walker, walk: walk)
                records.append(record)
                return record
            }
        }
        var parallel = resolution(
            records: records, componentsSkippedInPreviews: reached, catalog: catalog, walkedRoots: walkedRoots)
        parallel.walkedInParallel = true
        return parallel
    }

    /// One root walked on `walker` from a fresh budget, and what it produced.
    private static func walkRecord(
        _ key: String, name: String, site: SourceSite, on walker: SwiftUIRenderWalker,
        walk: () -> Void
    ) -> SwiftUIRootRecord {
        walker.beginRoot(name: name, site: site)
        walk()
        return walker.takeRecord(key: key)
    }

    /// Each walk on the next free walker, the records in the walks' order.
    private static func walkInParallel(_ walks: [RootWalk], on walkers: [SwiftUIRenderWalker]) -> [SwiftUIRootRecord] {
        let shared = ParallelWalks(walks: walks, walkers: walkers)
        DeepStack.concurrentPerform(count: walkers.count, threads: walkers.count) { worker in shared.run(worker: worker)
        }
        return shared.records.compactMap { $0 }
    }

    /// What the threads of `walkInParallel` share: the next walk to take (under a lock) and a
    /// slot per record. Each walker is used by one thread at a time.
    private final class ParallelWalks: @unchecked Sendable {
        let walks: [RootWalk]
        let walkers: [SwiftUIRenderWalker]
        var records: [SwiftUIRootRecord?]
        private let lock = NSLock()
        private var next = 0

        init(walks: [RootWalk], walkers: [SwiftUIRenderWalker]) {
            self.walks = walks
            self.walkers = walkers
            self.records = Array(repeating: nil, count: walks.count)
        }

        func run(worker: Int) {
            let walker = walkers[worker]
            while let index = take() {
                let walk = walks[index]
                let record = SwiftUIResolver.walkRecord(walk.key, name: walk.name, site: walk.site, on: walker) {
                    walk.walk(walker)
                }
                lock.lock()
                records[index] = record
                lock.unlock()
            }
        }

        private func take() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < walks.count else { return nil }
            next += 1
            return next - 1
        }
    }

    /// The resolution of these records: identifiers merged by context, findings once per site.
    private static func resolution(
        records: [SwiftUIRootRecord], componentsSkippedInPreviews: Set<String>, catalog: SwiftUIComponentCatalog,
        walkedRoots: Int
    ) -> SwiftUIResolution {
        let identifiers = records.flatMap(\.identifiers)
        let findings = records.flatMap(\.findings)
        let output = ResolutionOutput(
            identifiers: mergedContexts(identifiers), findings: firstPerSite(findings) + outcomeFindings(records))
        return SwiftUIResolution(
            output: output, records: records, componentsSkippedInPreviews: componentsSkippedInPreviews,
            catalogInstantiations: catalog.instantiations, walkedRoots: walkedRoots)
    }

    /// EX-2 is context-free: an explicit identifier in a view no root reaches (a view shown by a
    /// coordinator, a hosting controller the resolver cannot see, a package component, an unused
    /// `some View` member or custom modifier) is still an identifier. Each member holding such a
    /// site is walked as a root of its own, collecting explicit identifiers only; its
    /// parameters stay unbound (`{name}`) and its properties keep their literal defaults.
    private static func walkUnreachedExplicitIdentifiers(
        catalog: SwiftUIComponentCatalog, index: WorkspaceIndex, walker: SwiftUIRenderWalker,
        reachedBy records: [SwiftUIRootRecord],
        walkRoot: (String, String, SourceSite, () -> Void) -> SwiftUIRootRecord
    ) {
        // Which members apply an explicit identifier at all depends on names and structure
        // only: the index keeps it between resolutions (searching every view tree of the
        // workspace for one was a fifth of re-resolving after a keystroke in an identifier).
        let holders =
            catalog.isComplete
            ? index.derivedTables.explicitIdentifierHolders { explicitIdentifierHolders(catalog) }
            : explicitIdentifierHolders(catalog)
        // By the modifier that applies each identifier (a value passed in is reported elsewhere).
        func appliedSite(_ identifier: ComputedIdentifier) -> SourceSite {
            identifier.via.last { $0.kind == .explicit }?.site ?? identifier.site
        }
        // A modifier some use reached with nil was reached too: it sets no identifier there.
        var reached = Set(
            records.lazy.flatMap(\.identifiers).filter { $0.convention == .explicitSwiftUI }.map(appliedSite))
        for record in records { reached.formUnion(record.unsetIdentifierSites) }
        walker.isWalkingPreview = false
        walker.collectsOnlyExplicitIdentifiers = true
        defer { walker.collectsOnlyExplicitIdentifiers = false }
        func walkIfUnreached(
            _ member: SwiftUIViewMemberFact, component: SwiftUIComponent?, name: String, key: String,
            conditions: [ConditionClause]
        ) {
            walkIfUnreached(
                member.nodes, site: member.site, component: component, name: name, key: key, conditions: conditions)
        }
        func walkIfUnreached(
            _ nodes: [SwiftUIViewNode], site: SourceSite, component: SwiftUIComponent?, name: String, key: String,
            conditions: [ConditionClause]
        ) {
            guard holders.contains(key), containsExplicitIdentifier(nodes, notIn: reached) else { return }
            let record = walkRoot("unreached:\(key)", name, site) {
                let bindings = component.map { rootBindings($0, walker: walker) } ?? [:]
                let scope = SwiftUIScope(component: component, bindings: bindings, displayName: name)
                var environment = SwiftUIEnvironment(
                    rootName: name, rootKey: "unreached:\(key)", conditions: conditions)
                if let component { environment.pushComponent(component.qualifiedName, usedAt: nil) }
                walker.walk(nodes, scope: scope, environment: environment)
            }
            for identifier in record.identifiers where identifier.convention == .explicitSwiftUI {
                reached.insert(appliedSite(identifier))
            }
            reached.formUnion(record.unsetIdentifierSites)
            walkUnreachedArguments(nodes, component: component, name: name, key: key, conditions: conditions)
        }
        // Views passed to a call that the callee renders where the walk cannot follow them
        // (`if let footer = footer?() { footer }`, `self.icon = icon()`): each outermost argument
        // whose identifiers no walk reached is walked on its own, in the member's scope.
        func walkUnreachedArguments(
            _ nodes: [SwiftUIViewNode], component: SwiftUIComponent?, name: String, key: String,
            conditions: [ConditionClause]
        ) {
            guard containsExplicitIdentifier(nodes, notIn: reached) else { return }
            for node in nodes {
                var groups: [(suffix: String, views: [SwiftUIViewNode])] = []
                for (index, argument) in node.arguments.enumerated() {
                    if let views = argument.views { groups.append(("\(node.ordinal).\(index)", views)) }
                }
                for (modifierIndex, modifier) in node.modifiers.enumerated() {
                    for (index, argument) in modifier.arguments.enumerated() {
                        if let views = argument.views {
                            groups.append(("\(node.ordinal).m\(modifierIndex).\(index)", views))
                        }
                    }
                }
                for group in groups where containsExplicitIdentifier(group.views, notIn: reached) {
                    if !containsReachedIdentifier(group.views, reached: reached) {
                        let groupKey = "unreached:\(key)@\(group.suffix)"
                        let record = walkRoot(groupKey, name, group.views.first?.site ?? node.site) {
                            let bindings = component.map { rootBindings($0, walker: walker) } ?? [:]
                            let scope = SwiftUIScope(component: component, bindings: bindings, displayName: name)
                            var environment = SwiftUIEnvironment(
                                rootName: name, rootKey: groupKey, conditions: conditions)
                            if let component { environment.pushComponent(component.qualifiedName, usedAt: nil) }
                            walker.walk(group.views, scope: scope, environment: environment)
                            // Only the identifiers: the walk starts inside a use, without what the
                            // callee would bind around these views, so what it finds about the
                            // containers and rows they sit in is not to be trusted.
                            walker.findings.removeAll()
                        }
                        for identifier in record.identifiers where identifier.convention == .explicitSwiftUI {
                            reached.insert(appliedSite(identifier))
                        }
                        reached.formUnion(record.unsetIdentifierSites)
                    }
                    walkUnreachedArguments(
                        group.views, component: component, name: name, key: key, conditions: conditions)
                }
            }
        }
        // Styles last: a view that applies a style with a value reaches its body first, so the
        // style's unbound template is reported only when no usage reached it.
        let sortedKeys = catalog.components.keys.sorted()
        let isStyle: (String) -> Bool = { catalog.components[$0]?.isStyle == true }
        let keys = sortedKeys.filter { !isStyle($0) } + sortedKeys.filter(isStyle)
        for key in keys {
            guard let component = catalog.components[key], !libraryModifierTypes.contains(component.name) else {
                continue
            }
            for memberName in component.members.keys.sorted() {
                guard let member = component.members[memberName] else { continue }
                walkIfUnreached(
                    member, component: component, name: component.name, key: "\(key).\(memberName)",
                    conditions: component.conditions)
            }
        }
        for (kind, functions) in [("modifier", catalog.customModifiers), ("function", catalog.viewFunctions)] {
            for name in functions.keys.sorted() {
                guard let member = functions[name] else { continue }
                walkIfUnreached(member, component: nil, name: name, key: "\(kind):\(name)", conditions: [])
            }
        }
        for root in catalog.detachedRoots {
            walkIfUnreached(
                root.nodes, site: root.site, component: nil, name: root.name, key: detachedKey(root),
                conditions: root.conditions)
        }
    }

    /// A detached root's unreached-walk key: its file and number among the file's roots (no offset,
    /// so a move keeps it).
    private static func detachedKey(_ root: SwiftUIRootFact) -> String { "detached:\(root.site.file)#\(root.ordinal)" }

    /// The unreached-walk keys (`Type.member`, `modifier:name`, `function:name`) of the members
    /// whose views apply an enabled explicit identifier.
    private static func explicitIdentifierHolders(_ catalog: SwiftUIComponentCatalog) -> Set<String> {
        var holders: Set<String> = []
        for (key, component) in catalog.components {
            for (memberName, member) in component.members where containsExplicitIdentifier(member.nodes, notIn: []) {
                holders.insert("\(key).\(memberName)")
            }
        }
        for (kind, functions) in [("modifier", catalog.customModifiers), ("function", catalog.viewFunctions)] {
            for (name, member) in functions where containsExplicitIdentifier(member.nodes, notIn: []) {
                holders.insert("\(kind):\(name)")
            }
        }
        for root in catalog.detachedRoots { holders.insert(detachedKey(root)) }
        return holders
    }

    /// The branch/leaf library's own modifiers: their `.accessibilityIdentifier("\(branch).\(leaf)")`
    /// is the convention itself, resolved at each leaf, never an identifier of its own.
    private static let libraryModifierTypes: Set<String> = [
        "AccessibilityIdentifierBranchModifier", "AccessibilityIdentifierLeafModifier"
    ]

    /// True when some `.accessibilityIdentifier` in `nodes` (nested views included) is not in `reached`.
    private static func containsExplicitIdentifier(_ nodes: [SwiftUIViewNode], notIn reached: Set<SourceSite>) -> Bool {
        nodes.contains { node in
            node.modifiers.contains { modifier in
                (modifier.kind == .explicitIdentifier && modifier.isEnabledLiteral != false
                    && !reached.contains(modifier.nameSite))
                    || containsExplicitIdentifier(modifier.childViews, notIn: reached)
            } || node.arguments.contains { containsExplicitIdentifier($0.views ?? [], notIn: reached) }
        }
    }

    /// True when some enabled `.accessibilityIdentifier` in `nodes` (nested views included) is in `reached`.
    private static func containsReachedIdentifier(_ nodes: [SwiftUIViewNode], reached: Set<SourceSite>) -> Bool {
        nodes.contains { node in
            node.modifiers.contains { modifier in
                (modifier.kind == .explicitIdentifier && reached.contains(modifier.nameSite))
                    || containsReachedIdentifier(modifier.childViews, reached: reached)
            } || node.arguments.contains { containsReachedIdentifier($0.views ?? [], reached: reached) }
        }
    }

    /// One identifier per site, element and value: the contexts that reach a site with the
    /// same value are one entry naming their roots (`contexts`), each kept in `otherContexts`
    /// so the duplicate rule still sees one component shown twice on one screen.
    static func mergedContexts(_ identifiers: [ComputedIdentifier]) -> [ComputedIdentifier] {
        var result: [ComputedIdentifier] = []
        var entryByKey: [String: Int] = [:]
        for identifier in identifiers {
            let key =
                "\(identifier.convention.rawValue)|\(identifier.site.file)|\(identifier.site.range.start)|\(identifier.site.range.end)|"
                + "\(identifier.elementSite.file)|\(identifier.elementSite.range.start)|\(identifier.elementSite.range.end)|\(identifier.value)"
            guard let entry = entryByKey[key] else {
                entryByKey[key] = result.count
                result.append(identifier)
                continue
            }
            var merged = result[entry]
            if merged.ownContext == nil {
                merged.ownContext = IdentifierContext(of: merged)
            }
            merged.otherContexts.append(IdentifierContext(of: identifier))
            merged.isRepeated = merged.isRepeated || identifier.isRepeated
            // Hidden only where every context hides it.
            merged.isAccessibilityHidden = merged.isAccessibilityHidden && identifier.isAccessibilityHidden
            merged.isReplacedByContainer = merged.isReplacedByContainer && identifier.isReplacedByContainer
            if identifier.certainty > merged.certainty {
                merged.certainty = identifier.certainty
                merged.note = identifier.note
            }
            // The element exists wherever one of the contexts does: keep the clauses all share.
            merged.conditions = merged.conditions.filter { identifier.conditions.contains($0) }
            for context in identifier.contexts where !merged.contexts.contains(context) {
                merged.contexts.append(context)
            }
            result[entry] = merged
        }
        return result
    }

    /// A site reached in many usage contexts is reported once, for its first context.
    private static func firstPerSite(_ findings: [Finding]) -> [Finding] {
        var seen: Set<String> = []
        return findings.filter { finding in
            seen.insert("\(finding.ruleID)|\(finding.site.file)|\(finding.site.range.start)|\(finding.site.range.end)")
                .inserted
        }
    }

    /// A root has no usage site: its properties keep their literal defaults only.
    private static func rootBindings(_ root: SwiftUIComponent, walker: SwiftUIRenderWalker) -> [String: SwiftUIBinding]
    {
        var bindings: [String: SwiftUIBinding] = [:]
        let empty = SwiftUIScope(component: nil, bindings: [:], displayName: root.name)
        for property in root.storedProperties where !property.hasPropertyWrapper {
            // A root's use is not seen: a nil default may be replaced there, so it stays unbound.
            if let value = property.stringDefault, !value.isNilLiteral {
                let strings = walker.strings
                bindings[property.name] = .string(SwiftUIPendingString { strings.resolve(value, in: empty) })
            }
        }
        return bindings
    }

    /// leaf-without-branch and control-without-identifier need every context's outcome: each
    /// root's, put together in walk order.
    private static func outcomeFindings(_ records: [SwiftUIRootRecord]) -> [Finding] {
        var leafOutcomes: [SourceSite: SwiftUILeafOutcome] = [:]
        var controlOutcomes: [SourceSite: (name: String, identified: Bool)] = [:]
        for record in records {
            for (site, outcome) in record.leafOutcomes {
                guard var merged = leafOutcomes[site] else {
                    leafOutcomes[site] = outcome
                    continue
                }
                merged.appliedCount += outcome.appliedCount
                merged.insideLeaf = merged.insideLeaf || outcome.insideLeaf
                merged.contextsWithoutBranch += outcome.contextsWithoutBranch
                leafOutcomes[site] = merged
            }
            for (site, control) in record.controlOutcomes {
                controlOutcomes[site] = (
                    control.name, (controlOutcomes[site]?.identified ?? false) || control.identified
                )
            }
        }
        var findings: [Finding] = []
        for (site, outcome) in leafOutcomes where !outcome.contextsWithoutBranch.isEmpty {
            if outcome.appliedCount == 0 && !outcome.insideLeaf {
                findings.append(LeafWithoutBranchRule.neverApplies(leafSite: site, leaf: outcome.leafText))
            } else {
                var rootNames: [String] = []
                for context in outcome.contextsWithoutBranch where !rootNames.contains(context.rootName) {
                    rootNames.append(context.rootName)
                }
                findings.append(
                    LeafWithoutBranchRule.missingInContexts(
                        leafSite: site, leaf: outcome.leafText, rootNames: rootNames,
                        usageSites: outcome.contextsWithoutBranch.compactMap(\.usageSite)))
            }
        }
        for (site, control) in controlOutcomes where !control.identified {
            findings.append(ControlWithoutIdentifierRule.swiftUIFinding(controlSite: site, control: control.name))
        }
        return findings
    }
}
