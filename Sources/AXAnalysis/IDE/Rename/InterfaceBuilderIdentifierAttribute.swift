// Where a storyboard or xib writes an element's accessibility identifier, to the byte: the
// attribute a rename replaces.

enum InterfaceBuilderIdentifierAttribute {
    /// The value range of the `identifier="…"` of the element's own `<accessibility>` child, or
    /// of the `value="…"` of its `accessibilityIdentifier` runtime attribute
    /// (`<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute keyPath=…>`), for the
    /// element whose start tag is at `elementStart`. Children of nested elements (a subview's
    /// own identifier, which Xcode writes before the parent's) are skipped by depth. Nil when
    /// the element has none whose text is exactly `value` (an attribute with entities).
    static func valueRange(ofElementAt elementStart: Int, value: String, in text: String) -> ByteRange? {
        let utf8 = Array(text.utf8)
        var index = elementStart
        var depth = 0
        var found: [ByteRange] = []
        while let open = utf8[min(index, utf8.count)...].firstIndex(of: UInt8(ascii: "<")) {
            if utf8[open...].starts(with: Array("<!--".utf8)) {
                guard let end = find(Array("-->".utf8), in: utf8, from: open) else { return nil }
                index = end
                continue
            }
            guard let close = utf8[open...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            let tag = Array(utf8[open...close])
            index = close + 1
            if tag.count > 1, tag[1] == UInt8(ascii: "?") || tag[1] == UInt8(ascii: "!") { continue }
            let isEnd = tag.count > 1 && tag[1] == UInt8(ascii: "/")
            let selfClosing = tag.count > 1 && tag[tag.count - 2] == UInt8(ascii: "/")
            let name = String(decoding: tag.dropFirst(isEnd ? 2 : 1).prefix { !isSpaceOrEnd($0) }, as: UTF8.self)
            if isEnd {
                depth -= 1
                if depth <= 0 { break }
                continue
            }
            // `depth` is the new element's depth below the element itself (0).
            if depth == 1, name == "accessibility",
                let range = attribute("identifier", in: tag, at: open, equals: value)
            {
                found.append(range)
            }
            if depth == 2, name == "userDefinedRuntimeAttribute",
                attribute("keyPath", in: tag, at: open, equals: "accessibilityIdentifier") != nil,
                let range = attribute("value", in: tag, at: open, equals: value)
            {
                found.append(range)
            }
            if !selfClosing { depth += 1 }
            if depth == 0 { break }
        }
        return found.count == 1 ? found.first : nil
    }

    private static func isSpaceOrEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }

    /// The range of `name="…"`'s value in a start tag written at `tagStart`, when it is exactly `value`.
    private static func attribute(_ name: String, in tag: [UInt8], at tagStart: Int, equals value: String) -> ByteRange?
    {
        let needle = Array(" \(name)=\"".utf8)
        var start = 0
        while let match = find(needle, in: tag, from: start) {
            let valueStart = match
            guard let valueEnd = tag[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
            if tag[valueStart..<valueEnd].elementsEqual(value.utf8) {
                return ByteRange(start: tagStart + valueStart, end: tagStart + valueEnd)
            }
            start = valueEnd
        }
        return nil
    }

    /// The index just past the first occurrence of `needle` in `bytes` at or after `from`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        var index = from
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) {
                return index + needle.count
            }
            index += 1
        }
        return nil
    }
}
