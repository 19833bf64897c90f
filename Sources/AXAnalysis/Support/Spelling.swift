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
/// candidates of every unknown UI-test query): scalars decoded and lengths counted up front, an
/// inverted index of scalar bigrams, and each distance abandoned as soon as it cannot beat the
/// best so far. Same answers as comparing every candidate in full.
///
/// The bigram filter: one edit destroys at most two bigram occurrences of the query, so a
/// candidate within `k` edits shares at least `distinct bigrams of the query - 2k` of them. With
/// 19,000 identifiers most candidates share far fewer and are never compared (a profile of a
/// 5,000-file workspace spent 63% of the whole index in these comparisons before the filter).
public struct SpellingCandidates {
    private struct Candidate {
        var text: String
        var characterCount: Int
        var scalars: [Unicode.Scalar]
    }

    /// Sorted by character count, so a query scans only the lengths within its limit.
    private let candidates: [Candidate]
    /// Each distinct bigram → the indices (ascending) of the candidates containing it.
    private let candidatesByBigram: [UInt64: [Int32]]

    public init(_ texts: [String]) {
        candidates = texts
            .map { Candidate(text: $0, characterCount: $0.count, scalars: Array($0.unicodeScalars)) }
            .sorted { ($0.characterCount, $0.text) < ($1.characterCount, $1.text) }
        var index: [UInt64: [Int32]] = [:]
        for (position, candidate) in candidates.enumerated() {
            for bigram in Self.distinctBigrams(candidate.scalars) { index[bigram, default: []].append(Int32(position)) }
        }
        candidatesByBigram = index
    }

    /// The closest candidate within a third of the word's length (at least 2 edits); ties go to
    /// the candidate whose text sorts first.
    ///
    /// Candidates are compared in order of how many bigrams they share with the word, most
    /// first: sharing `c` of the word's `b` distinct bigrams means at least `(b - c) / 2` edits,
    /// so once that bound exceeds the best distance found, no later candidate can win or tie.
    public func closest(to word: String) -> String? {
        let wordCount = word.count
        let limit = max(2, wordCount / 3)
        let wordScalars = Array(word.unicodeScalars)
        let lower = firstIndex(withCharacterCountAtLeast: wordCount - limit)
        let upper = firstIndex(withCharacterCountAtLeast: wordCount + limit + 1)
        let wordBigrams = Self.distinctBigrams(wordScalars)
        let requiredShared = wordBigrams.count - 2 * limit
        guard requiredShared > 0 else {
            return closest(wordScalars, word: word, limit: limit, among: lower..<upper)
        }
        var counts = [UInt32](repeating: 0, count: candidates.count)
        var touched: [Int] = []
        for bigram in wordBigrams {
            for position in candidatesByBigram[bigram] ?? [] {
                let index = Int(position)
                guard index >= lower, index < upper else { continue }
                if counts[index] == 0 { touched.append(index) }
                counts[index] += 1
            }
        }
        var passing: [(position: Int, shared: Int)] = []
        for index in touched {
            let shared = Int(counts[index])
            counts[index] = 0
            if shared >= requiredShared { passing.append((index, shared)) }
        }
        passing.sort { ($0.shared, $1.position) > ($1.shared, $0.position) }
        var best: (text: String, distance: Int)?
        for (position, shared) in passing {
            if let best, (wordBigrams.count - shared + 1) / 2 > best.distance { break }
            let candidate = candidates[position]
            if candidate.text == word { continue }
            let bound = min(limit, best?.distance ?? limit)
            let distance = Spelling.boundedDistance(wordScalars, candidate.scalars, bound: bound)
            guard distance <= limit else { continue }
            if let current = best, distance > current.distance || (distance == current.distance && candidate.text >= current.text) { continue }
            best = (candidate.text, distance)
        }
        return best?.text
    }

    /// The best of `positions` (ascending, so ties resolve to the candidate sorting first).
    private func closest<Positions: Sequence>(_ wordScalars: [Unicode.Scalar], word: String, limit: Int, among positions: Positions) -> String? where Positions.Element == Int {
        var best: (text: String, distance: Int)?
        for position in positions {
            let candidate = candidates[position]
            if candidate.text == word { continue }
            let bound = min(limit, best?.distance ?? limit)
            let distance = Spelling.boundedDistance(wordScalars, candidate.scalars, bound: bound)
            guard distance <= limit else { continue }
            if let current = best, distance > current.distance || (distance == current.distance && candidate.text >= current.text) { continue }
            best = (candidate.text, distance)
        }
        return best?.text
    }

    private static func distinctBigrams(_ scalars: [Unicode.Scalar]) -> Set<UInt64> {
        guard scalars.count > 1 else { return [] }
        var bigrams = Set<UInt64>(minimumCapacity: scalars.count)
        for index in 1..<scalars.count {
            bigrams.insert(UInt64(scalars[index - 1].value) << 32 | UInt64(scalars[index].value))
        }
        return bigrams
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
