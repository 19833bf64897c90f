// What a component instance knows while its body is walked: the values its usage site gave
// its properties (BL-7) and the views passed into its content slots (BL-3).

/// A string after resolution: literal text, or a template with `{expr}` parts.
struct SwiftUIResolvedString {
    var text: String
    var isDynamic: Bool
    /// `.property` steps saying which usage site supplied the value.
    var steps: [ProvenanceStep]
}

/// The value of a property or parameter in one usage context.
enum SwiftUIBinding {
    case string(SwiftUIResolvedString)
    /// Views passed in (a ViewBuilder closure or a view argument), evaluated in the scope of
    /// the site that wrote them, with the environment of the place the slot is used.
    case views([SwiftUIViewNode], owner: SwiftUIScope)
}

/// One component instance (or a preview): its bindings. A class so content closures can
/// refer back to the scope that wrote them without copying it.
final class SwiftUIScope {
    let component: SwiftUIComponent?
    let bindings: [String: SwiftUIBinding]
    /// For messages: `ContentView`, `#Preview`.
    let displayName: String

    init(component: SwiftUIComponent?, bindings: [String: SwiftUIBinding], displayName: String) {
        self.component = component
        self.bindings = bindings
        self.displayName = displayName
    }

    /// The same component with more bindings (a `some View` function's parameters).
    func adding(_ extra: [String: SwiftUIBinding]) -> SwiftUIScope {
        SwiftUIScope(component: component, bindings: bindings.merging(extra) { _, new in new }, displayName: displayName)
    }
}

/// Resolves string arguments against a scope and the workspace's `static let` constants.
struct SwiftUIStringResolver {
    let index: WorkspaceIndex

    func resolve(_ expression: StringExpr?, in scope: SwiftUIScope) -> SwiftUIResolvedString {
        guard let expression else { return SwiftUIResolvedString(text: "{?}", isDynamic: true, steps: []) }
        switch expression.kind {
        case .literal:
            return SwiftUIResolvedString(text: expression.value, isDynamic: false, steps: [])
        case .reference:
            return resolveReference(expression.value, in: scope)
                ?? SwiftUIResolvedString(text: "{\(expression.value)}", isDynamic: true, steps: [])
        case .interpolated:
            return resolveTemplate(expression.value, in: scope)
        case .other:
            return SwiftUIResolvedString(text: "{\(expression.value)}", isDynamic: true, steps: [])
        }
    }

    /// `branch`, `self.branch` (a bound property or parameter), or `Ids.title` (a constant).
    private func resolveReference(_ text: String, in scope: SwiftUIScope) -> SwiftUIResolvedString? {
        let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        if !name.contains("."), let binding = scope.bindings[name], case .string(let value) = binding {
            return value
        }
        if let constant = index.stringConstant(text) {
            return SwiftUIResolvedString(text: constant, isDynamic: false, steps: [])
        }
        return nil
    }

    /// Substitutes `{name}` parts that are bound or constant; the rest stay run-time parts.
    private func resolveTemplate(_ template: String, in scope: SwiftUIScope) -> SwiftUIResolvedString {
        var result = SwiftUIResolvedString(text: "", isDynamic: false, steps: [])
        var remaining = Substring(template)
        while let open = remaining.firstIndex(of: "{") {
            result.text += remaining[..<open]
            guard let close = remaining[open...].firstIndex(of: "}") else {
                result.text += remaining[open...]
                remaining = ""
                break
            }
            let inner = String(remaining[remaining.index(after: open)..<close])
            if let value = resolveReference(inner, in: scope) {
                result.text += value.text
                result.isDynamic = result.isDynamic || value.isDynamic
                result.steps.append(contentsOf: value.steps)
            } else {
                result.text += "{\(inner)}"
                result.isDynamic = true
            }
            remaining = remaining[remaining.index(after: close)...]
        }
        result.text += remaining
        return result
    }
}
