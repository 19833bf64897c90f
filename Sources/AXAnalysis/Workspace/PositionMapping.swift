// Detects edits that only move a file's facts (typing inside a function body, adding blank
// lines) and maps old offsets to new ones, so results can be shifted instead of recomputed.

/// Old UTF-8 offset → new UTF-8 offset for one file, built from the ranges of two summaries
/// that are equal but for positions.
struct PositionMapping {
    private let oldOffsets: [Int]
    private let newOffsets: [Int]

    /// A summary flattened for comparison: everything but its ranges, and the ranges' offsets.
    struct Flattened {
        let key: [UInt8]
        let positions: [Int]
    }

    /// The mapping of an edit: offsets from `shift.from` on move by `shift.delta`.
    init(shift: OffsetShift) {
        oldOffsets = [shift.from]
        newOffsets = [shift.from + shift.delta]
    }

    private init(oldOffsets: [Int], newOffsets: [Int]) {
        self.oldOffsets = oldOffsets
        self.newOffsets = newOffsets
    }

    /// Flattens a summary once, so that a workspace can keep the last one of the file being typed in.
    static func flatten(_ summary: FileSummary) -> Flattened? {
        let encoder = PositionFreeEncoder()
        guard encoder.encode(summary) else { return nil }
        return Flattened(key: encoder.key, positions: encoder.positions)
    }

    /// Returns nil when the summaries differ in anything but positions (the edit changed facts).
    static func between(_ old: FileSummary, _ new: FileSummary) -> PositionMapping? {
        guard old.path == new.path, old.kind == new.kind, let oldFlat = flatten(old), let newFlat = flatten(new) else {
            return nil
        }
        return between(oldFlat, newFlat)
    }

    /// The mapping between two flattened summaries of the same file, or nil when their facts differ.
    static func between(_ old: Flattened, _ new: Flattened) -> PositionMapping? {
        let oldPositions = old.positions
        let newPositions = new.positions
        guard old.key == new.key, oldPositions.count == newPositions.count else { return nil }
        var pairs: [Int: Int] = [:]
        pairs.reserveCapacity(oldPositions.count)
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
            if oldOffsets[mid] <= offset {
                best = mid
                low = mid + 1
            } else {
                high = mid - 1
            }
        }
        guard best >= 0 else { return offset }
        return newOffsets[best] + (offset - oldOffsets[best])
    }

    func map(_ range: ByteRange) -> ByteRange { ByteRange(start: map(range.start), end: map(range.end)) }
}
