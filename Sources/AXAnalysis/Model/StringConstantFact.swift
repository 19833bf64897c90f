// String-valued declarations identifiers are written with: constants, enum raw values, static
// instances of namespace structs, and functions that build identifiers from their parameters.

/// One declaration that a reference such as `IDs.login.email` or `IDs.home.row("Inbox")` can
/// name. Position-free on purpose: only values are looked up, so an edit that moves a
/// declaration changes nothing here.
package struct StringConstantFact: Hashable, Codable, Sendable {
    package enum Kind: String, Codable, Sendable {
        /// `let x = "…"` (static, instance or global) or a computed `var x: String { "…" }`:
        /// `value` is the initialiser or returned expression as a `StringExpr` template.
        case value
        /// `static let login = Login()`: an instance of `typeName` whose `let`s are read through it.
        case instance
        /// `case email = "login-email"` of an enum with `String` raw values; `value` is the raw
        /// value (the case name when implicit).
        case enumCase
        /// `func row(_ name: String) -> String { "home-row-\(name)" }`: `value` is the returned
        /// template, its `{name}` parts the parameters.
        case function
        /// `static let compose = L10n.tr("Localizable", "Common.Controls.Compose", fallback: "Compose")`
        /// (SwiftGen): `value` is the fallback, the development language's text. Only UI-test
        /// queries read it (they match labels); an identifier set from it is still run-time text.
        case localized
    }

    /// The enclosing types as written, outermost first (`IDs.Login`; the extended type for a
    /// member of an extension); empty for a global.
    package var owner: String
    package var name: String
    package var kind: Kind
    /// The value's template text (see `StringExpr.value`) and how it was written.
    package var value: String
    package var valueKind: StringExpr.Kind
    /// The instance's type as written (`Login`) for `.instance`.
    package var typeName: String?
    /// Parameter names inside the body, in order, for `.function`.
    package var parameters: [String]

    package init(owner: String, name: String, kind: Kind, value: String, valueKind: StringExpr.Kind, typeName: String? = nil, parameters: [String] = []) {
        self.owner = owner
        self.name = name
        self.kind = kind
        self.value = value
        self.valueKind = valueKind
        self.typeName = typeName
        self.parameters = parameters
    }
}
