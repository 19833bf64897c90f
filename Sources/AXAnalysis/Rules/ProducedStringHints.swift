// What a stale query's message says about the strings the app's code writes but the analysis
// cannot tie to an element.

/// For a query that matches no identifier and has no close identifier: whether the app's code
/// writes the string itself (a literal or constant the analysis follows to no element, as a
/// model's argument), or a string close to it, which is then the likely intended value.
struct ProducedStringHints {
    private let produced: ProducedValues
    /// Strings the app's code writes that could be identifiers (no whitespace, at most 100
    /// characters): texts it shows (labels, image names, localized texts) are label queries' business.
    private let candidates: SpellingCandidates

    init(_ produced: ProducedValues) {
        self.produced = produced
        var texts: Set<String> = []
        for value in produced.values where value.site != nil && !value.isShownText && value.text.utf8.count <= 100
            && !value.text.contains(where: \.isWhitespace) {
            texts.insert(value.text)
        }
        candidates = SpellingCandidates(Array(texts))
    }

    /// The clause a message adds for `query` (starting with `; `), or nil when the app's code
    /// writes neither it nor anything close to it.
    func clause(for query: String, context: RuleContext) -> String? {
        if let exact = produced.producer(of: query, pattern: nil), !exact.isShownText, let site = exact.site {
            return "; the app's code writes '\(query)' (\(exact.description), \(context.describe(site))), but the analysis ties it to no element: it may be set through a value it cannot follow, or never set"
        }
        guard let closest = candidates.closest(to: query), let value = produced.producer(of: closest, pattern: nil), !value.isShownText,
              let site = value.site else { return nil }
        return "; did you mean '\(closest)' (\(value.description), \(context.describe(site))), which the app's code writes where the analysis ties it to no element?"
    }
}
