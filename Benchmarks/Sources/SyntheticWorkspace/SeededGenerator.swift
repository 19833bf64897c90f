// A small seeded random number generator, so the same seed always yields the same workspace.

/// SplitMix64: fast, good enough for picking names and sizes, and identical on every platform
/// (the standard library's generator is seeded from the system and cannot be replayed).
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A value in `range`, uniformly.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// A value in `0..<1`.
    public mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    /// One element of a non-empty array (the first when the array is empty is impossible here:
    /// callers pass literal vocabularies).
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int(next() % UInt64(max(elements.count, 1)))]
    }
}
