// EX-1 through a view that hands its own identifier to a child:
//
//     class CustomSwitchContainer: UIView {
//         let control = CustomSwitch()
//         override var accessibilityIdentifier: String? {
//             didSet { control.accessibilityIdentifier = accessibilityIdentifier }
//         }
//     }
//
// The child gets whatever the app sets on the view (`switchContainer.accessibilityIdentifier =
// …`, or through the app's setter), which value flow cannot see: UIKit declares the property,
// so no write to it is a write of a model's property.

enum OwnIdentifierForwards {
    /// The assignments with the forwarding sites' identifiers replaced by the identifiers the
    /// workspace's other sites set on an instance of the forwarding view (or of a subclass), one
    /// run-time alternative each. A forwarding site no other site reaches keeps its template.
    static func resolve(
        _ explicit: [(fact: ExplicitAssignmentFact, identifier: ComputedIdentifier)], index: WorkspaceIndex
    ) -> [(fact: ExplicitAssignmentFact, identifier: ComputedIdentifier)] {
        let forwardingSites = Set(explicit.lazy.filter { isForwarding($0.fact, index: index) }.map(\.fact.site))
        guard !forwardingSites.isEmpty else { return explicit }
        var setOn: [String: [(fact: ExplicitAssignmentFact, identifier: ComputedIdentifier)]] = [:]
        for entry in explicit where !forwardingSites.contains(entry.fact.site) {
            // `self.accessibilityIdentifier = …` in a view's own code sets the view's.
            if entry.fact.targetExpression == "self", let owner = entry.fact.enclosingType {
                setOn[TypeNameText.baseName(owner), default: []].append(entry)
            } else if case .instance(let type)? = IdentifierSiteTarget.targetType(of: entry.fact, index: index) {
                setOn[type, default: []].append(entry)
            }
        }
        var result: [(fact: ExplicitAssignmentFact, identifier: ComputedIdentifier)] = []
        var replaced: Set<SourceSite> = []
        for entry in explicit {
            guard forwardingSites.contains(entry.fact.site) else {
                result.append(entry)
                continue
            }
            guard !replaced.contains(entry.fact.site) else { continue }
            guard let owner = entry.fact.enclosingType, let view = index.type(named: owner) else {
                result.append(entry)
                continue
            }
            // The view itself and its subclasses: a subclass's instance runs the same `didSet`.
            var sources: [(fact: ExplicitAssignmentFact, identifier: ComputedIdentifier)] = []
            for (type, entries) in setOn where index.classChain(of: type).contains(view.fact.name) {
                sources += entries
            }
            sources.sort {
                ($0.identifier.site.file, $0.identifier.site.range.start) < (
                    $1.identifier.site.file, $1.identifier.site.range.start
                )
            }
            var values: [(value: String, source: ComputedIdentifier)] = []
            for source in sources where !values.contains(where: { $0.value == source.identifier.value }) {
                values.append((source.identifier.value, source.identifier))
            }
            guard !values.isEmpty else {
                result.append(entry)
                continue
            }
            replaced.insert(entry.fact.site)
            let blockID = "runtime|own|\(entry.fact.site.file)|\(owner)|\(entry.fact.targetExpression)"
            for (position, value) in values.enumerated() {
                // The assignment's own step and clauses; value flow's alternatives are replaced.
                var identifier = entry.identifier
                identifier.via = Array(entry.identifier.via.prefix(1))
                identifier.conditions = entry.fact.conditions
                identifier.value = value.value
                identifier.certainty =
                    value.source.certainty == .dynamic
                    ? .dynamic : values.count == 1 ? value.source.certainty : .possible
                if values.count > 1 {
                    identifier.conditions.append(
                        ConditionClause(
                            blockID: blockID, clauseIndex: position, text: "value \(position + 1) of \(values.count)"))
                }
                identifier.via.append(
                    ProvenanceStep(
                        kind: .valueFlow, site: value.source.site,
                        detail: "'\(value.value)' set on the \(view.fact.name) here"))
                identifier.note =
                    "the identifier the app sets on \(view.fact.name), which hands its own to this element"
                    + (values.count > 1 ? " (one of \(values.count))" : "")
                result.append((entry.fact, identifier))
            }
        }
        return result
    }

    /// `child.accessibilityIdentifier = accessibilityIdentifier` (or `self.accessibilityIdentifier`)
    /// in a class: the value is the enclosing view's own identifier. Value flow sees the direct
    /// writes to it (`container.accessibilityIdentifier = …`) but not the app's setter calls;
    /// the sites resolved here are all of them.
    private static func isForwarding(_ fact: ExplicitAssignmentFact, index: WorkspaceIndex) -> Bool {
        guard fact.value.kind == .reference,
            fact.value.value == "accessibilityIdentifier" || fact.value.value == "self.accessibilityIdentifier",
            fact.targetExpression != "self", let owner = fact.enclosingType
        else { return false }
        return index.type(named: owner)?.fact.kind == .class
    }
}
