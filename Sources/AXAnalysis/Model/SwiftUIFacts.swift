// SwiftUI facts of one file: view components, their bodies as trees, scenes and previews.
// Filled by `SwiftUIExtractor`, read by `SwiftUIResolver` (branch/leaf composition, BL-n).

/// The SwiftUI part of a `FileSummary`.
public struct SwiftUIFileFacts: Hashable, Codable, Sendable {
    /// Every type declaration or extension in the file that may take part in a render tree
    /// (Views, Apps, Scenes, styles, and types with a `body`); fragments of one type in several
    /// files are merged by simple name during resolution.
    public var typeFragments: [SwiftUITypeFragment]
    /// Render roots that are not types: previews and views handed to UIKit/AppKit hosts.
    public var roots: [SwiftUIRootFact]
    /// Functions of `extension View` that return views (`func card() -> some View`): custom
    /// modifiers whose body places `self`.
    public var customModifiers: [SwiftUIViewMemberFact]
    /// Free functions (`makeBadge`) and static functions (`Components.primaryButton`, named
    /// with their type) that return views: inlined where they are called.
    public var viewFunctions: [SwiftUIViewMemberFact]
    /// Static members that make a style (`static func branded(…) -> BrandedTextFieldStyle`):
    /// `.textFieldStyle(.branded(…))` names them.
    public var styleFactories: [SwiftUIStyleFactoryFact]

    public init(typeFragments: [SwiftUITypeFragment] = [], roots: [SwiftUIRootFact] = [], customModifiers: [SwiftUIViewMemberFact] = [],
                viewFunctions: [SwiftUIViewMemberFact] = [], styleFactories: [SwiftUIStyleFactoryFact] = []) {
        self.typeFragments = typeFragments
        self.roots = roots
        self.customModifiers = customModifiers
        self.viewFunctions = viewFunctions
        self.styleFactories = styleFactories
    }
}

/// One declaration (`struct X: View { … }`) or extension (`extension X: View { … }`) of a type.
public struct SwiftUITypeFragment: Hashable, Codable, Sendable {
    /// The simple name (`UserDetails`; `Feature.Row` → `Row`).
    public var name: String
    /// The name with its enclosing types (`Feature.Row`); for an extension, the extended type
    /// as written (`extension Feature.Row`).
    public var qualifiedName: String
    /// True for the declaration itself, false for an extension.
    public var isDeclaration: Bool
    /// Inherited types and conformances written here, simple names (`View`, `App`, `ViewModifier`).
    public var conformances: [String]
    /// Generic parameters constrained to `View` (`Content` in `struct Card<Content: View>`).
    public var viewGenericParameters: [String]
    /// Stored instance properties in declaration order (memberwise-init order).
    public var storedProperties: [SwiftUIPropertyFact]
    /// Explicit `init`s.
    public var initializers: [SwiftUIInitializerFact]
    /// `var body: some View`, other `some View` properties and functions, an App's `body: some Scene`.
    public var viewMembers: [SwiftUIViewMemberFact]
    /// The type's name token.
    public var nameSite: SourceSite
    public var conditions: [ConditionClause]

    public init(name: String, isDeclaration: Bool, nameSite: SourceSite) {
        self.name = name
        self.qualifiedName = name
        self.isDeclaration = isDeclaration
        self.conformances = []
        self.viewGenericParameters = []
        self.storedProperties = []
        self.initializers = []
        self.viewMembers = []
        self.nameSite = nameSite
        self.conditions = []
    }
}

/// A stored property of a view component, as far as usage sites can set it (BL-7, content slots).
public struct SwiftUIPropertyFact: Hashable, Codable, Sendable {
    public var name: String
    /// The type annotation as written (`String`, `Content`, `() -> Content`), if any.
    public var typeText: String?
    /// `let x = …` / `var x = …`.
    public var hasInitializer: Bool
    public var isLet: Bool
    /// A string literal (or interpolation) initialiser, used when the usage site does not set it.
    public var stringDefault: StringExpr?
    /// Carries a property wrapper (`@State`, `@Binding`, `@Environment` …): its value comes from
    /// run time, never from the usage site's literal. `@ViewBuilder` is not a wrapper.
    public var hasPropertyWrapper: Bool
    /// Holds views: typed with a View generic parameter, a closure, `AnyView` or `some View`.
    public var holdsViews: Bool
    public var site: SourceSite

    public init(name: String, site: SourceSite) {
        self.name = name
        self.typeText = nil
        self.hasInitializer = false
        self.isLet = false
        self.stringDefault = nil
        self.hasPropertyWrapper = false
        self.holdsViews = false
        self.site = site
    }

    /// Part of the memberwise initialiser (a `let` with an initial value is not).
    public var isMemberwiseParameter: Bool { !(isLet && hasInitializer) }

    /// A closure type (`() -> Content`), which a trailing closure can bind to.
    public var isClosureTyped: Bool { typeText?.contains("->") ?? false }
}

/// A parameter of an explicit `init` or of a `some View` function.
public struct SwiftUIParameterFact: Hashable, Codable, Sendable {
    /// The argument label (nil for `_`).
    public var label: String?
    /// The name used inside the body.
    public var name: String
    public var typeText: String
    public var stringDefault: StringExpr?
    public var hasDefault: Bool

    public init(label: String?, name: String, typeText: String, stringDefault: StringExpr?, hasDefault: Bool) {
        self.label = label
        self.name = name
        self.typeText = typeText
        self.stringDefault = stringDefault
        self.hasDefault = hasDefault
    }

    public var isClosureTyped: Bool { typeText.contains("->") }
}

/// An explicit `init`: its parameters and which stored property each one sets.
public struct SwiftUIInitializerFact: Hashable, Codable, Sendable {
    public var parameters: [SwiftUIParameterFact]
    /// `self.p = param` / `self.p = param()` / `p = param`: property name → parameter name.
    public var propertyFromParameter: [String: String]
    /// `self.p = "literal"` in the body.
    public var propertyLiterals: [String: StringExpr]
    public var site: SourceSite

    public init(parameters: [SwiftUIParameterFact], propertyFromParameter: [String: String], propertyLiterals: [String: StringExpr], site: SourceSite) {
        self.parameters = parameters
        self.propertyFromParameter = propertyFromParameter
        self.propertyLiterals = propertyLiterals
        self.site = site
    }
}

/// A member that produces views: `body`, `var header: some View`, `func row(_:) -> some View`.
public struct SwiftUIViewMemberFact: Hashable, Codable, Sendable {
    public var name: String
    /// Parameters of a function member (empty for properties).
    public var parameters: [SwiftUIParameterFact]
    public var isFunction: Bool
    /// The views it returns, in textual order.
    public var nodes: [SwiftUIViewNode]
    public var site: SourceSite

    public init(name: String, parameters: [SwiftUIParameterFact], isFunction: Bool, nodes: [SwiftUIViewNode], site: SourceSite) {
        self.name = name
        self.parameters = parameters
        self.isFunction = isFunction
        self.nodes = nodes
        self.site = site
    }
}

/// A static style factory: `static func branded(accessibilityIdentifier: String) -> BrandedTextFieldStyle
/// { BrandedTextFieldStyle(accessibilityIdentifier: accessibilityIdentifier) }` in
/// `extension TextFieldStyle where Self == BrandedTextFieldStyle` or in the style type itself,
/// or a `static var` returning one. Only a body that returns one construction is read.
public struct SwiftUIStyleFactoryFact: Hashable, Codable, Sendable {
    /// The member's name (`branded`).
    public var name: String
    /// Its parameters (empty for a `static var`).
    public var parameters: [SwiftUIParameterFact]
    /// The extended or enclosing type (`TextFieldStyle`, `BrandedTextFieldStyle`).
    public var owner: String
    /// The construction it returns, as a call node named after the style type (`Self` and
    /// `.init` resolved to it) whose arguments refer to the parameters.
    public var construction: SwiftUIViewNode
    /// The member's name token.
    public var site: SourceSite

    public init(name: String, parameters: [SwiftUIParameterFact], owner: String, construction: SwiftUIViewNode, site: SourceSite) {
        self.name = name
        self.parameters = parameters
        self.owner = owner
        self.construction = construction
        self.site = site
    }
}

/// A render root written as an expression: its views start with no branch (BL-3).
public struct SwiftUIRootFact: Hashable, Codable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// `#Preview { … }`, `PreviewProvider.previews`: never part of the running app.
        case preview
        /// `UIHostingController(rootView:)`, `NSHostingView(rootView:)`, `UIHostingConfiguration { … }`.
        case hosting
    }

    public var kind: Kind
    /// `#Preview`, `previews`, `UIHostingController`, for messages.
    public var name: String
    public var nodes: [SwiftUIViewNode]
    public var site: SourceSite
    public var conditions: [ConditionClause]
    /// The root's number among its file's roots (for position-free context keys).
    public var ordinal: Int = 0

    public init(kind: Kind, name: String, nodes: [SwiftUIViewNode], site: SourceSite, conditions: [ConditionClause]) {
        self.kind = kind
        self.name = name
        self.nodes = nodes
        self.site = site
        self.conditions = conditions
    }
}
