import Foundation

// EX-1 through the app's own setter: `button.setAccessibilityIdentifier(.loginButton)`, where
// the app declares `func setAccessibilityIdentifier(_ value: AccessibilityIdentifier?) {
// accessibilityIdentifier = value.map(\.asString) }`, is an assignment to `button` of the value
// the setter's body computes from the case (`IdentifierForwarder`).

enum IdentifierSetterCalls {
    /// The assignments a file's calls of the app's setters make, each at the call's argument
    /// with the call's receiver as the target (`self` for a call without one). An argument
    /// that is not a case as written (a property, a parameter) keeps the expression, converted
    /// by `identifiers(for:index:)` after value flow follows it.
    static func assignments(in summary: FileSummary, index: WorkspaceIndex) -> [(
        fact: ExplicitAssignmentFact, function: String
    )] {
        guard !summary.isTestCode, index.constants.hasForwarders(.setter) else { return [] }
        var result: [(ExplicitAssignmentFact, String)] = []
        let setterNames = Set((index.constants.forwarders[.setter] ?? []).map(\.name))
        for call in summary.valueFlows where call.kind == .call {
            // The callee's last name first: most calls name no setter, and splitting every
            // callee into its names cost more than the rest of this search.
            let lastName = call.name.utf8.lastIndex(of: UInt8(ascii: ".")).map {
                call.name[call.name.index(after: $0)...]
            }
            guard setterNames.contains(String(lastName ?? Substring(call.name))) else { continue }
            let parts = call.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard let function = parts.last, !function.isEmpty else { continue }
            let receiver = parts.dropLast().joined(separator: ".")
            // `.set…(…)` builds a value; `?.set…` is on a receiver the analysis does not name.
            guard parts.count == 1 || (receiver != "" && receiver != "?") else { continue }
            // Only a helper taking the app's identifier enum, as for `isSetterBody`: a cell's
            // `configure(with model:)` that sets a label's identifier from `model.accessibilityIdentifier`
            // is followed by value flow at that assignment; its calls pass a model, not an identifier.
            for helper in index.constants.forwarders[.setter] ?? []
            where helper.name == function && index.constants.declaresCases(helper.owner) {
                guard let forwarder = helper.forwarder, forwarder.labels.count == call.slots.count,
                    zip(forwarder.labels, call.slots).allSatisfy({ $0 == ($1.label ?? "_") }),
                    forwarder.position < call.slots.count, let argument = call.slots[forwarder.position].value
                else { continue }
                // `cell.configure(cellModel: addEntryCellModel)` where `addEntryCellModel` is a
                // model, not the helper's enum: another `configure(cellModel:)` of the app.
                if argument.kind == .reference,
                    let type = argumentType(argument.value, owner: call.owner, index: index),
                    index.type(named: type)?.fact.qualifiedName != index.type(named: helper.owner)?.fact.qualifiedName
                {
                    continue
                }
                // `let cellModel = DiaryDayAddCellModel(…)` then `cell.configure(cellModel: cellModel)`:
                // a local the code types as another of the workspace's types sets no identifier.
                if argument.kind == .reference, !argument.value.contains("."),
                    let written = call.slots[forwarder.position].typeName,
                    let local = index.type(named: written.trimmingCharacters(in: CharacterSet(charactersIn: "?! "))),
                    local.fact.qualifiedName != index.type(named: helper.owner)?.fact.qualifiedName
                {
                    continue
                }
                var fact = ExplicitAssignmentFact(
                    site: argument.site, targetExpression: parts.count == 1 ? "self" : receiver,
                    targetSite: call.site, value: argument)
                fact.enclosingType = call.owner
                fact.enclosingFunction = call.function
                result.append((fact, function))
                break
            }
        }
        return result
    }

    /// The type of `name` or `self.name.other` as the enclosing type's properties declare it,
    /// unwrapped; nil when a name is not a property the summaries type.
    private static func argumentType(_ expression: String, owner: String?, index: WorkspaceIndex) -> String? {
        // `.email`, `Field.password`: a case, not a property.
        guard var type = owner, expression.first?.isLowercase == true || expression.hasPrefix("self.") else {
            return nil
        }
        var names = expression.split(separator: ".").map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: "?! "))
        }
        if names.first == "self" { names.removeFirst() }
        guard !names.isEmpty, names.count <= 4 else { return nil }
        for name in names {
            guard
                let declared = index.type(named: type)?.fact.properties.first(where: { $0.name == name })?
                    .effectiveTypeName
            else { return nil }
            type = declared.trimmingCharacters(in: CharacterSet(charactersIn: "?! "))
        }
        return type
    }

    /// The identifiers of one setter call: the case converted as the setter converts it, or,
    /// for a property or parameter, each value the app writes there converted the same way.
    static func identifiers(for assignment: ExplicitAssignmentFact, function: String, index: WorkspaceIndex)
        -> [ComputedIdentifier]
    {
        let via = [
            ProvenanceStep(
                kind: .assignment, site: assignment.site,
                detail: "\(assignment.targetExpression).\(function)(\(assignment.value.value))")
        ]
        let elementName = IdentifierSiteTarget.elementName(of: assignment, index: index)
        func identifier(_ value: String, _ certainty: Certainty, conditions: [ConditionClause]) -> ComputedIdentifier {
            ComputedIdentifier(
                value: value, site: assignment.site, elementSite: assignment.targetSite,
                elementName: elementName,
                convention: .explicitUIKit, certainty: certainty, via: via, conditions: conditions)
        }
        let convert: (String) -> StringConstantValue? = { written in
            guard
                case .value(let converted, _)? = index.constants.forwardedValue(
                    ofExpression: written, role: .setter, function: function,
                    context: assignment.enclosingType)
            else { return nil }
            return converted
        }
        if let direct = convert(assignment.value.value) {
            return [identifier(direct.text, direct.isTemplate ? .dynamic : .certain, conditions: assignment.conditions)]
        }
        let context = FlowContext(
            file: assignment.site.file, owner: assignment.enclosingType, function: assignment.enclosingFunction,
            position: assignment.value.site.range.start)
        // `isExpanded ? .collapseButton : .expandButton`: each side converted (or followed) under
        // a run-time clause of the condition, as a ternary assigned to the property gives both.
        if let alternatives = ExplicitUIKitResolver.runtimeAlternatives(
            assignment.value, index: index, context: assignment.enclosingType)
        {
            return alternatives.flatMap { alternative -> [ComputedIdentifier] in
                let conditions = assignment.conditions + [alternative.clause]
                let written = alternative.value.text
                if alternative.value.isTemplate, written.hasPrefix("{"), written.hasSuffix("}"),
                    let converted = convert(String(written.dropFirst().dropLast()))
                {
                    return [
                        identifier(converted.text, converted.isTemplate ? .dynamic : .certain, conditions: conditions)
                    ]
                }
                return ExplicitUIKitResolver.followed(
                    alternative.value, at: context, index: index, site: assignment.site,
                    elementKey: assignment.targetExpression, conditions: conditions, convert: convert, make: identifier)
            }
        }
        // A property or parameter, or `x ?? .fallback` (value flow gives x's values and the fallback).
        guard
            assignment.value.kind == .reference
                || (assignment.value.kind == .other && ByteSearch.contains(assignment.value.value, "??"))
        else { return [] }
        return ExplicitUIKitResolver.followed(
            StringConstantValue(text: "{\(assignment.value.value)}", isTemplate: true), at: context, index: index,
            site: assignment.site, elementKey: assignment.targetExpression, conditions: assignment.conditions,
            convert: convert, make: identifier)
    }

    /// Whether an assignment is a setter's own body (`accessibilityIdentifier = value.map(\.asString)`
    /// in `setAccessibilityIdentifier(_ value:)`): its calls are the identifiers, not it.
    static func isSetterBody(_ assignment: ExplicitAssignmentFact, index: WorkspaceIndex) -> Bool {
        guard let function = assignment.enclosingFunction,
            assignment.targetExpression == "self" || assignment.targetExpression.isEmpty
        else { return false }
        let root = assignment.value.value.split(whereSeparator: {
            $0 == "." || $0 == "?" || $0 == "!" || $0 == "{" || $0 == "("
        }).first.map(String.init)
        // Only a helper of an enum: a model passed in (`configure(_ item: SettingsItem)`) is
        // followed by value flow, and its assignment stays the identifier.
        return (index.constants.forwarders[.setter] ?? []).contains { helper in
            helper.name == function && index.constants.declaresCases(helper.owner)
                && (root == helper.forwarder?.parameterName
                    || assignment.value.value.contains(helper.forwarder?.parameterName ?? "\u{0}"))
        }
    }
}
