// EX-1: `x.accessibilityIdentifier = value` assignments.

enum ExplicitUIKitResolver {
    /// One identifier per assignment; constants resolve through `static let` strings.
    static func identifier(for assignment: ExplicitAssignmentFact, index: WorkspaceIndex) -> ComputedIdentifier {
        let (value, certainty) = resolveValue(assignment.value, index: index)
        return ComputedIdentifier(
            value: value, site: assignment.site, elementSite: assignment.targetSite, elementName: assignment.targetExpression,
            convention: .explicitUIKit, certainty: certainty,
            via: [ProvenanceStep(kind: .assignment, site: assignment.site, detail: "\(assignment.targetExpression).accessibilityIdentifier = \(assignment.value.kind == .literal ? "\"\(assignment.value.value)\"" : assignment.value.value)")],
            conditions: assignment.conditions
        )
    }

    /// A string expression's identifier text and certainty.
    static func resolveValue(_ expression: StringExpr, index: WorkspaceIndex) -> (String, Certainty) {
        switch expression.kind {
        case .literal:
            return (expression.value, .certain)
        case .interpolated:
            let value = index.constants.substitute(template: expression.value, context: nil)
            return (value.text, value.isTemplate ? .dynamic : .certain)
        case .other:
            if let value = index.constants.value(ofExpression: expression.value, context: nil) {
                return (value.text, value.isTemplate ? .dynamic : .certain)
            }
            return (expression.templateText, .dynamic)
        case .reference:
            if let constant = index.stringConstant(expression.value) { return (constant.text, constant.isTemplate ? .dynamic : .certain) }
            return (expression.templateText, .dynamic)
        }
    }
}
