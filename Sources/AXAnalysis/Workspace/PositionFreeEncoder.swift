// Flattens a `Codable` value into a byte key that omits every `ByteRange`, plus the ranges'
// offsets in order: two summaries with equal keys differ only in where their facts are.

/// A minimal `Encoder` that writes a compact, unambiguous byte stream (tags, lengths, values;
/// every container prefixed with its element count) and lifts `ByteRange` values out into
/// `positions`.
///
/// It replaces sorted-keys JSON for `PositionMapping`: the same facts compare equal and the same
/// offsets come out in the same order, without building JSON text and scanning it again.
final class PositionFreeEncoder {
    private(set) var key: [UInt8] = []
    private(set) var positions: [Int] = []

    init(capacity: Int = 4096) {
        key.reserveCapacity(capacity)
        positions.reserveCapacity(capacity / 16)
    }

    /// Encodes `value`; false when its `encode(to:)` threw (never for the synthesized summaries).
    func encode<Value: Encodable>(_ value: Value) -> Bool {
        do {
            try encodeValue(value)
            return true
        } catch {
            return false
        }
    }

    // MARK: Stream

    enum Tag: UInt8 {
        case keyed = 1
        case unkeyed, nilValue, bool, int, string, double, range, key
    }

    func write(_ tag: Tag) { key.append(tag.rawValue) }

    func write(_ value: Int) {
        var bits = UInt64(bitPattern: Int64(value))
        for _ in 0..<8 {
            key.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    /// Writes a container tag and a zero count that `countElement(at:)` raises as elements arrive
    /// (containers cannot know their size up front; a count keeps `[[a], []]` apart from `[[a]]`).
    func beginContainer(_ tag: Tag) -> Int {
        write(tag)
        let offset = key.count
        write(0)
        return offset
    }

    func countElement(at offset: Int) {
        guard offset >= 0, offset + 8 <= key.count else { return }
        var count: UInt64 = 0
        for index in (0..<8).reversed() { count = count << 8 | UInt64(key[offset + index]) }
        count += 1
        for index in 0..<8 {
            key[offset + index] = UInt8(truncatingIfNeeded: count)
            count >>= 8
        }
    }

    func write(_ string: String) {
        write(string.utf8.count)
        key.append(contentsOf: string.utf8)
    }

    func encodeValue<Value: Encodable>(_ value: Value) throws {
        if let range = value as? ByteRange {
            write(.range)
            positions.append(range.start)
            positions.append(range.end)
            return
        }
        try value.encode(to: EncoderView(owner: self))
    }

    // MARK: Encoder

    struct EncoderView: Encoder {
        let owner: PositionFreeEncoder
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Keyed<Key>(owner: owner, countOffset: owner.beginContainer(.keyed)))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            Unkeyed(owner: owner, countOffset: owner.beginContainer(.unkeyed))
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(owner: owner) }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let owner: PositionFreeEncoder
        let countOffset: Int
        var codingPath: [any CodingKey] { [] }

        private func writeKey(_ key: Key) {
            owner.countElement(at: countOffset)
            owner.write(.key)
            owner.write(key.stringValue)
        }

        mutating func encodeNil(forKey key: Key) throws {
            writeKey(key)
            owner.write(.nilValue)
        }
        mutating func encode(_ value: Bool, forKey key: Key) throws {
            writeKey(key)
            Single(owner: owner).write(value)
        }
        mutating func encode(_ value: String, forKey key: Key) throws {
            writeKey(key)
            owner.write(.string)
            owner.write(value)
        }
        mutating func encode(_ value: Int, forKey key: Key) throws {
            writeKey(key)
            owner.write(.int)
            owner.write(value)
        }
        mutating func encode(_ value: Double, forKey key: Key) throws {
            writeKey(key)
            Single(owner: owner).write(value)
        }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            writeKey(key)
            try owner.encodeValue(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            writeKey(key)
            return KeyedEncodingContainer(Keyed<NestedKey>(owner: owner, countOffset: owner.beginContainer(.keyed)))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            writeKey(key)
            return Unkeyed(owner: owner, countOffset: owner.beginContainer(.unkeyed))
        }

        mutating func superEncoder() -> any Encoder { EncoderView(owner: owner) }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            writeKey(key)
            return EncoderView(owner: owner)
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let owner: PositionFreeEncoder
        let countOffset: Int
        var codingPath: [any CodingKey] { [] }
        private(set) var count = 0

        init(owner: PositionFreeEncoder, countOffset: Int) {
            self.owner = owner
            self.countOffset = countOffset
        }

        private mutating func element() {
            count += 1
            owner.countElement(at: countOffset)
        }

        mutating func encodeNil() throws {
            element()
            owner.write(.nilValue)
        }
        mutating func encode(_ value: String) throws {
            element()
            owner.write(.string)
            owner.write(value)
        }
        mutating func encode(_ value: Int) throws {
            element()
            owner.write(.int)
            owner.write(value)
        }
        mutating func encode<T: Encodable>(_ value: T) throws {
            element()
            try owner.encodeValue(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
            NestedKey
        > {
            element()
            return KeyedEncodingContainer(Keyed<NestedKey>(owner: owner, countOffset: owner.beginContainer(.keyed)))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            element()
            return Unkeyed(owner: owner, countOffset: owner.beginContainer(.unkeyed))
        }

        mutating func superEncoder() -> any Encoder {
            element()
            return EncoderView(owner: owner)
        }
    }

    struct Single: SingleValueEncodingContainer {
        let owner: PositionFreeEncoder
        var codingPath: [any CodingKey] { [] }

        func write(_ value: Bool) {
            owner.write(.bool)
            owner.key.append(value ? 1 : 0)
        }

        func write(_ value: Double) {
            owner.write(.double)
            owner.write(Int(bitPattern: UInt(value.bitPattern)))
        }

        mutating func encodeNil() throws { owner.write(.nilValue) }
        mutating func encode(_ value: Bool) throws { write(value) }
        mutating func encode(_ value: String) throws {
            owner.write(.string)
            owner.write(value)
        }
        mutating func encode(_ value: Int) throws {
            owner.write(.int)
            owner.write(value)
        }
        mutating func encode(_ value: Double) throws { write(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { try owner.encodeValue(value) }
    }
}
