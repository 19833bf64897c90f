// A fast 128-bit fingerprint of a file's bytes, the key of the summary cache.

/// Two independent 64-bit multiply-xorshift lanes over 8-byte words plus the length: not
/// cryptographic (nobody gains by forging a cache entry for their own files), but 128 bits make
/// an accidental match between two versions of one file practically impossible, and hashing a
/// 30 MB workspace takes milliseconds.
public struct ContentHash: Hashable, Codable, Sendable, CustomStringConvertible {
    package let high: UInt64
    package let low: UInt64
    package let length: Int

    package init(high: UInt64, low: UInt64, length: Int) {
        self.high = high
        self.low = low
        self.length = length
    }

    public init(_ text: String) {
        var copy = text
        self = copy.withUTF8 { ContentHash(bytes: $0) }
    }

    package init(bytes: UnsafeBufferPointer<UInt8>) {
        var first: UInt64 = 0x9E37_79B9_7F4A_7C15
        var second: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        let wordCount = bytes.count / 8
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            for index in 0..<wordCount {
                let word = base.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
                first = Self.mix(first ^ word, 0xFF51_AFD7_ED55_8CCD)
                second = Self.mix(second &+ word, 0xC4CE_B9FE_1A85_EC53)
            }
        }
        var tail: UInt64 = 0
        for (shift, byte) in bytes[(wordCount * 8)...].enumerated() { tail |= UInt64(byte) << UInt64(shift * 8) }
        first = Self.mix(first ^ tail ^ UInt64(bytes.count), 0xFF51_AFD7_ED55_8CCD)
        second = Self.mix(second &+ tail &+ UInt64(bytes.count), 0xC4CE_B9FE_1A85_EC53)
        self.init(high: first, low: second, length: bytes.count)
    }

    private static func mix(_ value: UInt64, _ multiplier: UInt64) -> UInt64 {
        var mixed = value &* multiplier
        mixed ^= mixed >> 29
        mixed = mixed &* 0xBF58_476D_1CE4_E5B9
        return mixed ^ (mixed >> 32)
    }

    public var description: String {
        String(high, radix: 16) + String(low, radix: 16) + "-\(length)"
    }
}
