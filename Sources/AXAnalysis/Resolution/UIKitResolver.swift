// UIKit conventions: AAII injection (AAII-n), AccessibilityIdentificable (AI-n) and explicit
// assignments (EX-1), then the order between AAII writes and assignments (AAII-3, AAII-7).

enum UIKitResolver {
    static func resolve(index: WorkspaceIndex, options: AnalysisOptions) -> ResolutionOutput {
        var output = ResolutionOutput()
        var writes: [AAIIWrite] = []
        var explicit: [(fact: ExplicitAssignmentFact, identifier: ComputedIdentifier)] = []
        for path in index.summaries.keys.sorted() {
            guard let summary = index.summaries[path] else { continue }
            if options.aaii {
                for call in summary.injectionCalls {
                    writes += AAIIResolver.resolve(call: call, file: path, index: index, findings: &output.findings)
                }
            }
            for assignment in summary.explicitAssignments where !(assignment.value.kind == .other && assignment.value.value == "nil") {
                for identifier in ExplicitUIKitResolver.identifiers(for: assignment, index: index) { explicit.append((assignment, identifier)) }
            }
        }
        if options.identificable {
            output.identifiers += IdentificableResolver.resolve(index: index, findings: &output.findings)
        }
        var interfaceBuilder = options.interfaceBuilder ? InterfaceBuilderResolver.resolve(index: index) : []

        // AAII-3 / AAII-7: whichever write happens last wins; replaceExisting: false keeps an
        // identifier that is already set.
        var droppedWrites: Set<Int> = []
        var droppedAssignments: Set<Int> = []
        // Assignments by enclosing type (indices ascending), so each write looks only at its own
        // type's: comparing every write with every assignment was quadratic in the workspace.
        var assignmentsByType: [String: [Int]] = [:]
        for (assignmentIndex, assignment) in explicit.enumerated() {
            assignmentsByType[assignment.fact.enclosingType ?? "", default: []].append(assignmentIndex)
        }
        for (writeIndex, write) in writes.enumerated() {
            guard case .enclosingSelf = write.call.receiver else { continue }
            for assignmentIndex in assignmentsByType[write.call.enclosingType ?? ""] ?? [] {
                let assignment = explicit[assignmentIndex]
                guard assignment.fact.enclosingType == write.call.enclosingType, targets(assignment.fact, member: write.member) else { continue }
                guard let order = ExecutionOrder.compare(assignment: assignment.fact, call: write.call, callFile: write.callFile) else { continue }
                if order == .after {
                    droppedWrites.insert(writeIndex)
                    output.findings.append(IdentifierOverwrittenRule.aaiiReplacedByAssignment(write: write.identifier, assignment: assignment.fact))
                } else if write.call.effectiveReplaceExisting {
                    droppedAssignments.insert(assignmentIndex)
                    output.findings.append(IdentifierOverwrittenRule.assignmentReplacedByAAII(assignment: assignment.fact, write: write.identifier, callSite: write.identifier.via.first { $0.kind == .injection }?.site ?? write.call.site))
                } else {
                    droppedWrites.insert(writeIndex)
                }
            }
        }
        // Interface Builder identifiers are set when the nib loads, before any Swift code runs on
        // the outlet: a later assignment replaces them, and so does AAII unless replaceExisting is false.
        var droppedInterfaceBuilder: Set<Int> = []
        var writesByOutlet: [OutletKey: [Int]] = [:]
        var assignmentsByOutlet: [OutletKey: [Int]] = [:]
        if !interfaceBuilder.isEmpty {
            for (writeIndex, write) in writes.enumerated() {
                writesByOutlet[OutletKey(ownerClass: TypeNameText.baseName(write.ownerType), property: write.member), default: []].append(writeIndex)
            }
            for (assignmentIndex, assignment) in explicit.enumerated() {
                guard let owner = assignment.fact.enclosingType.map(TypeNameText.baseName), let property = assignment.fact.targetPropertyName else { continue }
                assignmentsByOutlet[OutletKey(ownerClass: owner, property: property), default: []].append(assignmentIndex)
            }
        }
        for (elementIndex, element) in interfaceBuilder.enumerated() {
            for outlet in element.outlets {
                let key = OutletKey(ownerClass: outlet.ownerClass, property: outlet.property)
                for writeIndex in writesByOutlet[key] ?? [] where !droppedWrites.contains(writeIndex) {
                    let write = writes[writeIndex]
                    if write.call.effectiveReplaceExisting {
                        droppedInterfaceBuilder.insert(elementIndex)
                        output.findings.append(IdentifierOverwrittenRule.interfaceBuilderReplaced(element: element.identifier, by: write.identifier, reason: "by injectAccessibilityIdentifiers() (replaceExisting defaults to true); pass replaceExisting: false to keep it"))
                    } else {
                        droppedWrites.insert(writeIndex)
                    }
                }
                for assignmentIndex in assignmentsByOutlet[key] ?? [] where !droppedAssignments.contains(assignmentIndex) {
                    let assignment = explicit[assignmentIndex]
                    droppedInterfaceBuilder.insert(elementIndex)
                    output.findings.append(IdentifierOverwrittenRule.interfaceBuilderReplaced(element: element.identifier, by: assignment.identifier, reason: "by the assignment in code, which runs after the nib is loaded"))
                }
            }
        }
        interfaceBuilder = interfaceBuilder.enumerated().filter { !droppedInterfaceBuilder.contains($0.offset) }.map(\.element)
        output.identifiers += interfaceBuilder.map(\.identifier)

        // The same element injected from several calls (awakeFromNib and cellForRowAt) is one element.
        var seen: Set<String> = []
        for (writeIndex, write) in writes.enumerated() where !droppedWrites.contains(writeIndex) {
            let key = "\(write.identifier.value)|\(write.identifier.elementSite.file)|\(write.identifier.elementSite.range.start)|\(write.member)"
            if seen.insert(key).inserted { output.identifiers.append(write.identifier) }
        }
        for (assignmentIndex, assignment) in explicit.enumerated() where !droppedAssignments.contains(assignmentIndex) {
            output.identifiers.append(assignment.identifier)
        }
        return output
    }

    /// An outlet as Interface Builder names it: the owner's class and the property.
    private struct OutletKey: Hashable {
        var ownerClass: String
        var property: String
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
        "viewDidLayoutSubviews": 6, "viewDidAppear": 7,
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
        guard let assignmentRank = function.flatMap({ lifecycleRank[$0] }),
              let callRank = call.enclosingFunction.flatMap({ lifecycleRank[$0] }),
              assignmentRank != callRank else { return nil }
        return assignmentRank > callRank ? .after : .before
    }
}
