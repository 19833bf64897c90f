// The seeded generator every property test draws from.

/// A tiny, reproducible generator (SplitMix64): the same seed gives the same sequence on every
/// platform, so a failing seed can be replayed.
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    /// A generator for one named input: its seed is `seed` mixed with the name's FNV-1a hash, so
    /// each file gets positions of its own, the same on every run, and adding a file changes no
    /// other file's.
    package init(seed: UInt64, name: String) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        state = seed ^ hash
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound`; a bound below one counts as one.
    package mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }

    /// One of `choices`, or nil when there are none.
    package mutating func pick<T>(_ choices: [T]) -> T? {
        choices.isEmpty ? nil : choices[next(below: choices.count)]
    }
}
