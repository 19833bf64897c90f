// Converts between UTF-8 offsets (the internal unit) and LSP positions in any negotiated encoding.
import AXAnalysis
import Foundation

/// The line starts of one document's text and the conversions that need them.
///
/// Lines end at `\r\n`, a lone `\r` or `\n` (the LSP definition). A BOM is an ordinary character:
/// the client counts it too. Out-of-range positions are clamped, and the conversion says so, so
/// the caller can log it; offsets inside a multi-byte character round down to its start.
package struct LineTable: Sendable {
    /// The bytes and line starts; the analysis's own `LineIndex`, so both sides agree on lines,
    /// and an open document's hints read the index the document keeps up to date.
    package private(set) var lines: LineIndex

    package var utf8: [UInt8] { lines.utf8 }
    /// UTF-8 offset of the first byte of each line; never empty (an empty text has one line).
    package var lineStartUTF8Offsets: [Int] { lines.lineStarts }

    package init(_ text: String) {
        self.init(utf8: Array(text.utf8))
    }

    package init(utf8: [UInt8]) {
        lines = LineIndex(utf8: utf8)
    }

    package init(lines: LineIndex) {
        self.lines = lines
    }

    /// Replaces a range of bytes, scanning only the edited span for line breaks (`LineIndex.replace`).
    package mutating func replace<Replacement: Collection>(_ utf8Range: Range<Int>, with replacement: Replacement)
    where Replacement.Element == UInt8 {
        lines.replace(utf8Range, with: replacement)
    }

    package var lineCount: Int { lineStartUTF8Offsets.count }

    /// The UTF-8 offset where a line's content ends (before its line break).
    package func lineContentEndUTF8Offset(line: Int) -> Int {
        guard line + 1 < lineStartUTF8Offsets.count else { return utf8.count }
        let nextStart = lineStartUTF8Offsets[line + 1]
        if nextStart >= 2, utf8[nextStart - 1] == 0x0A, utf8[nextStart - 2] == 0x0D { return nextStart - 2 }
        return nextStart - 1
    }

    /// A converted offset and whether the position had to be clamped to reach it.
    package struct ConvertedOffset: Hashable, Sendable {
        package var utf8Offset: Int
        package var wasClamped: Bool

        package init(utf8Offset: Int, wasClamped: Bool) {
            self.utf8Offset = utf8Offset
            self.wasClamped = wasClamped
        }
    }

    /// The UTF-8 offset of `position`, whose `character` counts units of `encoding`.
    package func utf8Offset(of position: Position, encoding: PositionEncodingKind) -> ConvertedOffset {
        guard position.line >= 0, position.character >= 0 else {
            let line = max(0, min(position.line, lineCount - 1))
            let clampedPosition = Position(line: line, character: max(0, position.character))
            return ConvertedOffset(
                utf8Offset: utf8Offset(of: clampedPosition, encoding: encoding).utf8Offset, wasClamped: true)
        }
        guard position.line < lineCount else { return ConvertedOffset(utf8Offset: utf8.count, wasClamped: true) }
        var utf8Offset = lineStartUTF8Offsets[position.line]
        let contentEnd = lineContentEndUTF8Offset(line: position.line)
        var units = 0
        while utf8Offset < contentEnd, units < position.character {
            let scalarLength = Self.scalarLength(leadByte: utf8[utf8Offset])
            let scalarUnits = Self.units(ofScalarWithUTF8Length: scalarLength, encoding: encoding)
            if units + scalarUnits > position.character {
                // The position points inside a character (half a surrogate pair, part of a UTF-8 sequence).
                return ConvertedOffset(utf8Offset: utf8Offset, wasClamped: true)
            }
            units += scalarUnits
            utf8Offset = min(utf8Offset + scalarLength, contentEnd)
        }
        return ConvertedOffset(utf8Offset: utf8Offset, wasClamped: units < position.character)
    }

    /// The position of a UTF-8 offset, counting `character` in units of `encoding`.
    package func position(ofUTF8Offset utf8Offset: Int, encoding: PositionEncodingKind) -> Position {
        let offset = max(0, min(utf8Offset, utf8.count))
        let line = lineIndex(containingUTF8Offset: offset)
        let end = min(offset, lineContentEndUTF8Offset(line: line))
        var cursor = lineStartUTF8Offsets[line]
        var units = 0
        while cursor < end {
            let scalarLength = Self.scalarLength(leadByte: utf8[cursor])
            if cursor + scalarLength > end { break }
            units += Self.units(ofScalarWithUTF8Length: scalarLength, encoding: encoding)
            cursor += scalarLength
        }
        return Position(line: line, character: units)
    }

    /// The zero-based line whose start is the last one at or before `utf8Offset`.
    package func lineIndex(containingUTF8Offset utf8Offset: Int) -> Int {
        var low = 0
        var high = lineStartUTF8Offsets.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStartUTF8Offsets[middle] <= utf8Offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The UTF-8 range of an LSP range; an end before the start collapses onto the start.
    package func utf8Range(of range: LSPRange, encoding: PositionEncodingKind) -> (range: Range<Int>, wasClamped: Bool)
    {
        let start = utf8Offset(of: range.start, encoding: encoding)
        let end = utf8Offset(of: range.end, encoding: encoding)
        if end.utf8Offset < start.utf8Offset {
            return (start.utf8Offset..<start.utf8Offset, true)
        }
        return (start.utf8Offset..<end.utf8Offset, start.wasClamped || end.wasClamped)
    }

    package func lspRange(ofUTF8Range range: Range<Int>, encoding: PositionEncodingKind) -> LSPRange {
        LSPRange(
            start: position(ofUTF8Offset: range.lowerBound, encoding: encoding),
            end: position(ofUTF8Offset: range.upperBound, encoding: encoding))
    }

    /// Length of the scalar a valid lead byte starts; a stray continuation byte counts as one.
    static func scalarLength(leadByte: UInt8) -> Int {
        switch leadByte {
        case 0..<0xC0: return 1
        case 0xC0..<0xE0: return 2
        case 0xE0..<0xF0: return 3
        default: return 4
        }
    }

    static func units(ofScalarWithUTF8Length length: Int, encoding: PositionEncodingKind) -> Int {
        switch encoding {
        case .utf8: return length
        case .utf16: return length == 4 ? 2 : 1
        case .utf32: return 1
        }
    }
}
