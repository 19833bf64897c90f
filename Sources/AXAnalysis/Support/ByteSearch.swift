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

    /// The search itself. `memchr` looks for `needle[anchor]` (pick the needle's rarest byte:
    /// the fewer places it stops, the fewer comparisons), and only there is the rest compared.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>, anchor: Int = 0) -> Bool {
        guard !needle.isEmpty else { return true }
        guard let haystackBase = haystack.baseAddress, let needleBase = needle.baseAddress, haystack.count >= needle.count,
              needle.indices.contains(anchor) else { return false }
        // Candidate starts run from 0 to `last`; the anchor byte of a start sits `anchor` later.
        let last = haystack.count - needle.count
        var start = 0
        while start <= last {
            guard let found = memchr(haystackBase + start + anchor, Int32(needle[anchor]), last - start + 1) else { return false }
            let position = haystackBase.distance(to: found.assumingMemoryBound(to: UInt8.self)) - anchor
            if memcmp(haystackBase + position, needleBase, needle.count) == 0 { return true }
            start = position + 1
        }
        return false
    }
}
