// Whether `x.accessibilityIdentifier = value` writes UIKit's property (EX-1) or a member that
// only shares its name: a static property of an analytics enum, a model struct's field.

enum IdentifierSiteTarget {
    /// True when the target is certainly not a `UIAccessibilityIdentification` object: a type
    /// name (UIKit's property is an instance property, so `Analytics.accessibilityIdentifier`
    /// is the type's own static member), or a value whose type the workspace declares as a
    /// struct, an enum, or a class that descends from no framework class (a configuration holding
    /// a case of the app's identifier enum included: the cell that applies it is the site).
    /// Anything the analysis cannot type stays a site.
    static func isUnrelatedToUIKit(_ assignment: ExplicitAssignmentFact, index: WorkspaceIndex) -> Bool {
        switch targetType(of: assignment, index: index) {
        case .typeName: return true
        case .instance(let type): return index.type(named: type).map { isUnrelatedType($0, index: index) } ?? false
        case nil: return false
        }
    }

    /// What an assignment's target is, as far as the enclosing type's properties say.
    enum TargetType: Equatable {
        /// A type's own member: `Analytics.accessibilityIdentifier`.
        case typeName
        /// An instance of the type (its base name, `CustomSwitchContainer`).
        case instance(String)
    }

    /// The type of the object an assignment writes (`switchContainer` → the property's type);
    /// nil for `self`, and when a name on the way is not a property the summaries type.
    static func targetType(of assignment: ExplicitAssignmentFact, index: WorkspaceIndex) -> TargetType? {
        var names = assignment.targetExpression.split(separator: ".").map {
            String($0).trimmingCharacters(in: ["?", "!"])
        }
        if names.first == "self" { names.removeFirst() }
        // `self.accessibilityIdentifier` is judged by `ExplicitUIKitResolver` (a model's own property).
        guard let root = names.first, !names.contains(where: { $0.isEmpty || $0.contains("(") || $0.contains("[") })
        else { return nil }
        let owner = assignment.enclosingType.flatMap { index.type(named: $0) }
        var current: String?
        if let rootType = assignment.targetRootType {
            current = rootType
        } else if let property = property(named: root, of: owner?.fact.name, index: index) {
            current = property.effectiveTypeName
        } else if root.first?.isUppercase == true, index.type(named: root) != nil {
            // A type's own member: `Analytics.accessibilityIdentifier`, `Tracking.Screen.accessibilityIdentifier`.
            return .typeName
        } else {
            return nil
        }
        for name in names.dropFirst() {
            guard let type = current, let next = property(named: name, of: TypeNameText.baseName(type), index: index)
            else { return nil }
            current = next.effectiveTypeName
        }
        return current.map { .instance(TypeNameText.baseName($0)) }
    }

    /// The element an assignment writes, named as the rest of its type names it: a local
    /// configured inside a stored property's initializer closure (`let collapseButton: UIButton =
    /// { let button = UIButton(); button.accessibilityIdentifier = …; return button }()`) is that
    /// property, so a later write to `collapseButton` in a method is the same element, not a second one.
    static func elementName(of assignment: ExplicitAssignmentFact, index: WorkspaceIndex) -> String {
        let target = assignment.sameObjectAs ?? assignment.targetExpression
        // A closure at a type's top level is named "closure": no method encloses it.
        guard assignment.enclosingFunction == nil || assignment.enclosingFunction == "closure", !target.isEmpty,
            target != "self",
            !target.contains(where: { $0 == "." || $0 == "(" || $0 == "[" }),
            let owner = assignment.enclosingType.flatMap({ index.type(named: $0) }),
            owner.file == assignment.site.file,
            let property = owner.fact.properties.first(where: {
                $0.isStored && !$0.isStatic && $0.name != target && $0.site.range.contains(assignment.site.range.start)
            })
        else { return target }
        return property.name
    }

    /// A stored or computed instance property of `type` or its workspace superclasses.
    private static func property(named name: String, of type: String?, index: WorkspaceIndex) -> PropertyFact? {
        guard let type else { return nil }
        for owner in index.classChain(of: type) {
            if let found = index.type(named: owner)?.fact.properties.first(where: { $0.name == name && !$0.isStatic }) {
                return found
            }
        }
        return nil
    }

    /// A struct or enum, or a class whose superclass chain ends in the workspace without
    /// reaching a framework class: none of them can be a view, a bar item or an image.
    private static func isUnrelatedType(_ ref: TypeRef, index: WorkspaceIndex) -> Bool {
        switch ref.fact.kind {
        case .struct, .enum:
            return true
        case .class:
            let chain = index.classChain(of: ref.fact.name)
            guard let last = chain.last, let root = index.type(named: last), root.fact.kind == .class else {
                return false
            }
            // The root class inherits nothing, or only the workspace's own protocols.
            return root.fact.inherited.allSatisfy { index.type(named: $0)?.fact.kind == .protocol }
        case .actor, .protocol:
            return false
        }
    }
}
