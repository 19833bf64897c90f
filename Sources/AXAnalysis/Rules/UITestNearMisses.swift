// Did-you-means beyond the app's concrete identifiers, for a UI-test query that matches nothing:
// a string the app's code writes but the analysis ties to no element, or a template whose
// literal parts the query almost fits.
//
// Where some identifiers are values the analysis cannot follow (`{viewModel.id}`), the correct
// query is excused because the app's code writes its string (`ProducedValues`); a typo of it is
// written nowhere, and with no concrete identifier close to it, it used to be taken for a label
// of UI the analysis cannot see. The closest written string, or the template the query
// misses by one typo (`SignInBtton` against `{title}Button`), is the evidence that it is a typo.

/// A close string or template for a query, with where it is written.
struct NearMiss {
    /// What the message offers: the string itself, or the template the query almost fits.
    var text: String
    var isTemplate: Bool
    /// How the message names its source: `a string literal`, `the constant IDs.row`.
    var description: String
    var site: SourceSite?
}

/// Candidates prepared once per check, from the strings the app's code produces and the
/// templates of its identifiers.
struct UITestNearMisses {
    /// Strings the code writes (literals, constants, keys, enum cases), no shown texts: a label
    /// close to a query is UI text, which says nothing about identifiers.
    private let produced: [String: ProducedValue]
    private let producedCandidates: SpellingCandidates
    /// Templates with their literal parts long enough to say something, as pieces.
    private let templates: [(text: String, pieces: [[Character]], description: String, site: SourceSite?)]

    /// The shortest query or string compared: shorter words are within one edit of too much.
    static let minimumLength = 6
    /// Literal characters a template needs before a query's near fit means anything
    /// (`{x}Button` has six).
    static let minimumTemplateLiterals = 5

    init(produced values: ProducedValues, identifierTemplates: [String], sites: [String: SourceSite]) {
        var produced: [String: ProducedValue] = [:]
        // Not the names of enum cases the code passes around (`.thread`, `.welcome`): any enum's
        // cases, most of them no identifier, and near every title a test queries.
        for value in values.values
        where !value.isShownText && !value.isCaseName && Self.isWordLike(value.text) && produced[value.text] == nil {
            produced[value.text] = value
        }
        self.produced = produced
        producedCandidates = SpellingCandidates(Array(produced.keys))
        var templates: [(String, [[Character]], String, SourceSite?)] = []
        var seen: Set<String> = []
        for template in identifierTemplates where seen.insert(template).inserted {
            let pieces = TemplateMatcher.pieces(template).map { Array($0) }
            guard pieces.count > 1, pieces.count <= 9,
                pieces.reduce(0, { $0 + $1.count }) >= Self.minimumTemplateLiterals
            else { continue }
            templates.append((template, pieces, "an identifier", sites[template]))
        }
        for value in values.templates {
            let text = value.text
            guard seen.insert(text).inserted else { continue }
            let pieces = TemplateMatcher.pieces(text).map { Array($0) }
            guard pieces.count > 1, pieces.count <= 9,
                pieces.reduce(0, { $0 + $1.count }) >= Self.minimumTemplateLiterals
            else { continue }
            templates.append((text, pieces, value.description, value.site))
        }
        self.templates = templates.sorted { $0.0 < $1.0 }
    }

    /// A string with no whitespace of at least `minimumLength` characters: the shape of an
    /// identifier, not of a sentence.
    static func isWordLike(_ text: String) -> Bool {
        text.count >= minimumLength && !text.contains(where: \.isWhitespace)
    }

    /// Edits allowed between a query and what it meant: one, two from ten characters (a swap of
    /// two letters counts as one).
    static func limit(_ length: Int) -> Int { length >= 10 ? 2 : 1 }

    /// The closest thing `query` (a whole value, not a template) may have meant: a string the
    /// code writes within `limit` edits, else a template it fits but for one edit.
    func nearMiss(for query: String) -> NearMiss? {
        guard Self.isWordLike(query) else { return nil }
        // A string the query extends (`historyView.testRow` before `.0`) is a prefix the app
        // builds identifiers from, not what the query misspelled.
        // Nor a string that differs only in case (`Thread` beside a key `thread`): a label query.
        if let closest = producedCandidates.closest(to: query), let value = produced[closest],
            !query.hasPrefix(closest),
            closest.lowercased() != query.lowercased(),
            Spelling.transpositionDistance(query, closest, bound: Self.limit(query.count)) <= Self.limit(query.count)
        {
            return NearMiss(text: closest, isTemplate: false, description: value.description, site: value.site)
        }
        let characters = Array(query)
        for template in templates where Self.fitDistance(characters, template.pieces, bound: 1) <= 1 {
            return NearMiss(
                text: template.text, isTemplate: true, description: template.description, site: template.site)
        }
        return nil
    }

    /// The template an interpolated query (`"testTaikngView.answerButton.\(index)"`, as its
    /// literal pieces) most likely meant: one whose literal parts differ from the query's by at
    /// most `limit` edits, its run-time parts aligned.
    func nearMiss(forTemplatePieces pieces: [Substring]) -> NearMiss? {
        let skeleton = Self.skeleton(pieces.map { Array($0) })
        guard skeleton.count >= Self.minimumLength else { return nil }
        let limit = Self.limit(skeleton.count)
        var best: (distance: Int, template: Int)?
        for (index, template) in templates.enumerated() {
            let other = Self.skeleton(template.pieces)
            guard abs(other.count - skeleton.count) <= limit else { continue }
            let distance = Spelling.transpositionDistance(skeleton, other, bound: limit)
            // Zero: the same literal parts, which the query fits (handled before).
            guard distance > 0, distance <= limit, distance < (best?.distance ?? .max) else { continue }
            best = (distance, index)
        }
        guard let best else { return nil }
        let template = templates[best.template]
        return NearMiss(text: template.text, isTemplate: true, description: template.description, site: template.site)
    }

    /// Literal pieces joined by a character no identifier holds, standing for each run-time part.
    private static func skeleton(_ pieces: [[Character]]) -> [Character] {
        var joined: [Character] = []
        for (offset, piece) in pieces.enumerated() {
            joined += piece
            if offset < pieces.count - 1 { joined.append("\u{1}") }
        }
        return joined
    }

    /// The fewest edits (insertions, deletions, substitutions, swaps of neighbours) that make
    /// `query` fit a template of `pieces`, each run-time part standing for one or more
    /// characters; any value above `bound` when more are needed.
    static func fitDistance(_ query: [Character], _ pieces: [[Character]], bound: Int) -> Int {
        enum Token: Equatable {
            case character(Character)
            case part
        }
        var tokens: [Token] = []
        for (offset, piece) in pieces.enumerated() {
            tokens += piece.map(Token.character)
            if offset < pieces.count - 1 { tokens.append(.part) }
        }
        // Each part takes at least one character: a query shorter than that is too far.
        if query.count + bound < tokens.count { return bound + 1 }
        let unreachable = Int.max / 4
        // rows[i][j]: edits aligning query[..<i] with tokens[..<j].
        var rows = [[Int]](repeating: [Int](repeating: unreachable, count: tokens.count + 1), count: query.count + 1)
        rows[0][0] = 0
        // A swap reaches back two rows: the search ends when two rows in a row are past the bound.
        var previousRowMinimum = 0
        for i in 0...query.count {
            var rowMinimum = i == 0 ? 0 : unreachable
            for j in 0...tokens.count where !(i == 0 && j == 0) {
                var best = unreachable
                if j > 0 {
                    switch tokens[j - 1] {
                    case .part:
                        // One more character into the part, or its first one.
                        if i > 0 { best = min(rows[i - 1][j], rows[i - 1][j - 1]) }
                    case .character(let expected):
                        best = rows[i][j - 1] + 1
                        if i > 0 {
                            best = min(
                                best, rows[i - 1][j] + 1, rows[i - 1][j - 1] + (query[i - 1] == expected ? 0 : 1))
                            if i > 1, j > 1, case .character(let previous) = tokens[j - 2],
                                query[i - 1] == previous, query[i - 2] == expected, previous != expected
                            {
                                best = min(best, rows[i - 2][j - 2] + 1)
                            }
                        }
                    }
                } else if i > 0 {
                    best = rows[i - 1][0] + 1
                }
                rows[i][j] = best
                rowMinimum = min(rowMinimum, best)
            }
            if i > 0, rowMinimum > bound, previousRowMinimum >= bound { return bound + 1 }
            previousRowMinimum = rowMinimum
        }
        return rows[query.count][tokens.count]
    }
}
