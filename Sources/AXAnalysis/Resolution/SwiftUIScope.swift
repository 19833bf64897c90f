// What a component instance knows while its body is walked: the values its usage site gave
// its properties (BL-7) and the views passed into its content slots (BL-3).

/// A string after resolution: literal text, or a template with `{expr}` parts.
struct SwiftUIResolvedString {
    var text: String
    var isDynamic: Bool
    /// `.property` steps saying which usage site supplied the value.
    var steps: [ProvenanceStep]
    /// The value is `nil` (`SwiftUINilIdentifiers`): an identifier of it sets none.
    var isNil = false
    /// The value holds a localized text (`StringConstantValue.isLocalized`).
    var isLocalized = false
    /// The enum case the value was converted from (`AccessibilityIdentifier.loginButton` for
    /// `.loginButton` through the app's modifier overload), so that a body reading
    /// `id.asString` or `id.rawValue` gets that case's member.
    var caseReference: String?
}

/// A string binding, resolved the first time the walk reads it. Most arguments a view is given
/// (titles, labels, icons) never reach an identifier, and resolving every argument of every
/// instantiation was about half of the SwiftUI walk on real apps. Resolution reads
/// only the string constants and immutable scopes, so resolving later gives the same value.
/// A walk and its scopes belong to one thread.
final class SwiftUIPendingString {
    private var resolve: (() -> SwiftUIResolvedString)?
    private var resolved: SwiftUIResolvedString?

    init(_ resolve: @escaping () -> SwiftUIResolvedString) { self.resolve = resolve }

    var value: SwiftUIResolvedString {
        if let resolved { return resolved }
        let value = resolve?() ?? SwiftUIResolvedString(text: "{?}", isDynamic: true, steps: [])
        resolved = value
        resolve = nil
        return value
    }

    /// The same binding with `change` applied to its value when it is read.
    func map(_ change: @escaping (SwiftUIResolvedString) -> SwiftUIResolvedString) -> SwiftUIPendingString {
        SwiftUIPendingString { change(self.value) }
    }
}

/// The value of a property or parameter in one usage context.
enum SwiftUIBinding {
    case string(SwiftUIPendingString)
    /// Views passed in (a ViewBuilder closure or a view argument), evaluated in the scope of
    /// the site that wrote them, with the environment of the place the slot is used. For a
    /// closure, its parameter names (`closureParameterNames`; empty for `$0`, `$1`, …), which a
    /// call of the slot with arguments binds (`transform(self)` in a helper); nil for views.
    case views([SwiftUIViewNode], owner: SwiftUIScope, closureParameters: [String]? = nil)
}

/// One component instance (or a preview): its bindings. A class so content closures can
/// refer back to the scope that wrote them without copying it.
final class SwiftUIScope {
    let component: SwiftUIComponent?
    let bindings: [String: SwiftUIBinding]
    /// For messages: `ContentView`, `#Preview`.
    let displayName: String
    /// This scope's number in the walker's `SwiftUIWalkMemo`, once asked for.
    var walkMemoID: Int?
    /// Whether each view binding asked about holds only inert views (`SwiftUIInertViews`).
    var inertBindings: [String: Bool] = [:]
    /// The bindings that are a closure's parameters, given by the helper that called it
    /// (`$0` in `.if(flag) { $0.… }`): the view they hold renders whether or not the helper's
    /// condition held.
    private(set) var closureParameters: Set<String> = []
    /// For the body of a custom modifier: the call it was inlined at (`SwiftUICallSite.key`).
    /// The body's run-time `if`/`switch` choices are this call's, not every call's: two calls
    /// of `.if(flag)` on one screen can take different paths.
    var helperCall: String?

    init(component: SwiftUIComponent?, bindings: [String: SwiftUIBinding], displayName: String) {
        self.component = component
        self.bindings = bindings
        self.displayName = displayName
    }

    /// The same component with more bindings (a `some View` function's parameters).
    func adding(_ extra: [String: SwiftUIBinding]) -> SwiftUIScope {
        SwiftUIScope(
            component: component, bindings: bindings.merging(extra) { _, new in new }, displayName: displayName)
    }

    /// The scope a closure's views are walked in when a helper calls it with arguments: the
    /// scope that wrote it, with its parameters bound.
    func addingClosureParameters(_ parameters: [String: SwiftUIBinding]) -> SwiftUIScope {
        let scope = adding(parameters)
        scope.closureParameters = closureParameters.union(parameters.keys)
        return scope
    }
}

/// Resolves string arguments against a scope (bound properties and parameters, BL-7) and the
/// workspace's string constants (`StringConstantIndex`).
struct SwiftUIStringResolver {
    let index: WorkspaceIndex

    /// `flag ? IDs.a : IDs.b`: each value with its condition, or nil for any other expression,
    /// and nil when this use decides the condition (`decidedAlternative`).
    func alternatives(_ expression: StringExpr?, in scope: SwiftUIScope) -> [(
        value: SwiftUIResolvedString, condition: String
    )]? {
        guard let found = allAlternatives(expression, in: scope) else { return nil }
        return Self.decidedIndex(of: found, in: scope) == nil ? found : nil
    }

    /// `sendToBitwarden ? "A" : "B"` where this use binds `sendToBitwarden` to a boolean literal
    /// (`addButton(sendToBitwarden: true)`, also through a helper that forwards its parameter):
    /// the one value this use shows, not both under a run-time choice.
    private func decidedAlternative(_ expression: StringExpr?, in scope: SwiftUIScope) -> SwiftUIResolvedString? {
        // Most expressions are no ternary on a bound boolean: ask before parsing one.
        guard let expression, expression.kind == .other, !scope.bindings.isEmpty,
            let mark = expression.value.firstIndex(of: "?"),
            Self.boundBoolean(String(expression.value[..<mark]), in: scope) != nil,
            let found = allAlternatives(expression, in: scope), let index = Self.decidedIndex(of: found, in: scope),
            found.indices.contains(index)
        else { return nil }
        return found[index].value
    }

    /// The alternative a condition that is a bound boolean (`flag`, `self.flag`, `!flag`) picks.
    private static func decidedIndex(
        of alternatives: [(value: SwiftUIResolvedString, condition: String)], in scope: SwiftUIScope
    ) -> Int? {
        guard alternatives.count == 2, let condition = alternatives.first?.condition,
            let holds = boundBoolean(condition, in: scope)
        else { return nil }
        return holds ? 0 : 1
    }

    /// The value of `condition` when it is a name this use binds to a boolean literal, or its negation.
    private static func boundBoolean(_ condition: String, in scope: SwiftUIScope) -> Bool? {
        let condition = condition.trimmingCharacters(in: .whitespaces)
        let negated = condition.hasPrefix("!")
        let name = String(negated ? condition.dropFirst() : condition[...]).trimmingCharacters(in: .whitespaces)
            .replacingPrefix("self.")
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            case .string(let pending)? = scope.bindings[name]
        else { return nil }
        let value = pending.value
        guard !value.isDynamic, !value.isNil, value.text == "true" || value.text == "false" else { return nil }
        return (value.text == "true") != negated
    }

    private func allAlternatives(_ expression: StringExpr?, in scope: SwiftUIScope) -> [(
        value: SwiftUIResolvedString, condition: String
    )]? {
        guard let expression, expression.kind == .other else { return nil }
        var steps: [ProvenanceStep] = []
        let bound: (String) -> StringConstantValue? = { boundValue($0, in: scope, steps: &steps) }
        let context = scope.component?.qualifiedName
        guard let found = index.constants.alternatives(ofExpression: expression.value, context: context, bound: bound)
        else { return nil }
        return found.map { alternative in
            // `flag ? .selectedOption : nil` through the app's own overload of the modifier: the
            // case is converted as that overload converts it.
            let value = alternative.value
            // `flag ? .selectedOption : nil`: the nil branch sets no identifier.
            if value.isTemplate, value.text == "{nil}" {
                return (
                    SwiftUIResolvedString(text: value.text, isDynamic: true, steps: steps, isNil: true),
                    alternative.condition
                )
            }
            if value.isTemplate, value.text.hasPrefix("{"), value.text.hasSuffix("}"),
                case .value(let converted, _)? = index.constants.forwardedValue(
                    ofExpression: String(value.text.dropFirst().dropLast()), role: .modifier, context: context,
                    bound: bound)
            {
                return (
                    SwiftUIResolvedString(text: converted.text, isDynamic: converted.isTemplate, steps: steps),
                    alternative.condition
                )
            }
            var resolved = SwiftUIResolvedString(text: value.text, isDynamic: value.isTemplate, steps: steps)
            resolved.isLocalized = value.isLocalized
            return (resolved, alternative.condition)
        }
    }

    /// A bare name (or `self.name`) bound to a string in `scope` (BL-7), with the binding's
    /// steps added to `steps`; nil for anything else.
    private func boundValue(_ text: String, in scope: SwiftUIScope, steps: inout [ProvenanceStep])
        -> StringConstantValue?
    {
        let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        guard !name.contains("."), let binding = scope.bindings[name], case .string(let pending) = binding else {
            return nil
        }
        let value = pending.value
        steps.append(contentsOf: value.steps)
        return StringConstantValue(text: value.text, isTemplate: value.isDynamic, isLocalized: value.isLocalized)
    }

    /// A run-time clause of a custom modifier's body as this call makes it: one block per call
    /// (`helperCall`), its text with the helper's parameters replaced by what the call passes
    /// (`runtime: condition` → `runtime: isOn`). Other clauses are returned unchanged.
    func clause(_ clause: ConditionClause, in scope: SwiftUIScope) -> ConditionClause {
        guard let call = scope.helperCall, !clause.isCompilationCondition, clause.blockID.hasPrefix("runtime|") else {
            return clause
        }
        var text = ""
        var word = ""
        func flush() {
            defer { word = "" }
            guard !word.isEmpty, case .string(let pending)? = scope.bindings[word] else {
                text += word
                return
            }
            // A run-time expression reads as written; a boolean as itself; a string the
            // call passes (`if let id` of a literal) leaves the parameter's name.
            let value = pending.value
            if value.isDynamic, value.text.hasPrefix("{"), value.text.hasSuffix("}"),
                value.text.dropFirst().firstIndex(of: "{") == nil
            {
                text += value.text.dropFirst().dropLast()
            } else if !value.isDynamic, !value.isNil, value.text == "true" || value.text == "false" {
                text += value.text
            } else {
                text += word
            }
        }
        for character in clause.text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                text.append(character)
            }
        }
        flush()
        return ConditionClause(blockID: clause.blockID + "@" + call, clauseIndex: clause.clauseIndex, text: text)
    }

    func resolve(_ expression: StringExpr?, in scope: SwiftUIScope) -> SwiftUIResolvedString {
        guard let expression else { return SwiftUIResolvedString(text: "{?}", isDynamic: true, steps: []) }
        let context = scope.component?.qualifiedName
        var steps: [ProvenanceStep] = []
        let bound: (String) -> StringConstantValue? = { boundValue($0, in: scope, steps: &steps) }
        if let aroundNil = valueAroundNil(expression, in: scope) { return aroundNil }
        if let decided = decidedAlternative(expression, in: scope) { return decided }
        // `id?.asString ?? title` with `id` bound to a case: that case's `asString`.
        if expression.kind == .other, let coalescing = expression.value.range(of: " ?? "),
            let converted = convertedBoundCase(String(expression.value[..<coalescing.lowerBound]), in: scope)
        {
            return converted
        }
        let value: StringConstantValue?
        switch expression.kind {
        case .literal:
            return SwiftUIResolvedString(text: expression.value, isDynamic: false, steps: [])
        case .reference, .other:
            value = index.constants.value(ofExpression: expression.value, context: context, bound: bound)
        case .interpolated:
            value = index.constants.substitute(template: expression.value, context: context, bound: bound)
        }
        if value == nil, expression.kind != .interpolated,
            case .value(let converted, let type)? = index.constants.forwardedValue(
                ofExpression: expression.value, role: .modifier, context: context, bound: bound)
        {
            // `.accessibilityIdentifier(.loginButton)`: a case of the app's identifier enum,
            // through its own overload of the modifier, which converts it.
            var resolved = SwiftUIResolvedString(text: converted.text, isDynamic: converted.isTemplate, steps: steps)
            let written = expression.value.trimmingCharacters(in: .whitespaces)
            if !written.contains("("), let caseName = written.split(separator: ".").last {
                resolved.caseReference = "\(type).\(caseName)"
            }
            return resolved
        }
        if value?.isTemplate ?? true, expression.kind == .reference,
            let converted = convertedBoundCase(expression.value, in: scope)
        {
            return converted
        }
        guard let value else { return SwiftUIResolvedString(text: "{\(expression.value)}", isDynamic: true, steps: []) }
        var resolved = SwiftUIResolvedString(text: value.text, isDynamic: value.isTemplate, steps: steps)
        resolved.isLocalized = value.isLocalized
        return resolved
    }

    /// `accessibilityId.asString` where this use binds `accessibilityId` to `.rowA`, a case of
    /// the enum the app's identifier helpers take: that case's `asString` (or `rawValue`).
    private func convertedBoundCase(_ text: String, in scope: SwiftUIScope) -> SwiftUIResolvedString? {
        guard let dot = text.lastIndex(of: ".") else { return nil }
        let member = String(text[text.index(after: dot)...])
        var base = String(text[..<dot])
        while base.hasSuffix("?") || base.hasSuffix("!") { base.removeLast() }
        if base.hasPrefix("self.") { base = String(base.dropFirst(5)) }
        guard !base.isEmpty, !base.contains("."), !member.isEmpty else { return nil }
        guard let binding = scope.bindings[base], case .string(let pending) = binding else { return nil }
        let bound = pending.value
        guard let reference = bound.caseReference, let converted = index.constants.value(of: "\(reference).\(member)")
        else { return nil }
        return SwiftUIResolvedString(text: converted.text, isDynamic: converted.isTemplate, steps: bound.steps)
    }
}
