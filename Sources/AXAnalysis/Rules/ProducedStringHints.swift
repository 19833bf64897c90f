// What a stale query's message says about the strings the app's code writes but the analysis
// cannot tie to an element.

/// For a query that matches no identifier and has no close identifier: whether the app's code
/// writes the string itself (a literal or constant the analysis follows to no element, as a
/// model's argument or an analytics event). Only the exact string is named, and only its file:
/// a re-resolution after an edit runs the rule again when a queried text appears or disappears
/// (`UnknownIdentifierInUITestRule.labelQueries`), not when another file's lines move or a
/// merely close text changes, so a line number or a close string would go stale.
struct ProducedStringHints {
    private let produced: ProducedValues

    init(_ produced: ProducedValues) {
        self.produced = produced
    }

    /// The clause a message adds for `query` (starting with `; `), or nil when the app's code
    /// does not write it.
    func clause(for query: String, context: RuleContext) -> String? {
        guard let exact = produced.producer(of: query, pattern: nil), !exact.isShownText, let site = exact.site else {
            return nil
        }
        let file = site.file.split(separator: "/").last.map(String.init) ?? site.file
        return
            "; the app's code writes '\(query)' (\(exact.description) in \(file)), but the analysis ties it to no element: it may be set through a value it cannot follow, or never set"
    }
}
