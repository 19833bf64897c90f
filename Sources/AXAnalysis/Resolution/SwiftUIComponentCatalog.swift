// All view components of the workspace, merged across files, and the render roots (BL-3).

/// A type's fragments (declaration and extensions, in any file) merged into one component.
struct SwiftUIComponent {
    /// The simple name, for messages (`Row`).
    let name: String
    /// The key: the name with its enclosing types (`Profile.Row`).
    let qualifiedName: String
    var conformances: Set<String> = []
    var storedProperties: [SwiftUIPropertyFact] = []
    /// Explicit inits of the declaration (which suppress the memberwise init) and of extensions.
    var declarationInitializers: [SwiftUIInitializerFact] = []
    var extensionInitializers: [SwiftUIInitializerFact] = []
    /// View members by name; a later overload of a name is kept under `name#2`, `name#3`, …
    /// (`SwiftUIComponentCatalog.overloads`), so every declaration is walked somewhere.
    var members: [String: SwiftUIViewMemberFact] = [:]
    var nameSite: SourceSite
    var conditions: [ConditionClause] = []

    init(name: String, qualifiedName: String, nameSite: SourceSite) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.nameSite = nameSite
    }

    var isApp: Bool { conformances.contains(SwiftUIConformance.app) }
    var isScene: Bool { conformances.contains(SwiftUIConformance.scene) }
    /// A View by conformance; `ViewModifier`s (the branch/leaf implementation) never are.
    var isView: Bool {
        conformances.contains(SwiftUIConformance.view) && !conformances.contains(SwiftUIConformance.viewModifier)
    }
    var isRenderable: Bool { (isApp || isScene || isView) && members["body"] != nil }
    /// A style (`ButtonStyle`, `TextFieldStyle`, …) whose body builds views.
    var isStyle: Bool {
        conformances.contains { $0.hasSuffix("Style") }
            && SwiftUIComponentCatalog.styleBodyNames.contains { members[$0] != nil }
    }
}

/// Components by qualified name, how usages find them, and which are instantiated by others.
struct SwiftUIComponentCatalog {
    private(set) var components: [String: SwiftUIComponent] = [:]
    /// Simple name → qualified names, sorted.
    private var qualifiedNamesBySimpleName: [String: [String]] = [:]
    /// The file of each qualified name's first declaration (in path order).
    private var declarationFiles: [String: String] = [:]
    /// Qualified name → the keys (`Name@2`, `Name@3`, …) of types of that name declared in other
    /// files.
    /// Two files cannot declare one type: each is private to its file, or in another module, or
    /// in a file no target compiles. Merged, their bodies would render as one view (a copy left
    /// in an unused file gave every identifier of the view a duplicate).
    private var otherFileDeclarations: [String: [String]] = [:]
    /// Previews, sorted by file and position.
    private(set) var previews: [SwiftUIRootFact] = []
    /// Views handed to UIKit/AppKit hosts, sorted by file and position.
    private(set) var hostingRoots: [SwiftUIRootFact] = []
    /// Components (qualified names) instantiated from another component's members or a host.
    private(set) var instantiatedByViews: Set<String> = []
    /// Components (qualified names) instantiated from previews.
    private(set) var instantiatedByPreviews: Set<String> = []
    /// `extension View` view functions by name, later overloads under `name#2`, … (`overloads`).
    private(set) var customModifiers: [String: SwiftUIViewMemberFact] = [:]
    /// Free and static view functions by name (`makeBadge`, `Components.primaryButton`), later
    /// overloads as in `customModifiers`.
    private(set) var viewFunctions: [String: SwiftUIViewMemberFact] = [:]
    /// Explicit identifiers no view tree holds (`SwiftUIRootFact.Kind.detached`), sorted by file
    /// and position: reported with the unreached members.
    private(set) var detachedRoots: [SwiftUIRootFact] = []
    /// Style factories by member name (`branded`), in file order.
    private(set) var styleFactories: [String: [SwiftUIStyleFactoryFact]] = [:]

    /// Which components the views and the previews instantiate (`instantiatedByViews`,
    /// `instantiatedByPreviews`).
    struct Instantiations {
        var byViews: Set<String>
        var byPreviews: Set<String>
    }

    var instantiations: Instantiations {
        Instantiations(byViews: instantiatedByViews, byPreviews: instantiatedByPreviews)
    }

    /// False when `stop` cut the catalog's making short.
    private(set) var isComplete = false

    /// `stop` (a superseded background resolution) may leave the catalog incomplete: the caller
    /// then discards what it resolves from it. `reusing` is a previous catalog's instantiations,
    /// taken over instead of collected again when only strings of view expressions changed since
    /// (`SwiftUIReuse`): they depend on names and structure only, and collecting them read every
    /// view tree of the workspace (a third of re-resolving after a keystroke in an identifier of
    /// the six real apps).
    init(index: WorkspaceIndex, stop: inout StopCheck, reusing: Instantiations? = nil) {
        var extensions: [SwiftUITypeFragment] = []
        // Files without SwiftUI facts add nothing: only the others are sorted (sorting every path
        // of the six real apps was a third of building the catalog).
        for path in index.summaries.filter({ !$0.value.swiftUI.isEmpty }).keys.sorted() {
            if stop.isRequested() { return }
            guard let facts = index.summaries[path]?.swiftUI else { continue }
            // A type in another platform's `#if os(macOS)` is not in the app analysed: the iOS
            // variant of the same name is the one its usages mean.
            for fragment in facts.typeFragments where !index.isNeverCompiled(fragment.conditions) {
                if fragment.isDeclaration {
                    merge(fragment, into: declarationKey(fragment))
                } else {
                    extensions.append(fragment)
                }
            }
            for modifier in facts.customModifiers {
                Self.addOverload(modifier, named: modifier.name, to: &customModifiers)
            }
            for function in facts.viewFunctions { Self.addOverload(function, named: function.name, to: &viewFunctions) }
            detachedRoots.append(contentsOf: facts.roots.filter { $0.kind == .detached })
            for factory in facts.styleFactories { styleFactories[factory.name, default: []].append(factory) }
            previews.append(
                contentsOf: facts.roots.filter { $0.kind == .preview && !index.isNeverCompiled($0.conditions) })
            hostingRoots.append(
                contentsOf: facts.roots.filter { $0.kind == .hosting && !index.isNeverCompiled($0.conditions) }.map {
                    Self.storedViewsResolved($0, index: index)
                })
        }
        for fragment in extensions {
            // `extension Row` names the top-level `Row`, or the only type of that name; of
            // same-named types in several files, the one in the extension's file.
            let found = lookup(path: fragment.qualifiedName, from: nil) ?? fragment.qualifiedName
            merge(fragment, into: declaration(of: found, inFile: fragment.nameSite.file) ?? found)
        }
        for names in qualifiedNamesBySimpleName.keys { qualifiedNamesBySimpleName[names]?.sort() }
        if stop.isRequestedNow() { return }
        if let reusing {
            instantiatedByViews = reusing.byViews
            instantiatedByPreviews = reusing.byPreviews
            lookupCache.entries.removeAll()
            isComplete = true
            return
        }
        for function in Array(customModifiers.values) + Array(viewFunctions.values) {
            collectInstantiations(function.nodes, from: nil, into: &instantiatedByViews)
        }
        for component in components.values {
            if stop.isRequested() { return }
            for member in component.members.values {
                collectInstantiations(member.nodes, from: component.qualifiedName, into: &instantiatedByViews)
            }
        }
        for host in hostingRoots {
            collectInstantiations(host.nodes, from: nil, into: &instantiatedByViews)
        }
        for preview in previews {
            collectInstantiations(preview.nodes, from: nil, into: &instantiatedByPreviews)
        }
        // Lookups made while the tables were still being filled may differ from later ones.
        lookupCache.entries.removeAll()
        isComplete = !stop.isRequestedNow()
    }

    /// A `ViewModifier` type with a `body(content:)`, as `.modifier(Name(…))` names it.
    func viewModifier(for node: SwiftUIViewNode, from context: String?) -> SwiftUIComponent? {
        guard let key = lookup(path: node.typePath ?? node.name, from: context), let component = components[key],
            component.conformances.contains(SwiftUIConformance.viewModifier),
            component.members["body"]?.isFunction == true
        else { return nil }
        return component
    }

    /// The members that build a style's view: `makeBody(configuration:)` (`ButtonStyle`,
    /// `ToggleStyle`, `LabelStyle`, …) and `_body(configuration:)` (`TextFieldStyle`).
    static let styleBodyNames = ["makeBody", "_body"]

    /// A style type (a `…Style` conformance with a body member) written at `path`.
    func style(path: String, from context: String?) -> (component: SwiftUIComponent, body: SwiftUIViewMemberFact)? {
        guard let key = lookup(path: path, from: context), let component = components[key], component.isStyle,
            let body = Self.styleBodyNames.lazy.compactMap({ component.members[$0] }).first
        else { return nil }
        return (component, body)
    }

    /// The factory `.name(…)` names where a `protocolName` style is expected (`TextFieldStyle`
    /// for `.textFieldStyle(…)`): one declared for that protocol or on a type conforming to it,
    /// else the only one of that name.
    func styleFactory(named name: String, protocolName: String) -> SwiftUIStyleFactoryFact? {
        guard let candidates = styleFactories[name], !candidates.isEmpty else { return nil }
        if let exact = candidates.first(where: { $0.owner == protocolName }) { return exact }
        if let conforming = candidates.first(where: { factory in
            lookup(path: factory.owner, from: nil).flatMap { components[$0] }?.conformances.contains(protocolName)
                ?? false
        }) {
            return conforming
        }
        return candidates.count == 1 ? candidates.first : nil
    }

    /// `UIHostingController(rootView: connectionView)` where `connectionView` is a stored
    /// property of the hosting type declared as a view (`private var connectionView: ConnectionView`,
    /// built in its `init`): the root is an instance of that view type. Without this, a view a
    /// controller keeps in a property is reached only from its previews, if at all.
    static func storedViewsResolved(_ root: SwiftUIRootFact, index: WorkspaceIndex) -> SwiftUIRootFact {
        guard root.nodes.contains(where: { $0.baseKind == .reference && $0.arguments.isEmpty }),
            let owner = SwiftUIRenderWalker.declaration(around: root.site, in: index).owner,
            let type = index.type(named: owner)
        else { return root }
        var result = root
        for position in result.nodes.indices
        where result.nodes[position].baseKind == .reference && result.nodes[position].arguments.isEmpty {
            let name = result.nodes[position].name
            guard let property = type.fact.properties.first(where: { $0.name == name && !$0.isStatic }),
                let written = property.effectiveTypeName
            else { continue }
            let path = written.filter { $0 != "?" && $0 != "!" && $0 != " " }
            guard let simple = path.split(separator: ".").last.map(String.init), simple.first?.isUppercase == true,
                path.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            else { continue }
            result.nodes[position].baseKind = .call
            result.nodes[position].name = simple
            result.nodes[position].typePath = path == simple ? nil : path
        }
        return result
    }

    /// The renderable component a call node instantiates, looked up as Swift does from inside
    /// `context` (a qualified type name): nested types of the context first, then outwards.
    func component(for node: SwiftUIViewNode, from context: String?) -> SwiftUIComponent? {
        guard node.baseKind == .call, let key = lookup(path: node.typePath ?? node.name, from: context),
            let component = components[key], component.isRenderable
        else { return nil }
        return component
    }

    /// Lexical lookup of a written type path (`Row`, `Profile.Row`) from inside `context`.
    /// The walker asks for every view of every context, mostly built-in ones (`Text`,
    /// `VStack`): those are answered from the simple-name table without splitting, the rest
    /// are remembered.
    func lookup(path: String, from context: String?) -> String? {
        let isQualified = path.utf8.contains(UInt8(ascii: "."))
        if !isQualified, qualifiedNamesBySimpleName[path] == nil { return nil }
        let key = LookupKey(path: path, context: context)
        if let known = lookupCache.entries[key] { return known }
        let found = uncachedLookup(path: path, from: context)
        lookupCache.entries[key] = .some(found)
        return found
    }

    private struct LookupKey: Hashable {
        var path: String
        var context: String?
    }

    /// Lookups made so far (the catalog does not change once built).
    private final class LookupCache {
        var entries: [LookupKey: String?] = [:]
    }

    private var lookupCache = LookupCache()

    /// The same catalog with a lookup cache of its own (a copy of this one's), for a walker
    /// on another thread: the cache is the catalog's only mutable part.
    func withOwnLookupCache() -> SwiftUIComponentCatalog {
        var copy = self
        copy.lookupCache = LookupCache()
        copy.lookupCache.entries = lookupCache.entries
        return copy
    }

    private func uncachedLookup(path: String, from context: String?) -> String? {
        let simple = path.split(separator: ".").last.map(String.init) ?? path
        guard let candidates = qualifiedNamesBySimpleName[simple], !candidates.isEmpty else { return nil }
        var scopes = context.map { $0.split(separator: ".").map(String.init) } ?? []
        // A use inside a file that declares its own type of the name means that one.
        let contextFile = context.flatMap { components[$0]?.nameSite.file }
        while true {
            let qualified = (scopes + [path]).joined(separator: ".")
            if candidates.contains(qualified) {
                return contextFile.flatMap { declaration(of: qualified, inFile: $0) } ?? qualified
            }
            if scopes.isEmpty { break }
            scopes.removeLast()
        }
        return candidates.first { $0.hasSuffix("." + path) } ?? (candidates.count == 1 ? candidates.first : nil)
    }

    /// Roots that are not previews: every App, and Scenes and Views nothing instantiates,
    /// ordered by file and position.
    var nonPreviewRoots: [SwiftUIComponent] {
        components.values.filter { component in
            guard component.isRenderable else { return false }
            if component.isApp { return true }
            return !instantiatedByViews.contains(component.qualifiedName)
                && !instantiatedByPreviews.contains(component.qualifiedName)
        }
        .sorted { ($0.nameSite.file, $0.nameSite.range.start) < ($1.nameSite.file, $1.nameSite.range.start) }
    }

    /// The key a declaration is merged under: its qualified name, or `Name@2`, … when another
    /// file declared that name first (`otherFileDeclarations`).
    private mutating func declarationKey(_ fragment: SwiftUITypeFragment) -> String {
        let name = fragment.qualifiedName
        let file = fragment.nameSite.file
        guard let first = declarationFiles[name] else {
            declarationFiles[name] = file
            return name
        }
        if first == file { return name }
        // Numbered in path order: walk keys and screen names split keys at dots, so no path.
        let others = otherFileDeclarations[name] ?? []
        if let known = others.first(where: { components[$0]?.nameSite.file == file }) { return known }
        let key = "\(name)@\(others.count + 2)"
        otherFileDeclarations[name, default: []].append(key)
        return key
    }

    /// The key of the type named `qualifiedName` declared in `file`, when it is one of several
    /// same-named types in different files; nil otherwise.
    private func declaration(of qualifiedName: String, inFile file: String) -> String? {
        guard let others = otherFileDeclarations[qualifiedName] else { return nil }
        if declarationFiles[qualifiedName] == file { return qualifiedName }
        return others.first { components[$0]?.nameSite.file == file }
    }

    private mutating func merge(_ fragment: SwiftUITypeFragment, into key: String) {
        // A same-named type of another file is found by name only from its own file; its key
        // is its qualified name, so that lookups from inside it know which file they are in.
        let isOtherFileDeclaration =
            key != fragment.qualifiedName && otherFileDeclarations[fragment.qualifiedName]?.contains(key) == true
        var component =
            components[key] ?? SwiftUIComponent(name: fragment.name, qualifiedName: key, nameSite: fragment.nameSite)
        if components[key] == nil, !isOtherFileDeclaration {
            qualifiedNamesBySimpleName[fragment.name, default: []].append(key)
        }
        component.conformances.formUnion(fragment.conformances)
        if fragment.isDeclaration {
            component.nameSite = fragment.nameSite
            component.conditions = fragment.conditions
            component.storedProperties.append(contentsOf: fragment.storedProperties)
            component.declarationInitializers.append(contentsOf: fragment.initializers)
        } else {
            component.extensionInitializers.append(contentsOf: fragment.initializers)
        }
        for member in fragment.viewMembers { Self.addOverload(member, named: member.name, to: &component.members) }
        components[key] = component
    }

    /// Adds `fact` under `name`, or under `name#2`, `name#3`, … when earlier declarations took it.
    private static func addOverload(
        _ fact: SwiftUIViewMemberFact, named name: String, to table: inout [String: SwiftUIViewMemberFact]
    ) {
        guard table[name] != nil else {
            table[name] = fact
            return
        }
        var number = 2
        while table["\(name)#\(number)"] != nil { number += 1 }
        table["\(name)#\(number)"] = fact
    }

    /// Every declaration of `name` in `table` (a member, custom modifier or view function table),
    /// in declaration order.
    static func overloads(of name: String, in table: [String: SwiftUIViewMemberFact]) -> [SwiftUIViewMemberFact] {
        guard let first = table[name] else { return [] }
        var result = [first]
        var number = 2
        while let next = table["\(name)#\(number)"] {
            result.append(next)
            number += 1
        }
        return result
    }

    /// Components instantiated by call nodes anywhere in the trees (arguments and modifier
    /// closures included); a component instantiating itself does not count.
    private func collectInstantiations(_ nodes: [SwiftUIViewNode], from context: String?, into names: inout Set<String>)
    {
        for node in nodes {
            if node.baseKind == .call, let key = lookup(path: node.typePath ?? node.name, from: context), key != context
            {
                names.insert(key)
            }
            for argument in node.arguments { collectInstantiations(argument.views ?? [], from: context, into: &names) }
            for modifier in node.modifiers { collectInstantiations(modifier.childViews, from: context, into: &names) }
        }
    }
}
