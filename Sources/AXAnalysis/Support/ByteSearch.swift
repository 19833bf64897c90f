// Byte-level substring search, for checks that decide whether a file needs a closer look.
import Foundation

/// Whether a text contains a byte sequence (`memchr` for the first byte, `memcmp` for the rest;
/// glibc's `memmem` is not visible without `_GNU_SOURCE`): a cheap "maybe" before work that would
/// otherwise read every node of a tree.
enum ByteSearch {
    /// Whether `text` has a NUL byte (a binary file, or UTF-16 read as UTF-8): `memchr`, where
    /// `utf8.contains(0)` went through the bytes one by one (1% of a cold run on real apps).
    static func containsNUL(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, 0, bytes.count) != nil
        } ?? text.utf8.contains(0)
    }

    /// True when `text`'s UTF-8 contains `needle`'s; also true when the text's bytes are not
    /// contiguous (a bridged string), so a caller never skips work it needed.
    static func contains(_ text: String, _ needle: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { haystack in
            needle.utf8.withContiguousStorageIfAvailable { pattern in
                contains(haystack, pattern)
            } ?? true
        }
        return found ?? true
    }

    /// True when the bytes of `text` in `range` (clamped to the text) contain `needle`'s; also
    /// true when the text's bytes are not contiguous.
    static func contains(_ text: String, in range: ByteRange, _ needle: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { haystack in
            let start = min(max(range.start, 0), haystack.count)
            let end = min(max(range.end, start), haystack.count)
            return needle.utf8.withContiguousStorageIfAvailable { pattern in
                contains(UnsafeBufferPointer(rebasing: haystack[start..<end]), pattern)
            } ?? true
        }
        return found ?? true
    }

    /// The UTF-8 offset where the last `needle` in `text` starts, nil when there is none.
    /// Foundation's backward `range(of:)` goes through UTF-16 on Linux: on the screen of every
    /// SwiftUI element of a workspace (`ScreenModel.presentedScreen`), a fifth of a cold `check`.
    static func lastOffset(of needle: String, in text: String) -> Int? {
        func search(_ haystack: UnsafeBufferPointer<UInt8>) -> Int? {
            let pattern = Array(needle.utf8)
            guard let first = pattern.first, haystack.count >= pattern.count else { return nil }
            var start = haystack.count - pattern.count
            while start >= 0 {
                if haystack[start] == first,
                    pattern.indices.allSatisfy({ haystack[start + $0] == pattern[$0] })
                {
                    return start
                }
                start -= 1
            }
            return nil
        }
        if let found = text.utf8.withContiguousStorageIfAvailable(search) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(search)
    }

    /// The search itself. `memchr` looks for `needle[anchor]`, and only there is the rest
    /// compared: the fewer places it stops, the fewer comparisons, so without an anchor the
    /// needle's rarest byte in Swift source is taken (`rarestByte`). Anchored on its first byte,
    /// `applyAccessibility` stopped at every `a` of a file: 0.4 ms of every keystroke in a
    /// 5,000-line file went to the RapidA11y extractor's word check alone.
    static func contains(
        _ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>, anchor: Int? = nil
    ) -> Bool {
        guard !needle.isEmpty else { return true }
        let anchor = anchor ?? rarestByte(of: needle)
        guard let haystackBase = haystack.baseAddress, let needleBase = needle.baseAddress,
            haystack.count >= needle.count,
            needle.indices.contains(anchor)
        else { return false }
        // Candidate starts run from 0 to `last`; the anchor byte of a start sits `anchor` later.
        let last = haystack.count - needle.count
        var start = 0
        while start <= last {
            guard let found = memchr(haystackBase + start + anchor, Int32(needle[anchor]), last - start + 1) else {
                return false
            }
            let position = haystackBase.distance(to: found.assumingMemoryBound(to: UInt8.self)) - anchor
            if memcmp(haystackBase + position, needleBase, needle.count) == 0 { return true }
            start = position + 1
        }
        return false
    }

    /// Printable ASCII from the most to the least frequent in Swift source (every Swift file of
    /// six real apps, 31 MB): a byte later in the list is rarer. Bytes not listed (control
    /// characters, non-ASCII) count as rarer than all of them, except space and line feed.
    private static let frequencyOrder = Array(
        " etiarnosl\ncdu.pgmf:h()bvSwy/C\",I\t={}ATkDMLPxFVRUE_N0BO?1-WHz[]q2>KG\\@!j`3X#4<568Q$&79'Y+*;|ZJ".utf8)

    /// Rank of each byte: higher is rarer.
    private static let rarity: [UInt8] = {
        var rank = [UInt8](repeating: UInt8.max, count: 256)
        for (index, byte) in frequencyOrder.enumerated() where rank[Int(byte)] == UInt8.max {
            rank[Int(byte)] = UInt8(index)
        }
        return rank
    }()

    /// The index of the needle's rarest byte (the first of equally rare ones).
    static func rarestByte(of needle: UnsafeBufferPointer<UInt8>) -> Int {
        var best = 0
        for index in needle.indices where rarity[Int(needle[index])] > rarity[Int(needle[best])] { best = index }
        return best
    }
}
