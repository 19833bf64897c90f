// Walks the render tree from each root, carrying the branch environment through modifier
// chains, child views, components and content slots (BL-1…BL-7, EX-2).

/// Walks render trees and collects identifiers and findings; `SwiftUIResolver` drives it.
final class SwiftUIRenderWalker {
    let catalog: SwiftUIComponentCatalog
    let strings: SwiftUIStringResolver
    let binder: SwiftUIArgumentBinder
    var identifiers: [ComputedIdentifier] = []
    var findings: [Finding] = []
    /// Leaf site → what happened to it in each context (for leaf-without-branch).
    var leafOutcomes: [SourceSite: SwiftUILeafOutcome] = [:]
    /// Explicit identifier modifiers this root's walk met with a value that sets none.
    var unsetIdentifierSites: Set<SourceSite> = []
    /// Control name site → (control name, got an identifier in some context).
    var controlOutcomes: [SourceSite: (name: String, identified: Bool)] = [:]
    /// Components walked at least once.
    var reachedComponents: Set<String> = []
    /// Components a preview does not walk again (already reached from an app root).
    var componentsSkippedInPreviews: Set<String> = []
    var isWalkingPreview = false
    /// The scope of the preview being walked: its own views, and the closures it passes to the
    /// views it shows, are walked in it. The preview's `#if` clauses (around it and inside it)
    /// say where the preview is compiled, not where the views it shows are: they are kept
    /// apart (`SwiftUIEnvironment.previewConditions`) and given only to identifiers written
    /// in the preview. The views it shows bring their own clauses.
    var previewScope: SwiftUIScope?
    /// Identifier sites already reported by `identifier-repeated-in-list` in this root's walk
    /// (`SwiftUIResolver` keeps the first finding per site across roots).
    var reportedListRows: Set<SourceSite> = []
    /// Files of the views this root's walk visited (`SwiftUIRootRecord.files`), and the last
    /// one added (consecutive visits are mostly in one file: one comparison instead of a hash).
    private(set) var visitedFiles: Set<String> = []
    private var lastVisitedFile = ""
    /// Identifiers of roots taken over from an earlier resolution, counted against
    /// `Limits.maximumIdentifiers` as if this walker had collected them.
    var identifiersBefore = 0
    /// Set for the last pass over views no root reaches (EX-2 is context-free): only explicit
    /// identifiers are collected; branches, leaves and controls are left to the reached walks.
    var collectsOnlyExplicitIdentifiers = false
    /// Work left; bounds exponential usage graphs so resolution always ends.
    private var remainingVisits: Int
    /// Walks that yielded nothing, so they are not walked again in another context.
    var memo = SwiftUIWalkMemo()
    /// `if let x` branches a use makes impossible by leaving `x` nil: not walked.
    var nilBranches = SwiftUINilBranches()
    /// Bodies and bindings whose views cannot yield anything here: not entered at all.
    var inert: SwiftUIInertViews
    /// Branch, leaf and explicit-identifier modifiers met so far: a walk that met none is silent.
    private var effects = 0
    /// Guards that cut the walk in progress, as far as they depend on the path to it: the lowest
    /// index of `memberStack` / `componentStack` a recursion guard matched (an entry pushed
    /// inside the walk makes the cut part of the walk itself; one pushed before it depends on how
    /// the walk was reached), and whether a work, depth or preview guard fired. A walk cut by
    /// its path is never recorded silent, since another path could take it further.
    private var memberGuardFloor = Int.max
    private var componentGuardFloor = Int.max
    private var pathGuarded = false

    /// A recursion guard matched `memberStack[index]`.
    func memberGuardHit(at index: Int) { memberGuardFloor = min(memberGuardFloor, index) }
    /// A recursion guard matched `componentStack[index]`.
    func componentGuardHit(at index: Int) { componentGuardFloor = min(componentGuardFloor, index) }
    /// A guard that depends on more than the walk's node and scope (work left, depth, previews).
    func pathGuardHit() { pathGuarded = true }
    let limits: Limits
    static let maximumDepth = 200
    /// Cancellation of a background resolution (`ResolutionJob`), asked every thousand or so
    /// visits: once it stops, every walk ends at its next view and the output is discarded.
    var stop = StopCheck.never

    /// Work bounds: real apps stay far below them; exponential usage graphs stop there.
    struct Limits {
        /// Views walked from one root (its previews, host or unreached member included).
        var maximumVisits = 300_000
        /// Identifiers from the whole workspace: each carries its provenance path, so they
        /// bound memory.
        var maximumIdentifiers = 200_000
    }

    /// Ends a root's walk (`beginRoot`): what it produced, moved out of the walker, with every
    /// file it read (visited views, and every position its output names).
    func takeRecord(key: String) -> SwiftUIRootRecord {
        var record = SwiftUIRootRecord(
            key: key, identifiers: identifiers, findings: findings,
            leafOutcomes: leafOutcomes, controlOutcomes: controlOutcomes, files: visitedFiles)
        record.unsetIdentifierSites = unsetIdentifierSites
        unsetIdentifierSites = []
        record.addOutputFiles()
        identifiersBefore += identifiers.count
        identifiers = []
        findings = []
        leafOutcomes = [:]
        controlOutcomes = [:]
        return record
    }

    /// Starts a root's walk: a fresh visit budget. `site` and `name` say which root a cut names.
    func beginRoot(name: String, site: SourceSite) {
        remainingVisits = limits.maximumVisits
        currentRoot = (name, site)
        reportedListRows = []
        visitedFiles = []
        lastVisitedFile = ""
    }

    /// The root being walked, and whether its cut was reported already.
    private var currentRoot: (name: String, site: SourceSite)?
    private var reportedCutRoots: Set<SourceSite> = []

    /// Some root was cut off by a work bound.
    var cutRoots: Bool { !reportedCutRoots.isEmpty }

    /// A root ran out of budget: one `analysis-budget-exceeded` info finding names it.
    private func reportCut() {
        guard let root = currentRoot, reportedCutRoots.insert(root.site).inserted else { return }
        let limit = remainingVisits <= 0 ? "\(limits.maximumVisits) views" : "\(limits.maximumIdentifiers) identifiers"
        findings.append(AnalysisBudgetExceededRule.rootCutOff(rootSite: root.site, rootName: root.name, limit: limit))
    }

    init(catalog: SwiftUIComponentCatalog, index: WorkspaceIndex, active: SwiftUIActiveNames, limits: Limits = Limits())
    {
        self.catalog = catalog
        self.inert = SwiftUIInertViews(active: active)
        self.limits = limits
        self.remainingVisits = limits.maximumVisits
        self.strings = SwiftUIStringResolver(index: index)
        self.binder = SwiftUIArgumentBinder(strings: strings)
    }

    /// Walks nodes, appending their subtrees' identifiers to `identifiers` in walk order (so a
    /// subtree's identifiers are the slice added while it was walked).
    func walk(_ nodes: [SwiftUIViewNode], scope: SwiftUIScope, environment: SwiftUIEnvironment) {
        for node in nodes { walk(node, scope: scope, environment: environment) }
    }

    private func walk(_ node: SwiftUIViewNode, scope: SwiftUIScope, environment: SwiftUIEnvironment) {
        guard remainingVisits > 0, identifiersBefore + identifiers.count < limits.maximumIdentifiers else {
            pathGuardHit()
            reportCut()
            return
        }
        guard environment.depth < Self.maximumDepth else {
            pathGuardHit()
            return
        }
        if memo.isSilent(node, scope: scope) { return }
        let outer = (
            effects: effects, memberFloor: memberGuardFloor, componentFloor: componentGuardFloor,
            pathGuarded: pathGuarded
        )
        (memberGuardFloor, componentGuardFloor, pathGuarded) = (.max, .max, false)
        walkUnmemoised(node, scope: scope, environment: environment)
        let cutByPath =
            pathGuarded || memberGuardFloor < environment.memberStack.count
            || componentGuardFloor < environment.componentStack.count
        // The last pass collects explicit identifiers only, so its silence says less.
        if effects == outer.effects, !cutByPath, !collectsOnlyExplicitIdentifiers {
            memo.recordSilent(node, scope: scope)
        }
        memberGuardFloor = min(outer.memberFloor, memberGuardFloor)
        componentGuardFloor = min(outer.componentFloor, componentGuardFloor)
        pathGuarded = outer.pathGuarded || pathGuarded
    }

    private func walkUnmemoised(_ node: SwiftUIViewNode, scope: SwiftUIScope, environment: SwiftUIEnvironment) {
        let node = packageModifierOfSelf(node, scope: scope) ?? node
        if stop.isRequested() {
            pathGuardHit()
            return
        }
        if nilBranches.isNeverTaken(node, in: scope) {
            // A string binding decided what this walk reaches, which the memo's key leaves out.
            pathGuardHit()
            return
        }
        remainingVisits -= 1
        if node.site.file != lastVisitedFile {
            lastVisitedFile = node.site.file
            visitedFiles.insert(lastVisitedFile)
        }
        var environment = environment
        environment.depth += 1
        var clauses = scope.helperCall == nil ? node.conditions : node.conditions.map { strings.clause($0, in: scope) }
        environment.isWrittenInPreview = previewScope.map { $0 === scope } ?? false
        if environment.isWrittenInPreview, clauses.contains(where: \.isCompilationCondition) {
            for clause in clauses where clause.isCompilationCondition && !environment.previewConditions.contains(clause)
            {
                environment.previewConditions.append(clause)
            }
            clauses.removeAll(where: \.isCompilationCondition)
        }
        environment.addConditions(clauses)
        let combinations = SwiftUIChainConditions.combinations(of: node.chainConditionBlocks)
        for (ordinal, selected) in combinations.enumerated() {
            var branchEnvironment = environment
            branchEnvironment.addConditions(selected)
            if combinations.count > 1 { branchEnvironment.contextPath.append(.text("#if\(ordinal)")) }
            let active = node.modifiers.filter { modifier in
                modifier.chainConditions.allSatisfy { selected.contains($0) }
            }
            walkChain(node, modifiers: active, scope: scope, environment: branchEnvironment)
        }
    }

    /// Applies the chain from the outermost modifier in (BL-4), then walks the base view.
    private func walkChain(
        _ node: SwiftUIViewNode, modifiers: [SwiftUIModifier], scope: SwiftUIScope,
        environment start: SwiftUIEnvironment
    ) {
        var environment = start
        // Only this node is the row; views inside it and its modifiers' views are not.
        environment.listRow = nil
        // Hiding applies to the whole element and its children, wherever it is in the chain.
        if modifiers.contains(where: { hidesFromAccessibility($0, scope: scope) }) {
            environment.isAccessibilityHidden = true
        }
        var own: [(identifier: ComputedIdentifier, modifier: SwiftUIModifier)] = []
        for index in modifiers.indices.reversed() {
            let modifier = modifiers[index]
            if modifier.kind != .other && modifier.kind != .accessibilityElement { effects += 1 }
            switch modifier.kind {
            case .branch where collectsOnlyExplicitIdentifiers, .leaf where collectsOnlyExplicitIdentifiers:
                break
            case .branch:
                if let alternatives = strings.alternatives(modifier.value, in: scope) {
                    // `flag ? "A" : "B"`: the rest of the chain and the base, once per value.
                    identifiers.append(contentsOf: own.map(\.identifier))
                    reportConflicts(own)
                    for (clause, alternative) in runtimeClauses(alternatives) {
                        var branchEnvironment = environment
                        branchEnvironment.addConditions([clause])
                        applyBranch(modifier, value: alternative.value, environment: &branchEnvironment)
                        walkChain(
                            node, modifiers: Array(modifiers[..<index]), scope: scope, environment: branchEnvironment)
                    }
                    return
                }
                applyBranch(modifier, value: strings.resolve(modifier.value, in: scope), environment: &environment)
            case .leaf:
                for identifier in applyLeaf(modifier, node: node, scope: scope, environment: &environment) {
                    own.append((identifier, modifier))
                }
            case .explicitIdentifier:
                for identifier in explicitIdentifiers(modifier, node: node, scope: scope, environment: environment) {
                    own.append((identifier, modifier))
                }
            case .accessibilityElement:
                break
            case .other:
                // The modified view (the base and the modifiers inside this one), built only when
                // a custom modifier takes it: building it for every modifier of a chain copied
                // the chain once per modifier, quadratic in its length.
                func selfSlot() -> SwiftUIBinding {
                    var inner = node
                    inner.modifiers = Array(modifiers[..<index])
                    inner.chainConditionBlocks = []
                    inner.conditions = []
                    return SwiftUIBinding.views([inner], owner: scope)
                }
                let call = SwiftUICallSite(node, modifierIndex: index, modifier: modifier)
                // `Components.primaryButton("x")` reads as modifier `primaryButton` on `Components`.
                let isStaticCall =
                    index == 0 && node.baseKind == .other
                    && inlineViewFunction(
                        named: "\(node.name).\(modifier.name)", arguments: modifier.arguments, at: call, scope: scope,
                        environment: environment)
                if isStaticCall
                    || inlineCustomModifier(
                        named: modifier.name, arguments: modifier.arguments, selfSlot: selfSlot(), at: call,
                        scope: scope, environment: environment)
                {
                    // The rest of the chain and the base render where the modifier places them.
                    identifiers.append(contentsOf: own.map(\.identifier))
                    reportConflicts(own)
                    recordControl(node, scope: scope, identified: !own.isEmpty)
                    return
                }
                if let external = externalIdentifierModifier(modifier) {
                    for identifier in explicitIdentifiers(external, node: node, scope: scope, environment: environment)
                    {
                        var identifier = identifier
                        if identifier.certainty != .dynamic {
                            identifier.note =
                                "set through .\(modifier.name)(…), a modifier of a package the workspace does not hold"
                        }
                        own.append((identifier, external))
                    }
                }
                inlineStyle(modifier, at: call, scope: scope, environment: environment)
                walkModifierViews(modifier, at: call.key, scope: scope, environment: environment)
            }
        }
        identifiers.append(contentsOf: own.map(\.identifier))
        reportConflicts(own)
        reportRepeatedInList(own, node: node, row: start.listRow)
        let childrenStart = identifiers.count
        walkBase(node, scope: scope, environment: environment)
        if !own.isEmpty, identifiers.count > childrenStart,
            !modifiers.contains(where: { $0.kind == .accessibilityElement }), isContainer(node, scope: scope)
        {
            // Children on this screen get the container's identifier in place of their own;
            // content it presents (a sheet, a pushed destination) is another screen.
            let screens = environment.contextScreenCount
            var replaced: [ComputedIdentifier] = []
            for index in childrenStart..<identifiers.count
            where SwiftUIEnvironment.screenCount(inContextKey: identifiers[index].contextKey) == screens {
                identifiers[index].isReplacedByContainer = true
                // One child per site and value (a body's `if`/`else` may show the same line in each branch).
                if !replaced.contains(where: {
                    $0.site == identifiers[index].site && $0.value == identifiers[index].value
                }) {
                    replaced.append(identifiers[index])
                }
            }
            let children = replaced.prefix(5)
            for (identifier, modifier) in own where !children.isEmpty {
                findings.append(
                    ContainerIdentifierOverridesChildrenRule.finding(
                        identifierSite: modifier.nameSite, identifier: identifier.value, container: node.name,
                        childSites: children.map(\.site), childValues: children.map(\.value)))
            }
        }
        recordControl(node, scope: scope, identified: !own.isEmpty)
    }

    /// A modifier's closures and view arguments, which render at its position, except the
    /// content of a presentation (`.sheet { … }`, `.navigationDestination { … }`), which iOS
    /// shows as a screen of its own.
    func walkModifierViews(
        _ modifier: SwiftUIModifier, at key: SwiftUIContextStep, scope: SwiftUIScope, environment: SwiftUIEnvironment
    ) {
        walk(
            modifier.childViews, scope: scope,
            environment: environment.presenting(modifier: modifier.name, from: scope.displayName, at: key))
    }

    /// `.accessibilityHidden(true)` and `.hidden()` take the element and everything in it out of
    /// the accessibility tree; so does `.accessibilityHidden(flag)` where this usage binds the
    /// component's `flag` to `true` (a copy kept invisible for layout). A run-time flag may not.
    func hidesFromAccessibility(_ modifier: SwiftUIModifier, scope: SwiftUIScope) -> Bool {
        switch modifier.name {
        case "hidden": return modifier.arguments.isEmpty
        case "accessibilityHidden":
            guard let argument = modifier.arguments.first else { return false }
            if let literal = argument.booleanLiteral { return literal }
            guard let flag = argument.string, flag.kind == .reference else { return false }
            let value = strings.resolve(flag, in: scope)
            return !value.isDynamic && value.text == "true"
        default: return false
        }
    }

    private func recordControl(_ node: SwiftUIViewNode, scope: SwiftUIScope, identified: Bool) {
        guard !collectsOnlyExplicitIdentifiers, node.baseKind == .call,
            catalog.component(for: node, from: scope.component?.qualifiedName) == nil,
            ControlWithoutIdentifierRule.swiftUIControlNames.contains(node.name)
        else { return }
        let previous = controlOutcomes[node.nameSite]?.identified ?? false
        controlOutcomes[node.nameSite] = (node.name, previous || identified)
    }

    /// `flag ? IDs.a : IDs.b`: each value with a run-time clause of one block per condition, so
    /// the two are never duplicates of each other.
    func runtimeClauses(_ alternatives: [(value: SwiftUIResolvedString, condition: String)]) -> [(
        ConditionClause, (value: SwiftUIResolvedString, condition: String)
    )] {
        let blockID = "runtime|ternary|" + (alternatives.first?.condition ?? "")
        return alternatives.enumerated().map { index, alternative in
            (ConditionClause(blockID: blockID, clauseIndex: index, text: alternative.condition), alternative)
        }
    }

    private func applyBranch(
        _ modifier: SwiftUIModifier, value: SwiftUIResolvedString, environment: inout SwiftUIEnvironment
    ) {
        if environment.branch == nil, let leaf = environment.resettingLeaf {
            findings.append(
                BranchRestartsUnderLeafRule.finding(
                    branchSite: modifier.nameSite, branch: value.text, leafSite: leaf.site, leaf: leaf.text))
        }
        environment.resettingLeaf = nil
        environment.branch =
            (environment.branch ?? []) + [
                SwiftUIBranchSegment(
                    text: value.text, isDynamic: value.isDynamic, isGuarded: environment.isInsideGuardedHelperClosure)
            ]
        for step in value.steps { environment.addBranchStep(step) }
        environment.addBranchStep(
            ProvenanceStep(kind: .branch, site: modifier.nameSite, detail: "branch \"\(value.text)\""))
    }

    /// BL-2 for each value of the leaf: one, or both values of a ternary under their run-time clauses.
    private func applyLeaf(
        _ modifier: SwiftUIModifier, node: SwiftUIViewNode, scope: SwiftUIScope, environment: inout SwiftUIEnvironment
    ) -> [ComputedIdentifier] {
        guard let alternatives = strings.alternatives(modifier.value, in: scope) else {
            return applyLeaf(
                modifier, value: strings.resolve(modifier.value, in: scope), node: node, environment: &environment
            ).map { [$0] } ?? []
        }
        var result: [ComputedIdentifier] = []
        var after = environment
        for (clause, alternative) in runtimeClauses(alternatives) {
            var leafEnvironment = environment
            leafEnvironment.addConditions([clause])
            if let identifier = applyLeaf(modifier, value: alternative.value, node: node, environment: &leafEnvironment)
            {
                result.append(identifier)
            }
            after.branch = leafEnvironment.branch
            after.branchSteps = leafEnvironment.branchSteps
            after.resettingLeaf = leafEnvironment.resettingLeaf
        }
        environment = after
        return result
    }

    /// BL-2: `"\(branch).\(leaf)"` when a branch is set, then the branch is cleared below.
    private func applyLeaf(
        _ modifier: SwiftUIModifier, value: SwiftUIResolvedString, node: SwiftUIViewNode,
        environment: inout SwiftUIEnvironment
    ) -> ComputedIdentifier? {
        var outcome = leafOutcomes[modifier.nameSite] ?? SwiftUILeafOutcome(leafText: value.text)
        defer { leafOutcomes[modifier.nameSite] = outcome }
        guard let branchText = environment.branchText else {
            if let outer = environment.resettingLeaf {
                findings.append(
                    LeafInsideLeafRule.finding(
                        leafSite: modifier.nameSite, leaf: value.text, outerLeafSite: outer.site, outerLeaf: outer.text)
                )
                outcome.insideLeaf = true
            } else {
                outcome.contextsWithoutBranch.append((environment.rootName, environment.firstUsageSite))
            }
            return nil
        }
        outcome.appliedCount += 1
        let isDynamic = value.isDynamic || environment.branchIsDynamic
        let isGuarded = environment.isInsideGuardedHelperClosure || environment.branchIsGuarded
        let via = environment.via(
            includingBranches: true,
            extra: value.steps + [
                ProvenanceStep(kind: .leaf, site: modifier.nameSite, detail: "leaf \"\(value.text)\"")
            ])
        var identifier = ComputedIdentifier(
            value: "\(branchText).\(value.text)", site: modifier.nameSite, elementSite: node.site,
            elementName: node.name,
            convention: .branchLeaf, certainty: isDynamic ? .dynamic : isGuarded ? .possible : .certain,
            conditions: conditions(of: environment),
            isRepeated: environment.isRepeated || Self.distributesModifiers(node),
            note: isDynamic ? "parts in braces are only known at run time" : isGuarded ? Self.guardedNote : nil,
            contexts: [environment.rootName])
        identifier.isAccessibilityHidden = environment.isAccessibilityHidden
        identifier.contextKeyPath = environment.contextPath
        identifier.viaPath = via
        if value.isLocalized { identifier.markLocalized() }
        environment.branch = nil
        environment.branchSteps = nil
        environment.resettingLeaf = (modifier.nameSite, value.text)
        return identifier
    }

    /// EX-2: the identifier as written; branches play no part. A ternary gives both values, each
    /// under a run-time clause of its condition (so they are never duplicates of each other).
    /// A value that sets no identifier (`nil`, or `id ?? ""` with this use's `id` nil) gives none
    /// here; the site is remembered (`unsetIdentifierSites`) so it is not reported as unreached.
    private func explicitIdentifiers(
        _ modifier: SwiftUIModifier, node: SwiftUIViewNode, scope: SwiftUIScope, environment: SwiftUIEnvironment
    ) -> [ComputedIdentifier] {
        if modifier.isEnabledLiteral == false { return [] }
        guard let alternatives = strings.alternatives(modifier.value, in: scope) else {
            let value = strings.resolve(modifier.value, in: scope)
            if value.setsNoIdentifier {
                unsetIdentifierSites.insert(modifier.nameSite)
                return []
            }
            return followed(
                value, written: modifier.value, modifier: modifier, node: node, scope: scope, environment: environment)
        }
        return runtimeClauses(alternatives).flatMap { clause, alternative in
            if alternative.value.setsNoIdentifier {
                unsetIdentifierSites.insert(modifier.nameSite)
                return [ComputedIdentifier]()
            }
            var branch = environment
            branch.addConditions([clause])
            return followed(
                alternative.value, written: nil, modifier: modifier, node: node, scope: scope, environment: branch)
        }
    }

    /// An explicit identifier whose value the walk's scope cannot give (`{accessibilityIdentifier}`:
    /// a stored property no use on this path binds, as in a component no root reaches, or a
    /// parameter of a helper) takes the values the app's code writes to it (`ValueFlowIndex`),
    /// as a UIKit assignment does: each a run-time alternative, with where it is written. A value
    /// supplied by a use (`steps`) is followed where the use wrote it (a row's
    /// `option.accessibilityIdentifier` passed to a list item), and keeps the use's steps.
    private func followed(
        _ value: SwiftUIResolvedString, written: StringExpr?, modifier: SwiftUIModifier, node: SwiftUIViewNode,
        scope: SwiftUIScope, environment: SwiftUIEnvironment
    ) -> [ComputedIdentifier] {
        let inner = String(value.text.dropFirst().dropLast())
        let supplied = value.steps.first { $0.kind == .property }?.site
        // `id ?? "TextVisibilityToggle"` whose `id` is unbound here or bound to a value a use
        // passes (`field.visibilityId`): that value's values, and the literal where it is nil.
        let fallback = written.flatMap { Self.literalFallback(of: $0.value) }
        let isBare = value.text.hasPrefix("{") && value.text.hasSuffix("}") && !inner.contains("{")
        // `.multihopState(state.description)` through the app's identifier enum: the case's
        // template (`multihopState("{state.description}")`) with each part followed.
        let isBuiltFromCase = !isBare && supplied == nil && written?.kind == .other
        guard value.isDynamic, value.steps.isEmpty || supplied != nil, isBare || isBuiltFromCase,
            isBuiltFromCase || supplied != nil
                || written.map({
                    $0.kind != .literal
                        && ($0.value == inner || Self.isDefaultedToNothing($0.value, inner)
                            || fallback?.name == inner)
                }) ?? true
        else {
            return [explicitIdentifier(value, modifier: modifier, node: node, environment: environment)]
        }
        let index = strings.index
        // Only where what reaches the name is a name (`field.visibilityId`): a use's expression
        // of its own (`field.id ?? field.title`) may never be nil, and its fallback never apply.
        let readsAName = inner.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "?" }
        let followedText =
            fallback.map { isBare && readsAName ? "{\(inner) ?? \($0.literal)}" : value.text } ?? value.text
        let site = supplied ?? modifier.nameSite
        // Views walked outside a component (a local `let label = HStack { … }`, a closure the
        // walk reaches on its own) are still written inside a type and a function of it.
        let declared = Self.declaration(around: site, in: index)
        let writer = supplied == nil ? scope.component : nil
        let owner = writer?.qualifiedName ?? declared.owner
        let function =
            writer?.members.values.first { member in
                member.isFunction && member.site.file == site.file && member.site.range.contains(site.range.start)
            }?.name ?? declared.function
        let context = FlowContext(file: site.file, owner: owner, function: function, position: site.range.start)
        // `.accessibilityIdentifier(.loginButton)` through the app's own overload of the modifier:
        // a case the data flow brings is converted as that overload converts it.
        let convert: (String) -> StringConstantValue? = { written in
            guard
                case .value(let converted, _)? = index.constants.forwardedValue(
                    ofExpression: written, role: .modifier, context: owner)
            else { return nil }
            return converted
        }
        let identifiers = ExplicitUIKitResolver.followed(
            StringConstantValue(text: followedText, isTemplate: true), at: context, index: index,
            site: modifier.nameSite,
            elementKey: node.name, conditions: environment.conditions, convert: convert
        ) { text, certainty, conditions in
            var alternative = environment
            alternative.conditions = conditions
            var identifier = explicitIdentifier(
                SwiftUIResolvedString(text: text, isDynamic: certainty == .dynamic, steps: value.steps),
                modifier: modifier, node: node, environment: alternative)
            if identifier.certainty != .possible || certainty == .dynamic { identifier.certainty = certainty }
            // `followed` writes its own note for values and templates; keep any other (a
            // guarded helper closure, `isEnabled`).
            if identifier.certainty == .dynamic || identifier.note == "parts in braces are only known at run time" {
                identifier.note = nil
            }
            return identifier
        }
        if identifiers.isEmpty { unsetIdentifierSites.insert(site) }
        return identifiers.map { identifier in
            var identifier = identifier
            if identifier.certainty == .dynamic, identifier.note == nil {
                identifier.note = "parts in braces are only known at run time"
            }
            return identifier
        }
    }

    private func explicitIdentifier(
        _ value: SwiftUIResolvedString, modifier: SwiftUIModifier, node: SwiftUIViewNode,
        environment: SwiftUIEnvironment
    ) -> ComputedIdentifier {
        let isGuarded = environment.isInsideGuardedHelperClosure
        let certainty: Certainty =
            value.isDynamic ? .dynamic : (modifier.isEnabledIsDynamic || isGuarded ? .possible : .certain)
        let note: String? =
            value.isDynamic
            ? "parts in braces are only known at run time"
            : (modifier.isEnabledIsDynamic
                ? "applies only while isEnabled is true" : isGuarded ? Self.guardedNote : nil)
        let via = environment.via(
            includingBranches: false,
            extra: value.steps + [
                ProvenanceStep(kind: .explicit, site: modifier.nameSite, detail: "\(modifier.name)(\"\(value.text)\")")
            ])
        // A value passed in through a parameter is reported at the usage argument that supplies
        // it (the first binding step); `via` still ends at the modifier that applies it.
        let supplied = value.steps.first { $0.kind == .property }?.site
        var identifier = ComputedIdentifier(
            value: value.text, site: supplied ?? modifier.nameSite, elementSite: node.site, elementName: node.name,
            convention: .explicitSwiftUI, certainty: certainty, conditions: conditions(of: environment),
            isRepeated: environment.isRepeated || Self.distributesModifiers(node),
            note: note,
            contexts: [environment.rootName])
        identifier.isAccessibilityHidden = environment.isAccessibilityHidden
        identifier.contextKeyPath = environment.contextPath
        identifier.viaPath = via
        return identifier.localized(value.isLocalized)
    }

    /// A modifier no file of the workspace declares that takes an identifier: one whose name says
    /// it sets one (`.optionalAccessibilityIdentifier(id)`), or one with an
    /// `accessibilityIdentifier:` (`accessibilityId:`) argument (`.screenshotPrevented(
    /// accessibilityIdentifier: id)`). A package's helper that applies the modifier itself,
    /// most likely: the identifier it gets is *possible*, never certain.
    private func externalIdentifierModifier(_ modifier: SwiftUIModifier) -> SwiftUIModifier? {
        guard let value = modifier.identifierHelperArgument?.string,
            !strings.index.valueFlow.declaresSignature(named: modifier.name)
        else { return nil }
        var explicit = modifier
        explicit.kind = .explicitIdentifier
        explicit.value = value
        explicit.isEnabledIsDynamic = true
        return explicit
    }

    /// `screenshotPrevented(accessibilityIdentifier: id)` with no receiver inside an `extension
    /// View` function, where `self` is the view the function modifies: a package's modifier of
    /// `self` that applies the identifier, read as `self.screenshotPrevented(…)` would be. A
    /// function of that name the workspace declares is a view helper instead, walked as one.
    private func packageModifierOfSelf(_ node: SwiftUIViewNode, scope: SwiftUIScope) -> SwiftUIViewNode? {
        guard let modifier = node.implicitSelfIdentifierHelper, scope.bindings[node.name] == nil,
            case .views? = scope.bindings["self"], externalIdentifierModifier(modifier) != nil
        else { return nil }
        var modified = node
        modified.name = "self"
        modified.arguments = []
        // Inner first: the call is the innermost modifier, under those written after it.
        modified.modifiers = [modifier] + node.modifiers
        return modified
    }

    /// `id ?? "TextVisibilityToggle"`, `model.rowId ?? "Row"`: the name read and the non-empty
    /// literal it falls back to.
    private static func literalFallback(of written: String) -> (name: String, literal: String)? {
        guard let range = written.range(of: "??") else { return nil }
        let name = written[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        let literal = written[range.upperBound...].trimmingCharacters(in: .whitespaces)
        guard let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "?" }),
            literal.count > 2, literal.hasPrefix("\""), literal.hasSuffix("\""),
            !literal.dropFirst().dropLast().contains("\""), !literal.contains("\\(")
        else { return nil }
        return (name, literal)
    }

    /// `id?.asString ?? ""`: the value of `id?.asString`, or no identifier at all.
    private static func isDefaultedToNothing(_ written: String, _ inner: String) -> Bool {
        guard written.hasPrefix(inner) else { return false }
        let rest = written.dropFirst(inner.count).trimmingCharacters(in: .whitespaces)
        return rest == "?? \"\"" || rest == "?? nil"
    }

    /// The innermost type declared around `site` and the method of it around `site`, from the
    /// file's summary.
    static func declaration(around site: SourceSite, in index: WorkspaceIndex) -> (owner: String?, function: String?) {
        guard let summary = index.summaries[site.file] else { return (nil, nil) }
        let position = site.range.start
        let type = summary.types.filter { $0.site.range.contains(position) }.min {
            $0.site.range.length < $1.site.range.length
        }
        if let type,
            let method = type.methods.filter({ $0.site.range.contains(position) }).min(by: {
                $0.site.range.length < $1.site.range.length
            })
        {
            return (type.qualifiedName, method.name)
        }
        // A helper declared in an extension (`private extension HubMenu { func row(menu:) … }`)
        // has no type declaration around it: its signature names its owner and function.
        let signature = summary.valueFlows.filter { $0.kind == .signature && $0.site.range.contains(position) }.min {
            $0.site.range.length < $1.site.range.length
        }
        if let signature { return (signature.owner, signature.name) }
        return (type?.qualifiedName, nil)
    }

    /// The clauses of an identifier: the environment's, with the preview's own `#if` clauses
    /// when its modifier is written in the preview (after the preview's synthetic clause).
    func conditions(of environment: SwiftUIEnvironment) -> [ConditionClause] {
        guard environment.isWrittenInPreview, !environment.previewConditions.isEmpty else {
            return environment.conditions
        }
        var result = environment.conditions
        let position = result.first?.blockID == SwiftUIResolver.previewBlockID ? 1 : 0
        result.insert(
            contentsOf: environment.previewConditions.filter { !environment.conditions.contains($0) }, at: position)
        return result
    }

    /// Why an identifier applied in a closure a helper calls conditionally is *possible*.
    static let guardedNote = "applies only while the condition guarding the helper's call of its closure holds"

    /// `identifier-repeated-in-list`: a constant identifier on a row of a `ForEach`/`List` (the
    /// view its closure returns) or on the `ForEach` itself, which gives it to every row.
    private func reportRepeatedInList(
        _ own: [(identifier: ComputedIdentifier, modifier: SwiftUIModifier)], node: SwiftUIViewNode,
        row: SwiftUIListRow?
    ) {
        guard !own.isEmpty, !collectsOnlyExplicitIdentifiers else { return }
        let listRow = Self.distributesModifiers(node) ? SwiftUIListRow(node) : row
        guard let listRow else { return }
        // A value the data flow brings (`filter.accessibilityIdentifier` over the cases of
        // `filter`, a case's payload bound from the row's item, each case of the enum a row's
        // `flag.feature` is) comes from the row's data and may differ from row to row: not a
        // constant of every row.
        for (identifier, modifier) in own
        where identifier.certainty != .dynamic
            && !identifier.via.contains(where: { $0.kind == .valueFlow })
            && !identifier.conditions.contains(where: {
                $0.blockID.hasPrefix(ExplicitUIKitResolver.flowAlternativeBlockPrefix)
            })
            && reportedListRows.insert(identifier.site).inserted
        {
            findings.append(
                IdentifierRepeatedInListRule.finding(
                    identifier: identifier, list: listRow,
                    literal: modifier.value?.kind == .literal ? modifier.value : nil))
        }
    }

    /// `ForEach { … }.accessibilityIdentifier("row")` sets the identifier on every row.
    static func distributesModifiers(_ node: SwiftUIViewNode) -> Bool {
        node.baseKind == .call && node.name == "ForEach"
    }

    /// BL-6: a leaf that applied and an explicit identifier in one chain.
    private func reportConflicts(_ own: [(identifier: ComputedIdentifier, modifier: SwiftUIModifier)]) {
        let leaves = own.filter { $0.modifier.kind == .leaf }
        let explicit = own.filter { $0.modifier.kind == .explicitIdentifier }
        for leaf in leaves {
            for other in explicit {
                findings.append(
                    LeafConflictsWithExplicitIdentifierRule.finding(
                        leafSite: leaf.identifier.site, leafValue: leaf.identifier.value,
                        explicitSite: other.modifier.nameSite, explicitValue: other.identifier.value))
            }
        }
    }

    /// A SwiftUI container, or a component whose body renders one without
    /// `.accessibilityElement(children:)`.
    private func isContainer(_ node: SwiftUIViewNode, scope: SwiftUIScope) -> Bool {
        if let component = catalog.component(for: node, from: scope.component?.qualifiedName) {
            return rendersContainer(component, depth: 0)
        }
        return isBuiltInContainer(node)
    }

    /// A component's body is a container when it is one (a stack, or another component whose
    /// body is one), or an `if`/`else` or `switch` whose every branch is one: a modifier on the
    /// component applies to the branch shown, so it acts as on that container.
    private func rendersContainer(_ component: SwiftUIComponent, depth: Int) -> Bool {
        guard depth < 8, let body = component.members["body"]?.nodes, !body.isEmpty else { return false }
        for (index, branch) in body.enumerated() {
            // Views shown together are no single element to hand the identifier to.
            for other in body.dropFirst(index + 1) where !branch.conditions.isMutuallyExclusive(with: other.conditions)
            { return false }
            guard !branch.modifiers.contains(where: { $0.kind == .accessibilityElement }) else { return false }
            if let inner = catalog.component(for: branch, from: component.qualifiedName) {
                guard inner.qualifiedName != component.qualifiedName, rendersContainer(inner, depth: depth + 1) else {
                    return false
                }
            } else if !isBuiltInContainer(branch) {
                return false
            }
        }
        return true
    }

    /// A stack, grid, `Group` or `Section` that hands an identifier to its children.
    private func isBuiltInContainer(_ node: SwiftUIViewNode) -> Bool {
        guard node.baseKind == .call, ContainerIdentifierOverridesChildrenRule.containerNames.contains(node.name) else {
            return false
        }
        // `Group { List { … } }`, `VStack { List { … } }`: the group or stack hands the
        // identifier to the list, which keeps it, and the rows keep theirs.
        let children = node.arguments.flatMap { $0.views ?? [] }
        if !children.isEmpty,
            children.allSatisfy({
                $0.baseKind == .call && ContainerIdentifierOverridesChildrenRule.keepingContainerNames.contains($0.name)
            })
        {
            return false
        }
        return true
    }
}

/// What happened to one leaf across all usage contexts.
struct SwiftUILeafOutcome {
    var leafText: String
    var appliedCount = 0
    var insideLeaf = false
    /// Contexts where no branch reached it: the root's name and the first usage site.
    var contextsWithoutBranch: [(rootName: String, usageSite: SourceSite?)] = []
}
