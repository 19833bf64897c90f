// What a file writes that an identifier may read later: function signatures, call arguments and
// property writes. Resolution joins them across files (`ValueFlowIndex`) so that a site written
// `cell.accessibilityIdentifier = cellModel.accessibilityIdentifier` gets the values the app's
// code puts into `accessibilityIdentifier` where the model is built.

/// One parameter of a signature, or one argument of a call.
package struct ValueFlowSlot: Hashable, Codable, Sendable {
    /// The argument label (`title` in `title: x`); nil for `_` and unlabelled arguments.
    package var label: String?
    /// The parameter's name inside the body (signatures only).
    package var name: String?
    /// The parameter's type as written; for a call's argument `local.member` (or a labelled
    /// argument `local` of a method call), the local's type where its declaration says it.
    package var typeName: String?
    /// The default value (signatures) or the argument (calls), when it is a value a string can
    /// come from: a literal, an interpolation, a name or member access, `a ?? b`, a ternary.
    package var value: StringExpr?
    /// The parameter has a default value (which `value` holds when it is one a string comes from).
    package var hasDefault: Bool

    package init(
        label: String?, name: String? = nil, typeName: String? = nil, value: StringExpr? = nil, hasDefault: Bool = false
    ) {
        self.label = label
        self.name = name
        self.typeName = typeName
        self.value = value
        self.hasDefault = hasDefault
    }
}

extension ValueFlowSlot {
    /// The label of an element binding's one slot when the name is a dictionary's key or value
    /// (`dictionary.forEach { key, value in … }`).
    static let dictionaryKey = "dictionary.key"
    static let dictionaryValue = "dictionary.value"
}

package struct ValueFlowFact: Hashable, Codable, Sendable {
    package enum Kind: String, Codable, Sendable {
        /// `func name(label param: Type = default)` or `init(…)` (`name` is `init`), declared in `owner`.
        case signature
        /// A call `name(label: value, …)`: `name` is the callee as written (`CellModel`,
        /// `.phone`, `DynamicCell.phone`, `model.configure`, `.init`), `slots` every argument.
        case call
        /// `self.name = value` or `name = value` in a function of `owner`; a stored property's
        /// default (`function` nil); or `receiver.name = value` (`receiver` set).
        case write
        /// `case name(label: Type, …)` of the enum `owner`: constructed like a call
        /// (`.name(label: value)`), its associated values read back through case patterns.
        case enumCase
        /// `case let .name(a, label: b)` (or `if case`, `guard case`): `slots` are the pattern's
        /// elements (`name` is the bound name, nil for `_`), `receiver` the case as written
        /// (`.image`, `Row.image`), `site` the code that sees the bound names.
        case caseBinding
        /// `for name in items`, `items.forEach { name in … }`, `ForEach(items) { name in … }`:
        /// `name` is an element of `receiver` (a chain of names, as written) inside `site`.
        case elementBinding
        /// `var items: [Kind] { [.a, .b] }` or `let items: [Kind] = [.a, .b]` of `owner`: one element
        /// (`value`) of the array literal the property holds. Only a name bound over the property's
        /// elements reads it (`ForEach(items) { item in … }`), never a read of the property itself.
        case arrayElement
        /// `let name = switch x { case .a: .loginButton … }` (or an `if` expression, a ternary, a
        /// case): one fact per value it can hold, `site` the statements that see it.
        case localValue
        /// `view.ifLet(accessibilityId) { $0.accessibilityIdentifier($1.asString) }`: the closure's
        /// parameter `name` (`$1`) may be the call's first argument `receiver` unwrapped; the
        /// callee's name is `slots[0].name`, whose declaration says whether it is.
        case closureValue
    }

    package var kind: Kind
    package var name: String
    /// The enclosing type (or extended type) as written, outermost first (`Home.CellModel`).
    package var owner: String?
    /// The enclosing function's name (`init`, `configure`); nil at a type's top level.
    package var function: String?
    package var slots: [ValueFlowSlot]
    /// Writes through another name: the receiver as written (`model`, `cell.viewModel`), and its
    /// type when the analysis can read it where it is declared (`let model = CellModel(…)`).
    /// For a `.init(…)` call passed as a labelled argument, the outer callee and the label
    /// (`MullvadListActionItemView|item`).
    package var receiver: String?
    package var receiverType: String?
    /// The value written (writes only).
    package var value: StringExpr?
    /// `static func` / `static let`: a type member, never an instance's.
    package var isStatic: Bool
    /// A call written in a preview (`#Preview { … }`, a `PreviewProvider`'s `previews`): its
    /// sample arguments are never the running app's values.
    package var isInPreview: Bool
    /// An element binding over part of the collection (`items.filter { … }`, `for item in items
    /// where …`): typed like any element, but not every element reaches it.
    package var isOverSomeElements: Bool
    package var site: SourceSite

    package init(kind: Kind, name: String, owner: String?, function: String?, site: SourceSite) {
        self.kind = kind
        self.name = name
        self.owner = owner
        self.function = function
        self.slots = []
        self.receiver = nil
        self.receiverType = nil
        self.value = nil
        self.isStatic = false
        self.isInPreview = false
        self.isOverSomeElements = false
        self.site = site
    }
}
