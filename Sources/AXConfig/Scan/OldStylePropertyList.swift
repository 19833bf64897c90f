// Reads the old-style (OpenStep) property lists Xcode writes as `project.pbxproj`.

/// A value of an old-style property list: a string, an array or a dictionary. Data (`<…>`) is
/// read as a string of its hex digits, which a project file never uses for what we read.
enum OldStylePropertyList: Equatable {
    case string(String)
    case array([OldStylePropertyList])
    case dictionary([String: OldStylePropertyList])

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var array: [OldStylePropertyList]? {
        if case .array(let values) = self { return values }
        return nil
    }

    var dictionary: [String: OldStylePropertyList]? {
        if case .dictionary(let values) = self { return values }
        return nil
    }

    subscript(key: String) -> OldStylePropertyList? {
        dictionary?[key]
    }

    /// The strings of an array value; empty when it is none.
    var strings: [String] {
        array?.compactMap(\.string) ?? []
    }

    /// Parses `text`; nil when it is not a well-formed property list (a project file merged
    /// with conflict markers, a truncated file). Nesting is bounded so a hostile file cannot
    /// exhaust the stack.
    static func parse(_ text: String) -> OldStylePropertyList? {
        var bytes = Array(text.utf8)
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer)
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipTrivia()
            return reader.atEnd ? value : nil
        }
    }

    /// A recursive-descent reader over the file's UTF-8 bytes, which end in a NUL sentinel.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        static let maximumDepth = 64

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        /// The byte at the cursor; the sentinel NUL past the end.
        var current: UInt8 { index < bytes.count ? bytes[index] : 0 }
        var atEnd: Bool { index >= bytes.count - 1 }

        func byte(at offset: Int) -> UInt8 {
            offset < bytes.count ? bytes[offset] : 0
        }

        mutating func value(depth: Int) -> OldStylePropertyList? {
            guard depth < Self.maximumDepth else { return nil }
            skipTrivia()
            switch current {
            case UInt8(ascii: "{"):
                index += 1
                return dictionary(depth: depth)
            case UInt8(ascii: "("):
                index += 1
                return array(depth: depth)
            case UInt8(ascii: "\""):
                index += 1
                return quotedString().map(OldStylePropertyList.string)
            case UInt8(ascii: "<"):
                index += 1
                return data().map(OldStylePropertyList.string)
            default:
                return bareString().map(OldStylePropertyList.string)
            }
        }

        private mutating func dictionary(depth: Int) -> OldStylePropertyList? {
            var entries: [String: OldStylePropertyList] = [:]
            while true {
                skipTrivia()
                if current == UInt8(ascii: "}") {
                    index += 1
                    return .dictionary(entries)
                }
                guard let key = value(depth: depth + 1)?.string else { return nil }
                skipTrivia()
                guard current == UInt8(ascii: "=") else { return nil }
                index += 1
                guard let entry = value(depth: depth + 1) else { return nil }
                entries[key] = entry
                skipTrivia()
                guard current == UInt8(ascii: ";") else { return nil }
                index += 1
            }
        }

        private mutating func array(depth: Int) -> OldStylePropertyList? {
            var elements: [OldStylePropertyList] = []
            while true {
                skipTrivia()
                if current == UInt8(ascii: ")") {
                    index += 1
                    return .array(elements)
                }
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
                skipTrivia()
                if current == UInt8(ascii: ",") {
                    index += 1
                } else if current != UInt8(ascii: ")") {
                    return nil
                }
            }
        }

        /// After the opening quote: up to the closing one, with the escapes Xcode writes.
        private mutating func quotedString() -> String? {
            var result: [UInt8] = []
            while !atEnd {
                let byte = current
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: result, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    let escaped = current
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
                    case UInt8(ascii: "r"): result.append(UInt8(ascii: "\r"))
                    case 0: return nil
                    default: result.append(escaped)
                    }
                default:
                    result.append(byte)
                }
            }
            return nil
        }

        private mutating func data() -> String? {
            let start = index
            while !atEnd, current != UInt8(ascii: ">") { index += 1 }
            guard current == UInt8(ascii: ">") else { return nil }
            defer { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// An unquoted string: letters, digits and `_$+/:.-`, as Xcode leaves unquoted.
        private mutating func bareString() -> String? {
            let start = index
            while Self.isBareStringByte(current) { index += 1 }
            guard index > start else { return nil }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        private static func isBareStringByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
                UInt8(ascii: "."), UInt8(ascii: "-"):
                return true
            default:
                return false
            }
        }

        /// Whitespace and `//` / `/* */` comments (Xcode annotates every object id with one).
        mutating func skipTrivia() {
            while true {
                switch current {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    index += 1
                case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                    while !atEnd, current != UInt8(ascii: "\n") { index += 1 }
                case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                    index += 2
                    while !atEnd, !(current == UInt8(ascii: "*") && byte(at: index + 1) == UInt8(ascii: "/")) {
                        index += 1
                    }
                    index = min(index + 2, bytes.count - 1)
                default:
                    return
                }
            }
        }
    }
}
