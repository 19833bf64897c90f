// What a RapidA11y control's hint adds to its identifier: the index, when it differs from the
// control's position in the arrays (RA-6), since the FAQ says they are the same and the code
// never makes them so.

enum RapidA11yHintDetail {
    /// ` (index 0 ≠ position 1)`, or nil when the index is the position or not known.
    static func suffix(for identifier: ComputedIdentifier) -> String? {
        guard identifier.convention == .rapid else { return nil }
        let parts = identifier.contextKey.split(separator: "|")
        guard parts.count == 3, parts[0] == "rapid", let position = Int(parts[2]),
            let step = identifier.via.first(where: { $0.kind == .assignment && $0.detail.hasPrefix("index ") })
        else { return nil }
        let index = step.detail.dropFirst("index ".count).prefix { $0 == "-" || $0.isNumber }
        guard let value = Int(index), value != position else { return nil }
        return " (index \(value) ≠ position \(position))"
    }
}

extension RapidA11yHintDetail {
    /// A control identifier's label in its four parts, each linking to where it came from: the
    /// type to `T.accessibilityProperties`, the index and the scope to their assignments (or the
    /// information, for defaults), `_control_a11yID` to the control's property. Nil when the
    /// identifier is not a control's or its value does not split that way.
    static func labelParts(for identifier: ComputedIdentifier) -> [IdentifierHint.LabelPart]? {
        guard identifier.convention == .rapid, !identifier.via.contains(where: { $0.kind == .rootView }),
            let typeStep = identifier.via.first(where: { $0.kind == .typePrefix }),
            let type = IdentifierLabel.quoted(typeStep.detail),
            let indexStep = identifier.via.first(where: { $0.kind == .assignment && $0.detail.hasPrefix("index ") }),
            let scopeStep = identifier.via.first(where: { $0.kind == .assignment && $0.detail.hasPrefix("scope ") })
        else { return nil }
        let suffix = "_control_a11yID"
        let value = identifier.value
        guard value.hasPrefix(type + "_"), value.hasSuffix(suffix) else { return nil }
        let middle = value.dropFirst(type.count + 1).dropLast(suffix.count)
        guard let separator = middle.firstIndex(of: "_") else { return nil }
        let index = String(middle[..<separator])
        let scope = String(middle[middle.index(after: separator)...])
        var parts = [
            IdentifierHint.LabelPart(text: "\""),
            IdentifierHint.LabelPart(text: type, link: typeStep.site, tooltip: typeStep.detail),
            IdentifierHint.LabelPart(text: "_"),
            IdentifierHint.LabelPart(text: index, link: indexStep.site, tooltip: indexStep.detail)
        ]
        if scope.isEmpty {
            parts.append(IdentifierHint.LabelPart(text: "_"))
        } else {
            parts += [
                IdentifierHint.LabelPart(text: "_"),
                IdentifierHint.LabelPart(text: scope, link: scopeStep.site, tooltip: scopeStep.detail)
            ]
        }
        let property = identifier.via.last { $0.kind == .property }
        parts.append(IdentifierHint.LabelPart(text: suffix, link: identifier.elementSite, tooltip: property?.detail))
        parts.append(IdentifierHint.LabelPart(text: "\""))
        return parts
    }
}
