// A small JSON reader for string catalogs (`.xcstrings`): Foundation's `JSONSerialization`
// builds bridged dictionaries whose every access is a dynamic cast, and on Linux it was most of
// the cost of reading IceCubesApp's 86k-line catalog (BENCHMARKS.md, "Real apps").

/// A parsed JSON value: objects keep their members in document order (a repeated key keeps
/// its last value when read through `member(_:)`, as `JSONSerialization` does).
enum CatalogJSON: Equatable {
    case object([Member])
    case array([CatalogJSON])
    case string(String)
    /// Numbers, `true`, `false` and `null`: a catalog's texts never are one.
    case scalar

    struct Member: Equatable {
        var key: String
        var value: CatalogJSON
    }

    /// Deeper nesting is refused (nil), not followed: a catalog nests five or six levels.
    static let maximumDepth = 256

    /// The value `bytes` hold, or nil when they are not exactly one JSON value (whitespace around
    /// it allowed) or nest deeper than `maximumDepth`.
    static func parse(_ bytes: [UInt8]) -> CatalogJSON? {
        var reader = Reader(bytes: bytes)
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipWhitespace()
        return reader.position == bytes.count ? value : nil
    }

    /// The last member named `key` of an object; nil for other values.
    func member(_ key: String) -> CatalogJSON? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        mutating func skipWhitespace() {
            while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
        }

        mutating func value(depth: Int) -> CatalogJSON? {
            guard depth < CatalogJSON.maximumDepth else { return nil }
            skipWhitespace()
            guard position < bytes.count else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                var members: [Member] = []
                skipWhitespace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return .object(members)
                }
                while true {
                    skipWhitespace()
                    // A trailing comma, which Foundation's parser accepts too.
                    if position < bytes.count, bytes[position] == UInt8(ascii: "}"), !members.isEmpty {
                        position += 1
                        return .object(members)
                    }
                    guard let key = string() else { return nil }
                    skipWhitespace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
                    position += 1
                    guard let member = value(depth: depth + 1) else { return nil }
                    members.append(Member(key: key, value: member))
                    skipWhitespace()
                    guard position < bytes.count else { return nil }
                    if bytes[position] == UInt8(ascii: ",") {
                        position += 1
                        continue
                    }
                    guard bytes[position] == UInt8(ascii: "}") else { return nil }
                    position += 1
                    return .object(members)
                }
            case UInt8(ascii: "["):
                position += 1
                var elements: [CatalogJSON] = []
                skipWhitespace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    return .array(elements)
                }
                while true {
                    guard let element = value(depth: depth + 1) else { return nil }
                    elements.append(element)
                    skipWhitespace()
                    guard position < bytes.count else { return nil }
                    if bytes[position] == UInt8(ascii: ",") {
                        position += 1
                        continue
                    }
                    guard bytes[position] == UInt8(ascii: "]") else { return nil }
                    position += 1
                    return .array(elements)
                }
            case UInt8(ascii: "\""):
                return string().map(CatalogJSON.string)
            default:
                return scalar() ? .scalar : nil
            }
        }

        /// `true`, `false`, `null` or a number (its grammar checked loosely: the characters a
        /// number may contain, at least one digit).
        mutating func scalar() -> Bool {
            for word in ["true", "false", "null"] where bytes[position...].starts(with: word.utf8) {
                position += word.utf8.count
                return true
            }
            let start = position
            var digits = 0
            while position < bytes.count {
                let byte = bytes[position]
                if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    digits += 1
                } else if !"+-.eE".utf8.contains(byte) {
                    break
                }
                position += 1
            }
            return position > start && digits > 0
        }

        /// A string literal at `position` (which must be its opening quote), escapes decoded.
        mutating func string() -> String? {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
            position += 1
            var start = position
            var decoded: [UInt8] = []
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    decoded.append(contentsOf: bytes[start..<position])
                    position += 1
                    return String(decoding: decoded, as: UTF8.self)
                }
                if byte < 0x20 { return nil }
                guard byte == UInt8(ascii: "\\") else {
                    position += 1
                    continue
                }
                decoded.append(contentsOf: bytes[start..<position])
                position += 1
                guard position < bytes.count else { return nil }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
                case UInt8(ascii: "b"): decoded.append(0x08)
                case UInt8(ascii: "f"): decoded.append(0x0C)
                case UInt8(ascii: "n"): decoded.append(0x0A)
                case UInt8(ascii: "r"): decoded.append(0x0D)
                case UInt8(ascii: "t"): decoded.append(0x09)
                case UInt8(ascii: "u"):
                    guard var unit = hex4() else { return nil }
                    // A surrogate pair spells one scalar; a lone surrogate becomes U+FFFD.
                    if (0xD800..<0xDC00).contains(unit), bytes[position...].starts(with: "\\u".utf8) {
                        let saved = position
                        position += 2
                        if let low = hex4(), (0xDC00..<0xE000).contains(low) {
                            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            position = saved
                        }
                    }
                    decoded.append(contentsOf: String(Unicode.Scalar(unit) ?? "\u{FFFD}").utf8)
                default: return nil
                }
                start = position
            }
            return nil
        }

        mutating func hex4() -> UInt32? {
            guard position + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for byte in bytes[position..<position + 4] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
            }
            position += 4
            return value
        }
    }
}
