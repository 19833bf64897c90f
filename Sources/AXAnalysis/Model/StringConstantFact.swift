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
        /// `case loginButton`, `case location(String)` of an enum without `String` raw values:
        /// `value` is the case name, what `"\(self)"` and `String(describing:)` print;
        /// `parameters` are the associated values' labels (`_` when unlabelled).
        case enumCaseName
        /// A function or subscript that hands one of its parameters, of a type other than
        /// `String`, to an identifier (`forwarder` says how): `owner` is the parameter's type as
        /// written without `?`, `name` the function's base name, `value` what it hands on with
        /// the parameter written `self` (`self.asString`, `{self}`, `self.rawValue`).
        case forwarder
        /// `static let compose = L10n.tr("Localizable", "Common.Controls.Compose", fallback: "Compose")`
        /// (SwiftGen), `static let title = NSLocalizedString("Settings.Title", comment: "")`,
        /// `String(localized:)`: a text read from a localization table in the device's language
        /// (`localization` says which); `value` is the default text written in code (SwiftGen's
        /// fallback), empty when there is none. The index's value is the development language's
        /// text, which UI tests run in.
        case localized
        /// `typealias MultihopState = MultihopStateV2`: `typeName` is the aliased type as
        /// written, whose members a reference through the alias reads.
        case alias
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
    /// Parameter names inside the body, in order, for `.function`; associated values' labels
    /// for `.enumCaseName`.
    package var parameters: [String]
    /// For `.enumCaseName`: which associated values are `String`s (printed quoted).
    package var payloadIsString: [Bool] = []
    /// For `.enumCaseName` of an enum with integer raw values: the case's raw value in decimal
    /// (`rawValue` reads it; `"\(self)"` still prints the name).
    package var rawValue: String?
    /// For `.forwarder`: where the parameter goes and how calls pass it.
    package var forwarder: IdentifierForwarder?
    /// For `.localized`: the table and key the text is read from.
    package var localization: LocalizedTextCall?

    package init(
        owner: String, name: String, kind: Kind, value: String, valueKind: StringExpr.Kind, typeName: String? = nil,
        parameters: [String] = []
    ) {
        self.owner = owner
        self.name = name
        self.kind = kind
        self.value = value
        self.valueKind = valueKind
        self.typeName = typeName
        self.parameters = parameters
    }
}

/// A localized text's table, key and the default text written in code (`value:`,
/// `defaultValue:`, SwiftGen's `fallback:`), which the app shows when the table lacks the key.
package struct LocalizedTextCall: Hashable, Codable, Sendable {
    /// The table Foundation reads when the call names none.
    package static let defaultTable = "Localizable"

    package var table: String
    package var key: String
    package var defaultText: String?
    /// The default was generated from the development-language table (SwiftGen's `fallback:`),
    /// so it is that table's text even where tables of the same name in several modules differ.
    package var defaultIsTableText: Bool

    package init(table: String, key: String, defaultText: String?, defaultIsTableText: Bool = false) {
        self.table = table
        self.key = key
        self.defaultText = defaultText
        self.defaultIsTableText = defaultIsTableText
    }
}

/// How a function or subscript forwards one parameter to an identifier: the app's setter
/// (`func setAccessibilityIdentifier(_ value: AccessibilityIdentifier?) { accessibilityIdentifier = value.map(\.asString) }`),
/// a SwiftUI overload of the modifier, or a UI-test query subscript or `matching(identifier:)`.
package struct IdentifierForwarder: Hashable, Codable, Sendable {
    package enum Role: String, Codable, Sendable {
        /// The body assigns `accessibilityIdentifier` of `self`: a call sets its receiver's.
        case setter
        /// The body applies the `accessibilityIdentifier` (or `accessibility(identifier:)`) modifier.
        case modifier
        /// The body queries by it (`self[…]`, `matching(identifier: …)`): a call is a query.
        case query
    }

    package var role: Role
    /// The parameter's name inside the body, its position and every parameter's argument
    /// label (`_` when none), so that a call can be matched to it.
    package var parameterName: String
    package var position: Int
    package var labels: [String]

    package init(role: Role, parameterName: String, position: Int, labels: [String]) {
        self.role = role
        self.parameterName = parameterName
        self.position = position
        self.labels = labels
    }
}
