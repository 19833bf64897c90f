// AccessibilityIdentificable: identifiers from reflection after viewDidLoad / init (AI-1…AI-7).

enum IdentificableResolver {
    static let protocolName = "AccessibilityIdentificable"

    static func resolve(index: WorkspaceIndex, findings: inout [Finding]) -> [ComputedIdentifier] {
        var identifiers: [ComputedIdentifier] = []
        var unreached: Unreached = [:]
        for path in index.summaries.keys.sorted() {
            guard let summary = index.summaries[path] else { continue }
            for type in summary.types where type.kind == .class {
                let ref = TypeRef(file: path, fact: type)
                identifiers += wrapperIdentifiers(ref)
                guard let conformance = conformingAncestor(of: ref, index: index) else { continue }
                // GEN-1: a generic class prints as each instantiation the code shows.
                let printed = index.printedInstantiations(of: type)
                let findingsBefore = findings.count
                for name in printed.isEmpty ? [nil] : printed.map(Optional.some) {
                    identifiers += reflectedIdentifiers(
                        ref, printedName: name, conformance: conformance, index: index, findings: &findings,
                        unreached: &unreached)
                }
                var seen: Set<Finding> = []
                let added = findings[findingsBefore...].filter { seen.insert($0).inserted }
                findings.replaceSubrange(findingsBefore..., with: added)
            }
        }
        for (_, entry) in unreached.sorted(by: { ($0.key.file, $0.key.range.start) < ($1.key.file, $1.key.range.start) }
        ) {
            findings.append(
                IdentificableSuperclassPropertyUnreachedRule.finding(
                    property: entry.property, file: entry.file, declaringType: entry.declaringType,
                    subclasses: entry.subclasses))
        }
        return identifiers
    }

    /// The class (this one or a superclass) that declares the conformance. Subclasses are not
    /// swizzled themselves but reach the swizzled method through `super` (AI-2).
    private static func conformingAncestor(of ref: TypeRef, index: WorkspaceIndex) -> TypeRef? {
        for name in index.classChain(of: ref.fact.name) {
            if let candidate = index.type(named: name), index.ownConformances(of: candidate).contains(protocolName) {
                return candidate
            }
        }
        return nil
    }

    /// AI-4/AI-5 over the dynamic class's own stored properties (AI-6: no superclassMirror).
    private typealias Unreached = [SourceSite: (
        property: PropertyFact, file: String, declaringType: String, subclasses: [String]
    )]

    private static func reflectedIdentifiers(
        _ ref: TypeRef, printedName: String?, conformance: TypeRef, index: WorkspaceIndex, findings: inout [Finding],
        unreached: inout Unreached
    ) -> [ComputedIdentifier] {
        let isController = index.isViewController(ref.fact.name)
        let isView = index.isView(ref.fact.name)
        guard isController || isView else { return [] }
        let printed = printedName.map { (name: $0, isDynamic: false) } ?? TypePrinter.runtimeName(of: ref.fact)
        let conformanceStep = ProvenanceStep(
            kind: .conformance, site: SourceSite(file: conformance.file, range: conformance.fact.nameSite.range),
            detail: conformance.fact.name == ref.fact.name
                ? "\(ref.fact.name) conforms to AccessibilityIdentificable; identifiers are generated after \(isController ? "viewDidLoad" : "init(frame:)/init(coder:)")"
                : "inherits AccessibilityIdentificable from \(conformance.fact.name); reached through super.\(isController ? "viewDidLoad()" : "init")"
        )
        // A class with subclasses exists as itself only if the code instantiates it (GEN-1).
        let hasSubclasses =
            !index.directSubclasses(of: ref.fact.name).isEmpty && !index.isVisiblyInstantiated(ref.fact.name)
        let instanceNote =
            hasSubclasses
            ? "only if \(ref.fact.name) itself is instantiated; its subclasses get their own identifiers" : nil
        // GEN-6: the generation runs when the swizzled method returns: after the conforming
        // class's own method, inside a subclass's `super` call.
        let method = isController ? "viewDidLoad" : "init"
        let point: InjectionPoint =
            conformance.fact.name == ref.fact.name ? .endOfMethod(method) : .insideSuperCall(method)
        var result: [ComputedIdentifier] = []
        // GEN-5: a customMirror (the class's own or inherited) replaces the property list; the
        // labels are cleaned as AI-3 says.
        if MirrorChildren.customMirror(for: ref, index: index) != nil {
            for child in MirrorChildren.children(of: ref, index: index, findings: &findings) {
                let label = child.label.replacingOccurrences(of: ".storage", with: "").replacingOccurrences(
                    of: "$__lazy_storage_$_", with: "")
                var certainty = printed.isDynamic ? .dynamic : child.certainty
                var notes = [child.note].compactMap { $0 }
                if hasSubclasses, let instanceNote {
                    certainty = max(certainty, .possible)
                    notes.append(instanceNote)
                }
                result.append(
                    ComputedIdentifier(
                        value: "\(printed.name).\(label)", site: child.site, elementSite: child.elementSite,
                        elementName: child.label,
                        convention: .identificable, certainty: certainty,
                        via: [
                            conformanceStep,
                            ProvenanceStep(
                                kind: .customMirrorEntry, site: child.site,
                                detail: "customMirror child \"\(child.label)\"")
                        ],
                        conditions: child.property?.conditions ?? [], isRepeated: index.isTableViewCell(ref.fact.name),
                        note: notes.isEmpty ? nil : notes.joined(separator: "; ")
                    ))
            }
            return result
        }
        for property in ref.fact.properties
        where property.isStored && !property.isStatic && property.wrapperNames.isEmpty
            && !index.isNeverCompiled(property.conditions)
        {
            let site = SourceSite(file: ref.file, range: property.nameSite.range)
            let elementSite = SourceSite(file: ref.file, range: property.site.range)
            let propertyStep = ProvenanceStep(kind: .property, site: site, detail: "stored property \(property.name)")
            if MirrorChildren.isStoredViewArray(property, index: index) {
                // AI-5: one identifier per element when the code shows the array at injection time.
                if let count = InjectionTiming.arrayCount(of: property, in: ref.fact, point: point) {
                    var certainty: Certainty = printed.isDynamic ? .dynamic : .certain
                    var notes = ["element of the array literal, indexed at injection time (AI-5)"]
                    if hasSubclasses, let instanceNote {
                        certainty = max(certainty, .possible)
                        notes.append(instanceNote)
                    }
                    for element in 0..<count {
                        result.append(
                            ComputedIdentifier(
                                value: "\(printed.name).\(property.name)_\(element)", site: site,
                                elementSite: elementSite, elementName: "\(property.name)[\(element)]",
                                convention: .identificable, certainty: certainty, via: [conformanceStep, propertyStep],
                                conditions: property.conditions, isRepeated: index.isTableViewCell(ref.fact.name),
                                note: notes.joined(separator: "; ")
                            ))
                    }
                    continue
                }
                result.append(
                    ComputedIdentifier(
                        value: "\(printed.name).\(property.name)_{index}", site: site, elementSite: elementSite,
                        elementName: property.name,
                        convention: .identificable, certainty: .dynamic, via: [conformanceStep, propertyStep],
                        conditions: property.conditions, isRepeated: true,
                        note: "one identifier per element, indexed at injection time (AI-5)"
                    ))
                continue
            }
            guard MirrorChildren.isStoredViewCandidate(property, index: index) else { continue }
            if isView && !isController && property.isIBOutlet {
                // AI-6: a nib-loaded view's outlets are connected after init(coder:) returns.
                findings.append(
                    IdentificableOutletUnconnectedRule.finding(property: property, file: ref.file, owner: ref.fact.name)
                )
                continue
            }
            var (certainty, note) = MirrorChildren.certainty(of: property)
            if certainty == .possible, !property.isIBOutlet, !property.isLazy {
                switch InjectionTiming.assignmentTiming(of: property, in: ref.fact, point: point) {
                case .onlyAfter(let assignment):
                    findings.append(
                        IdentificableViewNilAtInjectionRule.assignedAfter(
                            property: property, file: ref.file, owner: ref.fact.name, assignment: assignment))
                    continue
                case .neverAssigned:
                    findings.append(
                        IdentificableViewNilAtInjectionRule.neverAssigned(
                            property: property, file: ref.file, owner: ref.fact.name))
                    continue
                case .before:
                    (certainty, note) = (.certain, nil)
                case .unknown:
                    break
                }
            }
            if property.isLazy {
                // GEN-4: the lazy storage is nil unless the view was touched before generation.
                switch InjectionTiming.lazyReadTiming(of: property, in: ref.fact, point: point) {
                case .readBefore:
                    break
                case .notReadBefore(let firstRead):
                    findings.append(
                        IdentificableViewNilAtInjectionRule.lazyNotRead(
                            property: property, file: ref.file, owner: ref.fact.name, firstRead: firstRead))
                    continue
                case .unknown:
                    certainty = max(certainty, .possible)
                    note = "only if the lazy view was read before the identifiers are generated"
                }
            }
            if hasSubclasses {
                certainty = max(certainty, .possible)
                note = [note, instanceNote].compactMap { $0 }.joined(separator: "; ")
            }
            if printed.isDynamic { certainty = .dynamic }
            result.append(
                ComputedIdentifier(
                    value: "\(printed.name).\(property.name)", site: site, elementSite: elementSite,
                    elementName: property.name,
                    convention: .identificable, certainty: certainty, via: [conformanceStep, propertyStep],
                    conditions: property.conditions, isRepeated: index.isTableViewCell(ref.fact.name), note: note
                ))
        }
        // AI-6: views declared in superclasses are not reflected on this class's instances.
        for superName in index.classChain(of: ref.fact.name).dropFirst() {
            guard let superRef = index.type(named: superName) else { continue }
            for property in superRef.fact.properties
            where MirrorChildren.isStoredViewCandidate(property, index: index)
                || MirrorChildren.isStoredViewArray(property, index: index)
            {
                let key = SourceSite(file: superRef.file, range: property.nameSite.range)
                if unreached[key]?.subclasses.contains(ref.fact.name) != true {
                    unreached[key, default: (property, superRef.file, superRef.fact.name, [])].subclasses.append(
                        ref.fact.name)
                }
            }
        }
        return result
    }

    /// AI-7: `@AccessibilityIdentify(identifier:)` sets exactly that identifier, in any class.
    private static func wrapperIdentifiers(_ ref: TypeRef) -> [ComputedIdentifier] {
        ref.fact.properties.compactMap { property in
            guard let argument = property.accessibilityIdentifyArgument else { return nil }
            let site = SourceSite(file: ref.file, range: property.nameSite.range)
            return ComputedIdentifier(
                value: argument.templateText, site: site,
                elementSite: SourceSite(file: ref.file, range: property.site.range),
                elementName: property.name, convention: .identificable,
                certainty: argument.kind == .literal ? .certain : .dynamic,
                via: [
                    ProvenanceStep(
                        kind: .wrapper, site: argument.site,
                        detail: "@AccessibilityIdentify(identifier:) sets it once at initialisation")
                ],
                conditions: property.conditions,
                note: "assigning a new view to '\(property.name)' later loses the identifier (AI-7)"
            )
        }
    }
}
