// EX-1: `x.accessibilityIdentifier = value` assignments.

enum ExplicitUIKitResolver {
    /// One identifier per assignment; constants resolve through `static let` strings. A ternary
    /// (`flag ? IDs.a : IDs.b`) gives both values, each under a run-time clause of its
    /// condition (so they are never duplicates of each other), as `.accessibilityIdentifier(…)` does.
    static func identifiers(for assignment: ExplicitAssignmentFact, index: WorkspaceIndex) -> [ComputedIdentifier] {
        let via = [ProvenanceStep(kind: .assignment, site: assignment.site, detail: "\(assignment.targetExpression).accessibilityIdentifier = \(assignment.value.kind == .literal ? "\"\(assignment.value.value)\"" : assignment.value.value)")]
        func identifier(_ value: String, _ certainty: Certainty, conditions: [ConditionClause]) -> ComputedIdentifier {
            ComputedIdentifier(
                value: value, site: assignment.site, elementSite: assignment.targetSite, elementName: assignment.sameObjectAs ?? assignment.targetExpression,
                convention: .explicitUIKit, certainty: certainty, via: via, conditions: conditions)
        }
        if let alternatives = runtimeAlternatives(assignment.value, index: index, context: nil) {
            return alternatives.map { identifier($0.value.text, $0.value.isTemplate ? .dynamic : .certain, conditions: assignment.conditions + [$0.clause]) }
        }
        let (value, certainty) = resolveValue(assignment.value, index: index)
        return [identifier(value, certainty, conditions: assignment.conditions)]
    }

    /// `flag ? IDs.a : IDs.b`: each value with a run-time clause of one block per condition.
    static func runtimeAlternatives(_ expression: StringExpr, index: WorkspaceIndex, context: String?) -> [(value: StringConstantValue, clause: ConditionClause)]? {
        guard expression.kind == .other, let found = index.constants.alternatives(ofExpression: expression.value, context: context) else { return nil }
        let blockID = "runtime|ternary|" + (found.first?.condition ?? "")
        return found.enumerated().map { offset, alternative in
            (alternative.value, ConditionClause(blockID: blockID, clauseIndex: offset, text: alternative.condition))
        }
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
