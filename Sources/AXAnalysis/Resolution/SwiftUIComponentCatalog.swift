// All view components of the workspace, merged across files, and the render roots (BL-3).

/// A type's fragments (declaration and extensions, in any file) merged into one component.
struct SwiftUIComponent {
    let name: String
    var conformances: Set<String> = []
    var storedProperties: [SwiftUIPropertyFact] = []
    /// Explicit inits of the declaration (which suppress the memberwise init) and of extensions.
    var declarationInitializers: [SwiftUIInitializerFact] = []
    var extensionInitializers: [SwiftUIInitializerFact] = []
    /// View members by name; the first declaration of a name wins (overloads are not told apart).
    var members: [String: SwiftUIViewMemberFact] = [:]
    var nameSite: SourceSite
    var conditions: [ConditionClause] = []

    init(name: String, nameSite: SourceSite) {
        self.name = name
        self.nameSite = nameSite
    }

    var isApp: Bool { conformances.contains(SwiftUIConformance.app) }
    var isScene: Bool { conformances.contains(SwiftUIConformance.scene) }
    /// A View by conformance; `ViewModifier`s (the branch/leaf implementation) never are.
    var isView: Bool { conformances.contains(SwiftUIConformance.view) && !conformances.contains("ViewModifier") }
    var isRenderable: Bool { (isApp || isScene || isView) && members["body"] != nil }
}

/// Components by name, and which of them are instantiated by other views.
struct SwiftUIComponentCatalog {
    private(set) var components: [String: SwiftUIComponent] = [:]
    /// Previews, sorted by file and position.
    private(set) var previews: [SwiftUIRootFact] = []
    /// Views handed to UIKit/AppKit hosts, sorted by file and position.
    private(set) var hostingRoots: [SwiftUIRootFact] = []
    /// Components instantiated from another component's members or from a host.
    private(set) var instantiatedByViews: Set<String> = []
    /// Components instantiated from previews.
    private(set) var instantiatedByPreviews: Set<String> = []

    init(index: WorkspaceIndex) {
        for path in index.summaries.keys.sorted() {
            guard let facts = index.summaries[path]?.swiftUI else { continue }
            for fragment in facts.typeFragments { merge(fragment) }
            for modifier in facts.customModifiers where customModifiers[modifier.name] == nil {
                customModifiers[modifier.name] = modifier
            }
            previews.append(contentsOf: facts.roots.filter { $0.kind == .preview })
            hostingRoots.append(contentsOf: facts.roots.filter { $0.kind == .hosting })
        }
        for modifier in customModifiers.values {
            collectInstantiations(modifier.nodes, into: &instantiatedByViews, excluding: nil)
        }
        for component in components.values {
            for member in component.members.values {
                collectInstantiations(member.nodes, into: &instantiatedByViews, excluding: component.name)
            }
        }
        for host in hostingRoots {
            collectInstantiations(host.nodes, into: &instantiatedByViews, excluding: nil)
        }
        for preview in previews {
            collectInstantiations(preview.nodes, into: &instantiatedByPreviews, excluding: nil)
        }
    }

    /// `extension View` view functions by name (the first declaration wins).
    private(set) var customModifiers: [String: SwiftUIViewMemberFact] = [:]

    /// A `ViewModifier` type with a `body(content:)`.
    func viewModifier(named name: String) -> SwiftUIComponent? {
        guard let component = components[name], component.conformances.contains(SwiftUIConformance.viewModifier),
              component.members["body"]?.isFunction == true else { return nil }
        return component
    }

    func component(named name: String) -> SwiftUIComponent? {
        guard let component = components[name], component.isRenderable else { return nil }
        return component
    }

    /// Roots that are not previews: every App, and Scenes and Views nothing instantiates,
    /// ordered by file and position.
    var nonPreviewRoots: [SwiftUIComponent] {
        components.values.filter { component in
            guard component.isRenderable else { return false }
            if component.isApp { return true }
            return !instantiatedByViews.contains(component.name) && !instantiatedByPreviews.contains(component.name)
        }
        .sorted { ($0.nameSite.file, $0.nameSite.range.start) < ($1.nameSite.file, $1.nameSite.range.start) }
    }

    private mutating func merge(_ fragment: SwiftUITypeFragment) {
        var component = components[fragment.name] ?? SwiftUIComponent(name: fragment.name, nameSite: fragment.nameSite)
        component.conformances.formUnion(fragment.conformances)
        if fragment.isDeclaration {
            component.nameSite = fragment.nameSite
            component.conditions = fragment.conditions
            component.storedProperties.append(contentsOf: fragment.storedProperties)
            component.declarationInitializers.append(contentsOf: fragment.initializers)
        } else {
            component.extensionInitializers.append(contentsOf: fragment.initializers)
        }
        for member in fragment.viewMembers where component.members[member.name] == nil {
            component.members[member.name] = member
        }
        components[fragment.name] = component
    }

    /// Names of call nodes anywhere in the trees (arguments and modifier closures included).
    private func collectInstantiations(_ nodes: [SwiftUIViewNode], into names: inout Set<String>, excluding: String?) {
        for node in nodes {
            if node.baseKind == .call, node.name != excluding, components[node.name] != nil { names.insert(node.name) }
            for argument in node.arguments { collectInstantiations(argument.views ?? [], into: &names, excluding: excluding) }
            for modifier in node.modifiers { collectInstantiations(modifier.childViews, into: &names, excluding: excluding) }
        }
    }
}
