// AccessibilityIdentificable: identifiers from reflection after viewDidLoad / init (AI-1…AI-7).

enum IdentificableResolver {
    static let protocolName = "AccessibilityIdentificable"

    static func resolve(index: WorkspaceIndex, findings: inout [Finding]) -> [ComputedIdentifier] {
        var identifiers: [ComputedIdentifier] = []
        for path in index.summaries.keys.sorted() {
            guard let summary = index.summaries[path] else { continue }
            for type in summary.types where type.kind == .class {
                let ref = TypeRef(file: path, fact: type)
                identifiers += wrapperIdentifiers(ref)
                guard let conformance = conformingAncestor(of: ref, index: index) else { continue }
                identifiers += reflectedIdentifiers(ref, conformance: conformance, index: index, findings: &findings)
            }
        }
        return identifiers
    }

    /// The class (this one or a superclass) that declares the conformance. Subclasses are not
    /// swizzled themselves but reach the swizzled method through `super` (AI-2).
    private static func conformingAncestor(of ref: TypeRef, index: WorkspaceIndex) -> TypeRef? {
        for name in index.classChain(of: ref.fact.name) {
            if let candidate = index.type(named: name), index.ownConformances(of: candidate).contains(protocolName) { return candidate }
        }
        return nil
    }

    /// AI-4/AI-5 over the dynamic class's own stored properties (AI-6: no superclassMirror).
    private static func reflectedIdentifiers(_ ref: TypeRef, conformance: TypeRef, index: WorkspaceIndex, findings: inout [Finding]) -> [ComputedIdentifier] {
        let isController = index.isViewController(ref.fact.name)
        let isView = index.isView(ref.fact.name)
        guard isController || isView else { return [] }
        let printed = TypePrinter.runtimeName(of: ref.fact)
        let conformanceStep = ProvenanceStep(
            kind: .conformance, site: SourceSite(file: conformance.file, range: conformance.fact.nameSite.range),
            detail: conformance.fact.name == ref.fact.name
                ? "\(ref.fact.name) conforms to AccessibilityIdentificable; identifiers are generated after \(isController ? "viewDidLoad" : "init(frame:)/init(coder:)")"
                : "inherits AccessibilityIdentificable from \(conformance.fact.name); reached through super.\(isController ? "viewDidLoad()" : "init")"
        )
        var result: [ComputedIdentifier] = []
        for property in ref.fact.properties where property.isStored && !property.isStatic && property.wrapperNames.isEmpty {
            let site = SourceSite(file: ref.file, range: property.nameSite.range)
            let elementSite = SourceSite(file: ref.file, range: property.site.range)
            let propertyStep = ProvenanceStep(kind: .property, site: site, detail: "stored property \(property.name)")
            if MirrorChildren.isStoredViewArray(property, index: index) {
                result.append(ComputedIdentifier(
                    value: "\(printed.name).\(property.name)_{index}", site: site, elementSite: elementSite, elementName: property.name,
                    convention: .identificable, certainty: .dynamic, via: [conformanceStep, propertyStep],
                    conditions: property.conditions, isRepeated: true, note: "one identifier per element, indexed at injection time (AI-5)"
                ))
                continue
            }
            guard MirrorChildren.isStoredViewCandidate(property, index: index) else { continue }
            if isView && !isController && property.isIBOutlet {
                // AI-6: a nib-loaded view's outlets are connected after init(coder:) returns.
                findings.append(IdentificableOutletUnconnectedRule.finding(property: property, file: ref.file, owner: ref.fact.name))
                continue
            }
            var (certainty, note) = MirrorChildren.certainty(of: property)
            if property.isLazy {
                certainty = max(certainty, .possible)
                note = "only if the lazy view was read before the identifiers are generated"
            }
            if printed.isDynamic { certainty = .dynamic }
            result.append(ComputedIdentifier(
                value: "\(printed.name).\(property.name)", site: site, elementSite: elementSite, elementName: property.name,
                convention: .identificable, certainty: certainty, via: [conformanceStep, propertyStep],
                conditions: property.conditions, isRepeated: index.isTableViewCell(ref.fact.name), note: note
            ))
        }
        return result
    }

    /// AI-7: `@AccessibilityIdentify(identifier:)` sets exactly that identifier, in any class.
    private static func wrapperIdentifiers(_ ref: TypeRef) -> [ComputedIdentifier] {
        ref.fact.properties.compactMap { property in
            guard let argument = property.accessibilityIdentifyArgument else { return nil }
            let site = SourceSite(file: ref.file, range: property.nameSite.range)
            return ComputedIdentifier(
                value: argument.templateText, site: site, elementSite: SourceSite(file: ref.file, range: property.site.range),
                elementName: property.name, convention: .identificable,
                certainty: argument.kind == .literal ? .certain : .dynamic,
                via: [ProvenanceStep(kind: .wrapper, site: argument.site, detail: "@AccessibilityIdentify(identifier:) sets it once at initialisation")],
                conditions: property.conditions,
                note: "assigning a new view to '\(property.name)' later loses the identifier (AI-7)"
            )
        }
    }
}
