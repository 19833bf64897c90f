// Writes `Codable` values in the caches' compact binary form: no keys, fields in the order the
// synthesized `encode(to:)` writes them, strings written once per value.
import AXAnalysis

/// The binary form of the summary and results caches, driven by the model's synthesized `Codable`.
///
/// Why `Codable` rather than hand-written codecs: the model (`FileSummary` and its facts,
/// `Finding`, `ComputedIdentifier`) keeps changing with the extractors, and synthesized
/// conformances always write and read every stored property in declaration order, so a new fact
/// can never be silently dropped from the cache. Why not JSON or a property list: keys, text
/// numbers and Foundation's intermediate trees made decoding a 5,000-file cache take seconds and
/// hundreds of MB. Here a struct is its fields back to back (no keys, no count: the synthesized
/// code asks for them in a fixed order), integers are varints, and a string repeated within one
/// value (every `SourceSite` names its file) is written once and referred to by number, which
/// also makes the decoded copies share one buffer, as extraction's do.
///
/// Layout of a value (`BinaryCacheDecoder` reads exactly this):
/// - `Bool`: one byte, 0 or 1. Integers: LEB128 varints, signed ones zigzag-encoded.
///   `Double`/`Float`: their IEEE bits as a little-endian varint.
/// - `String`: varint 0, the UTF-8 length and the bytes for a string this value has not written
///   yet; else the varint n + 1 of its n-th first use. Inside dictionaries strings are always
///   written out and never numbered, so a reader can skip an entry without losing count.
/// - Keyed container of a struct: its fields in order. An optional field is a presence byte
///   (0 nil, 1 present) and the value; a single-value container (raw-value enums, `Optional`
///   inside a collection) writes the same presence byte before its value.
/// - Nested keyed or unkeyed container (an enum case with associated values): the case name as
///   a string, then the payload, so `allKeys` can name the case.
/// - Unkeyed container (arrays, sets): a 4-byte little-endian count, then the elements.
/// - Keyed container whose key type accepts any string (a dictionary with string keys): a 4-byte
///   count, then per entry the key, the value's 4-byte byte length and the value.
final class BinaryCacheEncoder {
    private(set) var bytes: [UInt8] = []
    private var stringNumbers: [String: Int] = [:]
    /// Above zero while writing a dictionary entry: strings are written out, not numbered.
    private var literalStringDepth = 0
    private var dictionaryKeyTypes: [ObjectIdentifier: Bool] = [:]

    /// False writes every value through its `encode(to:)`: `BinaryCacheCodingTests` compares the
    /// fast paths' bytes with those.
    private let writesFastPaths: Bool

    init(capacity: Int = 1 << 16, writesFastPaths: Bool = true) {
        self.writesFastPaths = writesFastPaths
        bytes.reserveCapacity(capacity)
    }

    /// Clears the buffer and the string numbers, keeping the capacity: each cache entry is one
    /// self-contained value.
    func reset() {
        bytes.removeAll(keepingCapacity: true)
        stringNumbers.removeAll(keepingCapacity: true)
        literalStringDepth = 0
    }

    /// Appends `value` to `bytes`.
    func encode<Value: Encodable>(_ value: Value) throws {
        failed = false
        try encodeValue(value)
        if failed {
            throw BinaryCacheError("the value nests containers in a dictionary, which the cache format cannot write")
        }
    }

    // MARK: Primitives

    func writeVarint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(truncatingIfNeeded: rest))
    }

    func writeSigned(_ value: Int64) {
        writeVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    func writeBool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    func writeString(_ value: String) {
        if literalStringDepth == 0 {
            if let number = stringNumbers[value] {
                writeVarint(UInt64(number) + 1)
                return
            }
            stringNumbers[value] = stringNumbers.count
        }
        writeVarint(0)
        writeVarint(UInt64(value.utf8.count))
        bytes.append(contentsOf: value.utf8)
    }

    /// Reserves a 4-byte little-endian number to be filled in later; returns its offset.
    func reserveUInt32() -> Int {
        let offset = bytes.count
        bytes.append(contentsOf: [0, 0, 0, 0])
        return offset
    }

    func patchUInt32(_ value: Int, at offset: Int) throws {
        guard offset >= 0, offset + 4 <= bytes.count, let fitting = UInt32(exactly: value) else {
            throw BinaryCacheError("a count or length does not fit the cache format")
        }
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: fitting >> (8 * UInt32(index))) }
    }

    // MARK: Values

    func encodeValue<Value: Encodable>(_ value: Value) throws {
        // Strings in arrays and sets skip the single-value container and its presence byte.
        if Value.self == String.self, let string = value as? String {
            writeString(string)
            return
        }
        if writesFastPaths {
            // The most numerous values of a summary (every entry of a localization table is a
            // `VisibleTextFact` with its `SourceSite`), written field by field as their synthesized
            // `encode(to:)` writes them, without a container each: a container is an allocation and
            // generic metadata lookups, and encoding the six real apps' summaries took 1.3 s of
            // one core, a third of it in `VisibleTextFact`s. The types are equal, so the casts are.
            if Value.self == VisibleTextFact.self {
                return writeVisibleText(unsafeBitCast(value, to: VisibleTextFact.self))
            }
            if Value.self == SourceSite.self { return writeSite(unsafeBitCast(value, to: SourceSite.self)) }
            if Value.self == ByteRange.self { return writeRange(unsafeBitCast(value, to: ByteRange.self)) }
        }
        try value.encode(to: EncoderView(owner: self))
    }

    /// `text`, `site`, then `source` as a raw-value enum (a single-value container: presence byte).
    private func writeVisibleText(_ fact: VisibleTextFact) {
        writeString(fact.text)
        writeSite(fact.site)
        writeBool(true)
        writeString(fact.source.rawValue)
    }

    private func writeSite(_ site: SourceSite) {
        writeString(site.file)
        writeRange(site.range)
    }

    private func writeRange(_ range: ByteRange) {
        writeSigned(Int64(range.start))
        writeSigned(Int64(range.end))
    }

    /// True for key types that take any string (`Dictionary`'s): those containers are maps and
    /// write their keys; the synthesized `CodingKeys` of structs refuse unknown names.
    func isDictionaryKey<Key: CodingKey>(_ type: Key.Type) -> Bool {
        let identifier = ObjectIdentifier(type)
        if let known = dictionaryKeyTypes[identifier] { return known }
        let isDictionary = Key(stringValue: "\u{1}ax-lsp: any key?") != nil
        dictionaryKeyTypes[identifier] = isDictionary
        return isDictionary
    }

    func makeKeyedContainer<Key: CodingKey>(_ type: Key.Type) -> KeyedEncodingContainer<Key> {
        if isDictionaryKey(type) {
            return KeyedEncodingContainer(DictionaryContainer<Key>(owner: self, countOffset: reserveUInt32()))
        }
        return KeyedEncodingContainer(FieldsContainer<Key>(owner: self))
    }

    func makeUnkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedContainer(owner: self, countOffset: reserveUInt32())
    }

    // MARK: Encoder

    struct EncoderView: Encoder {
        let owner: BinaryCacheEncoder
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            owner.makeKeyedContainer(type)
        }
        func unkeyedContainer() -> any UnkeyedEncodingContainer { owner.makeUnkeyedContainer() }
        func singleValueContainer() -> any SingleValueEncodingContainer { SingleValueContainer(owner: owner) }
    }

    /// A struct's fields, in the order the synthesized code writes them.
    struct FieldsContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let owner: BinaryCacheEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws { owner.writeBool(false) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { owner.writeBool(value) }
        mutating func encode(_ value: String, forKey key: Key) throws { owner.writeString(value) }
        mutating func encode(_ value: Double, forKey key: Key) throws { owner.writeVarint(value.bitPattern) }
        mutating func encode(_ value: Float, forKey key: Key) throws { owner.writeVarint(UInt64(value.bitPattern)) }
        mutating func encode(_ value: Int, forKey key: Key) throws { owner.writeSigned(Int64(value)) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { owner.writeSigned(Int64(value)) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { owner.writeSigned(Int64(value)) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { owner.writeSigned(Int64(value)) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { owner.writeSigned(value) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { owner.writeVarint(UInt64(value)) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { owner.writeVarint(UInt64(value)) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { owner.writeVarint(UInt64(value)) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { owner.writeVarint(UInt64(value)) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { owner.writeVarint(value) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try owner.encodeValue(value) }

        // Optional fields: a presence byte, then the value. (The protocol's default would write
        // nothing for nil, which a keyless reader cannot tell from the next field.)
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
            try encodeIfPresent(value, key)
        }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
            try encodeIfPresent(value as Bool?, key)
        }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
            try encodeIfPresent(value as String?, key)
        }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
            try encodeIfPresent(value as Double?, key)
        }
        mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
            try encodeIfPresent(value as Float?, key)
        }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeIfPresent(value as Int?, key) }
        mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
            try encodeIfPresent(value as Int8?, key)
        }
        mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
            try encodeIfPresent(value as Int16?, key)
        }
        mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
            try encodeIfPresent(value as Int32?, key)
        }
        mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
            try encodeIfPresent(value as Int64?, key)
        }
        mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
            try encodeIfPresent(value as UInt?, key)
        }
        mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
            try encodeIfPresent(value as UInt8?, key)
        }
        mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
            try encodeIfPresent(value as UInt16?, key)
        }
        mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
            try encodeIfPresent(value as UInt32?, key)
        }
        mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
            try encodeIfPresent(value as UInt64?, key)
        }

        private mutating func encodeIfPresent<T: Encodable>(_ value: T?, _ key: Key) throws {
            guard let value else { return owner.writeBool(false) }
            owner.writeBool(true)
            try owner.encodeValue(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            owner.writeString(key.stringValue)
            return owner.makeKeyedContainer(keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            owner.writeString(key.stringValue)
            return owner.makeUnkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { EncoderView(owner: owner) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { EncoderView(owner: owner) }
    }

    /// A dictionary: a count, then key, byte length and value per entry.
    struct DictionaryContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let owner: BinaryCacheEncoder
        let countOffset: Int
        private var count = 0
        var codingPath: [any CodingKey] { [] }

        init(owner: BinaryCacheEncoder, countOffset: Int) {
            self.owner = owner
            self.countOffset = countOffset
        }

        private mutating func entry(_ key: Key, _ body: () throws -> Void) throws {
            count += 1
            try owner.patchUInt32(count, at: countOffset)
            owner.literalStringDepth += 1
            defer { owner.literalStringDepth -= 1 }
            owner.writeString(key.stringValue)
            let lengthOffset = owner.reserveUInt32()
            try body()
            try owner.patchUInt32(owner.bytes.count - lengthOffset - 4, at: lengthOffset)
        }

        mutating func encodeNil(forKey key: Key) throws {
            let owner = self.owner
            try entry(key) { owner.writeBool(false) }
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            let owner = self.owner
            try entry(key) { try owner.encodeValue(value) }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            // Dictionaries never nest containers by key; a map of maps would need a length
            // patched after the nested writes, which this format does not support.
            owner.failed = true
            return owner.makeKeyedContainer(keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            owner.failed = true
            return owner.makeUnkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            owner.failed = true
            return EncoderView(owner: owner)
        }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            owner.failed = true
            return EncoderView(owner: owner)
        }
    }

    /// Set when a value asked for something the format cannot write; `encode` then fails.
    var failed = false

    /// Arrays and sets: a count, patched as elements arrive, then the elements.
    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let owner: BinaryCacheEncoder
        let countOffset: Int
        private(set) var count = 0
        var codingPath: [any CodingKey] { [] }

        init(owner: BinaryCacheEncoder, countOffset: Int) {
            self.owner = owner
            self.countOffset = countOffset
        }

        private mutating func element() throws {
            count += 1
            try owner.patchUInt32(count, at: countOffset)
        }

        mutating func encodeNil() throws {
            try element()
            owner.writeBool(false)
        }
        mutating func encode(_ value: String) throws {
            try element()
            owner.writeString(value)
        }
        mutating func encode<T: Encodable>(_ value: T) throws {
            try element()
            try owner.encodeValue(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
            NestedKey
        > {
            if (try? element()) == nil { owner.failed = true }
            return owner.makeKeyedContainer(keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            if (try? element()) == nil { owner.failed = true }
            return owner.makeUnkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            if (try? element()) == nil { owner.failed = true }
            return EncoderView(owner: owner)
        }
    }

    /// Raw-value enums and optionals inside collections: a presence byte, then the value.
    struct SingleValueContainer: SingleValueEncodingContainer {
        let owner: BinaryCacheEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { owner.writeBool(false) }
        mutating func encode(_ value: Bool) throws {
            owner.writeBool(true)
            owner.writeBool(value)
        }
        mutating func encode(_ value: String) throws {
            owner.writeBool(true)
            owner.writeString(value)
        }
        mutating func encode(_ value: Double) throws {
            owner.writeBool(true)
            owner.writeVarint(value.bitPattern)
        }
        mutating func encode(_ value: Float) throws {
            owner.writeBool(true)
            owner.writeVarint(UInt64(value.bitPattern))
        }
        mutating func encode(_ value: Int) throws {
            owner.writeBool(true)
            owner.writeSigned(Int64(value))
        }
        mutating func encode(_ value: Int8) throws {
            owner.writeBool(true)
            owner.writeSigned(Int64(value))
        }
        mutating func encode(_ value: Int16) throws {
            owner.writeBool(true)
            owner.writeSigned(Int64(value))
        }
        mutating func encode(_ value: Int32) throws {
            owner.writeBool(true)
            owner.writeSigned(Int64(value))
        }
        mutating func encode(_ value: Int64) throws {
            owner.writeBool(true)
            owner.writeSigned(value)
        }
        mutating func encode(_ value: UInt) throws {
            owner.writeBool(true)
            owner.writeVarint(UInt64(value))
        }
        mutating func encode(_ value: UInt8) throws {
            owner.writeBool(true)
            owner.writeVarint(UInt64(value))
        }
        mutating func encode(_ value: UInt16) throws {
            owner.writeBool(true)
            owner.writeVarint(UInt64(value))
        }
        mutating func encode(_ value: UInt32) throws {
            owner.writeBool(true)
            owner.writeVarint(UInt64(value))
        }
        mutating func encode(_ value: UInt64) throws {
            owner.writeBool(true)
            owner.writeVarint(value)
        }
        mutating func encode<T: Encodable>(_ value: T) throws {
            owner.writeBool(true)
            try owner.encodeValue(value)
        }
    }
}

/// Why a cache value could not be written or read; the cache is then rebuilt, never trusted.
struct BinaryCacheError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
