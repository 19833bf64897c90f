// duplicate-identifier: two elements get the same identifier.

/// Two different elements (or one component in two usage contexts) with the same identifier make
/// UI-test queries ambiguous. Elements in mutually exclusive `#if` clauses, and one site repeated
/// at run time (ForEach rows, reused cells), are not duplicates.
public enum DuplicateIdentifierRule: WorkspaceRule {
    public static let description = RuleDescription(
        id: "duplicate-identifier",
        defaultSeverity: .error,
        summary: "the same identifier is given to more than one element",
        help: "XCUITest queries by identifier; when two elements share one, `app.buttons[\"id\"]` matches both and the test taps whichever comes first (or fails with multiple matches). Give each element its own identifier — for a component used in several places, wrap each usage in its own `accessibilityIdentifierBranch`.",
        semantics: ["EX-1", "EX-2", "BL-3", "GEN-1"]
    )

    public static func check(_ context: RuleContext) -> [Finding] {
        var groups: [String: [ComputedIdentifier]] = [:]
        for identifier in context.identifiers where identifier.certainty != .dynamic && !identifier.value.isEmpty {
            groups[identifier.value, default: []].append(identifier)
        }
        var findings: [Finding] = []
        for value in groups.keys.sorted() {
            guard let group = groups[value], group.count > 1 else { continue }
            let elements = distinctElements(group)
            guard elements.count > 1 else { continue }
            for (position, identifier) in elements.enumerated() {
                let others = elements.enumerated().filter { $0.offset != position && !$0.element.conditions.isMutuallyExclusive(with: identifier.conditions) }.map(\.element)
                guard !others.isEmpty else { continue }
                let names = others.prefix(3).map { context.describe($0.site) }.joined(separator: ", ")
                let more = others.count > 3 ? " and \(others.count - 3) more" : ""
                findings.append(makeFinding(
                    at: identifier.site,
                    message: "identifier '\(value)' is also set in \(names)\(more); give each element its own identifier",
                    identifier: value,
                    related: others.map { RelatedSite(site: $0.site, message: "'\(value)' is also set here\(contextSuffix($0))") }
                ))
            }
        }
        return findings
    }

    /// One entry per distinct element-in-context; the same element written twice (an explicit
    /// assignment repeated in two methods) counts once.
    static func distinctElements(_ group: [ComputedIdentifier]) -> [ComputedIdentifier] {
        var seen: Set<String> = []
        var result: [ComputedIdentifier] = []
        for identifier in group {
            let key: String
            switch identifier.convention {
            case .explicitUIKit:
                key = "uikit|\(identifier.site.file)|\(identifier.elementName)"
            default:
                key = "\(identifier.elementSite.file)|\(identifier.elementSite.range.start)|\(identifier.site.range.start)|\(identifier.contextKey)"
            }
            if seen.insert(key).inserted { result.append(identifier) }
        }
        return result
    }

    private static func contextSuffix(_ identifier: ComputedIdentifier) -> String {
        guard let usage = identifier.via.first(where: { $0.kind == .usage }) else { return "" }
        return " (\(usage.detail))"
    }
}
