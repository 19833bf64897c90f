// RapidA11y: what each `applyAccessibility()` / `applyViewAccessibility()` call writes (RA-2…RA-9),
// for every dynamic type that reaches it, and what `applyProperties` called by hand writes (RA-11).

enum RapidA11yResolver {
    struct Output {
        var identifiers: [ComputedIdentifier] = []
        var findings: [Finding] = []
        /// Indices into the explicit assignments given: writes a later RapidA11y call overwrites.
        var droppedAssignments: Set<Int> = []
    }

    /// Default traits UIKit gives a standard control, which `accessibilityTraits = info.traits` drops (RA-7).
    static let standardTraits: [(type: String, trait: String)] = [
        ("UIButton", "button"), ("UISwitch", "button"), ("UISlider", "adjustable"), ("UILabel", "staticText")
    ]

    static func resolve(index: WorkspaceIndex, explicit: [ExplicitAssignmentFact]) -> Output {
        var output = Output()
        let declarations = RapidA11yDeclarations(index: index)
        var applied: Set<String> = []
        let sink = FindingSink()
        let report = sink.report
        for path in index.summaries.keys.sorted() {
            guard let facts = index.summaries[path]?.rapidA11y, !facts.isEmpty else { continue }
            // `applyAccessibility()` is a common enough name for an app's own method: without any
            // conformance in the workspace, only a file that imports RapidA11y calls the library's.
            let usesLibrary = !declarations.isEmpty || index.summaries[path]?.imports.contains("RapidA11y") == true
            for call in facts.applyCalls where usesLibrary {
                resolve(
                    call: call, file: path, declarations: declarations, explicit: explicit, applied: &applied,
                    output: &output, report: report)
            }
            for application in facts.directApplications {
                output.identifiers += direct(application, file: path)
            }
        }
        // RA-2: a conformance no call reaches gets nothing.
        for conformance in declarations.conformances where !reached(conformance.type, applied: applied, index: index) {
            report(RapidNeverAppliedRule.finding(type: conformance.type, site: conformance.site))
        }
        output.identifiers = mergedVariants(output.identifiers)
        output.findings = sink.findings
        return output
    }

    /// Findings once each: subclasses sharing a base's requirements would repeat them.
    private final class FindingSink {
        var findings: [Finding] = []
        private var seen: Set<Finding> = []

        func report(_ finding: Finding) {
            if seen.insert(finding).inserted { findings.append(finding) }
        }
    }

    /// True when a call reaches the type or one of its subclasses (a base declaring the
    /// conformance for its subclasses is applied through them).
    private static func reached(_ type: String, applied: Set<String>, index: WorkspaceIndex) -> Bool {
        applied.contains { index.classChain(of: $0).contains(type) }
    }

    // MARK: Apply calls

    private static func resolve(
        call: RapidApplyCallFact, file: String, declarations: RapidA11yDeclarations, explicit: [ExplicitAssignmentFact],
        applied: inout Set<String>, output: inout Output, report: (Finding) -> Void
    ) {
        let index = declarations.index
        guard let staticType = receiverType(call, index: index) else { return }
        let staticName = TypeNameText.baseName(staticType)
        // A type that declares its own method of that name calls it, not the library's.
        let methodName = call.isViewCall ? "applyViewAccessibility" : "applyAccessibility"
        if index.classChain(of: staticName).contains(where: { name in
            index.type(named: name)?.fact.methods.contains { $0.name == methodName } == true
        }) {
            return
        }
        // The dynamic types that reach the call: the receiver's type and its workspace subclasses.
        var dynamicTypes = [staticName]
        for (name, refs) in index.typesBySimpleName.sorted(by: { $0.key < $1.key }) where name != staticName {
            if refs.contains(where: { $0.fact.kind == .class }),
                index.classChain(of: name).dropFirst().contains(staticName)
            {
                dynamicTypes.append(name)
            }
        }
        let conforming = dynamicTypes.filter { declarations.conformance(of: $0) != nil }
        guard !conforming.isEmpty else {
            if index.type(named: staticType) != nil || call.receiverExpression == nil {
                report(RapidApplyWithoutConformanceRule.finding(call: call, file: file, type: staticName))
            }
            return
        }
        for dynamicType in conforming {
            applied.insert(dynamicType)
            screen(
                dynamicType, isStaticType: dynamicType == staticName, call: call, file: file,
                declarations: declarations,
                explicit: explicit, output: &output, report: report)
        }
    }

    /// The type a call's receiver has: `self`'s, or a property's of the enclosing type.
    private static func receiverType(_ call: RapidApplyCallFact, index: WorkspaceIndex) -> String? {
        guard let receiver = call.receiverExpression else { return call.enclosingType }
        var name = receiver
        if name.hasPrefix("self.") { name.removeFirst(5) }
        while name.hasSuffix("!") || name.hasSuffix("?") { name.removeLast() }
        guard let owner = call.enclosingType else { return nil }
        return property(named: name, of: TypeNameText.baseName(owner), index: index)?.fact.effectiveTypeName.map(
            TypeNameText.baseName)
    }

    /// A stored or computed property declared by the type or a superclass.
    static func property(named name: String, of type: String, index: WorkspaceIndex) -> (
        file: String, fact: PropertyFact
    )? {
        for className in index.classChain(of: type) {
            guard let ref = index.type(named: className) else { continue }
            if let property = ref.fact.properties.first(where: { $0.name == name && !$0.isStatic }) {
                return (ref.file, property)
            }
        }
        return nil
    }

    /// One screen: the root identifier, then each control paired with its information.
    private static func screen(
        _ dynamicType: String, isStaticType: Bool, call: RapidApplyCallFact, file: String,
        declarations: RapidA11yDeclarations,
        explicit: [ExplicitAssignmentFact], output: inout Output, report: (Finding) -> Void
    ) {
        let index = declarations.index
        let isController = !call.isViewCall
        guard let conformance = declarations.conformance(of: dynamicType) else { return }
        let printed: (name: String, isDynamic: Bool) =
            index.type(named: dynamicType).map { TypePrinter.runtimeName(of: $0.fact) } ?? (dynamicType, false)
        let callSite = SourceSite(file: file, range: call.nameSite.range)
        let baseCertainty: Certainty = isStaticType ? .certain : .possible
        let subclassNote =
            isStaticType
            ? nil
            : "only when the instance is a \(dynamicType), a subclass of \(call.enclosingType.map(TypeNameText.baseName) ?? "the receiver's type")"
        let conformanceStep = ProvenanceStep(
            kind: .conformance, site: conformance.site,
            detail: conformance.owner == dynamicType
                ? "\(dynamicType) conforms to RapidAccessible"
                : "\(dynamicType) inherits RapidAccessible from \(conformance.owner)")
        let callName = call.isViewCall ? "applyViewAccessibility()" : "applyAccessibility()"
        let applyStep = ProvenanceStep(kind: .injection, site: callSite, detail: "\(callName) on \(dynamicType)")
        let contextKey = "rapid|\(dynamicType)"

        // RA-3: the root identifier, written first and unconditionally.
        var root = ComputedIdentifier(
            value: "\(printed.name)_view_a11yID", site: callSite,
            elementSite: SourceSite(file: file, range: call.site.range),
            elementName: isController ? "view" : "self", convention: .rapid,
            certainty: printed.isDynamic ? .dynamic : baseCertainty,
            via: [
                conformanceStep,
                ProvenanceStep(
                    kind: .typePrefix, site: conformance.site, detail: "type(of: self) prints \"\(printed.name)\""),
                applyStep,
                ProvenanceStep(
                    kind: .rootView, site: callSite,
                    detail: isController ? "the view controller's view (RA-3)" : "the view itself (RA-3)")
            ],
            conditions: call.conditions, contextKey: contextKey, note: subclassNote
        )
        var rootOverwrittenBy: RapidControlFact?

        guard let information = declarations.information(of: dynamicType),
            let controls = declarations.controls(of: dynamicType)
        else {
            appendRoot(
                root, call: call, file: file, explicit: explicit, isController: isController, output: &output,
                report: report)
            return
        }
        guard let controlList = controls.fact.elements else {
            root.note = [subclassNote, "the controls array is built at run time, so its identifiers are not known"]
                .compactMap { $0 }.joined(separator: "; ")
            appendRoot(
                root, call: call, file: file, explicit: explicit, isController: isController, output: &output,
                report: report)
            return
        }
        // RA-8: a count mismatch traps in Debug and writes no control in Release.
        if let infos = information.fact.elements, infos.count != controlList.count {
            report(
                RapidCountMismatchRule.finding(
                    call: call, file: file, type: dynamicType, informationCount: infos.count,
                    controlCount: controlList.count,
                    information: SourceSite(file: information.file, range: information.fact.site.range),
                    controls: SourceSite(file: controls.file, range: controls.fact.site.range)))
            appendRoot(
                root, call: call, file: file, explicit: explicit, isController: isController, output: &output,
                report: report)
            return
        }
        var controlIdentifiers: [(control: RapidControlFact, identifier: ComputedIdentifier)] = []
        for (position, control) in controlList.enumerated() {
            let controlSite = SourceSite(file: controls.file, range: control.site.range)
            let info = information.fact.elements?[position]
            let controlType = type(of: control, in: dynamicType, isController: isController, index: index)
            // RA-7: only UIView, UIBarItem and UIImage take an identifier.
            if let controlType, !isIdentifiable(controlType, index: index) {
                report(RapidControlNotIdentifiableRule.finding(control: control, site: controlSite, type: controlType))
                continue
            }
            if let info, let traits = info.traits, let controlType,
                let trait = standardTrait(of: controlType, index: index), !traits.contains(trait)
            {
                report(
                    RapidTraitsResetRule.finding(
                        control: control, site: controlSite, type: controlType, trait: trait, traits: traits,
                        informationSite: SourceSite(file: information.file, range: info.site.range)))
            }
            if let info, let traits = info.traits, let name = control.propertyName {
                for assignment in traitWrites(to: name, before: call, file: file, declarations: declarations) {
                    let lost = assignment.fact.traits.filter { !traits.contains($0) }
                    guard !lost.isEmpty else { continue }
                    report(
                        RapidTraitsResetRule.finding(
                            control: control, site: controlSite, lost: lost, traits: traits,
                            assignment: SourceSite(file: assignment.file, range: assignment.fact.site.range),
                            informationSite: SourceSite(file: information.file, range: info.site.range)))
                }
            }
            // The control's own initialiser ran before the call and set traits it now loses.
            if let info, let traits = info.traits, let controlType,
                let own = RapidOwnTraits.traits(of: controlType, index: index)
            {
                // The standard control's own trait has its finding above.
                let standard = standardTrait(of: controlType, index: index)
                let lost = own.traits.filter { !traits.contains($0) && $0 != standard }
                if !lost.isEmpty {
                    report(
                        RapidTraitsResetRule.finding(
                            control: control, site: controlSite, lost: lost, traits: traits, ownInit: own.site,
                            type: controlType,
                            informationSite: SourceSite(file: information.file, range: info.site.range)))
                }
            }
            let value: String
            var certainty = baseCertainty
            var notes: [String] = []
            if let subclassNote { notes.append(subclassNote) }
            var steps = [conformanceStep, applyStep]
            if let info {
                value = info.identifier
                if !info.isKnown { certainty = .dynamic }
                steps.append(
                    ProvenanceStep(
                        kind: .typePrefix,
                        site: info.type.site ?? SourceSite(file: information.file, range: info.site.range),
                        detail:
                            "the information's type prints \"\(info.type.text)\" (\(info.type.isKnown ? "from `\(info.type.text).accessibilityProperties`" : "only known at run time"))"
                    ))
                steps.append(
                    fieldStep(
                        info.index, name: "index", shown: info.index.text, defaultText: "0 (the default)",
                        information: information, info: info))
                steps.append(
                    fieldStep(
                        info.scope, name: "scope", shown: info.scope.text.isEmpty ? "nil" : "\"\(info.scope.text)\"",
                        defaultText: "nil (the default: two underscores)", information: information, info: info))
                if info.index.isKnown, info.index.text != String(position) {
                    notes.append("its index is \(info.index.text), not its position \(position) in the arrays (RA-6)")
                }
            } else {
                value = "{type}_{index}_{scope}_control_a11yID"
                certainty = .dynamic
                notes.append(information.fact.dynamicReason ?? "rapidControlsInformation() is only known at run time")
            }
            if let reason = information.fact.dynamicReason, info?.isKnown == false { notes.append(reason) }
            steps.append(
                ProvenanceStep(
                    kind: .property, site: controlSite,
                    detail: "control \(position) of rapidAccessibilityControls(): \(control.expression)"))
            var elementSite = controlSite
            if let name = control.propertyName, name != "self",
                let property = property(named: name, of: dynamicType, index: index)
            {
                elementSite = SourceSite(file: property.file, range: property.fact.site.range)
            }
            let identifier = ComputedIdentifier(
                value: value, site: controlSite, elementSite: elementSite,
                elementName: control.propertyName ?? control.expression,
                convention: .rapid, certainty: certainty, via: steps, conditions: call.conditions,
                contextKey: "\(contextKey)|\(position)", note: notes.isEmpty ? nil : notes.joined(separator: "; ")
            )
            if isRoot(control, isController: isController) { rootOverwrittenBy = control }
            controlIdentifiers.append((control, identifier))
        }
        // RA-9: the same object listed twice keeps the later information.
        var kept: [(control: RapidControlFact, identifier: ComputedIdentifier)] = []
        for (position, entry) in controlIdentifiers.enumerated() {
            let later = controlIdentifiers[(position + 1)...].contains {
                $0.control.propertyName != nil && $0.control.propertyName == entry.control.propertyName
            }
            if !later { kept.append(entry) }
        }
        if let control = rootOverwrittenBy, let winner = kept.first(where: { $0.control == control }) {
            report(IdentifierOverwrittenRule.rapidRootReplacedByControl(root: root, control: winner.identifier))
        } else {
            appendRoot(
                root, call: call, file: file, explicit: explicit, isController: isController, output: &output,
                report: report)
        }
        // RA-9 / EX-1: explicit writes before the call are overwritten; after it they win.
        var survivors: [ComputedIdentifier] = []
        for entry in kept {
            var overwrittenAfter = false
            if let name = entry.control.propertyName, name != "self" {
                for (assignmentIndex, assignment) in explicit.enumerated()
                where assignment.targetPropertyName == name
                    && assignment.enclosingType.map(TypeNameText.baseName)
                        == call.enclosingType.map(TypeNameText.baseName)
                {
                    switch order(of: assignment, relativeTo: call, callFile: file) {
                    case .before?:
                        output.droppedAssignments.insert(assignmentIndex)
                        report(
                            IdentifierOverwrittenRule.assignmentReplacedByRapid(
                                assignment: assignment, write: entry.identifier, callSite: callSite))
                    case .after?:
                        overwrittenAfter = true
                        report(
                            IdentifierOverwrittenRule.rapidReplacedByAssignment(
                                write: entry.identifier, assignment: assignment))
                    case nil:
                        break
                    }
                }
            }
            if !overwrittenAfter { survivors.append(entry.identifier) }
        }
        output.identifiers += survivors
        // RA-6: controls sharing type, index and scope in one screen share one identifier.
        for finding in duplicates(survivors) { report(finding) }
    }

    /// Trait writes to a control property of the call's type that run before the call (RA-9).
    private static func traitWrites(
        to property: String, before call: RapidApplyCallFact, file: String,
        declarations: RapidA11yDeclarations
    ) -> [(file: String, fact: RapidTraitAssignmentFact)] {
        var writes: [(file: String, fact: RapidTraitAssignmentFact)] = []
        for (path, summary) in declarations.index.summaries.sorted(by: { $0.key < $1.key })
        where !summary.rapidA11y.traitAssignments.isEmpty {
            for assignment in summary.rapidA11y.traitAssignments
            where assignment.targetPropertyName == property
                && assignment.enclosingType.map(TypeNameText.baseName) == call.enclosingType.map(TypeNameText.baseName)
            {
                let pseudo = ExplicitAssignmentFact(
                    site: assignment.site, targetExpression: assignment.targetExpression, targetSite: assignment.site,
                    value: StringExpr(kind: .other, value: "", site: assignment.site))
                var ordered = pseudo
                ordered.enclosingFunction = assignment.enclosingFunction
                ordered.conditions = assignment.conditions
                if order(of: ordered, relativeTo: call, callFile: file) == .before { writes.append((path, assignment)) }
            }
        }
        return writes
    }

    /// RA-3 / RA-9: the root identifier, unless an explicit write to the root after the call
    /// replaces it; an explicit write before the call is the one lost.
    private static func appendRoot(
        _ root: ComputedIdentifier, call: RapidApplyCallFact, file: String, explicit: [ExplicitAssignmentFact],
        isController: Bool, output: inout Output, report: (Finding) -> Void
    ) {
        var overwritten = false
        let rootTargets = isController ? ["view", "self.view", "view!", "self.view!", "view?", "self.view?"] : ["self"]
        for (assignmentIndex, assignment) in explicit.enumerated()
        where rootTargets.contains(assignment.targetExpression)
            && assignment.enclosingType.map(TypeNameText.baseName) == call.enclosingType.map(TypeNameText.baseName)
        {
            switch order(of: assignment, relativeTo: call, callFile: file) {
            case .before?:
                output.droppedAssignments.insert(assignmentIndex)
                if root.certainty != .possible {
                    report(IdentifierOverwrittenRule.assignmentReplacedByRapidRoot(assignment: assignment, root: root))
                }
            case .after?:
                overwritten = true
                if root.certainty != .possible {
                    report(IdentifierOverwrittenRule.rapidReplacedByAssignment(write: root, assignment: assignment))
                }
            case nil:
                break
            }
        }
        if !overwritten { output.identifiers.append(root) }
    }

    private static func fieldStep(
        _ field: RapidFieldValue, name: String, shown: String, defaultText: String,
        information: (owner: String, file: String, fact: RapidInformationFunctionFact), info: RapidInformationFact
    ) -> ProvenanceStep {
        if let site = field.site {
            return ProvenanceStep(
                kind: .assignment, site: site,
                detail: "\(name) \(shown), set here\(field.isKnown ? "" : ", only known at run time")")
        }
        return ProvenanceStep(
            kind: .assignment, site: SourceSite(file: information.file, range: info.site.range),
            detail: "\(name) \(defaultText): never set")
    }

    /// `self` (a view) or `view` (a view controller): the object the root identifier is on.
    private static func isRoot(_ control: RapidControlFact, isController: Bool) -> Bool {
        let text = control.expression
        return isController
            ? (text == "view" || text == "self.view" || text == "view!" || text == "self.view!") : text == "self"
    }

    /// The static type of a control expression, when the analysis can read it.
    private static func type(of control: RapidControlFact, in owner: String, isController: Bool, index: WorkspaceIndex)
        -> String?
    {
        guard let name = control.propertyName else { return nil }
        if name == "self" { return owner }
        if let property = property(named: name, of: owner, index: index), let written = property.fact.effectiveTypeName
        {
            return TypeNameText.baseName(written)
        }
        if isController && name == "view" { return "UIView" }
        return nil
    }

    /// RA-7: the casts `applyProperties` tries, in order.
    static func isIdentifiable(_ type: String, index: WorkspaceIndex) -> Bool {
        let chain = index.classChain(of: type)
        if index.isView(type)
            || chain.contains(where: { ["UIBarItem", "UIBarButtonItem", "UITabBarItem", "UIImage"].contains($0) })
        {
            return true
        }
        let known = [
            "UIViewController", "UIAccessibilityElement", "UIGestureRecognizer", "UITapGestureRecognizer", "CALayer",
            "NSObject",
            "UIPanGestureRecognizer", "UILongPressGestureRecognizer", "UISwipeGestureRecognizer", "CAShapeLayer"
        ]
        // Unknown types (from modules the workspace does not contain) are given the benefit of the doubt.
        return !(index.isViewController(type) || chain.contains(where: { known.contains($0) }))
    }

    /// The trait UIKit gives a standard control by default, if any.
    static func standardTrait(of type: String, index: WorkspaceIndex) -> String? {
        let chain = index.classChain(of: type)
        return standardTraits.first { chain.contains($0.type) }?.trait
    }

    private enum Relation { case before, after }

    private static func order(
        of assignment: ExplicitAssignmentFact, relativeTo call: RapidApplyCallFact, callFile: String
    ) -> Relation? {
        if assignment.conditions.isMutuallyExclusive(with: call.conditions) { return nil }
        if assignment.site.file == callFile, assignment.enclosingFunction == call.enclosingFunction,
            assignment.enclosingFunction != nil
        {
            return assignment.site.range.start > call.site.range.start ? .after : .before
        }
        guard let assignmentRank = assignment.enclosingFunction.flatMap({ ExecutionOrder.lifecycleRank[$0] }),
            let callRank = call.enclosingFunction.flatMap({ ExecutionOrder.lifecycleRank[$0] }),
            assignmentRank != callRank
        else { return nil }
        return assignmentRank > callRank ? .after : .before
    }

    /// Duplicates inside one screen (RapidA11y's own scope): the workspace-wide duplicate rule
    /// leaves RapidA11y identifiers alone, since `UIButton_0__control_a11yID` on two screens
    /// never share a hierarchy.
    private static func duplicates(_ identifiers: [ComputedIdentifier]) -> [Finding] {
        let groups = Dictionary(grouping: identifiers.filter { $0.certainty != .dynamic }, by: \.value)
        var findings: [Finding] = []
        for value in groups.keys.sorted() {
            guard let group = groups[value], Set(group.map(\.site)).count > 1 else { continue }
            for identifier in group {
                let others = group.filter { $0.site != identifier.site }
                findings.append(
                    DuplicateIdentifierRule.makeFinding(
                        at: identifier.site,
                        message:
                            "identifier '\(value)' is also given to \(others.map { "'\($0.elementName)'" }.joined(separator: ", ")) in the same screen: RapidA11y uses the information's index (0 unless set), never the array position; set each information's index (RA-6)",
                        identifier: value,
                        related: others.map {
                            RelatedSite(site: $0.site, message: "'\(value)' is also given to '\($0.elementName)' here")
                        }
                    ))
            }
        }
        return findings
    }

    /// The same site and value reached from the receiver's type and from subclasses that share
    /// its requirements is one identifier: the most certain entry stays.
    private static func mergedVariants(_ identifiers: [ComputedIdentifier]) -> [ComputedIdentifier] {
        var result: [ComputedIdentifier] = []
        var positions: [String: Int] = [:]
        for identifier in identifiers {
            let key = "\(identifier.site.file)|\(identifier.site.range.start)|\(identifier.value)"
            if let position = positions[key] {
                if identifier.certainty < result[position].certainty { result[position] = identifier }
                continue
            }
            positions[key] = result.count
            result.append(identifier)
        }
        return result
    }

    // MARK: applyProperties by hand

    /// RA-11: `x.applyProperties(info)` writes the control identifier and nothing at the root.
    private static func direct(_ application: RapidDirectApplicationFact, file: String) -> [ComputedIdentifier] {
        let site = SourceSite(file: file, range: application.site.range)
        guard let info = application.information else {
            return [
                ComputedIdentifier(
                    value: "{type}_{index}_{scope}_control_a11yID", site: site,
                    elementSite: SourceSite(file: file, range: application.receiverSite.range),
                    elementName: application.receiverExpression, convention: .rapid, certainty: .dynamic,
                    via: [
                        ProvenanceStep(
                            kind: .injection, site: site,
                            detail: "\(application.receiverExpression).applyProperties(…) (RA-11)")
                    ],
                    conditions: application.conditions, note: "the information passed is only known at run time")
            ]
        }
        return [
            ComputedIdentifier(
                value: info.identifier, site: site,
                elementSite: SourceSite(file: file, range: application.receiverSite.range),
                elementName: application.receiverExpression, convention: .rapid,
                certainty: info.isKnown ? .certain : .dynamic,
                via: [
                    ProvenanceStep(
                        kind: .injection, site: site,
                        detail: "\(application.receiverExpression).applyProperties(…) (RA-11)"),
                    ProvenanceStep(
                        kind: .typePrefix, site: info.type.site ?? site,
                        detail: "the information's type prints \"\(info.type.text)\"")
                ],
                conditions: application.conditions)
        ]
    }
}
