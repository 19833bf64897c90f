// UI-test query helpers: robot and page-object functions that wrap an XCUITest query, so that a
// call `button("Sign out")` is checked like `app.buttons["Sign out"]`.

/// The helpers of a workspace and what their calls query.
///
/// A helper is a function whose body subscripts a query (or calls `matching(identifier:)`) with
/// one of its `String` parameters as is: `func button(_ label: String) -> XCUIElement
/// { app.buttons[label] }`. Each call whose argument at that parameter's position has the
/// parameter's label (`button("Sign out")`, `cell(named: IDs.inbox)`) is a query of that kind
/// by the argument. Helpers of packages outside the workspace are named in the configuration
/// (`ui_test_query_helpers`); a call of one queries its first argument, of any element type.
/// A call of a name no helper has queries nothing.
struct UITestQueryHelpers {
    private struct Key: Hashable {
        var function: String
        var label: String?
        var position: Int
    }

    private var helpers: [Key: (kind: TestReferenceFact.Kind, elementType: String?)] = [:]
    /// Functions with a labelled helper parameter, by name and label: a call that leaves out a
    /// defaulted argument before it moves the position, not the label.
    private var labelled: [Key: (kind: TestReferenceFact.Kind, elementType: String?)] = [:]
    private let configured: Set<String>

    init(summaries: [String: FileSummary], configured: [String]) {
        self.configured = Set(configured)
        for path in summaries.keys.sorted() {
            for reference in summaries[path]?.testReferences ?? [] where reference.kind != .helperArgument {
                guard let link = reference.helper else { continue }
                let key = Key(function: link.function, label: link.label, position: link.position)
                if helpers[key] == nil { helpers[key] = (reference.kind, reference.elementType) }
                if let label = link.label {
                    let byLabel = Key(function: link.function, label: label, position: -1)
                    if labelled[byLabel] == nil { labelled[byLabel] = (reference.kind, reference.elementType) }
                }
            }
        }
    }

    /// True when no helper is known: every possible helper argument queries nothing.
    var isEmpty: Bool { helpers.isEmpty && configured.isEmpty }

    /// A file's test references with its possible helper arguments resolved: those passed to a
    /// helper become the helper's query (at the argument), the others are dropped.
    func references(in summary: FileSummary) -> [TestReferenceFact] {
        let references = summary.testReferences
        guard references.contains(where: { $0.kind == .helperArgument }) else { return references }
        return references.compactMap { reference in
            guard reference.kind == .helperArgument else { return reference }
            guard let link = reference.helper, let query = query(of: link) else { return nil }
            var resolved = reference
            resolved.kind = query.kind
            resolved.elementType = query.elementType
            return resolved
        }
    }

    private func query(of link: QueryHelperLink) -> (kind: TestReferenceFact.Kind, elementType: String?)? {
        if let exact = helpers[Key(function: link.function, label: link.label, position: link.position)] {
            return exact
        }
        if let label = link.label, let byLabel = labelled[Key(function: link.function, label: label, position: -1)] {
            return byLabel
        }
        if configured.contains(link.function), link.position == 0 { return (.subscriptQuery, "any") }
        return nil
    }
}
