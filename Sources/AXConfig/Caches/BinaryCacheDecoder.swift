// Reads what `BinaryCacheEncoder` wrote, checking every length and number against the bytes
// actually there, so a damaged cache fails to decode instead of trapping or allocating wildly.
import AXAnalysis

/// The reader of `BinaryCacheEncoder`'s layout (see there) over one block's bytes.
///
/// Every read is bounds-checked and throws `BinaryCacheError` on anything the encoder could not
/// have written: a count or length past the end of the bytes, a string number never defined, a
/// byte other than 0 or 1 where a `Bool` or presence byte belongs, an integer that overflows,
/// nesting deeper than `maximumDepth`. Callers discard the whole cache on any error.
final class BinaryCacheDecoder {
    /// Deeper than any summary: view trees nest a few containers per level and extraction stops
    /// at 256 levels. Run decoding on a `DeepStack` thread, whose stack fits this.
    static let maximumDepth = 4096

    private let bytes: [UInt8]
    private(set) var position = 0
    private var strings: [String] = []
    /// Above zero while reading a dictionary entry: strings are written out, not numbered.
    private var literalStringDepth = 0
    private var depth = 0
    /// Set by a single-value container's `decodeNil()` that found a value: its presence byte is
    /// read, so the `decode` that follows must not read another.
    private var presenceAlreadyRead = false
    /// Set when `decodeNil()` (which cannot throw) met a byte that is not a presence byte.
    private var failed = false
    private let dictionaryKeyTypes: KeyKinds

    /// `keyKinds` may be shared by the decoders of one thread (one per cache entry): which key
    /// types are dictionaries' is the same in every entry, and finding out costs a key
    /// initializer per type (a sixth of decoding a summary cache when each entry found out anew).
    init(bytes: [UInt8], keyKinds: KeyKinds = KeyKinds(), readsFastPaths: Bool = true) {
        self.bytes = bytes
        self.dictionaryKeyTypes = keyKinds
        self.readsFastPaths = readsFastPaths
    }

    /// False reads every value through its `init(from:)` (`BinaryCacheCodingTests` compares).
    private let readsFastPaths: Bool

    /// Which `CodingKey` types are a dictionary's (any string is a key) and which a struct's.
    /// Not thread-safe: one per thread.
    final class KeyKinds {
        fileprivate var isDictionary: [ObjectIdentifier: Bool] = [:]
        init() {}
    }

    var isAtEnd: Bool { position == bytes.count }

    /// Decodes one value; the caller checks `isAtEnd` when the block holds nothing else.
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        let value = try decodeValue(type)
        if failed { throw BinaryCacheError("a presence byte is neither 0 nor 1") }
        return value
    }

    // MARK: Primitives

    func readByte() throws -> UInt8 {
        guard position < bytes.count else { throw BinaryCacheError("the value ends early") }
        defer { position += 1 }
        return bytes[position]
    }

    func readVarint() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try readByte()
            guard shift < 64, shift < 63 || byte <= 1 else { throw BinaryCacheError("an integer overflows 64 bits") }
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    func readSigned() throws -> Int64 {
        let raw = try readVarint()
        return Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
    }

    func readBool() throws -> Bool {
        switch try readByte() {
        case 0: return false
        case 1: return true
        default: throw BinaryCacheError("a boolean is neither 0 nor 1")
        }
    }

    /// A count or length that must fit in the bytes left (every element takes at least one
    /// byte, except empty structs, which a count bounded by the bytes left still bounds).
    func readLength() throws -> Int {
        guard position + 4 <= bytes.count else { throw BinaryCacheError("the value ends early") }
        var value = 0
        for index in 0..<4 { value |= Int(bytes[position + index]) << (8 * index) }
        position += 4
        guard value <= bytes.count - position else { throw BinaryCacheError("a count or length runs past the end") }
        return value
    }

    func readString() throws -> String {
        let tag = try readVarint()
        if tag > 0 {
            guard literalStringDepth == 0, tag <= UInt64(strings.count) else {
                throw BinaryCacheError("a string refers to no earlier string")
            }
            return strings[Int(tag - 1)]
        }
        let length = try readVarint()
        guard length <= UInt64(bytes.count - position) else { throw BinaryCacheError("a string runs past the end") }
        let end = position + Int(length)
        let string = String(decoding: bytes[position..<end], as: UTF8.self)
        position = end
        if literalStringDepth == 0 { strings.append(string) }
        return string
    }

    /// The next string, without consuming it (an enum's case name, for `allKeys`).
    func peekString() throws -> String {
        let (savedPosition, savedCount) = (position, strings.count)
        defer {
            position = savedPosition
            if strings.count > savedCount { strings.removeLast(strings.count - savedCount) }
        }
        return try readString()
    }

    func readInteger<T: FixedWidthInteger & SignedInteger>(_ type: T.Type) throws -> T {
        guard let value = T(exactly: try readSigned()) else { throw BinaryCacheError("an integer is out of range") }
        return value
    }

    func readUnsigned<T: FixedWidthInteger & UnsignedInteger>(_ type: T.Type) throws -> T {
        guard let value = T(exactly: try readVarint()) else { throw BinaryCacheError("an integer is out of range") }
        return value
    }

    func readDouble() throws -> Double { Double(bitPattern: try readVarint()) }

    func readFloat() throws -> Float { Float(bitPattern: try readUnsigned(UInt32.self)) }

    /// The presence byte of an optional field or a single-value container.
    func readPresence() throws -> Bool { try readBool() }

    func seek(to offset: Int) throws {
        guard offset >= 0, offset <= bytes.count else { throw BinaryCacheError("an offset is out of range") }
        position = offset
    }

    // MARK: Values

    func decodeValue<Value: Decodable>(_ type: Value.Type) throws -> Value {
        if Value.self == String.self, let string = try readString() as? Value { return string }
        if readsFastPaths {
            // `BinaryCacheEncoder.encodeValue`'s fast paths, read back field by field as the
            // synthesized `init(from:)` reads them. The types are equal, so the casts are.
            if Value.self == VisibleTextFact.self { return unsafeBitCast(try readVisibleText(), to: Value.self) }
            if Value.self == SourceSite.self { return unsafeBitCast(try readSite(), to: Value.self) }
            if Value.self == ByteRange.self { return unsafeBitCast(try readRange(), to: Value.self) }
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw BinaryCacheError("the value nests too deeply") }
        return try Value(from: DecoderView(owner: self))
    }

    private func readVisibleText() throws -> VisibleTextFact {
        let text = try readString()
        let site = try readSite()
        try readSingleValuePresence()
        let raw = try readString()
        guard let source = LabelSource(rawValue: raw) else {
            throw BinaryCacheError("a label source is not one of its cases")
        }
        return VisibleTextFact(text: text, site: site, source: source)
    }

    private func readSite() throws -> SourceSite {
        let file = try readString()
        return SourceSite(file: file, range: try readRange())
    }

    /// As the synthesized initializer sets the fields: `init(start:end:)` would raise `end`.
    private func readRange() throws -> ByteRange {
        let start = try readInteger(Int.self)
        let end = try readInteger(Int.self)
        var range = ByteRange(start: start, end: start)
        range.end = end
        return range
    }

    /// A single-value container's presence byte, unless its `decodeNil()` read it already.
    func readSingleValuePresence() throws {
        if presenceAlreadyRead {
            presenceAlreadyRead = false
            return
        }
        guard try readPresence() else { throw BinaryCacheError("a value is missing") }
    }

    func singleValueIsNil() -> Bool {
        guard !presenceAlreadyRead else { return false }
        guard let byte = try? readByte() else {
            failed = true
            return false
        }
        switch byte {
        case 0: return true
        case 1:
            presenceAlreadyRead = true
            return false
        default:
            failed = true
            return false
        }
    }

    func isDictionaryKey<Key: CodingKey>(_ type: Key.Type) -> Bool {
        let identifier = ObjectIdentifier(type)
        if let known = dictionaryKeyTypes.isDictionary[identifier] { return known }
        let isDictionary = Key(stringValue: "\u{1}ax-lsp: any key?") != nil
        dictionaryKeyTypes.isDictionary[identifier] = isDictionary
        return isDictionary
    }

    func makeKeyedContainer<Key: CodingKey>(_ type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        presenceAlreadyRead = false
        if isDictionaryKey(type) { return KeyedDecodingContainer(try DictionaryContainer<Key>(owner: self)) }
        return KeyedDecodingContainer(FieldsContainer<Key>(owner: self))
    }

    func makeUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        presenceAlreadyRead = false
        return UnkeyedContainer(owner: self, count: try readLength())
    }

    /// Reads a dictionary's entries: keys and where each value lies.
    fileprivate func readDictionaryEntries() throws -> (keys: [String], values: [String: Range<Int>], end: Int) {
        let count = try readLength()
        literalStringDepth += 1
        defer { literalStringDepth -= 1 }
        var keys: [String] = []
        var values: [String: Range<Int>] = [:]
        keys.reserveCapacity(count)
        for _ in 0..<count {
            let key = try readString()
            let length = try readLength()
            guard values[key] == nil else { throw BinaryCacheError("a dictionary repeats a key") }
            keys.append(key)
            values[key] = position..<(position + length)
            position += length
        }
        return (keys, values, position)
    }

    /// Decodes a dictionary value at `range` with strings written out, then returns to `end`.
    fileprivate func decodeDictionaryValue<T: Decodable>(_ type: T.Type, at range: Range<Int>, end: Int) throws -> T {
        try seek(to: range.lowerBound)
        literalStringDepth += 1
        defer { literalStringDepth -= 1 }
        let value = try decodeValue(type)
        guard position == range.upperBound else { throw BinaryCacheError("a dictionary value has the wrong length") }
        try seek(to: end)
        return value
    }

    // MARK: Decoder

    struct DecoderView: Decoder {
        let owner: BinaryCacheDecoder
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            try owner.makeKeyedContainer(type)
        }
        func unkeyedContainer() throws -> any UnkeyedDecodingContainer { try owner.makeUnkeyedContainer() }
        func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleValueContainer(owner: owner) }
    }

    /// A struct's fields in order; `allKeys` names an enum's case from the string before its payload.
    struct FieldsContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let owner: BinaryCacheDecoder
        var codingPath: [any CodingKey] { [] }

        var allKeys: [Key] {
            guard let name = try? owner.peekString(), let key = Key(stringValue: name) else { return [] }
            return [key]
        }

        func contains(_ key: Key) -> Bool { true }

        func decodeNil(forKey key: Key) throws -> Bool { try !owner.readPresence() }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try owner.readBool() }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try owner.readString() }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try owner.readDouble() }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try owner.readFloat() }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try owner.readInteger(Int.self) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try owner.readInteger(Int8.self) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try owner.readInteger(Int16.self) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try owner.readInteger(Int32.self) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try owner.readSigned() }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try owner.readUnsigned(UInt.self) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try owner.readUnsigned(UInt8.self) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try owner.readUnsigned(UInt16.self) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try owner.readUnsigned(UInt32.self) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try owner.readVarint() }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try owner.decodeValue(type) }

        // Optional fields: the presence byte `BinaryCacheEncoder` wrote, then the value.
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try decodeIfPresent(type) }
        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try decodeIfPresent(type) }
        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try decodeIfPresent(type) }
        func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try decodeIfPresent(type) }
        func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try decodeIfPresent(type) }
        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try decodeIfPresent(type) }
        func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try decodeIfPresent(type) }
        func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try decodeIfPresent(type) }
        func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try decodeIfPresent(type) }
        func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try decodeIfPresent(type) }
        func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try decodeIfPresent(type) }
        func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try decodeIfPresent(type) }
        func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try decodeIfPresent(type) }
        func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try decodeIfPresent(type) }
        func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try decodeIfPresent(type) }

        private func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
            guard try owner.readPresence() else { return nil }
            return try owner.decodeValue(type)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            guard try owner.readString() == key.stringValue else {
                throw BinaryCacheError("an enum case name does not match")
            }
            return try owner.makeKeyedContainer(type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            guard try owner.readString() == key.stringValue else {
                throw BinaryCacheError("an enum case name does not match")
            }
            return try owner.makeUnkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { DecoderView(owner: owner) }
        func superDecoder(forKey key: Key) throws -> any Decoder { DecoderView(owner: owner) }
    }

    /// A dictionary: its keys are read up front, each value is decoded where it lies.
    struct DictionaryContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let owner: BinaryCacheDecoder
        let allKeys: [Key]
        private let values: [String: Range<Int>]
        private let end: Int
        var codingPath: [any CodingKey] { [] }

        init(owner: BinaryCacheDecoder) throws {
            self.owner = owner
            let entries = try owner.readDictionaryEntries()
            var keys: [Key] = []
            for name in entries.keys {
                guard let key = Key(stringValue: name) else { throw BinaryCacheError("a dictionary key is not valid") }
                keys.append(key)
            }
            allKeys = keys
            values = entries.values
            end = entries.end
        }

        func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }

        private func range(_ key: Key) throws -> Range<Int> {
            guard let range = values[key.stringValue] else { throw BinaryCacheError("a dictionary has no such key") }
            return range
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            let range = try range(key)
            try owner.seek(to: range.lowerBound)
            let isNil = try owner.readByte() == 0
            try owner.seek(to: end)
            return isNil && range.count == 1
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try owner.decodeDictionaryValue(type, at: try range(key), end: end)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            throw BinaryCacheError("dictionaries hold no nested containers")
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw BinaryCacheError("dictionaries hold no nested containers")
        }

        func superDecoder() throws -> any Decoder { throw BinaryCacheError("dictionaries hold no super decoders") }
        func superDecoder(forKey key: Key) throws -> any Decoder {
            throw BinaryCacheError("dictionaries hold no super decoders")
        }
    }

    /// Arrays and sets: the count, then the elements.
    struct UnkeyedContainer: UnkeyedDecodingContainer {
        let owner: BinaryCacheDecoder
        let count: Int?
        private(set) var currentIndex = 0
        var codingPath: [any CodingKey] { [] }

        init(owner: BinaryCacheDecoder, count: Int) {
            self.owner = owner
            self.count = count
        }

        var isAtEnd: Bool { currentIndex >= (count ?? 0) }

        private mutating func element() throws {
            guard !isAtEnd else { throw BinaryCacheError("a list has no more elements") }
            currentIndex += 1
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd else { throw BinaryCacheError("a list has no more elements") }
            // Optional elements: a nil is consumed here; a value's presence byte is left for
            // the `decode` that follows.
            let start = owner.position
            if try !owner.readPresence() {
                currentIndex += 1
                return true
            }
            try owner.seek(to: start)
            return false
        }

        mutating func decode(_ type: String.Type) throws -> String {
            try element()
            return try owner.readString()
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try element()
            return try owner.decodeValue(type)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try element()
            return try owner.makeKeyedContainer(type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try element()
            return try owner.makeUnkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder {
            try element()
            return DecoderView(owner: owner)
        }
    }

    /// Raw-value enums and optionals inside collections: a presence byte, then the value.
    struct SingleValueContainer: SingleValueDecodingContainer {
        let owner: BinaryCacheDecoder
        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool { owner.singleValueIsNil() }

        private func present() throws { try owner.readSingleValuePresence() }

        func decode(_ type: Bool.Type) throws -> Bool {
            try present()
            return try owner.readBool()
        }
        func decode(_ type: String.Type) throws -> String {
            try present()
            return try owner.readString()
        }
        func decode(_ type: Double.Type) throws -> Double {
            try present()
            return try owner.readDouble()
        }
        func decode(_ type: Float.Type) throws -> Float {
            try present()
            return try owner.readFloat()
        }
        func decode(_ type: Int.Type) throws -> Int {
            try present()
            return try owner.readInteger(Int.self)
        }
        func decode(_ type: Int8.Type) throws -> Int8 {
            try present()
            return try owner.readInteger(Int8.self)
        }
        func decode(_ type: Int16.Type) throws -> Int16 {
            try present()
            return try owner.readInteger(Int16.self)
        }
        func decode(_ type: Int32.Type) throws -> Int32 {
            try present()
            return try owner.readInteger(Int32.self)
        }
        func decode(_ type: Int64.Type) throws -> Int64 {
            try present()
            return try owner.readSigned()
        }
        func decode(_ type: UInt.Type) throws -> UInt {
            try present()
            return try owner.readUnsigned(UInt.self)
        }
        func decode(_ type: UInt8.Type) throws -> UInt8 {
            try present()
            return try owner.readUnsigned(UInt8.self)
        }
        func decode(_ type: UInt16.Type) throws -> UInt16 {
            try present()
            return try owner.readUnsigned(UInt16.self)
        }
        func decode(_ type: UInt32.Type) throws -> UInt32 {
            try present()
            return try owner.readUnsigned(UInt32.self)
        }
        func decode(_ type: UInt64.Type) throws -> UInt64 {
            try present()
            return try owner.readVarint()
        }
        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try present()
            return try owner.decodeValue(type)
        }
    }
}
