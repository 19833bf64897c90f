// AAII: what one `injectAccessibilityIdentifiers(customPrefixChain:replaceExisting:)` call
// writes (AAII-1…AAII-9, on the reflection facts GEN-1…GEN-6).

/// An identifier AAII writes, with what the UIKit resolver needs to order it against explicit
/// assignments (AAII-3, AAII-7).
struct AAIIWrite {
    var identifier: ComputedIdentifier
    /// The owner type and member the write targets (`view`, `self`, `contentView`, a property).
    var ownerType: String
    var member: String
    var call: InjectionCallFact
    var callFile: String
}

enum AAIIResolver {
    /// A superclass view a call does not reach on some dynamic classes (AAII-6, GEN-2).
    private struct Unreached {
        var property: PropertyFact
        var file: String
        var declaringType: String
        var injectedTypes: [String]
    }

    static func resolve(call: InjectionCallFact, file: String, index: WorkspaceIndex, findings: inout [Finding])
        -> [AAIIWrite]
    {
        var unreached: [Unreached] = []
        var writes: [AAIIWrite] = []
        let findingsBefore = findings.count
        let callSite = SourceSite(file: file, range: call.nameSite.range)
        // AAII-5 / AAII-9: only table-view cells get a self and contentView identifier.
        let written: String? = {
            switch call.receiver {
            case .enclosingSelf: return call.enclosingType
            case .typed(let type): return type
            case .unknown: return nil
            }
        }()
        if let written, index.type(named: written) != nil {
            let owner = TypeNameText.baseName(written)
            if index.isView(owner) && !index.isTableViewCell(owner) {
                findings.append(
                    AAIINoSelfIdentifierRule.finding(
                        callSite: callSite, owner: owner,
                        isCollectionCell: index.inherits(owner, from: "UICollectionViewCell")))
            }
        }
        // GEN-1: a call on `self` in a class runs on every instance of it and of its subclasses
        // that reach it (through `super`), with `type(of: self)` the most-derived class.
        if case .enclosingSelf = call.receiver, let enclosing = call.enclosingType,
            let declaring = index.type(named: enclosing), declaring.fact.kind == .class
        {
            for instance in InheritedEntryPoints.dynamicClasses(
                reaching: call.enclosingFunction, from: declaring, index: index)
            {
                // GEN-1: a generic class prints as each instantiation the code shows.
                let printed = index.printedInstantiations(of: instance.ref.fact)
                for name in printed.isEmpty ? [nil] : printed.map(Optional.some) {
                    writes += resolve(
                        call: call, file: file, dynamic: instance, declaring: declaring, printedName: name,
                        index: index, findings: &findings, unreached: &unreached)
                }
            }
        } else {
            writes = resolve(
                call: call, file: file, dynamic: nil, declaring: nil, printedName: nil, index: index,
                findings: &findings, unreached: &unreached)
        }
        for entry in unreached {
            findings.append(
                AAIISuperclassPropertyUnreachedRule.finding(
                    property: entry.property, file: entry.file, declaringType: entry.declaringType,
                    injectedTypes: entry.injectedTypes, callSite: callSite))
        }
        // Each dynamic class reflects an inherited customMirror again: one finding per site.
        var seen: Set<Finding> = []
        let added = findings[findingsBefore...].filter { seen.insert($0).inserted }
        findings.replaceSubrange(findingsBefore..., with: added)
        return writes
    }

    /// The writes of one call on instances of `dynamic` (nil: the receiver's written type).
    private static func resolve(
        call: InjectionCallFact, file: String, dynamic: InheritedEntryPoints.Instance?, declaring: TypeRef?,
        printedName: String?,
        index: WorkspaceIndex, findings: inout [Finding], unreached: inout [Unreached]
    ) -> [AAIIWrite] {
        // The owner: `self` of the enclosing type, or a receiver whose type we read.
        let ownerWritten: String
        if let dynamic {
            ownerWritten = dynamic.ref.fact.qualifiedName
        } else {
            switch call.receiver {
            case .enclosingSelf:
                guard let enclosing = call.enclosingType else { return [] }
                ownerWritten = enclosing
            case .typed(let type):
                ownerWritten = type
            case .unknown:
                return []
            }
        }
        let ownerRef = dynamic?.ref ?? index.type(named: ownerWritten)
        let ownerName = dynamic?.ref.fact.name ?? TypeNameText.baseName(ownerWritten)
        // Another class's call reached through `super` (the call is not in the dynamic class).
        let isInherited =
            dynamic != nil && declaring.map { $0.fact.qualifiedName != dynamic?.ref.fact.qualifiedName } == true
        let qualifiedOwner = ownerRef?.fact.qualifiedName ?? ownerName

        // AAII-2: the prefix is the run-time type name, unless a non-empty chain replaces it.
        var prefix: String
        var certainty = Certainty.certain
        var prefixStep: ProvenanceStep
        let callSite = SourceSite(file: file, range: call.nameSite.range)
        if let chain = call.customPrefixChain, !chain.isEmpty {
            // GEN-1: `type(of: self)` in the chain prints the dynamic class, per instance.
            let dynamicName: String? = {
                guard case .enclosingSelf = call.receiver, let ownerRef else { return nil }
                if let printedName { return printedName }
                let printed = TypePrinter.runtimeName(of: ownerRef.fact)
                return printed.isDynamic ? nil : printed.name
            }()
            let elements = chain.map { PrefixChainElement.text(of: $0, dynamicTypeName: dynamicName) }
            prefix = elements.map(\.text).joined(separator: ".")
            if elements.contains(where: { !$0.isKnown }) { certainty = .dynamic }
            prefixStep = ProvenanceStep(
                kind: .customPrefix, site: call.site, detail: "customPrefixChain replaces the type name: \"\(prefix)\"")
        } else if call.customPrefixChainIsDynamic {
            prefix = "{customPrefixChain}"
            certainty = .dynamic
            prefixStep = ProvenanceStep(
                kind: .customPrefix, site: call.site, detail: "customPrefixChain is computed at run time")
        } else if case .enclosingSelf = call.receiver, let ownerRef, let printedName {
            prefix = printedName
            prefixStep = ProvenanceStep(
                kind: .typePrefix, site: SourceSite(file: ownerRef.file, range: ownerRef.fact.nameSite.range),
                detail: "type(of: self) prints \"\(prefix)\" for this instantiation")
        } else if case .enclosingSelf = call.receiver, let ownerRef {
            let printed = TypePrinter.runtimeName(of: ownerRef.fact)
            prefix = printed.name
            if printed.isDynamic { certainty = .dynamic }
            prefixStep = ProvenanceStep(
                kind: .typePrefix, site: SourceSite(file: ownerRef.file, range: ownerRef.fact.nameSite.range),
                detail: "type(of: self) prints \"\(prefix)\"")
        } else {
            prefix = TypePrinter.runtimeName(ownerWritten)
            prefixStep = ProvenanceStep(
                kind: .typePrefix,
                site: ownerRef.map { SourceSite(file: $0.file, range: $0.fact.nameSite.range) } ?? call.site,
                detail: "type(of:) prints \"\(prefix)\"")
        }
        let inheritedFrom =
            isInherited
            ? declaring.map { ", inherited from \($0.fact.name).\(call.enclosingFunction ?? "")() through super" } ?? ""
            : ""
        let injectionStep = ProvenanceStep(
            kind: .injection, site: callSite,
            detail:
                "injectAccessibilityIdentifiers(\(call.effectiveReplaceExisting ? "" : "replaceExisting: false")) on \(ownerName)\(inheritedFrom)"
        )
        // Elements without a declaration of their own (root view, cell parts) live on the class.
        let classSite = ownerRef.map { SourceSite(file: $0.file, range: $0.fact.nameSite.range) } ?? callSite
        // An inherited call's root view and cell parts are reported on the subclass.
        let partSite = isInherited ? classSite : callSite
        // A class with subclasses is itself instantiated only if the code does so (not visible).
        var instanceNote: String?
        if let dynamic, dynamic.hasSubclasses {
            certainty = max(certainty, .possible)
            instanceNote = "only if \(ownerName) itself is instantiated; its subclasses get their own identifiers"
        }

        var writes: [AAIIWrite] = []
        func write(
            _ value: String, member: String, site: SourceSite, elementSite: SourceSite,
            certainty memberCertainty: Certainty, steps: [ProvenanceStep], note: String? = nil,
            memberConditions: [ConditionClause] = []
        ) {
            let final = max(certainty, memberCertainty)
            let note = [note, instanceNote].compactMap { $0 }.joined(separator: "; ")
            let identifier = ComputedIdentifier(
                value: value, site: site, elementSite: elementSite, elementName: member, convention: .aaii,
                certainty: final, via: [prefixStep, injectionStep] + steps,
                // A stored view under `#if DEBUG` exists, and is reflected, only in DEBUG (GEN-2).
                conditions: call.conditions + memberConditions.filter { !call.conditions.contains($0) },
                isRepeated: index.isTableViewCell(ownerName)
                    || index.inherits(ownerName, from: "UICollectionReusableView"),
                note: note.isEmpty ? nil : note
            )
            writes.append(
                AAIIWrite(identifier: identifier, ownerType: qualifiedOwner, member: member, call: call, callFile: file)
            )
        }

        // AAII-4: a view controller's root view.
        if index.isViewController(ownerName) {
            let note =
                index.isTableViewController(ownerName)
                ? "the root view of a UITableViewController is its table view" : nil
            write(
                "\(prefix).view", member: "view", site: partSite, elementSite: classSite, certainty: .certain,
                steps: [
                    ProvenanceStep(kind: .rootView, site: callSite, detail: "root view of a view controller (AAII-4)")
                ], note: note)
        }
        // AAII-5: table-view cells only.
        if index.isTableViewCell(ownerName) {
            write(
                prefix, member: "self", site: partSite, elementSite: classSite, certainty: .certain,
                steps: [ProvenanceStep(kind: .cellPart, site: callSite, detail: "the cell itself (AAII-5)")])
            write(
                "\(prefix).contentView", member: "contentView", site: partSite, elementSite: classSite,
                certainty: .certain,
                steps: [ProvenanceStep(kind: .cellPart, site: callSite, detail: "cell.contentView (AAII-5)")])
            for part in CellStyleParts.parts(style: cellStyle(of: ownerName, index: index)) {
                write(
                    "\(prefix).\(part.name)", member: part.name, site: partSite, elementSite: classSite,
                    certainty: part.certainty,
                    steps: [ProvenanceStep(kind: .cellPart, site: callSite, detail: "cell.\(part.name) (AAII-5)")],
                    note: part.note)
            }
        }
        // AAII-6 / AAII-8: the Mirror children of the dynamic class.
        guard let ownerRef else { return writes }
        let mirrorChildren = MirrorChildren.children(of: ownerRef, index: index, findings: &findings)
        for child in mirrorChildren {
            var label = child.label
            var notes: [String] = []
            var childCertainty = child.certainty
            // GEN-6: an optional view assigned only after the call (or never) is still nil when it runs.
            if childCertainty == .possible, let property = child.property, !property.isIBOutlet,
                case .enclosingSelf = call.receiver
            {
                let point: InjectionPoint =
                    isInherited ? .insideSuperCall(call.enclosingFunction ?? "") : .inBody(call: call, callFile: file)
                switch InjectionTiming.assignmentTiming(of: property, in: ownerRef.fact, point: point) {
                case .onlyAfter(let assignment):
                    findings.append(
                        AAIIViewCreatedAfterInjectionRule.finding(
                            property: property, file: ownerRef.file, assignment: assignment, callSite: callSite))
                    continue
                case .neverAssigned:
                    findings.append(
                        AAIIViewCreatedAfterInjectionRule.neverAssigned(
                            property: property, file: ownerRef.file, owner: ownerName, callSite: callSite))
                    continue
                case .before:
                    childCertainty = .certain
                case .unknown:
                    break
                }
            }
            if child.isLazy {
                // GEN-4: the lazy storage is nil unless the view was touched before the call.
                var timing = InjectionTiming.LazyTiming.unknown
                if let property = child.property, case .enclosingSelf = call.receiver {
                    let point: InjectionPoint =
                        isInherited
                        ? .insideSuperCall(call.enclosingFunction ?? "") : .inBody(call: call, callFile: file)
                    timing = InjectionTiming.lazyReadTiming(of: property, in: ownerRef.fact, point: point)
                }
                if case .notReadBefore(let firstRead) = timing, let property = child.property {
                    findings.append(
                        AAIIViewCreatedAfterInjectionRule.lazyNotRead(
                            property: property, file: ownerRef.file, callSite: callSite, firstRead: firstRead))
                    continue
                }
                label = "$__lazy_storage_$_\(child.label)"
                if case .readBefore = timing {
                    notes.append("the lazy view is read before the call; AAII strips only the Swift 4 '.storage' label")
                } else {
                    childCertainty = max(childCertainty, .possible)
                    notes.append(
                        "only if the lazy view was read before the call; AAII strips only the Swift 4 '.storage' label")
                }
                findings.append(
                    AAIILazyStorageLabelRule.finding(
                        propertySite: child.site, property: child.label, identifier: "\(prefix).\(label)"))
            }
            if let note = child.note { notes.append(note) }
            write(
                "\(prefix).\(label)", member: child.label, site: child.site, elementSite: child.elementSite,
                certainty: childCertainty,
                steps: [
                    ProvenanceStep(
                        kind: child.fromCustomMirror ? .customMirrorEntry : .property, site: child.site,
                        detail: child.fromCustomMirror
                            ? "customMirror child \"\(child.label)\"" : "stored property \(child.label)")
                ],
                note: notes.isEmpty ? nil : notes.joined(separator: "; "),
                memberConditions: child.property?.conditions ?? [])
        }
        // AAII-7: a stored view that is also the root view (`view = profileView` in loadView) is
        // written twice; the property write comes later and wins unless replaceExisting is false.
        if let rootProperty = ownerRef.fact.rootViewProperty,
            let rootIndex = writes.firstIndex(where: { $0.member == "view" }),
            let propertyIndex = writes.firstIndex(where: { $0.member == rootProperty })
        {
            let loser = call.effectiveReplaceExisting ? rootIndex : propertyIndex
            let winner = call.effectiveReplaceExisting ? propertyIndex : rootIndex
            findings.append(
                IdentifierOverwrittenRule.sameObjectWrittenTwice(
                    lost: writes[loser].identifier, kept: writes[winner].identifier, property: rootProperty))
            writes.remove(at: loser)
        }
        // Superclass stored views are never reached (no superclassMirror in AAII), unless an
        // inherited customMirror lists them.
        let reachedSites = Set(mirrorChildren.map(\.elementSite))
        for superName in index.classChain(of: ownerName).dropFirst() {
            guard let superRef = index.type(named: superName) else { continue }
            for property in superRef.fact.properties
            where MirrorChildren.isStoredViewCandidate(property, index: index)
                && !reachedSites.contains(SourceSite(file: superRef.file, range: property.site.range))
            {
                if let position = unreached.firstIndex(where: {
                    $0.file == superRef.file && $0.property.site == property.site
                }) {
                    unreached[position].injectedTypes.append(ownerName)
                } else {
                    unreached.append(
                        Unreached(
                            property: property, file: superRef.file, declaringType: superRef.fact.name,
                            injectedTypes: [ownerName]))
                }
            }
        }
        return writes
    }

    private static func cellStyle(of owner: String, index: WorkspaceIndex) -> String? {
        for name in index.classChain(of: owner) {
            if let style = index.type(named: name)?.fact.cellStyle { return style }
        }
        let registered = index.summaries.values.contains { summary in
            summary.registeredCellTypes.contains { TypeNameText.baseName($0) == owner }
        }
        return registered ? "default" : nil
    }
}

/// One `customPrefixChain` element's text (AAII-2), with `type(of: self)` printed as the dynamic
/// class it runs on (GEN-1): `["Settings", "\(type(of: self))"]` in a base class gives
/// `Settings.PrivacyController` on a subclass instance.
enum PrefixChainElement {
    static let selfTypeExpressions: Set<String> = [
        "type(of: self)", "String(describing: type(of: self))", "Self.self", "String(describing: Self.self)",
        "String(describing: Self)"
    ]

    static func text(of element: StringExpr, dynamicTypeName: String?) -> (text: String, isKnown: Bool) {
        switch element.kind {
        case .literal:
            return (element.value, true)
        case .reference, .other:
            if let dynamicTypeName, selfTypeExpressions.contains(element.value) { return (dynamicTypeName, true) }
            return (element.templateText, false)
        case .interpolated:
            guard let dynamicTypeName else { return (element.value, false) }
            var text = element.value
            for expression in ["type(of: self)", "Self.self"] {
                text = text.replacingOccurrences(of: "{\(expression)}", with: dynamicTypeName)
            }
            return (text, !text.contains("{"))
        }
    }
}

/// When the code assigns an optional view property relative to an injection (GEN-6).
enum InjectionTiming {
    enum Timing {
        /// Assigned before the injection runs (same method, or an earlier lifecycle method).
        case before
        /// Every assignment the code shows runs after the injection.
        case onlyAfter(SourceSite)
        /// The type never assigns it: nil unless someone else does (not visible).
        case neverAssigned
        case unknown
    }

    /// `type` is the dynamic class that declares the property; `point` says where the injection
    /// runs relative to that class's own code.
    static func assignmentTiming(of property: PropertyFact, in type: TypeFact, point: InjectionPoint) -> Timing {
        let assignments = type.propertyAssignments.filter { $0.property == property.name }
        guard !assignments.isEmpty else { return property.hasInitializer ? .unknown : .neverAssigned }
        var firstAfter: SourceSite?
        for assignment in assignments {
            switch ExecutionOrder.compare(function: assignment.function, site: assignment.site, in: type, point: point)
            {
            case .before?: return .before
            case .after?: firstAfter = firstAfter ?? assignment.site
            case nil: return .unknown
            }
        }
        return firstAfter.map { .onlyAfter($0) } ?? .unknown
    }
}

extension InjectionTiming {
    /// The element count of an array property when the injection runs, when the code shows it:
    /// the array literal last assigned before the injection, else the initialiser's (AI-5).
    static func arrayCount(of property: PropertyFact, in type: TypeFact, point: InjectionPoint) -> Int? {
        var latestBefore: PropertyAssignmentFact?
        for assignment in type.propertyAssignments where assignment.property == property.name {
            switch ExecutionOrder.compare(function: assignment.function, site: assignment.site, in: type, point: point)
            {
            case .before?:
                // Two assignments before the injection: only source order in one method says which is last.
                if let earlier = latestBefore {
                    guard earlier.function == assignment.function else { return nil }
                    if assignment.site.range.start > earlier.site.range.start { latestBefore = assignment }
                } else {
                    latestBefore = assignment
                }
            case .after?: continue
            case nil: return nil
            }
        }
        if let latestBefore { return latestBefore.arrayLiteralCount }
        return property.arrayLiteralCount
    }
}

extension InjectionTiming {
    enum LazyTiming {
        case readBefore
        /// No read runs before the injection; `firstReadAfter` is the earliest read that runs
        /// after it (in source order within one method, lifecycle order across methods), if any.
        case notReadBefore(firstReadAfter: PropertyAssignmentFact?)
        case unknown
    }

    /// Whether the type touches a `lazy var` before the injection (its storage is then set).
    /// Reads are recorded for lazy properties declared above the method; one declared below the
    /// type's first method stays unknown when no read is recorded.
    static func lazyReadTiming(of property: PropertyFact, in type: TypeFact, point: InjectionPoint) -> LazyTiming {
        let reads = type.lazyPropertyReads.filter { $0.property == property.name }
        var unknown = false
        var after: [PropertyAssignmentFact] = []
        for read in reads {
            switch ExecutionOrder.compare(function: read.function, site: read.site, in: type, point: point) {
            case .before?: return .readBefore
            case .after?: after.append(read)
            case nil: unknown = true
            }
        }
        if unknown { return .unknown }
        if reads.isEmpty, type.methods.contains(where: { $0.site.range.start < property.site.range.start }) {
            return .unknown
        }
        return .notReadBefore(firstReadAfter: earliest(after))
    }

    /// The read that runs first: lifecycle order across methods, source order within one.
    private static func earliest(_ reads: [PropertyAssignmentFact]) -> PropertyAssignmentFact? {
        reads.min { first, second in
            let firstRank = ExecutionOrder.lifecycleRank[first.function] ?? Int.max
            let secondRank = ExecutionOrder.lifecycleRank[second.function] ?? Int.max
            if firstRank != secondRank { return firstRank < secondRank }
            return (first.site.file, first.site.range.start) < (second.site.file, second.site.range.start)
        }
    }
}

/// Where an injection runs, seen from the code of the dynamic class.
enum InjectionPoint {
    /// A call written in the class's own method: source order decides.
    case inBody(call: InjectionCallFact, callFile: String)
    /// After the class's whole method runs (AccessibilityIdentificable's swizzle of its own
    /// `viewDidLoad`/`init`).
    case endOfMethod(String)
    /// Inside the class's `super.<method>()` call (a superclass's call or swizzle): code before
    /// the super call runs first, code after it runs later.
    case insideSuperCall(String)
}

/// The dynamic classes an injection written in a class runs on: the class itself and every
/// workspace subclass that reaches the method (an override without `super` stops it).
enum InheritedEntryPoints {
    struct Instance {
        var ref: TypeRef
        /// Other classes inherit from it and the code shows no instance of it itself: its own
        /// identifiers exist only if the app makes one (possible).
        var hasSubclasses: Bool
    }

    static func dynamicClasses(reaching method: String?, from declaring: TypeRef, index: WorkspaceIndex) -> [Instance] {
        var result: [Instance] = []
        var seen: Set<String> = []
        func visit(_ ref: TypeRef) {
            guard seen.insert(ref.fact.name).inserted, result.count < 512 else { return }
            let subclasses = index.directSubclasses(of: ref.fact.name).compactMap { index.type(named: $0) }.filter {
                $0.fact.kind == .class
            }
            // A base the code visibly instantiates is an instance of its own (GEN-1).
            result.append(
                Instance(ref: ref, hasSubclasses: !subclasses.isEmpty && !index.isVisiblyInstantiated(ref.fact.name)))
            for subclass in subclasses where reaches(method, through: subclass.fact) { visit(subclass) }
        }
        visit(declaring)
        return result
    }

    /// A subclass reaches its superclass's `method` unless it overrides it without calling
    /// `super` (initialisers always chain to `super.init`).
    static func reaches(_ method: String?, through subclass: TypeFact) -> Bool {
        guard let method, method != "init" else { return true }
        let overrides = subclass.methods.filter { $0.name == method }
        return overrides.isEmpty || overrides.contains { $0.afterSuperCallOffset != nil }
    }
}

/// Which of `textLabel`, `detailTextLabel`, `imageView` a cell style has (UIKit behaviour).
enum CellStyleParts {
    struct Part {
        let name: String
        let certainty: Certainty
        let note: String?
    }

    static func parts(style: String?) -> [Part] {
        let unknown =
            "exists only for some cell styles; the style is not visible in Swift (nib, storyboard or a computed style)"
        switch style {
        case "default":
            return [
                Part(name: "textLabel", certainty: .certain, note: nil),
                Part(name: "imageView", certainty: .certain, note: nil)
            ]
        case "subtitle", "value1":
            return [
                Part(name: "textLabel", certainty: .certain, note: nil),
                Part(name: "detailTextLabel", certainty: .certain, note: nil),
                Part(name: "imageView", certainty: .certain, note: nil)
            ]
        case "value2":
            return [
                Part(name: "textLabel", certainty: .certain, note: nil),
                Part(name: "detailTextLabel", certainty: .certain, note: nil),
                Part(name: "imageView", certainty: .possible, note: "value2 cells have no image view in current UIKit")
            ]
        default:
            return [
                Part(name: "textLabel", certainty: .possible, note: unknown),
                Part(name: "detailTextLabel", certainty: .possible, note: unknown),
                Part(name: "imageView", certainty: .possible, note: unknown)
            ]
        }
    }
}
