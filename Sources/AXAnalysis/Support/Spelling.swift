// "Did you mean" suggestions by edit distance.

public enum Spelling {
    /// Levenshtein distance over Unicode scalars.
    public static func distance(_ a: String, _ b: String) -> Int {
        let left = Array(a.unicodeScalars)
        let right = Array(b.unicodeScalars)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previous = Array(0...right.count)
        var current = Array(repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }

    /// The closest candidate within a third of the word's length (at least 2 edits), if any.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        var best: (String, Int)?
        for candidate in candidates where candidate != word {
            // Cheap length filter before the quadratic distance.
            if abs(candidate.count - word.count) > limit { continue }
            let d = distance(word, candidate)
            if d <= limit, best.map({ d < $0.1 || (d == $0.1 && candidate < $0.0) }) ?? true {
                best = (candidate, d)
            }
        }
        return best?.0
    }
}
