// The children `Mirror(reflecting:)` lists for an instance of a class (GEN-2…GEN-5), as the
// Mirror-based conventions see them.

/// One Mirror child that holds (or may hold) a single view.
struct MirrorViewChild {
    /// The label after GEN-3 (backticks dropped; customMirror labels verbatim).
    var label: String
    /// Where its identifier is reported: the property name, or the customMirror entry.
    var site: SourceSite
    var elementSite: SourceSite
    var certainty: Certainty
    var isLazy: Bool
    var note: String?
    var fromCustomMirror: Bool
    /// The property behind the child, when it is a stored property of the reflected class.
    var property: PropertyFact? = nil
}

enum MirrorChildren {
    /// A stored, non-static, unwrapped property whose type is a view (or optional view).
    static func isStoredViewCandidate(_ property: PropertyFact, index: WorkspaceIndex) -> Bool {
        guard property.isStored, !property.isStatic, property.wrapperNames.isEmpty,
              let type = property.effectiveTypeName, !TypeNameText.isArray(type) else { return false }
        return index.isView(TypeNameText.baseName(type))
    }

    /// A stored array of views (`[UIButton]!`, outlet collections).
    static func isStoredViewArray(_ property: PropertyFact, index: WorkspaceIndex) -> Bool {
        guard property.isStored, !property.isStatic, property.wrapperNames.isEmpty,
              let type = property.effectiveTypeName, let element = TypeNameText.arrayElement(type) else { return false }
        return index.isView(TypeNameText.baseName(element))
    }

    /// How sure we are a stored view property holds a view when reflection runs.
    static func certainty(of property: PropertyFact) -> (Certainty, String?) {
        let type = property.effectiveTypeName ?? ""
        let base = TypeNameText.baseName(type)
        if base == "Any" || base == "AnyObject" { return (.possible, "identified only if it holds a view") }
        if property.isIBOutlet { return (.certain, nil) }
        let optional = TypeNameText.isOptional(type) || property.isWeak
        if optional && (!property.hasInitializer || property.initializerIsNil) {
            return (.possible, "only if the property is non-nil when the identifiers are injected")
        }
        return (.certain, nil)
    }

    /// The view children of the dynamic class `ref`, AAII's way (single views only).
    static func children(of ref: TypeRef, index: WorkspaceIndex, findings: inout [Finding]) -> [MirrorViewChild] {
        if let mirror = customMirror(for: ref, index: index) {
            return customMirrorChildren(owner: ref, declaring: mirror.declaring, mirror: mirror.fact, index: index, findings: &findings)
        }
        var result: [MirrorViewChild] = []
        for property in ref.fact.properties where !index.isNeverCompiled(property.conditions) {
            if isStoredViewArray(property, index: index) {
                findings.append(AAIICollectionSkippedRule.finding(property: property, file: ref.file, owner: ref.fact.name))
                continue
            }
            let type = property.effectiveTypeName.map(TypeNameText.baseName)
            let isAny = type == "Any" || type == "AnyObject"
            guard isStoredViewCandidate(property, index: index) || (isAny && property.isStored && !property.isStatic && property.wrapperNames.isEmpty) else { continue }
            let (certainty, note) = certainty(of: property)
            result.append(MirrorViewChild(
                label: property.name, site: SourceSite(file: ref.file, range: property.nameSite.range),
                elementSite: SourceSite(file: ref.file, range: property.site.range), certainty: certainty,
                isLazy: property.isLazy, note: note, fromCustomMirror: false, property: property
            ))
        }
        return result
    }

    /// The `customMirror` in effect for instances of `ref` (its own or inherited, GEN-5), when
    /// the class is CustomReflectable.
    static func customMirror(for ref: TypeRef, index: WorkspaceIndex) -> (declaring: TypeRef, fact: CustomMirrorFact)? {
        guard index.conforms(ref.fact.name, to: "CustomReflectable") else { return nil }
        for name in index.classChain(of: ref.fact.name) {
            if let declaring = index.type(named: name), let mirror = declaring.fact.customMirror { return (declaring, mirror) }
        }
        return nil
    }

    private static func customMirrorChildren(owner: TypeRef, declaring: TypeRef, mirror: CustomMirrorFact, index: WorkspaceIndex, findings: inout [Finding]) -> [MirrorViewChild] {
        guard let children = mirror.children else { return [] }
        var unlabeled: [MirrorChildFact] = []
        defer {
            for child in unlabeled {
                findings.append(CustomMirrorUnlabeledChildRule.finding(child: child, owner: owner.fact.name, callSite: nil))
            }
        }
        var result: [MirrorViewChild] = []
        var listedProperties: Set<String> = []
        for child in children {
            var valueName = child.valueExpression
            if valueName.hasPrefix("self.") { valueName.removeFirst(5) }
            listedProperties.insert(valueName)
            let property = declaring.fact.properties.first { $0.name == valueName }
                ?? owner.fact.properties.first { $0.name == valueName }
            guard let label = child.label else {
                // AAII-6: children without a label are skipped; say so for views (or unknowns).
                if property.map({ isStoredViewCandidate($0, index: index) || $0.effectiveTypeName == nil }) ?? true {
                    unlabeled.append(child)
                }
                continue
            }
            var certainty = Certainty.possible
            var note: String? = "the value's type is not known; identified only if it is a view"
            if let property {
                if isStoredViewArray(property, index: index) { continue }
                if let type = property.effectiveTypeName, index.isView(TypeNameText.baseName(type)) {
                    (certainty, note) = self.certainty(of: property)
                } else if property.effectiveTypeName != nil {
                    continue
                }
            }
            result.append(MirrorViewChild(
                label: label, site: child.site, elementSite: property.map { SourceSite(file: declaring.file, range: $0.site.range) } ?? child.site,
                certainty: certainty, isLazy: false, note: note, fromCustomMirror: true
            ))
        }
        for property in owner.fact.properties where isStoredViewCandidate(property, index: index) && !listedProperties.contains(property.name) {
            findings.append(CustomMirrorOmitsPropertyRule.finding(
                property: property, file: owner.file, owner: owner.fact.name,
                mirrorSite: mirror.site, inheritedFrom: declaring.fact.name == owner.fact.name ? nil : declaring.fact.name))
        }
        return result
    }
}
