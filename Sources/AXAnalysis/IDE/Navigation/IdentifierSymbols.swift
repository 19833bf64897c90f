// Symbols for editors: a file's identified elements (outline) and a fuzzy search over every
// identifier of the workspace.

/// An identifier as a symbol: its value, the element, and where it is.
package struct IdentifierSymbol: Hashable, Sendable {
    /// The identifier value.
    package var name: String
    /// `Text · branch/leaf`: the element and convention.
    package var detail: String
    package var convention: Convention
    /// The element (for outlines, the range the symbol covers).
    package var elementSite: SourceSite
    /// The token that reports the identifier (where a jump lands).
    package var site: SourceSite
}

/// Document and workspace symbols.
package enum IdentifierSymbols {
    /// The identified elements of one file, in source order, one per identifier and site.
    package static func documentSymbols(in path: String, workspace: AnalysisWorkspace) -> [IdentifierSymbol] {
        var seen: Set<String> = []
        return workspace.identifiers(inFile: path)
            .filter { seen.insert("\($0.value)|\($0.site.range.start)").inserted }
            .map(symbol)
    }

    /// Identifiers matching `query` as a case-insensitive subsequence, best first, at most `limit`.
    /// An empty query lists identifiers in file order.
    package static func workspaceSymbols(matching query: String, workspace: AnalysisWorkspace, limit: Int = 256)
        -> [IdentifierSymbol]
    {
        var seen: Set<String> = []
        let all = workspace.allIdentifiers().filter {
            seen.insert("\($0.value)|\($0.site.file)|\($0.site.range.start)").inserted
        }
        if query.isEmpty { return Array(all.prefix(limit)).map(symbol) }
        let scored = all.compactMap { identifier -> (Int, ComputedIdentifier)? in
            FuzzyMatch.score(query: query, candidate: identifier.value).map { ($0, identifier) }
        }
        return
            scored
            .sorted {
                ($1.0, $0.1.value, $0.1.site.file, $0.1.site.range.start) < (
                    $0.0, $1.1.value, $1.1.site.file, $1.1.site.range.start
                )
            }
            .prefix(limit)
            .map { symbol($0.1) }
    }

    private static func symbol(_ identifier: ComputedIdentifier) -> IdentifierSymbol {
        IdentifierSymbol(
            name: identifier.value, detail: "\(identifier.elementName) · \(ConventionText.name(identifier.convention))",
            convention: identifier.convention,
            elementSite: identifier.elementSite.file == identifier.site.file ? identifier.elementSite : identifier.site,
            site: identifier.site
        )
    }
}

/// Subsequence matching with a score that prefers word starts, runs and short candidates.
package enum FuzzyMatch {
    /// nil when `query` is not a case-insensitive subsequence of `candidate`; higher is better.
    package static func score(query: String, candidate: String) -> Int? {
        let needle = Array(query.lowercased())
        let haystack = Array(candidate)
        let lowered = Array(candidate.lowercased())
        guard !needle.isEmpty, lowered.count == haystack.count else { return needle.isEmpty ? 0 : nil }
        var score = 0
        var queryIndex = 0
        var previousMatch = -2
        for (index, character) in lowered.enumerated() where queryIndex < needle.count {
            guard character == needle[queryIndex] else { continue }
            score += 1
            if index == previousMatch + 1 { score += 5 }
            if isWordStart(haystack, index) { score += 10 }
            if index == 0 { score += 5 }
            previousMatch = index
            queryIndex += 1
        }
        guard queryIndex == needle.count else { return nil }
        if candidate.lowercased() == query.lowercased() { score += 100 }
        return score * 100 - haystack.count
    }

    /// A character after `.`, `_`, `-`, a space, or an upper-case letter after a lower-case one.
    private static func isWordStart(_ characters: [Character], _ index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = characters[index - 1]
        if previous == "." || previous == "_" || previous == "-" || previous == " " { return true }
        return characters[index].isUppercase && previous.isLowercase
    }
}
