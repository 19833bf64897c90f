// "Did you mean" suggestions by edit distance.

package enum Spelling {
    /// Levenshtein distance over Unicode scalars.
    package static func distance(_ a: String, _ b: String) -> Int {
        boundedDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), bound: Int.max)
    }

    /// The closest candidate within a third of the word's length (at least 2 edits), if any.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        SpellingCandidates(candidates).closest(to: word)
    }

    /// The optimal-string-alignment distance (a swap of two neighbouring characters is one
    /// edit, as a typist makes it) when it is at most `bound`, else any value above `bound`.
    static func transpositionDistance(_ left: String, _ right: String, bound: Int) -> Int {
        transpositionDistance(Array(left), Array(right), bound: bound)
    }

    static func transpositionDistance<Element: Equatable>(_ left: [Element], _ right: [Element], bound: Int) -> Int {
        if abs(left.count - right.count) > bound { return bound + 1 }
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var beforePrevious = [Int](repeating: 0, count: right.count + 1)
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        // A swap reaches back two rows: the search ends when two rows in a row are past the bound.
        var previousRowMinimum = 0
        for i in 1...left.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > bound, previousRowMinimum >= bound { return rowMinimum }
            previousRowMinimum = rowMinimum
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[right.count]
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
package struct SpellingCandidates: Sendable {
    private struct Candidate: Sendable {
        var text: String
        var characterCount: Int
        var scalars: [Unicode.Scalar]
    }

    /// Sorted by character count, so a query scans only the lengths within its limit.
    private let candidates: [Candidate]
    /// Each distinct bigram → the indices (ascending) of the candidates containing it.
    private let candidatesByBigram: [UInt64: [Int32]]

    package init(_ texts: [String]) {
        candidates =
            texts
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
    /// Counting reads only the part of each posting list inside the word's length window, the
    /// order comes from buckets by shared count rather than a sort (a 5,000-file workspace spent
    /// a third of its resolution sorting candidate lists), and distances of words up to 64
    /// scalars are computed bit-parallel (`BitParallelDistance`).
    package func closest(to word: String) -> String? {
        let wordCount = word.count
        let limit = max(2, wordCount / 3)
        let wordScalars = Array(word.unicodeScalars)
        let distance = DistanceToWord(wordScalars)
        let lower = firstIndex(withCharacterCountAtLeast: wordCount - limit)
        let upper = firstIndex(withCharacterCountAtLeast: wordCount + limit + 1)
        let wordBigrams = Self.distinctBigrams(wordScalars)
        let requiredShared = wordBigrams.count - 2 * limit
        guard requiredShared > 0 else {
            return closest(distance, word: word, limit: limit, among: lower..<upper)
        }
        var counts = [UInt32](repeating: 0, count: candidates.count)
        var touched: [Int] = []
        // The hot loop of the search: buffers instead of arrays spare a uniqueness check per
        // increment; every index is still compared with the buffer's count.
        counts.withUnsafeMutableBufferPointer { counts in
            for bigram in wordBigrams {
                guard let postings = candidatesByBigram[bigram] else { continue }
                postings.withUnsafeBufferPointer { postings in
                    var cursor = Self.firstPosting(in: postings, atLeast: lower)
                    while cursor < postings.count {
                        let index = Int(postings[cursor])
                        if index >= upper || index >= counts.count { break }
                        if counts[index] == 0 { touched.append(index) }
                        counts[index] &+= 1
                        cursor += 1
                    }
                }
            }
        }
        // Buckets by shared count. The order inside a bucket cannot change the answer: ties in
        // distance go to the text sorting first, whichever is compared first.
        var buckets = [[Int]](repeating: [], count: wordBigrams.count + 1)
        for index in touched {
            let shared = Int(counts[index])
            counts[index] = 0
            if shared >= requiredShared { buckets[shared].append(index) }
        }
        var best: (text: String, distance: Int)?
        for shared in stride(from: wordBigrams.count, through: requiredShared, by: -1) where !buckets[shared].isEmpty {
            if let best, (wordBigrams.count - shared + 1) / 2 > best.distance { break }
            for position in buckets[shared] {
                consider(position, word: word, limit: limit, distance: distance, best: &best)
            }
        }
        return best?.text
    }

    /// The best of `positions` (ascending, so ties resolve to the candidate sorting first).
    private func closest<Positions: Sequence>(
        _ distance: DistanceToWord, word: String, limit: Int, among positions: Positions
    ) -> String? where Positions.Element == Int {
        var best: (text: String, distance: Int)?
        for position in positions { consider(position, word: word, limit: limit, distance: distance, best: &best) }
        return best?.text
    }

    /// Keeps the candidate at `position` when it is within `limit` and closer than `best`, or as
    /// close and sorting first.
    private func consider(
        _ position: Int, word: String, limit: Int, distance: DistanceToWord, best: inout (text: String, distance: Int)?
    ) {
        let text = candidates[position].text
        if text == word { return }
        let bound = min(limit, best?.distance ?? limit)
        let value = distance.to(candidates[position].scalars, bound: bound)
        guard value <= limit else { return }
        if let current = best, value > current.distance || (value == current.distance && text >= current.text) {
            return
        }
        best = (text, value)
    }

    /// The first index of `postings` (ascending) holding a position of at least `position`.
    private static func firstPosting(in postings: UnsafeBufferPointer<Int32>, atLeast position: Int) -> Int {
        var low = 0
        var high = postings.count
        while low < high {
            let middle = (low + high) / 2
            if Int(postings[middle]) < position { low = middle + 1 } else { high = middle }
        }
        return low
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

/// The edit distance from one fixed word to many candidates: bit-parallel (Myers 1999, in
/// Hyyrö's form for the global distance) when the word has at most 64 scalars, one pass over the
/// candidate with a handful of word operations per scalar; the bounded table otherwise.
struct DistanceToWord {
    private let word: [Unicode.Scalar]
    /// Per ASCII scalar, the bit mask of the word's positions holding it.
    private var asciiMasks: [UInt64]
    private var otherMasks: [UInt32: UInt64]
    private let usesBits: Bool

    init(_ word: [Unicode.Scalar]) {
        self.word = word
        usesBits = !word.isEmpty && word.count <= 64
        asciiMasks = usesBits ? [UInt64](repeating: 0, count: 128) : []
        otherMasks = [:]
        guard usesBits else { return }
        for (position, scalar) in word.enumerated() {
            let bit = UInt64(1) << UInt64(position)
            if scalar.value < 128 {
                asciiMasks[Int(scalar.value)] |= bit
            } else {
                otherMasks[scalar.value, default: 0] |= bit
            }
        }
    }

    /// The distance when it is at most `bound`, else a value above `bound` (the exact distance
    /// on the bit-parallel path).
    func to(_ candidate: [Unicode.Scalar], bound: Int) -> Int {
        guard usesBits, !candidate.isEmpty else { return Spelling.boundedDistance(word, candidate, bound: bound) }
        let last = UInt64(1) << UInt64(word.count - 1)
        var positive = UInt64.max
        var negative: UInt64 = 0
        var score = word.count
        for scalar in candidate {
            let equal = scalar.value < 128 ? asciiMasks[Int(scalar.value)] : (otherMasks[scalar.value] ?? 0)
            let verticalX = equal | negative
            let horizontalX = (((equal & positive) &+ positive) ^ positive) | equal
            var horizontalPositive = negative | ~(horizontalX | positive)
            var horizontalNegative = positive & horizontalX
            if horizontalPositive & last != 0 { score += 1 } else if horizontalNegative & last != 0 { score -= 1 }
            // The first row grows by one per candidate scalar: shift a positive delta in.
            horizontalPositive = (horizontalPositive << 1) | 1
            horizontalNegative <<= 1
            positive = horizontalNegative | ~(verticalX | horizontalPositive)
            negative = horizontalPositive & verticalX
        }
        return score
    }
}
