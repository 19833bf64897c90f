// Glob matching for config paths: `*` within a segment, `**` across segments, `?` one character.

package enum Glob {
    /// True when `path` (relative, `/`-separated) matches `pattern`. A pattern without a slash
    /// also matches the last path components (`*.generated.swift` matches `a/b/X.generated.swift`),
    /// and a pattern naming a folder matches everything under it.
    package static func matches(path: String, pattern: String) -> Bool {
        var pattern = pattern
        if pattern.hasPrefix("./") { pattern.removeFirst(2) }
        var path = path
        if path.hasPrefix("./") { path.removeFirst(2) }
        if pattern.hasSuffix("/") { pattern += "**" }
        let patternParts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let pathParts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if match(patternParts[...], pathParts[...]) { return true }
        // A folder pattern matches what is under it.
        if match((patternParts + ["**"])[...], pathParts[...]) { return true }
        if !pattern.contains("/") {
            return pathParts.indices.contains { match(patternParts[...], pathParts[$0...]) }
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var index = path.startIndex
            while true {
                if match(rest, path[index...]) { return true }
                if index == path.endIndex { return false }
                index += 1
            }
        }
        guard let segment = path.first, matchSegment(Array(first), Array(segment)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchSegment(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0
        var t = 0
        var star = -1
        var mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                mark = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                mark += 1
                t = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
