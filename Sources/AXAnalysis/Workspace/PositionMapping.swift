// Detects edits that only move a file's facts (typing inside a function body, adding blank
// lines) and maps old offsets to new ones, so results can be shifted instead of recomputed.
import Foundation

/// Old UTF-8 offset → new UTF-8 offset for one file, built from the ranges of two summaries
/// that are equal but for positions.
struct PositionMapping {
    private let oldOffsets: [Int]
    private let newOffsets: [Int]

    /// Returns nil when the summaries differ in anything but positions (the edit changed facts).
    static func between(_ old: FileSummary, _ new: FileSummary) -> PositionMapping? {
        guard old.path == new.path, old.kind == new.kind else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let oldData = try? encoder.encode(old), let newData = try? encoder.encode(new) else { return nil }
        let (oldKey, oldPositions) = stripPositions(Array(oldData))
        let (newKey, newPositions) = stripPositions(Array(newData))
        guard oldKey == newKey, oldPositions.count == newPositions.count else { return nil }
        var pairs: [Int: Int] = [:]
        for (oldOffset, newOffset) in zip(oldPositions, newPositions) {
            if let existing = pairs[oldOffset], existing != newOffset { return nil }
            pairs[oldOffset] = newOffset
        }
        let sorted = pairs.keys.sorted()
        // The mapping must keep order, or relative order decisions (before/after) could change.
        var previous = Int.min
        for offset in sorted {
            guard let mapped = pairs[offset], mapped >= previous else { return nil }
            previous = mapped
        }
        return PositionMapping(oldOffsets: sorted, newOffsets: sorted.compactMap { pairs[$0] })
    }

    /// Maps an offset; offsets between known points move with the nearest known point below.
    func map(_ offset: Int) -> Int {
        var low = 0
        var high = oldOffsets.count - 1
        var best = -1
        while low <= high {
            let mid = (low + high) / 2
            if oldOffsets[mid] <= offset { best = mid; low = mid + 1 } else { high = mid - 1 }
        }
        guard best >= 0 else { return offset }
        return newOffsets[best] + (offset - oldOffsets[best])
    }

    func map(_ range: ByteRange) -> ByteRange { ByteRange(start: map(range.start), end: map(range.end)) }

    /// Removes every `{"end":E,"start":S}` object (a `ByteRange`) from sorted-keys JSON and
    /// returns what is left plus the offsets in order.
    private static func stripPositions(_ bytes: [UInt8]) -> ([UInt8], [Int]) {
        let opening = Array(#"{"end":"#.utf8)
        let middle = Array(#","start":"#.utf8)
        var key: [UInt8] = []
        key.reserveCapacity(bytes.count)
        var positions: [Int] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "{"), matches(bytes, at: index, opening) {
                var cursor = index + opening.count
                let (end, afterEnd) = readInt(bytes, from: cursor)
                cursor = afterEnd
                if let end, matches(bytes, at: cursor, middle) {
                    cursor += middle.count
                    let (start, afterStart) = readInt(bytes, from: cursor)
                    if let start, afterStart < bytes.count, bytes[afterStart] == UInt8(ascii: "}") {
                        positions.append(start)
                        positions.append(end)
                        key.append(contentsOf: [UInt8(ascii: "{"), UInt8(ascii: "}")])
                        index = afterStart + 1
                        continue
                    }
                }
            }
            key.append(bytes[index])
            index += 1
        }
        return (key, positions)
    }

    private static func matches(_ bytes: [UInt8], at index: Int, _ pattern: [UInt8]) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    private static func readInt(_ bytes: [UInt8], from start: Int) -> (Int?, Int) {
        var index = start
        var value = 0
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { negative = true; index += 1 }
        let digitsStart = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9"), index - digitsStart < 18 {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        return (index > digitsStart ? (negative ? -value : value) : nil, index)
    }
}
