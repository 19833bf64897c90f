// Maps UTF-8 offsets to lines and columns. `\r\n`, `\r` and `\n` all end a line.

/// Line starts of one text, in UTF-8 offsets. Columns here are UTF-8 bytes or Swift
/// `Character`s; UTF-16 columns belong to the server's position conversion.
public struct LineIndex: Sendable {
    public let utf8: [UInt8]
    /// The UTF-8 offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    public init(_ text: String) {
        self.init(utf8: Array(text.utf8))
    }

    public init(utf8: [UInt8]) {
        self.utf8 = utf8
        var starts = [0]
        var index = 0
        let count = utf8.count
        while index < count {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < count, utf8[index + 1] == UInt8(ascii: "\n") {
                    index += 1
                }
                starts.append(index + 1)
            }
            index += 1
        }
        self.lineStarts = starts
    }

    public var lineCount: Int { lineStarts.count }

    /// The zero-based line containing `utf8Offset` (clamped into the text).
    public func line(containing utf8Offset: Int) -> Int {
        let offset = min(max(0, utf8Offset), utf8.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The UTF-8 offset where `line` ends, before its line break.
    public func lineContentEnd(_ line: Int) -> Int {
        guard line >= 0, line < lineStarts.count else { return utf8.count }
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : utf8.count
        while end > lineStarts[line], end - 1 < utf8.count,
              utf8[end - 1] == UInt8(ascii: "\n") || utf8[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return end
    }

    /// Zero-based line and UTF-8 column of an offset.
    public func utf8Position(of utf8Offset: Int) -> (line: Int, utf8Column: Int) {
        let line = line(containing: utf8Offset)
        let offset = min(max(0, utf8Offset), utf8.count)
        return (line, offset - lineStarts[line])
    }

    /// One-based line and one-based column counted in `Character`s, as CLI reporters print them.
    public func humanPosition(of utf8Offset: Int) -> (line: Int, column: Int) {
        let (line, utf8Column) = utf8Position(of: utf8Offset)
        let start = lineStarts[line]
        let slice = utf8[start..<min(utf8.count, start + utf8Column)]
        let characters = String(decoding: slice, as: UTF8.self).count
        return (line + 1, characters + 1)
    }

    /// The text of one line, without its line break.
    public func lineText(_ line: Int) -> String {
        guard line >= 0, line < lineStarts.count else { return "" }
        return String(decoding: utf8[lineStarts[line]..<lineContentEnd(line)], as: UTF8.self)
    }

    /// The line break this text uses most often; `\n` when it has none.
    public var dominantLineBreak: String {
        var crlf = 0, lf = 0, cr = 0
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "\r") {
                if index + 1 < utf8.count, utf8[index + 1] == UInt8(ascii: "\n") { crlf += 1; index += 1 } else { cr += 1 }
            } else if utf8[index] == UInt8(ascii: "\n") {
                lf += 1
            }
            index += 1
        }
        if crlf > lf && crlf >= cr { return "\r\n" }
        if cr > lf { return "\r" }
        return "\n"
    }
}
