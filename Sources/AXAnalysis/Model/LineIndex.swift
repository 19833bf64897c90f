// Maps UTF-8 offsets to lines and columns. `\r\n`, `\r` and `\n` all end a line.
import Foundation

/// Line starts of one text, in UTF-8 offsets. Columns here are UTF-8 bytes or Swift
/// `Character`s; UTF-16 columns belong to the server's position conversion.
///
/// An open document keeps one index and updates it per edit (`replace(_:with:)`): the bytes
/// change in place and only the edited span is scanned for line breaks, so a keystroke costs
/// no pass over the whole text.
package struct LineIndex: Sendable {
    package private(set) var utf8: [UInt8]
    /// The UTF-8 offset at which each line starts; `lineStarts[0] == 0`.
    package private(set) var lineStarts: [Int]

    package init(_ text: String) {
        self.init(utf8: Array(text.utf8))
    }

    package init(utf8: [UInt8]) {
        self.utf8 = utf8
        lineStarts = [0] + Self.lineStarts(in: utf8, from: 1, through: utf8.count)
    }

    /// Replaces the bytes in `range` (clamped into the text) with `replacement` and updates the
    /// line starts to what `init(utf8:)` would compute for the new bytes.
    ///
    /// Whether offset `p > 0` starts a line depends only on the bytes at `p - 1` and `p` (a `\r`
    /// followed by `\n` does not end a line; the `\n` does). So starts before the edit stay,
    /// starts after it move by the length difference, and only offsets from the edit's start to
    /// the end of the replacement are scanned again, which also joins or splits a `\r\n` at
    /// either edge. The bytes are replaced in place when this index holds the only reference
    /// to them.
    package mutating func replace<Replacement: Collection>(_ range: Range<Int>, with replacement: Replacement)
    where Replacement.Element == UInt8 {
        let start = min(max(0, range.lowerBound), utf8.count)
        let end = min(max(start, range.upperBound), utf8.count)
        let replacementEnd = start + replacement.count
        let shift = replacementEnd - end
        utf8.replaceSubrange(start..<end, with: replacement)
        // Line starts at offsets in max(1, start)...end (old text) are replaced by those found in
        // max(1, start)...replacementEnd (new text); the start of line 0 is never touched.
        let firstReplaced = firstLineStart(atOrAfter: max(1, start))
        let firstKept = firstLineStart(atOrAfter: end + 1)
        if shift != 0 {
            for index in firstKept..<lineStarts.count { lineStarts[index] += shift }
        }
        let rescanned = Self.lineStarts(in: utf8, from: max(1, start), through: replacementEnd)
        lineStarts.replaceSubrange(firstReplaced..<firstKept, with: rescanned)
    }

    /// The index in `lineStarts` of the first start at or after `utf8Offset` (`lineCount` when none is).
    private func firstLineStart(atOrAfter utf8Offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] < utf8Offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The offsets in `from...through` (clamped to `1...utf8.count`) at which a line starts.
    private static func lineStarts(in utf8: [UInt8], from: Int, through: Int) -> [Int] {
        var starts: [Int] = []
        let count = utf8.count
        var offset = max(1, from)
        let last = min(through, count)
        while offset <= last {
            let previous = utf8[offset - 1]
            if previous == UInt8(ascii: "\n") {
                starts.append(offset)
            } else if previous == UInt8(ascii: "\r"), offset == count || utf8[offset] != UInt8(ascii: "\n") {
                starts.append(offset)
            }
            offset += 1
        }
        return starts
    }

    package var lineCount: Int { lineStarts.count }

    /// True when this index's bytes are exactly `text`'s UTF-8 (one `memcmp`), so a caller may
    /// reuse an index it was handed instead of building one.
    package func indexes(_ text: String) -> Bool {
        guard text.utf8.count == utf8.count else { return false }
        let same = text.utf8.withContiguousStorageIfAvailable { textBytes in
            utf8.withUnsafeBufferPointer { ownBytes in
                guard let textBase = textBytes.baseAddress, let ownBase = ownBytes.baseAddress else { return true }
                return memcmp(textBase, ownBase, ownBytes.count) == 0
            }
        }
        return same ?? text.utf8.elementsEqual(utf8)
    }

    /// The zero-based line containing `utf8Offset` (clamped into the text).
    package func line(containing utf8Offset: Int) -> Int {
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
    package func lineContentEnd(_ line: Int) -> Int {
        guard line >= 0, line < lineStarts.count else { return utf8.count }
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : utf8.count
        while end > lineStarts[line], end - 1 < utf8.count,
            utf8[end - 1] == UInt8(ascii: "\n") || utf8[end - 1] == UInt8(ascii: "\r")
        {
            end -= 1
        }
        return end
    }

    /// Zero-based line and UTF-8 column of an offset.
    package func utf8Position(of utf8Offset: Int) -> (line: Int, utf8Column: Int) {
        let line = line(containing: utf8Offset)
        let offset = min(max(0, utf8Offset), utf8.count)
        return (line, offset - lineStarts[line])
    }

    /// One-based line and one-based column counted in `Character`s, as CLI reporters print them.
    package func humanPosition(of utf8Offset: Int) -> (line: Int, column: Int) {
        let (line, utf8Column) = utf8Position(of: utf8Offset)
        let start = lineStarts[line]
        let slice = utf8[start..<min(utf8.count, start + utf8Column)]
        let characters = String(decoding: slice, as: UTF8.self).count
        return (line + 1, characters + 1)
    }

    /// The text of one line, without its line break.
    package func lineText(_ line: Int) -> String {
        guard line >= 0, line < lineStarts.count else { return "" }
        return String(decoding: utf8[lineStarts[line]..<lineContentEnd(line)], as: UTF8.self)
    }

    /// The line break this text uses most often; `\n` when it has none.
    package var dominantLineBreak: String {
        // Each line after the first starts right after its line break: reading the bytes
        // before the starts is a pass over the lines, not the text (assists ask once per fix).
        var crlf = 0
        var lf = 0
        var cr = 0
        for start in lineStarts.dropFirst() {
            if utf8[start - 1] == UInt8(ascii: "\r") {
                cr += 1
            } else if start >= 2, utf8[start - 2] == UInt8(ascii: "\r") {
                crlf += 1
            } else {
                lf += 1
            }
        }
        if crlf > lf && crlf >= cr { return "\r\n" }
        if cr > lf { return "\r" }
        return "\n"
    }
}
