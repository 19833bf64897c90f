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
            let type = property.effectiveTypeName, !TypeNameText.isArray(type)
        else { return false }
        return index.isView(TypeNameText.baseName(type))
    }

    /// A stored array of views (`[UIButton]!`, outlet collections).
    static func isStoredViewArray(_ property: PropertyFact, index: WorkspaceIndex) -> Bool {
        guard property.isStored, !property.isStatic, property.wrapperNames.isEmpty,
            let type = property.effectiveTypeName, let element = TypeNameText.arrayElement(type)
        else { return false }
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
            return customMirrorChildren(
                owner: ref, declaring: mirror.declaring, mirror: mirror.fact, index: index, findings: &findings)
        }
        var result: [MirrorViewChild] = []
        for property in ref.fact.properties where !index.isNeverCompiled(property.conditions) {
            if isStoredViewArray(property, index: index) {
                findings.append(
                    AAIICollectionSkippedRule.finding(property: property, file: ref.file, owner: ref.fact.name))
                continue
            }
            let type = property.effectiveTypeName.map(TypeNameText.baseName)
            let isAny = type == "Any" || type == "AnyObject"
            guard
                isStoredViewCandidate(property, index: index)
                    || (isAny && property.isStored && !property.isStatic && property.wrapperNames.isEmpty)
            else { continue }
            // GEN-4: an `Any` that starts as a number, a string or a model and is never given
            // anything else holds no view when reflection runs.
            if isAny, holdsNoViewFromItsInitializer(property, in: ref.fact, index: index) { continue }
            let (certainty, note) = certainty(of: property)
            result.append(
                MirrorViewChild(
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
            if let declaring = index.type(named: name), let mirror = declaring.fact.customMirror {
                return (declaring, mirror)
            }
        }
        return nil
    }

    /// An `Any`/`AnyObject` property whose initialiser is a literal or constructs a type that is
    /// no view, and which its class never assigns.
    private static func holdsNoViewFromItsInitializer(
        _ property: PropertyFact, in type: TypeFact, index: WorkspaceIndex
    ) -> Bool {
        guard let initial = property.inferredTypeName ?? property.literalTypeName, property.typeName != nil,
            !type.propertyAssignments.contains(where: { $0.property == property.name })
        else { return false }
        return isKnownNonView(initial, index: index)
    }

    /// A type that `as? UIView` never succeeds on: Swift's literal types, collections, and the
    /// workspace's structs and enums or classes that are no views.
    private static func isKnownNonView(_ typeName: String, index: WorkspaceIndex) -> Bool {
        var typeName = typeName
        while typeName.hasSuffix("?") || typeName.hasSuffix("!") { typeName.removeLast() }
        if typeName.hasPrefix("[") || typeName.hasPrefix("(") { return true }
        let base = TypeNameText.baseName(typeName)
        if [
            "String", "Substring", "Int", "Double", "Float", "CGFloat", "Bool", "Character", "Date", "URL", "Data",
            "UUID"
        ].contains(base) {
            return true
        }
        guard let ref = index.type(named: base) else { return false }
        switch ref.fact.kind {
        case .struct, .enum: return true
        case .class:
            return !index.isView(base)
                && !index.classChain(of: base).contains { index.type(named: $0) == nil && !["NSObject"].contains($0) }
        case .actor: return true
        case .protocol: return false
        }
    }

    /// A customMirror child's value that is certainly no view: a literal (`"Hello"`, `5`, `true`,
    /// `nil`, `[…]`), or `property.member` where the property's type is a workspace type and
    /// the member's declared type is no view.
    private static func isCertainlyNotAView(
        _ expression: String, declaring: TypeRef, owner: TypeRef, index: WorkspaceIndex
    ) -> Bool {
        guard let first = expression.first else { return false }
        if first == "\"" || first == "[" || first.isNumber || first == "-"
            || ["true", "false", "nil"].contains(expression)
        {
            return true
        }
        let names = expression.split(separator: ".").map(String.init)
        guard names.count > 1,
            names.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
            let root = names.first,
            let rootProperty = declaring.fact.properties.first(where: { $0.name == root })
                ?? owner.fact.properties.first(where: { $0.name == root }),
            var current = rootProperty.effectiveTypeName ?? rootProperty.literalTypeName
        else { return false }
        for name in names.dropFirst() {
            guard let type = index.type(named: TypeNameText.baseName(current)),
                let member = type.fact.properties.first(where: { $0.name == name && !$0.isStatic }),
                let memberType = member.effectiveTypeName
            else { return false }
            current = memberType
        }
        return isKnownNonView(current, index: index)
    }

    private static func customMirrorChildren(
        owner: TypeRef, declaring: TypeRef, mirror: CustomMirrorFact, index: WorkspaceIndex, findings: inout [Finding]
    ) -> [MirrorViewChild] {
        guard let children = mirror.children else { return [] }
        var unlabeled: [MirrorChildFact] = []
        defer {
            for child in unlabeled {
                findings.append(
                    CustomMirrorUnlabeledChildRule.finding(child: child, owner: owner.fact.name, callSite: nil))
            }
        }
        var result: [MirrorViewChild] = []
        var listedProperties: Set<String> = []
        for child in children {
            var valueName = child.valueExpression
            if valueName.hasPrefix("self.") { valueName.removeFirst(5) }
            listedProperties.insert(valueName)
            let property =
                declaring.fact.properties.first { $0.name == valueName }
                ?? owner.fact.properties.first { $0.name == valueName }
            // GEN-4: a literal, or a member of a value whose type says it is no view.
            if property == nil, isCertainlyNotAView(valueName, declaring: declaring, owner: owner, index: index) {
                continue
            }
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
                } else if property.effectiveTypeName != nil || property.literalTypeName != nil {
                    continue
                }
            }
            result.append(
                MirrorViewChild(
                    label: label, site: child.site,
                    elementSite: property.map { SourceSite(file: declaring.file, range: $0.site.range) } ?? child.site,
                    certainty: certainty, isLazy: false, note: note, fromCustomMirror: true
                ))
        }
        for property in owner.fact.properties
        where isStoredViewCandidate(property, index: index) && !listedProperties.contains(property.name) {
            findings.append(
                CustomMirrorOmitsPropertyRule.finding(
                    property: property, file: owner.file, owner: owner.fact.name,
                    mirrorSite: mirror.site,
                    inheritedFrom: declaring.fact.name == owner.fact.name ? nil : declaring.fact.name))
        }
        return result
    }
}
