// Byte-level searches the framing parser uses to find and read message headers.
import Foundation

/// Finds header starts and parses header blocks; every function is total on arbitrary bytes.
enum HeaderScanner {
    static let headerNames: [[UInt8]] = [Array("content-length".utf8), Array("content-type".utf8)]
    /// Blanks allowed between a header name and its colon. More is noise; the bound keeps the
    /// tail the parser holds back while waiting for a colon small.
    static let maximumBlanksAfterName = 1024
    private static let carriageReturn: UInt8 = 13
    private static let lineFeed: UInt8 = 10

    enum ContentLength: Equatable {
        case missing
        case invalid(String)
        case valid(Int)
    }

    /// The offset of the first `Content-Length:` or `Content-Type:` (any case) at or after `from`.
    static func firstHeaderStart(in bytes: [UInt8], from: Int) -> Int? {
        var index = from
        while index < bytes.count {
            if headerNameEnd(in: bytes, at: index) != nil { return index }
            index += 1
        }
        return nil
    }

    /// Whether a header line was found where a body should be.
    enum EmbeddedHeader: Equatable {
        case none
        case startsAt(Int)
        /// A header may start here but the bytes that would confirm it have not arrived yet.
        case undecided
    }

    /// The first `Content-Length: <digits>\r\n` (any case) that starts inside `range`: a sign that the
    /// declared length overran the body into the next message. The line may end past `range`.
    static func embeddedContentLengthHeader(in bytes: [UInt8], range: Range<Int>) -> EmbeddedHeader {
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] | 0x20 == 0x63 {
                switch matchContentLengthLine(in: bytes, at: index) {
                case .matched: return .startsAt(index)
                case .incomplete: return .undecided
                case .mismatched: break
                }
            }
            index += 1
        }
        return .none
    }

    private enum LineMatch {
        case matched, mismatched, incomplete
    }

    /// Matches `content-length` (any case), blanks, `:`, blanks, digits, `\r\n` at `index`.
    private static func matchContentLengthLine(in bytes: [UInt8], at index: Int) -> LineMatch {
        let name = headerNames[0]
        var cursor = index
        for expected in name {
            guard cursor < bytes.count else { return .incomplete }
            guard bytes[cursor] | 0x20 == expected else { return .mismatched }
            cursor += 1
        }
        while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
        guard cursor < bytes.count else { return .incomplete }
        guard bytes[cursor] == 0x3A else { return .mismatched }
        cursor += 1
        while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
        let digitsStart = cursor
        while cursor < bytes.count, (0x30...0x39).contains(bytes[cursor]) { cursor += 1 }
        guard cursor + 1 < bytes.count else { return .incomplete }
        guard cursor > digitsStart, bytes[cursor] == carriageReturn, bytes[cursor + 1] == lineFeed else {
            return .mismatched
        }
        return .matched
    }

    /// When a known header name (any case), optional blanks and a colon start at `index`, the colon's offset.
    private static func headerNameEnd(in bytes: [UInt8], at index: Int) -> Int? {
        let first = bytes[index] | 0x20
        guard first == 0x63 else { return nil }
        for name in headerNames where index + name.count <= bytes.count {
            var matches = true
            for offset in 0..<name.count where bytes[index + offset] | 0x20 != name[offset] {
                // `| 0x20` lowercases letters; '-' (0x2D) is unchanged by it.
                matches = false
                break
            }
            guard matches else { continue }
            var cursor = index + name.count
            while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
            if cursor - (index + name.count) > maximumBlanksAfterName { continue }
            if cursor < bytes.count, bytes[cursor] == 0x3A { return cursor }
        }
        return nil
    }

    /// The first offset at or after `from` where a header start may still begin once more bytes
    /// arrive: the rest of the buffer is a prefix (any case) of a header name, or a whole name
    /// followed only by blanks (at most `maximumBlanksAfterName`). The parser keeps the buffer
    /// from there; discarding it would make framing depend on where `read` split the stream.
    static func firstPossibleHeaderStart(in bytes: [UInt8], from: Int) -> Int? {
        var index = from
        while index < bytes.count {
            if mayBecomeHeaderStart(bytes, at: index) { return index }
            index += 1
        }
        return nil
    }

    private static func mayBecomeHeaderStart(_ bytes: [UInt8], at index: Int) -> Bool {
        guard bytes[index] | 0x20 == 0x63 else { return false }
        for name in headerNames {
            var cursor = index
            var matched = 0
            while matched < name.count, cursor < bytes.count, bytes[cursor] | 0x20 == name[matched] {
                matched += 1
                cursor += 1
            }
            if cursor == bytes.count, matched < name.count { return true }
            guard matched == name.count else { continue }
            while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
            if cursor == bytes.count, cursor - (index + name.count) <= maximumBlanksAfterName { return true }
        }
        return false
    }

    /// The offset of the `\r\n\r\n` that ends the header block starting at `from`.
    static func endOfHeader(in bytes: [UInt8], from: Int) -> Int? {
        var index = from
        while index + 3 < bytes.count {
            if bytes[index] == carriageReturn, bytes[index + 1] == lineFeed, bytes[index + 2] == carriageReturn,
                bytes[index + 3] == lineFeed
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Reads `Content-Length` from a header block; names are case-insensitive, other headers ignored.
    static func contentLength(inHeader header: String) -> ContentLength {
        // What every client sends: `Content-Length: <digits>` alone, read without the Foundation
        // string calls below (a third of the framing parser's time per message). The general
        // path gives the same answer for it.
        if let length = plainContentLength(header) { return .valid(length) }
        return generalContentLength(header)
    }

    /// Any header block: every line, names in any case, blanks around the value.
    static func generalContentLength(_ header: String) -> ContentLength {
        for line in header.components(separatedBy: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            guard name == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let length = Int(value) else {
                return .invalid(value)
            }
            return .valid(length)
        }
        return .missing
    }

    /// The length when `header` is exactly `Content-Length: ` and 1 to 18 ASCII digits (no
    /// overflow is possible); nil for anything else.
    static func plainContentLength(_ header: String) -> Int? {
        let prefix = "Content-Length: ".utf8
        let bytes = header.utf8
        guard bytes.count > prefix.count, bytes.count <= prefix.count + 18, bytes.starts(with: prefix) else {
            return nil
        }
        var length = 0
        for byte in bytes.dropFirst(prefix.count) {
            guard (0x30...0x39).contains(byte) else { return nil }
            length = length * 10 + Int(byte - 0x30)
        }
        return length
    }

    static func containsNonWhitespace(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        bytes[range].contains { $0 != 0x20 && $0 != 0x09 && $0 != carriageReturn && $0 != lineFeed }
    }
}
