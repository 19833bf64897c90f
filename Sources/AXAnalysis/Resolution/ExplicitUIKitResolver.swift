import Foundation

// EX-1: `x.accessibilityIdentifier = value` assignments.

enum ExplicitUIKitResolver {
    /// One identifier per assignment; constants resolve through `static let` strings. A ternary
    /// (`flag ? IDs.a : IDs.b`) gives both values, each under a run-time clause of its
    /// condition (so they are never duplicates of each other), as `.accessibilityIdentifier(…)` does.
    static func identifiers(for assignment: ExplicitAssignmentFact, index: WorkspaceIndex) -> [ComputedIdentifier] {
        // `self.accessibilityIdentifier = x` in a struct or enum is a model's property (a cell
        // model the view reads later), not an element: value flow follows it to the view.
        // The body of the app's own setter: its calls are the identifiers (`IdentifierSetterCalls`).
        if IdentifierSetterCalls.isSetterBody(assignment, index: index) { return [] }
        if IdentifierSiteTarget.isUnrelatedToUIKit(assignment, index: index) { return [] }
        if assignment.targetExpression == "self", let owner = assignment.enclosingType,
            let type = index.type(named: owner),
            isModel(type, index: index)
        {
            return []
        }
        let via = [
            ProvenanceStep(
                kind: .assignment, site: assignment.site,
                detail:
                    "\(assignment.targetExpression).accessibilityIdentifier = \(assignment.value.kind == .literal ? "\"\(assignment.value.value)\"" : assignment.value.value)"
            )
        ]
        let contextKey = alertContextKey(for: assignment, index: index)
        let elementName = IdentifierSiteTarget.elementName(of: assignment, index: index)
        func identifier(_ value: String, _ certainty: Certainty, conditions: [ConditionClause]) -> ComputedIdentifier {
            ComputedIdentifier(
                value: value, site: assignment.site, elementSite: assignment.targetSite,
                elementName: elementName,
                convention: .explicitUIKit, certainty: certainty, via: via, conditions: conditions,
                contextKey: contextKey)
        }
        var context = FlowContext(
            file: assignment.site.file, owner: assignment.enclosingType, function: assignment.enclosingFunction,
            position: assignment.site.range.start)
        if let type = assignment.valueRootType, let root = assignment.value.value.split(separator: ".").first {
            context.local = FlowContext.LocalType(
                name: String(root).trimmingCharacters(in: CharacterSet(charactersIn: "?!")), type: type)
        }
        if let alternatives = runtimeAlternatives(assignment.value, index: index, context: nil) {
            return alternatives.flatMap { alternative in
                followed(
                    alternative.value, at: context, index: index, site: assignment.site,
                    elementKey: assignment.targetExpression, conditions: assignment.conditions + [alternative.clause],
                    make: identifier)
            }
        }
        let (value, certainty, isLocalized) = resolveValue(assignment.value, index: index)
        guard certainty == .dynamic else {
            return [identifier(value, certainty, conditions: assignment.conditions).localized(isLocalized)]
        }
        // `configuration.accessibilityIdentifier = .loginButton` on a property of the app's
        // identifier enum: the case's value as the app's setter converts it.
        if assignment.value.kind != .interpolated,
            case .value(let converted, _)? = index.constants.forwardedValue(
                ofExpression: assignment.value.value, role: .setter, context: assignment.enclosingType)
        {
            return [
                identifier(
                    converted.text, converted.isTemplate ? .dynamic : .certain, conditions: assignment.conditions)
            ]
        }
        return followed(
            StringConstantValue(text: value, isTemplate: true), at: context, index: index, site: assignment.site,
            elementKey: assignment.targetExpression, conditions: assignment.conditions, make: identifier)
    }

    /// A struct, an enum, or a class that inherits from nothing but the workspace's own
    /// protocols: a model with an `accessibilityIdentifier` property of its own, which
    /// `UIAccessibilityIdentification` elements (views, bar items, images) never are.
    private static func isModel(_ type: TypeRef, index: WorkspaceIndex) -> Bool {
        switch type.fact.kind {
        case .struct, .enum: return true
        case .class:
            guard let first = type.fact.inherited.first else { return true }
            return index.type(named: first)?.fact.kind == .protocol
        case .actor, .protocol: return false
        }
    }

    /// How the block of a site's run-time alternatives from the data flow begins.
    static let flowAlternativeBlockPrefix = "runtime|flow|"

    /// A template's parameters and properties followed to the values the app writes to them
    /// (`ValueFlowIndex`): one identifier per value, each a run-time alternative of the others
    /// (never duplicates of each other), with where it comes from and, for what stays a
    /// template, why.
    static func followed(
        _ template: StringConstantValue, at context: FlowContext, index: WorkspaceIndex, site: SourceSite,
        elementKey: String, conditions: [ConditionClause], convert: ((String) -> StringConstantValue?)? = nil,
        make: (String, Certainty, [ConditionClause]) -> ComputedIdentifier
    ) -> [ComputedIdentifier] {
        guard template.isTemplate else {
            return [make(template.text, .certain, conditions).localized(template.isLocalized)]
        }
        // `x.accessibilityIdentifier = model.identifier` where every write and caller gives nil:
        // the element never gets an identifier.
        if template.text.hasPrefix("{"), template.text.hasSuffix("}"),
            template.text.dropFirst().firstIndex(of: "{") == nil,
            let only = index.valueFlow.values(
                of: String(template.text.dropFirst().dropLast()), at: context, index: index),
            only.values.isEmpty, only.mayBeAbsent, only.isComplete
        {
            return []
        }
        var result = index.valueFlow.expand(template, origin: nil, at: context, index: index)
        if let convert {
            // Values that reach an identifier setter as written (`.loginButton`), converted as
            // the setter converts them.
            for (offset, value) in result.values.enumerated()
            where value.isTemplate && value.text.hasPrefix("{") && value.text.hasSuffix("}") {
                guard let converted = convert(String(value.text.dropFirst().dropLast())) else { continue }
                result.values[offset] = FlowValue(converted, origin: value.origin)
            }
        }
        let reason =
            result.reasons.isEmpty
            ? nil
            : result.reasons.prefix(3).joined(separator: "; ")
                + (result.reasons.count > 3 ? "; and \(result.reasons.count - 3) more" : "")
        guard result.values.count > 1 || result.values.first?.text != template.text else {
            var kept = make(template.text, .dynamic, conditions)
            kept.note = result.values.first?.reason ?? reason
            return [kept.localized(template.isLocalized)]
        }
        // Position-free, so that a move of the file keeps the clauses: the site's place in words.
        let blockID =
            "\(flowAlternativeBlockPrefix)\(site.file)|\(context.owner ?? "")|\(context.function ?? "")|\(template.text)|\(elementKey)"
        return result.values.enumerated().map { offset, value in
            let single = result.values.count == 1 && result.isComplete && !result.mayBeAbsent
            let certainty: Certainty = value.isTemplate ? .dynamic : single ? .certain : .possible
            let alternative = ConditionClause(
                blockID: blockID, clauseIndex: offset, text: "value \(offset + 1) of \(result.values.count)")
            var identifier = make(
                value.text, certainty, result.values.count == 1 ? conditions : conditions + [alternative])
            if let origin = value.origin {
                identifier.via.append(
                    ProvenanceStep(kind: .valueFlow, site: origin, detail: "'\(value.text)' written here"))
            }
            if value.isTemplate {
                identifier.note = value.reason ?? reason
            } else if !single {
                let count = result.values.count == 1 ? "the one value" : "one of the \(result.values.count) values"
                identifier.note =
                    "\(count) the app's code passes here"
                    + (result.mayBeAbsent ? "; some pass nil, which sets none" : "")
                    + (reason.map { "; not followed: \($0)" } ?? "")
            }
            return identifier.localized(value.isLocalized)
        }
    }

    /// `flag ? IDs.a : IDs.b`: each value with a run-time clause of one block per condition.
    static func runtimeAlternatives(_ expression: StringExpr, index: WorkspaceIndex, context: String?) -> [(
        value: StringConstantValue, clause: ConditionClause
    )]? {
        guard expression.kind == .other,
            let found = index.constants.alternatives(ofExpression: expression.value, context: context)
        else { return nil }
        let blockID = "runtime|ternary|" + (found.first?.condition ?? "")
        return found.enumerated().map { offset, alternative in
            (alternative.value, ConditionClause(blockID: blockID, clauseIndex: offset, text: alternative.condition))
        }
    }

    /// A string expression's identifier text and certainty, and whether it holds a localized text.
    static func resolveValue(_ expression: StringExpr, index: WorkspaceIndex) -> (String, Certainty, Bool) {
        let value: StringConstantValue?
        switch expression.kind {
        case .literal:
            return (expression.value, .certain, false)
        case .interpolated:
            value = index.constants.substitute(template: expression.value, context: nil)
        case .other:
            value = index.constants.value(ofExpression: expression.value, context: nil)
        case .reference:
            value = index.stringConstant(expression.value)
        }
        guard let value else { return (expression.templateText, .dynamic, false) }
        return (value.text, value.isTemplate ? .dynamic : .certain, value.isLocalized)
    }
}
