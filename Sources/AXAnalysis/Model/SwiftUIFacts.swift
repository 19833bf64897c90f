// SwiftUI facts of one file: view components, their bodies as trees, scenes and previews.
// Filled by `SwiftUIExtractor`, read by `SwiftUIResolver` (branch/leaf composition, BL-n).

/// The SwiftUI part of a `FileSummary`.
package struct SwiftUIFileFacts: Hashable, Codable, Sendable {
    /// Every type declaration or extension in the file that may take part in a render tree
    /// (Views, Apps, Scenes, styles, and types with a `body`); fragments of one type in several
    /// files are merged by simple name during resolution.
    package var typeFragments: [SwiftUITypeFragment]
    /// Render roots that are not types: previews and views handed to UIKit/AppKit hosts.
    package var roots: [SwiftUIRootFact]
    /// Functions of `extension View` that return views (`func card() -> some View`): custom
    /// modifiers whose body places `self`.
    package var customModifiers: [SwiftUIViewMemberFact]
    /// Free functions (`makeBadge`) and static functions (`Components.primaryButton`, named
    /// with their type) that return views: inlined where they are called.
    package var viewFunctions: [SwiftUIViewMemberFact]
    /// Static members that make a style (`static func branded(…) -> BrandedTextFieldStyle`):
    /// `.textFieldStyle(.branded(…))` names them.
    package var styleFactories: [SwiftUIStyleFactoryFact]

    /// True for a file with no SwiftUI fact at all.
    package var isEmpty: Bool {
        typeFragments.isEmpty && roots.isEmpty && customModifiers.isEmpty && viewFunctions.isEmpty
            && styleFactories.isEmpty
    }

    package init(
        typeFragments: [SwiftUITypeFragment] = [], roots: [SwiftUIRootFact] = [],
        customModifiers: [SwiftUIViewMemberFact] = [],
        viewFunctions: [SwiftUIViewMemberFact] = [], styleFactories: [SwiftUIStyleFactoryFact] = []
    ) {
        self.typeFragments = typeFragments
        self.roots = roots
        self.customModifiers = customModifiers
        self.viewFunctions = viewFunctions
        self.styleFactories = styleFactories
    }
}

/// One declaration (`struct X: View { … }`) or extension (`extension X: View { … }`) of a type.
package struct SwiftUITypeFragment: Hashable, Codable, Sendable {
    /// The simple name (`UserDetails`; `Feature.Row` → `Row`).
    package var name: String
    /// The name with its enclosing types (`Feature.Row`); for an extension, the extended type
    /// as written (`extension Feature.Row`).
    package var qualifiedName: String
    /// True for the declaration itself, false for an extension.
    package var isDeclaration: Bool
    /// Inherited types and conformances written here, simple names (`View`, `App`, `ViewModifier`).
    package var conformances: [String]
    /// Generic parameters constrained to `View` (`Content` in `struct Card<Content: View>`).
    package var viewGenericParameters: [String]
    /// Stored instance properties in declaration order (memberwise-init order).
    package var storedProperties: [SwiftUIPropertyFact]
    /// Explicit `init`s.
    package var initializers: [SwiftUIInitializerFact]
    /// `var body: some View`, other `some View` properties and functions, an App's `body: some Scene`.
    package var viewMembers: [SwiftUIViewMemberFact]
    /// The type's name token.
    package var nameSite: SourceSite
    package var conditions: [ConditionClause]

    package init(name: String, isDeclaration: Bool, nameSite: SourceSite) {
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
package struct SwiftUIPropertyFact: Hashable, Codable, Sendable {
    package var name: String
    /// The type annotation as written (`String`, `Content`, `() -> Content`), if any.
    package var typeText: String?
    /// `let x = …` / `var x = …`.
    package var hasInitializer: Bool
    package var isLet: Bool
    /// A string literal (or interpolation) initialiser, used when the usage site does not set it.
    package var stringDefault: StringExpr?
    /// Carries a property wrapper (`@State`, `@Binding`, `@Environment` …): its value comes from
    /// run time, never from the usage site's literal. `@ViewBuilder` is not a wrapper.
    package var hasPropertyWrapper: Bool
    /// Holds views: typed with a View generic parameter, a closure, `AnyView` or `some View`.
    package var holdsViews: Bool
    package var site: SourceSite

    package init(name: String, site: SourceSite) {
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
    package var isMemberwiseParameter: Bool { !(isLet && hasInitializer) }

    /// A closure type (`() -> Content`), which a trailing closure can bind to. (A byte search:
    /// Foundation's `contains` searched through `CFString` on every binding of every
    /// instantiation the render walk made; type texts are native, contiguous strings.)
    package var isClosureTyped: Bool { typeText.map { ByteSearch.contains($0, "->") } ?? false }
}

/// A parameter of an explicit `init` or of a `some View` function.
package struct SwiftUIParameterFact: Hashable, Codable, Sendable {
    /// The argument label (nil for `_`).
    package var label: String?
    /// The name used inside the body.
    package var name: String
    package var typeText: String
    package var stringDefault: StringExpr?
    package var hasDefault: Bool

    package init(label: String?, name: String, typeText: String, stringDefault: StringExpr?, hasDefault: Bool) {
        self.label = label
        self.name = name
        self.typeText = typeText
        self.stringDefault = stringDefault
        self.hasDefault = hasDefault
    }

    package var isClosureTyped: Bool { ByteSearch.contains(typeText, "->") }
}

/// An explicit `init`: its parameters and which stored property each one sets.
package struct SwiftUIInitializerFact: Hashable, Codable, Sendable {
    package var parameters: [SwiftUIParameterFact]
    /// `self.p = param` / `self.p = param()` / `p = param`: property name → parameter name.
    package var propertyFromParameter: [String: String]
    /// `self.p = "literal"` in the body.
    package var propertyLiterals: [String: StringExpr]
    /// `self.p = param ?? "fallback"`: an expression over the parameters, resolved with the
    /// values a use gives them.
    package var propertyExpressions: [String: StringExpr] = [:]
    /// The arguments of `self.init(…)` in the body: the init hands its parameters to another
    /// init of the type, which stores them.
    package var delegatedArguments: [SwiftUIArgument]?
    package var site: SourceSite

    package init(
        parameters: [SwiftUIParameterFact], propertyFromParameter: [String: String],
        propertyLiterals: [String: StringExpr], site: SourceSite
    ) {
        self.parameters = parameters
        self.propertyFromParameter = propertyFromParameter
        self.propertyLiterals = propertyLiterals
        self.site = site
    }
}

/// A member that produces views: `body`, `var header: some View`, `func row(_:) -> some View`.
package struct SwiftUIViewMemberFact: Hashable, Codable, Sendable {
    package var name: String
    /// Parameters of a function member (empty for properties).
    package var parameters: [SwiftUIParameterFact]
    package var isFunction: Bool
    /// The views it returns, in textual order.
    package var nodes: [SwiftUIViewNode]
    package var site: SourceSite

    package init(
        name: String, parameters: [SwiftUIParameterFact], isFunction: Bool, nodes: [SwiftUIViewNode], site: SourceSite
    ) {
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
package struct SwiftUIStyleFactoryFact: Hashable, Codable, Sendable {
    /// The member's name (`branded`).
    package var name: String
    /// Its parameters (empty for a `static var`).
    package var parameters: [SwiftUIParameterFact]
    /// The extended or enclosing type (`TextFieldStyle`, `BrandedTextFieldStyle`).
    package var owner: String
    /// The construction it returns, as a call node named after the style type (`Self` and
    /// `.init` resolved to it) whose arguments refer to the parameters.
    package var construction: SwiftUIViewNode
    /// The member's name token.
    package var site: SourceSite

    package init(
        name: String, parameters: [SwiftUIParameterFact], owner: String, construction: SwiftUIViewNode, site: SourceSite
    ) {
        self.name = name
        self.parameters = parameters
        self.owner = owner
        self.construction = construction
        self.site = site
    }
}

/// A render root written as an expression: its views start with no branch (BL-3).
package struct SwiftUIRootFact: Hashable, Codable, Sendable {
    package enum Kind: String, Codable, Sendable {
        /// `#Preview { … }`, `PreviewProvider.previews`: never part of the running app.
        case preview
        /// `UIHostingController(rootView:)`, `NSHostingView(rootView:)`, `UIHostingConfiguration { … }`.
        case hosting
        /// An explicit identifier modifier written where no view tree read from the file holds
        /// it (a local `let`, a helper of a type that is no view, an element of an array): the
        /// expression it modifies, or the view member of a non-view type that holds it. EX-2 is
        /// context-free, so it is still an identifier, reported with the unreached members.
        case detached
    }

    package var kind: Kind
    /// `#Preview`, `previews`, `UIHostingController`, for messages.
    package var name: String
    package var nodes: [SwiftUIViewNode]
    package var site: SourceSite
    package var conditions: [ConditionClause]
    /// The root's number among its file's roots (for position-free context keys).
    package var ordinal: Int = 0

    package init(kind: Kind, name: String, nodes: [SwiftUIViewNode], site: SourceSite, conditions: [ConditionClause]) {
        self.kind = kind
        self.name = name
        self.nodes = nodes
        self.site = site
        self.conditions = conditions
    }
}
