// "Did you mean" suggestions by edit distance.

public enum Spelling {
    /// Levenshtein distance over Unicode scalars.
    public static func distance(_ a: String, _ b: String) -> Int {
        boundedDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), bound: Int.max)
    }

    /// The closest candidate within a third of the word's length (at least 2 edits), if any.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        SpellingCandidates(candidates).closest(to: word)
    }

    /// The distance when it is at most `bound`, else any value above `bound` (the row minimum
    /// only grows, so a row entirely above the bound ends the computation early).
    static func boundedDistance(_ left: [Unicode.Scalar], _ right: [Unicode.Scalar], bound: Int) -> Int {
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previous = Array(0...right.count)
        var current = Array(repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                let value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > bound { return rowMinimum }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}

/// Candidates prepared once for many `closest` queries (a workspace's identifiers are the
/// candidates of every unknown UI-test query): scalars decoded and lengths counted up front, and
/// each distance abandoned as soon as it cannot beat the best so far. Same answers as comparing
/// every candidate in full.
public struct SpellingCandidates {
    private struct Candidate {
        var text: String
        var characterCount: Int
        var scalars: [Unicode.Scalar]
    }

    /// Sorted by character count, so a query scans only the lengths within its limit.
    private let candidates: [Candidate]

    public init(_ texts: [String]) {
        candidates = texts
            .map { Candidate(text: $0, characterCount: $0.count, scalars: Array($0.unicodeScalars)) }
            .sorted { ($0.characterCount, $0.text) < ($1.characterCount, $1.text) }
    }

    /// The closest candidate within a third of the word's length (at least 2 edits); ties go to
    /// the candidate that sorts first.
    public func closest(to word: String) -> String? {
        let wordCount = word.count
        let limit = max(2, wordCount / 3)
        let wordScalars = Array(word.unicodeScalars)
        var best: (text: String, distance: Int)?
        var index = firstIndex(withCharacterCountAtLeast: wordCount - limit)
        while index < candidates.count {
            let candidate = candidates[index]
            index += 1
            if candidate.characterCount > wordCount + limit { break }
            if candidate.text == word { continue }
            let bound = min(limit, best?.distance ?? limit)
            let distance = Spelling.boundedDistance(wordScalars, candidate.scalars, bound: bound)
            guard distance <= limit else { continue }
            if let current = best, distance > current.distance || (distance == current.distance && candidate.text >= current.text) { continue }
            best = (candidate.text, distance)
        }
        return best?.text
    }

    private func firstIndex(withCharacterCountAtLeast count: Int) -> Int {
        var low = 0
        var high = candidates.count
        while low < high {
            let middle = (low + high) / 2
            if candidates[middle].characterCount < count { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
