// UIKit conventions: AAII injection (AAII-n), AccessibilityIdentificable (AI-n) and explicit
// assignments (EX-1), then the order between AAII writes and assignments (AAII-3, AAII-7).

enum UIKitResolver {
    /// `stop` cancels (a superseded background resolution), asked once per file: the output is
    /// then partial, and the caller discards it.
    static func resolve(index: WorkspaceIndex, options: AnalysisOptions, stop: StopCheck = .never) -> ResolutionOutput {
        var phases = Phases(index: index)
        var stop = stop
        guard phases.collectWritesAndAssignments(options: options, stop: &stop) else { return phases.output }
        phases.explicit = OwnIdentifierForwards.resolve(phases.explicit, index: index)
        let rapid =
            options.rapidA11y
            ? RapidA11yResolver.resolve(index: index, explicit: phases.explicit.map(\.fact))
            : RapidA11yResolver.Output()
        phases.output.identifiers += rapid.identifiers
        phases.output.findings += rapid.findings
        if options.identificable {
            phases.output.identifiers += IdentificableResolver.resolve(index: index, findings: &phases.output.findings)
        }
        phases.interfaceBuilder = options.interfaceBuilder ? InterfaceBuilderResolver.resolve(index: index) : []
        phases.droppedAssignments = rapid.droppedAssignments
        phases.ex1LaterAssignmentWins()
        phases.aaii7WriteOrder()
        phases.interfaceBuilderBeforeCode()
        phases.aaii3KeptValues()
        phases.survivorsAreIdentifiers()
        return phases.output
    }

    /// What the phases of `resolve` share: the AAII writes (AAII-1) and explicit assignments
    /// (EX-1) found, which of them and of the Interface Builder elements a later write drops
    /// (AAII-3 / AAII-7: whichever write happens last wins; `replaceExisting: false` keeps an
    /// identifier that is already set), and the output so far.
    private struct Phases {
        let index: WorkspaceIndex
        var output = ResolutionOutput()
        var writes: [AAIIWrite] = []
        var explicit: [(fact: ExplicitAssignmentFact, identifier: ComputedIdentifier)] = []
        var interfaceBuilder: [InterfaceBuilderElement] = []
        var droppedWrites: Set<Int> = []
        var droppedAssignments: Set<Int> = []
        var droppedInterfaceBuilder: Set<Int> = []
        /// Values a `replaceExisting: false` call leaves alone, by call (AAII-3).
        var kept: [SourceSite: (call: SourceSite, values: [(value: String, member: String)])] = [:]

        init(index: WorkspaceIndex) { self.index = index }

        /// AAII-1 and EX-1: every file's AAII writes (when the convention is on) and explicit
        /// assignments (`nil` sets no identifier), in path order. False when `stop` asked to stop.
        mutating func collectWritesAndAssignments(options: AnalysisOptions, stop: inout StopCheck) -> Bool {
            for path in index.summaries.keys.sorted() {
                if stop.isRequested() { return false }
                guard let summary = index.summaries[path] else { continue }
                if options.aaii {
                    for call in summary.injectionCalls where !index.isNeverCompiled(call.conditions) {
                        writes += AAIIResolver.resolve(call: call, file: path, index: index, findings: &output.findings)
                    }
                }
                for assignment in summary.explicitAssignments
                where !(assignment.value.kind == .other && assignment.value.value == "nil")
                    && !index.isNeverCompiled(assignment.conditions)
                {
                    for identifier in ExplicitUIKitResolver.identifiers(for: assignment, index: index) {
                        explicit.append((assignment, identifier))
                    }
                }
                for (assignment, function) in IdentifierSetterCalls.assignments(in: summary, index: index) {
                    for identifier in IdentifierSetterCalls.identifiers(
                        for: assignment, function: function, index: index)
                    {
                        explicit.append((assignment, identifier))
                    }
                }
            }
            return true
        }

        /// EX-1: of two assignments to one target in one statement list, the later one wins.
        mutating func ex1LaterAssignmentWins() {
            var sequences: [String: [Int]] = [:]
            for (assignmentIndex, assignment) in explicit.enumerated() {
                guard let block = assignment.fact.blockStart, let function = assignment.fact.enclosingFunction else {
                    continue
                }
                var target = assignment.fact.targetExpression
                if target.hasPrefix("self.") { target.removeFirst(5) }
                let conditions = assignment.fact.conditions.map { "\($0.blockID)#\($0.clauseIndex)" }.joined(
                    separator: ",")
                sequences[
                    "\(assignment.fact.site.file)|\(block)|\(assignment.fact.enclosingType ?? "")|\(function)|\(target)|\(conditions)",
                    default: []
                ].append(assignmentIndex)
            }
            for key in sequences.keys.sorted() {
                guard let indices = sequences[key], indices.count > 1 else { continue }
                let ordered = indices.sorted { explicit[$0].fact.site.range.start < explicit[$1].fact.site.range.start }
                guard let last = ordered.last else { continue }
                // The values of one assignment (both sides of a ternary) are alternatives, not a
                // sequence: only assignments at other sites replace each other.
                let lastStart = explicit[last].fact.site.range.start
                let winners = ordered.filter { explicit[$0].fact.site.range.start == lastStart }
                for earlier in ordered where explicit[earlier].fact.site.range.start != lastStart {
                    droppedAssignments.insert(earlier)
                    // The same value written again is one identifier, not an overwrite.
                    guard
                        !winners.contains(where: { explicit[$0].identifier.value == explicit[earlier].identifier.value }
                        )
                    else { continue }
                    output.findings.append(
                        IdentifierOverwrittenRule.assignmentReplacedByAssignment(
                            assignment: explicit[earlier].fact, value: explicit[earlier].identifier.value,
                            later: explicit[last].fact, laterValue: explicit[last].identifier.value))
                }
            }
        }

        /// AAII-7 (and AAII-3): each AAII write against the assignments that target the same
        /// element; the later one wins, and `replaceExisting: false` keeps an assignment's value.
        mutating func aaii7WriteOrder() {
            // Assignments by enclosing type and by the type of their target's first name (indices
            // ascending), so each write looks only at its own: comparing every write with every
            // assignment was quadratic in the workspace.
            var assignmentsByType: [String: [Int]] = [:]
            var assignmentsByRootType: [String: [Int]] = [:]
            for (assignmentIndex, assignment) in explicit.enumerated()
            where !droppedAssignments.contains(assignmentIndex) {
                assignmentsByType[assignment.fact.enclosingType ?? "", default: []].append(assignmentIndex)
                if let rootType = assignment.fact.targetRootType {
                    assignmentsByRootType[TypeNameText.baseName(rootType), default: []].append(assignmentIndex)
                }
            }
            for (writeIndex, write) in writes.enumerated() {
                let candidates = assignmentsOrdered(
                    against: write, byType: assignmentsByType, byRootType: assignmentsByRootType)
                for (assignmentIndex, order) in candidates {
                    let assignment = explicit[assignmentIndex]
                    if order == .after {
                        if droppedWrites.insert(writeIndex).inserted {
                            output.findings.append(
                                IdentifierOverwrittenRule.aaiiReplacedByAssignment(
                                    write: write.identifier, assignment: assignment.fact))
                        }
                    } else if write.call.effectiveReplaceExisting {
                        if droppedAssignments.insert(assignmentIndex).inserted {
                            output.findings.append(
                                IdentifierOverwrittenRule.assignmentReplacedByAAII(
                                    assignment: assignment.fact, write: write.identifier,
                                    callSite: write.identifier.via.first { $0.kind == .injection }?.site
                                        ?? write.call.site)
                            )
                        }
                    } else if droppedWrites.insert(writeIndex).inserted {
                        let callSite = SourceSite(file: write.callFile, range: write.call.nameSite.range)
                        kept[callSite, default: (callSite, [])].values.append((write.identifier.value, write.member))
                    }
                }
            }
        }

        /// AAII-7: the assignments one AAII write competes with, and whether each runs before or
        /// after the write. In the write's own type (or, GEN-1, a superclass's call reached through
        /// the subclass's super call) by execution order; from outside, after a call in
        /// `init`/`awakeFromNib` (the object is configured once made); on a typed receiver, in the
        /// same function.
        func assignmentsOrdered(
            against write: AAIIWrite, byType assignmentsByType: [String: [Int]],
            byRootType assignmentsByRootType: [String: [Int]]
        ) -> [(index: Int, order: ExecutionOrder.Relation)] {
            var candidates: [(index: Int, order: ExecutionOrder.Relation)] = []
            let ownerBase = TypeNameText.baseName(write.ownerType)
            switch write.call.receiver {
            case .enclosingSelf:
                if ownerBase == TypeNameText.baseName(write.call.enclosingType ?? "") {
                    for assignmentIndex in assignmentsByType[write.call.enclosingType ?? ""] ?? [] {
                        let assignment = explicit[assignmentIndex].fact
                        guard UIKitResolver.targets(assignment, member: write.member),
                            let order = ExecutionOrder.compare(
                                assignment: assignment, call: write.call, callFile: write.callFile)
                        else { continue }
                        candidates.append((assignmentIndex, order))
                    }
                } else if let dynamic = index.type(named: write.ownerType) {
                    // GEN-1: a superclass's call reached through the subclass's super call.
                    for assignmentIndex in assignmentsByType[write.ownerType] ?? [] {
                        let assignment = explicit[assignmentIndex].fact
                        guard UIKitResolver.targets(assignment, member: write.member),
                            !assignment.conditions.isMutuallyExclusive(with: write.call.conditions),
                            let order = ExecutionOrder.compare(
                                function: assignment.enclosingFunction, site: assignment.site, in: dynamic.fact,
                                point: .insideSuperCall(write.call.enclosingFunction ?? ""))
                        else { continue }
                        candidates.append((assignmentIndex, order))
                    }
                }
                // A call in init/awakeFromNib runs when the object is made, before other code
                // (a data source's cellForRowAt) configures it.
                if ["init", "awakeFromNib"].contains(write.call.enclosingFunction ?? "") {
                    for assignmentIndex in assignmentsByRootType[ownerBase] ?? [] {
                        let assignment = explicit[assignmentIndex].fact
                        guard TypeNameText.baseName(assignment.enclosingType ?? "") != ownerBase,
                            UIKitResolver.rootTargets(assignment, member: write.member),
                            !assignment.conditions.isMutuallyExclusive(with: write.call.conditions)
                        else { continue }
                        candidates.append((assignmentIndex, .after))
                    }
                }
            case .typed(let type):
                for assignmentIndex in assignmentsByRootType[TypeNameText.baseName(type)] ?? [] {
                    let assignment = explicit[assignmentIndex].fact
                    guard assignment.enclosingType == write.call.enclosingType,
                        assignment.enclosingFunction == write.call.enclosingFunction,
                        UIKitResolver.rootTargets(assignment, member: write.member),
                        let order = ExecutionOrder.compare(
                            assignment: assignment, call: write.call, callFile: write.callFile)
                    else { continue }
                    candidates.append((assignmentIndex, order))
                }
            case .unknown:
                break
            }
            return candidates
        }

        /// Interface Builder identifiers are set when the nib loads, before any Swift code runs on
        /// the outlet: a later assignment (EX-1) replaces them, and so does AAII unless
        /// `replaceExisting` is false (AAII-3).
        mutating func interfaceBuilderBeforeCode() {
            var writesByOutlet: [OutletKey: [Int]] = [:]
            var assignmentsByOutlet: [OutletKey: [Int]] = [:]
            if !interfaceBuilder.isEmpty {
                for (writeIndex, write) in writes.enumerated() {
                    writesByOutlet[
                        OutletKey(ownerClass: TypeNameText.baseName(write.ownerType), property: write.member),
                        default: []
                    ].append(writeIndex)
                }
                for (assignmentIndex, assignment) in explicit.enumerated() {
                    guard let owner = assignment.fact.enclosingType.map(TypeNameText.baseName),
                        let property = assignment.fact.targetPropertyName
                    else { continue }
                    assignmentsByOutlet[OutletKey(ownerClass: owner, property: property), default: []].append(
                        assignmentIndex)
                }
            }
            for (elementIndex, element) in interfaceBuilder.enumerated() {
                for outlet in element.outlets {
                    let key = OutletKey(ownerClass: outlet.ownerClass, property: outlet.property)
                    for writeIndex in writesByOutlet[key] ?? [] where !droppedWrites.contains(writeIndex) {
                        let write = writes[writeIndex]
                        if write.call.effectiveReplaceExisting {
                            droppedInterfaceBuilder.insert(elementIndex)
                            output.findings.append(
                                IdentifierOverwrittenRule.interfaceBuilderReplaced(
                                    element: element.identifier, by: write.identifier,
                                    reason:
                                        "by injectAccessibilityIdentifiers() (replaceExisting defaults to true); pass replaceExisting: false to keep it"
                                ))
                        } else if droppedWrites.insert(writeIndex).inserted {
                            let callSite = SourceSite(file: write.callFile, range: write.call.nameSite.range)
                            kept[callSite, default: (callSite, [])].values.append(
                                (write.identifier.value, write.member))
                        }
                    }
                    for assignmentIndex in assignmentsByOutlet[key] ?? []
                    where !droppedAssignments.contains(assignmentIndex) {
                        let assignment = explicit[assignmentIndex]
                        droppedInterfaceBuilder.insert(elementIndex)
                        output.findings.append(
                            IdentifierOverwrittenRule.interfaceBuilderReplaced(
                                element: element.identifier, by: assignment.identifier,
                                reason: "by the assignment in code, which runs after the nib is loaded"))
                    }
                }
            }
        }

        /// AAII-3: at each `replaceExisting: false` call, the values it does not apply because the
        /// element already has one.
        mutating func aaii3KeptValues() {
            for callSite in kept.keys.sorted(by: { ($0.file, $0.range.start) < ($1.file, $1.range.start) }) {
                guard let entry = kept[callSite] else { continue }
                output.findings.append(
                    AAIIExistingIdentifierKeptRule.finding(callSite: entry.call, values: entry.values))
            }
        }

        /// What no later write dropped: the Interface Builder elements, the AAII writes and the
        /// assignments, in that order.
        mutating func survivorsAreIdentifiers() {
            interfaceBuilder = interfaceBuilder.enumerated().filter { !droppedInterfaceBuilder.contains($0.offset) }
                .map(
                    \.element)
            output.identifiers += interfaceBuilder.map(\.identifier)

            // The same element injected from several calls (awakeFromNib and cellForRowAt) is one element.
            var seen: Set<String> = []
            for (writeIndex, write) in writes.enumerated() where !droppedWrites.contains(writeIndex) {
                let key =
                    "\(write.identifier.value)|\(write.identifier.elementSite.file)|\(write.identifier.elementSite.range.start)|\(write.member)"
                if seen.insert(key).inserted { output.identifiers.append(write.identifier) }
            }
            for (assignmentIndex, assignment) in explicit.enumerated()
            where !droppedAssignments.contains(assignmentIndex) {
                output.identifiers.append(assignment.identifier)
            }
        }
    }

    /// An outlet as Interface Builder names it: the owner's class and the property.
    private struct OutletKey: Hashable {
        var ownerClass: String
        var property: String
    }

    /// `cell.priceLabel` targets `priceLabel` of the object `cell` names; `cell` the object itself.
    private static func rootTargets(_ assignment: ExplicitAssignmentFact, member: String) -> Bool {
        var path = assignment.targetExpression.filter { $0 != "?" && $0 != "!" }.split(
            separator: ".", omittingEmptySubsequences: false
        ).dropFirst()
        if path.first == "self" { path = path.dropFirst() }
        if path.isEmpty { return member == "self" }
        return path.count == 1 && path.first.map(String.init) == member
    }

    private static func targets(_ assignment: ExplicitAssignmentFact, member: String) -> Bool {
        if member == "self" { return assignment.targetExpression == "self" }
        return assignment.targetPropertyName == member
    }
}

/// Whether an assignment runs before or after an injection call, when the code tells.
enum ExecutionOrder {
    enum Relation { case before, after }

    /// UIKit lifecycle order of the methods identifiers are usually set in.
    static let lifecycleRank: [String: Int] = [
        "init": 0, "didSet": 0, "awakeFromNib": 1, "loadView": 2, "viewDidLoad": 3, "viewWillAppear": 4,
        "updateViewConstraints": 5, "viewWillLayoutSubviews": 5, "layoutSubviews": 5,
        "viewDidLayoutSubviews": 6, "viewDidAppear": 7
    ]

    static func compare(assignment: ExplicitAssignmentFact, call: InjectionCallFact, callFile: String) -> Relation? {
        if assignment.conditions.isMutuallyExclusive(with: call.conditions) { return nil }
        return compare(function: assignment.enclosingFunction, site: assignment.site, call: call, callFile: callFile)
    }

    /// Whether code at `site` in `function` runs before or after the call, when the code tells:
    /// the same method (source order) or two UIKit lifecycle methods.
    static func compare(function: String?, site: SourceSite, call: InjectionCallFact, callFile: String) -> Relation? {
        if site.file == callFile, function == call.enclosingFunction, function != nil {
            return site.range.start > call.site.range.start ? .after : .before
        }
        return compareLifecycle(function, call.enclosingFunction)
    }

    /// Whether code at `site` in `function` of the dynamic class `type` runs before or after an
    /// injection at `point` (GEN-6), when the code tells.
    static func compare(function: String?, site: SourceSite, in type: TypeFact, point: InjectionPoint) -> Relation? {
        switch point {
        case .inBody(let call, let callFile):
            return compare(function: function, site: site, call: call, callFile: callFile)
        case .endOfMethod(let method):
            if function == method { return .before }
            return compareLifecycle(function, method)
        case .insideSuperCall(let method):
            if function == method {
                // The super call that runs the injection: before it, or after it.
                guard
                    let superEnd = type.methods.first(where: { $0.name == method && $0.afterSuperCallOffset != nil })?
                        .afterSuperCallOffset
                else { return nil }
                return site.range.start < superEnd ? .before : .after
            }
            return compareLifecycle(function, method)
        }
    }

    private static func compareLifecycle(_ function: String?, _ callFunction: String?) -> Relation? {
        guard let assignmentRank = function.flatMap({ lifecycleRank[$0] }),
            let callRank = callFunction.flatMap({ lifecycleRank[$0] }),
            assignmentRank != callRank
        else { return nil }
        return assignmentRank > callRank ? .after : .before
    }
}
