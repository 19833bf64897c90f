// A reader for the XML property lists localization tables are written in (`.stringsdict`, XML
// `.strings`): the subset Xcode writes, read from the bytes, or nil for anything else.

/// The XML property lists of localization tables, read without Foundation.
///
/// `PropertyListSerialization` read every `.stringsdict` of the six real apps (209 files,
/// 2.1 MB) in 40% of the localization tables' time, two thirds of it bridging the result to
/// Swift values. This reads the subset Xcode and translation tools write: an optional
/// `<?xml … encoding="utf-8"?>` declaration, a `<!DOCTYPE …>`, comments, one `<plist>` with
/// `dict`, `array`, `key`, `string`, `integer`, `real`, `true` and `false`, and the five named
/// entities and character references. Anything else (CDATA, `data`, `date`, another encoding,
/// a carriage return, a repeated key, an unknown entity) gives nil and the caller asks
/// Foundation, so the result is always the one Foundation gives.
enum PropertyListXML {
    /// A value of the list; numbers and booleans are kept only as "not a string".
    indirect enum Value: Equatable {
        case string(String)
        case dictionary([(key: String, value: Value)])
        case array([Value])
        case other

        static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.string(let a), .string(let b)): return a == b
            case (.array(let a), .array(let b)): return a == b
            case (.other, .other): return true
            case (.dictionary(let a), .dictionary(let b)):
                return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            default: return false
            }
        }
    }

    static func parse(_ text: String) -> Value? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = Reader(bytes: bytes)
            return reader.document()
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func document() -> Value? {
            // Carriage returns are normalised by XML readers; leave those files to Foundation.
            guard !bytes.contains(UInt8(ascii: "\r")) else { return nil }
            skipSpace()
            if starts(with: "<?xml") {
                guard let end = find("?>") else { return nil }
                let declaration = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
                    .lowercased()
                if declaration.contains("encoding"),
                    !(declaration.contains("\"utf-8\"") || declaration.contains("'utf-8'"))
                {
                    return nil
                }
                position = end + 2
            }
            skipMisc()
            if starts(with: "<!DOCTYPE") {
                guard let end = find(">") else { return nil }
                // An internal subset (`[ … ]`) could declare entities.
                if bytes[position..<end].contains(UInt8(ascii: "[")) { return nil }
                position = end + 1
            }
            skipMisc()
            guard starts(with: "<plist"), let open = find(">"), bytes[open - 1] != UInt8(ascii: "/") else { return nil }
            position = open + 1
            skipMisc()
            guard let root = value() else { return nil }
            skipMisc()
            guard consume("</plist>") else { return nil }
            skipMisc()
            return position == bytes.count ? root : nil
        }

        mutating func value() -> Value? {
            if consume("<string>") { return text(until: "</string>").map(Value.string) }
            if consume("<string/>") { return .string("") }
            if consume("<dict/>") { return .dictionary([]) }
            if consume("<array/>") { return .array([]) }
            if consume("<true/>") || consume("<false/>") { return .other }
            if consume("<integer>") { return number(until: "</integer>") }
            if consume("<real>") { return number(until: "</real>") }
            if consume("<dict>") {
                var entries: [(key: String, value: Value)] = []
                var keys: Set<String> = []
                while true {
                    skipMisc()
                    if consume("</dict>") { return .dictionary(entries) }
                    guard consume("<key>"), let key = text(until: "</key>"), keys.insert(key).inserted else {
                        return nil
                    }
                    skipMisc()
                    guard let value = value() else { return nil }
                    entries.append((key, value))
                }
            }
            if consume("<array>") {
                var elements: [Value] = []
                while true {
                    skipMisc()
                    if consume("</array>") { return .array(elements) }
                    guard let value = value() else { return nil }
                    elements.append(value)
                }
            }
            return nil
        }

        /// Character data up to `end` with its references decoded; nil for markup inside it or
        /// an entity this reader does not know.
        mutating func text(until end: StaticString) -> String? {
            var decoded: [UInt8] = []
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "<") {
                    guard consume(end) else { return nil }
                    return String(decoding: decoded, as: UTF8.self)
                }
                if byte == UInt8(ascii: "&") {
                    guard let semicolon = bytes[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                        return nil
                    }
                    let name = String(
                        decoding: UnsafeBufferPointer(rebasing: bytes[(position + 1)..<semicolon]), as: UTF8.self)
                    guard let scalar = Self.entity(name) else { return nil }
                    decoded.append(contentsOf: String(Character(scalar)).utf8)
                    position = semicolon + 1
                    continue
                }
                decoded.append(byte)
                position += 1
            }
            return nil
        }

        mutating func number(until end: StaticString) -> Value? {
            guard let text = text(until: end), !text.isEmpty,
                text.utf8.allSatisfy({
                    ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-")
                        || $0 == UInt8(ascii: ".")
                })
            else { return nil }
            return .other
        }

        static func entity(_ name: String) -> Unicode.Scalar? {
            switch name {
            case "lt": return "<"
            case "gt": return ">"
            case "amp": return "&"
            case "quot": return "\""
            case "apos": return "'"
            default:
                let digits = name.dropFirst()
                guard name.first == "#", !digits.isEmpty else { return nil }
                let value = digits.first == "x" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                guard let value, value != 0 else { return nil }
                return Unicode.Scalar(value)
            }
        }

        /// Blanks and comments.
        mutating func skipMisc() {
            while true {
                skipSpace()
                guard starts(with: "<!--") else { return }
                guard let end = find("-->") else {
                    position = bytes.count + 1
                    return
                }
                position = end + 3
            }
        }

        mutating func skipSpace() {
            while position < bytes.count,
                bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\n")
                    || bytes[position] == UInt8(ascii: "\t")
            {
                position += 1
            }
        }

        func starts(with prefix: StaticString) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            return (0..<count).allSatisfy { bytes[position + $0] == prefix.utf8Start[$0] }
        }

        mutating func consume(_ prefix: StaticString) -> Bool {
            guard starts(with: prefix) else { return false }
            position += prefix.utf8CodeUnitCount
            return true
        }

        /// The offset where `needle` next starts, from the current position.
        func find(_ needle: StaticString) -> Int? {
            let count = needle.utf8CodeUnitCount
            var index = position
            while index + count <= bytes.count {
                if (0..<count).allSatisfy({ bytes[index + $0] == needle.utf8Start[$0] }) { return index }
                index += 1
            }
            return nil
        }
    }
}
