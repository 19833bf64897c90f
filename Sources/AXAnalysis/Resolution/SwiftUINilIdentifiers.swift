// `nil` for an identifier: a use that passes `nil` (or leaves out a parameter whose default is
// nil) gives the component's children no identifier there, as `.accessibilityIdentifier(id ?? "")`
// sets none at run time. Never the text `{nil}`.
import SwiftSyntax

extension StringExpr {
    /// How a `nil` literal reads (`StringExprReader`: an expression of kind `other`).
    static let nilText = "nil"

    /// A `nil` literal, as an argument or a default value.
    var isNilLiteral: Bool { kind == .other && value == Self.nilText }
}

extension SwiftUIResolvedString {
    /// The value of a `nil` literal: no identifier.
    static let nilValue = SwiftUIResolvedString(text: "", isDynamic: false, steps: [], isNil: true)

    /// An explicit identifier of this value sets none (an empty literal written as such is an
    /// identifier, which `empty-identifier` reports).
    var setsNoIdentifier: Bool { isNil }
}

extension SwiftUIStringResolver {
    /// The value of `expression` when this use makes it nil or falls back past a nil: `nil`,
    /// a name bound to nil (`id`, `self.id`), `id ?? fallback` with `id` bound to nil (the
    /// fallback's value, with the steps that bound `id`; nil again when it is `""`). Nil for any
    /// other expression.
    func valueAroundNil(_ expression: StringExpr, in scope: SwiftUIScope) -> SwiftUIResolvedString? {
        if expression.isNilLiteral { return .nilValue }
        if expression.kind == .reference { return nilBinding(expression.value, in: scope) }
        guard expression.kind == .other, ByteSearch.contains(expression.value, "??"),
            let tree = SwiftSourceParser.parseSnippet(expression.value), tree.statements.count == 1,
            let sequence = tree.statements.first?.item.as(SequenceExprSyntax.self)
        else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
            let left = elements.first, let right = elements.last, let bound = nilBinding(left.trimmedText, in: scope)
        else { return nil }
        var fallback = resolve(StringExpr(kind: .other, value: right.trimmedText, site: expression.site), in: scope)
        fallback.steps = bound.steps + fallback.steps
        // `id ?? ""`: the idiom for "no identifier" where the modifier needs a string.
        if !fallback.isDynamic && fallback.text.isEmpty { fallback.isNil = true }
        return fallback
    }

    /// The binding of `name` (or `self.name`) in `scope` when it is nil.
    private func nilBinding(_ name: String, in scope: SwiftUIScope) -> SwiftUIResolvedString? {
        var bare = name.replacingPrefix("self.")
        // `id?.asString` is nil where `id` is.
        if let chained = bare.range(of: "?.") { bare = String(bare[..<chained.lowerBound]) }
        guard !bare.contains("."), case .string(let pending)? = scope.bindings[bare], pending.value.isNil else {
            return nil
        }
        return pending.value
    }
}
