// One view expression of a SwiftUI body as a syntax-free tree: the base view, its modifier
// chain in textual order and the views nested in its closures and arguments.

/// A view expression: `Text("x").font(.body).accessibilityIdentifierLeaf("L")` is one node
/// whose base is `Text` and whose modifiers are `font`, `accessibilityIdentifierLeaf`.
package struct SwiftUIViewNode: Hashable, Codable, Sendable {
    package enum BaseKind: String, Codable, Sendable {
        /// `Name(…)` / `Name { … }` / `Module.Name(…)`: a built-in view or a component.
        case call
        /// `name`, `self.name`, `name()`, `name(args)`: a content slot, a `some View` member or
        /// a local value; the resolver decides from the enclosing component.
        case reference
        /// Anything else that carries modifiers (a literal, `Color.red`, an unknown expression).
        case other
    }

    package var baseKind: BaseKind
    /// The callee's simple name (`VStack`, `UserDetails`, `content`, `row`).
    package var name: String
    /// The callee as written when it is qualified (`Profile.Row`), for lookups among types
    /// that share a simple name; nil for a simple name.
    package var typePath: String?
    /// The base name token (`Text` in `Text("x")`), where control findings are reported.
    package var nameSite: SourceSite
    /// The whole expression, base and every modifier: the element identifiers apply to.
    package var site: SourceSite
    /// Arguments of the base call, trailing closures last, in textual order.
    package var arguments: [SwiftUIArgument]
    /// Modifiers innermost first (textual order). The last one is the outermost (BL-4).
    package var modifiers: [SwiftUIModifier]
    /// `#if` blocks inside the modifier chain (`#if DEBUG .branch("D") #endif`), each with all
    /// of its clauses (an implicit empty `#else` included), so resolution can try each clause.
    package var chainConditionBlocks: [SwiftUIChainConditionBlock]
    /// The `#if` clauses around the expression in its file.
    package var conditions: [ConditionClause]
    /// The node's number in its file (extraction order). Usage contexts are keyed by it rather
    /// than by offsets, so an edit that only moves code keeps every `contextKey`.
    package var ordinal: Int

    package init(baseKind: BaseKind, name: String, nameSite: SourceSite, site: SourceSite) {
        self.baseKind = baseKind
        self.name = name
        self.typePath = nil
        self.nameSite = nameSite
        self.site = site
        self.arguments = []
        self.modifiers = []
        self.chainConditionBlocks = []
        self.conditions = []
        self.ordinal = 0
    }
}

/// One argument of a view call or modifier: a string, views (closure or view expression), or other.
package struct SwiftUIArgument: Hashable, Codable, Sendable {
    /// The label (nil for unlabelled and for the first trailing closure).
    package var label: String?
    /// A string-valued argument (literal, interpolation, reference).
    package var string: StringExpr?
    /// Views built by a closure or a view expression argument, in textual order; nil when the
    /// argument is not a closure or a view.
    package var views: [SwiftUIViewNode]?
    /// The argument is a closure (literal `{ … }`), as opposed to a value.
    package var isClosure: Bool
    package var isTrailingClosure: Bool
    /// A boolean literal (`isEnabled: true`), if it is one.
    package var booleanLiteral: Bool?
    /// For the argument of a `.…Style(…)` modifier, the static member it names
    /// (`.branded(accessibilityIdentifier: x)`, `.branded`, `BrandedStyle.branded(…)`), as a
    /// node of kind `other` with the member's name and arguments: how style factories are named.
    package var implicitMember: SwiftUIViewNode?
    package var site: SourceSite
    /// A closure's first parameter (`item` in `{ item in … }`), for the fix of
    /// `identifier-repeated-in-list`; nil for other arguments and `$0` closures.
    package var closureParameter: String?
    /// Every parameter a closure names, in order (`_` where it names none); empty for a closure
    /// without a signature, whose parameters are `$0`, `$1`, …. A helper that calls the closure
    /// with `self` (`transform(self)`) binds them to its arguments.
    package var closureParameterNames: [String]
    /// A key-path argument as written (`\.self`, `\.id` of `ForEach(items, id: \.id)`).
    package var keyPath: String?
    /// A range argument (`0..<count`, `items.indices`): its elements are their own ids.
    package var isRange: Bool
    /// The views are the closures of an enum case or static member the argument constructs
    /// (`Row(kind: .custom { … })`): data the callee renders somewhere its body does not name,
    /// so they bind no parameter and render at the call.
    package var isCasePayload: Bool

    package init(label: String?, site: SourceSite) {
        self.label = label
        self.string = nil
        self.implicitMember = nil
        self.views = nil
        self.isClosure = false
        self.isTrailingClosure = false
        self.booleanLiteral = nil
        self.site = site
        self.closureParameter = nil
        self.closureParameterNames = []
        self.keyPath = nil
        self.isRange = false
        self.isCasePayload = false
    }
}

/// A modifier in a chain, with what matters to identifiers recognised by API name.
package struct SwiftUIModifier: Hashable, Codable, Sendable {
    package enum Kind: String, Codable, Sendable {
        /// `.accessibilityIdentifierBranch(_:)` (BL-1).
        case branch
        /// `.accessibilityIdentifierLeaf(_:)` (BL-2).
        case leaf
        /// `.accessibilityIdentifier(_:)`, `.accessibilityIdentifier(_:isEnabled:)`,
        /// `.accessibility(identifier:)` (EX-2).
        case explicitIdentifier
        /// `.accessibilityElement(children:)`: the element keeps its identifier to itself.
        case accessibilityElement
        /// Anything else (`padding`, `overlay { … }`, `sheet { … }`).
        case other
    }

    package var kind: Kind
    /// The modifier's name (`accessibilityIdentifierLeaf`).
    package var name: String
    /// The modifier name token; identifiers are reported here.
    package var nameSite: SourceSite
    /// The identifier/branch/leaf argument.
    package var value: StringExpr?
    /// `isEnabled:` of `.accessibilityIdentifier(_:isEnabled:)`: nil when absent, else the
    /// literal (`true`/`false`) or nil-with-`isEnabledIsDynamic`.
    package var isEnabledLiteral: Bool?
    package var isEnabledIsDynamic: Bool
    /// Arguments of an `other` modifier (strings for custom modifiers' parameters, views in
    /// closures and view arguments such as `overlay { … }`, `sheet { … }`).
    package var arguments: [SwiftUIArgument]
    /// The `#if` clauses of the chain this modifier sits in (empty when unconditional); see
    /// `SwiftUIViewNode.chainConditionBlocks`.
    package var chainConditions: [ConditionClause]

    /// Views in the modifier's closures and view arguments: they see the environment at this
    /// modifier's position.
    package var childViews: [SwiftUIViewNode] { arguments.flatMap { $0.views ?? [] } }

    package init(kind: Kind, name: String, nameSite: SourceSite) {
        self.kind = kind
        self.name = name
        self.nameSite = nameSite
        self.value = nil
        self.isEnabledLiteral = nil
        self.isEnabledIsDynamic = false
        self.arguments = []
        self.chainConditions = []
    }
}

/// A postfix `#if` block inside a modifier chain and all of its clauses.
package struct SwiftUIChainConditionBlock: Hashable, Codable, Sendable {
    package var blockID: String
    /// Every clause, including a synthesised empty `#else` when the block has none.
    package var clauses: [ConditionClause]

    package init(blockID: String, clauses: [ConditionClause]) {
        self.blockID = blockID
        self.clauses = clauses
    }
}

extension SwiftUIViewNode {
    /// `screenshotPrevented(accessibilityIdentifier: id)` with no receiver, as the modifier of
    /// `self` it is inside an `extension View` function when no file declares the name (the walk
    /// decides): nil unless it passes an argument `identifierHelperArgument` takes.
    package var implicitSelfIdentifierHelper: SwiftUIModifier? {
        guard baseKind == .reference, !arguments.isEmpty else { return nil }
        var modifier = SwiftUIModifier(kind: .other, name: name, nameSite: nameSite)
        modifier.arguments = arguments
        return modifier.identifierHelperArgument == nil ? nil : modifier
    }
}

extension SwiftUIModifier {
    /// For a modifier of kind `other`, the argument that may be an identifier it applies: the
    /// first unlabelled string of one whose name says it sets one
    /// (`.optionalAccessibilityIdentifier(id)`), or an `accessibilityIdentifier:`
    /// (`accessibilityId:`) argument (`.screenshotPrevented(accessibilityIdentifier: id)`). A
    /// package's helper most likely applies it; the walk decides by whether the workspace
    /// declares the modifier.
    package var identifierHelperArgument: SwiftUIArgument? {
        guard kind == .other else { return nil }
        if modifierNameSetsIdentifier {
            return arguments.first { $0.label == nil && $0.string != nil }
        }
        return arguments.first { argument in
            guard argument.string != nil, let label = argument.label else { return false }
            return label == "accessibilityIdentifier" || label == "accessibilityId" || label == "accessibilityID"
        }
    }

    private var modifierNameSetsIdentifier: Bool {
        name != "accessibilityIdentifier" && ByteSearch.contains(name, "ccessibilityIdentifier")
    }
}
