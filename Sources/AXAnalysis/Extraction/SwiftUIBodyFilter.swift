// Which function bodies the SwiftUI declaration visitor can skip: those whose text cannot hold
// anything it reads.
import SwiftSyntax

/// Inside a body, the SwiftUI declaration visitor reads only local `struct`/`class`/`enum`
/// declarations, `extension`s and `func`s (broken code can put them anywhere), `#Preview`
/// macros, hosting-controller calls and identifier modifiers (`SwiftUIDetachedIdentifiers`). A body whose bytes contain none of those words holds
/// none of them, so the visitor skips it: bodies are most of a file's nodes, and walking them
/// twice (once per visitor) was a large part of a cold extraction.
///
/// One pass over the file records where the words occur (as substrings, in comments and strings
/// too: a false "maybe" only costs the walk the visitor would have done anyway); a body is then
/// a binary search.
struct SwiftUIBodyFilter {
    /// Offsets where one of the words starts, ascending.
    private let marks: [Int]

    static let words: [[UInt8]] = [
        "struct", "class", "enum", "extension", "func", "Preview", "Hosting", "accessibility"
    ].map { Array($0.utf8) }

    init?(text: String) {
        guard let marks = text.utf8.withContiguousStorageIfAvailable({ Self.marks(in: $0) }) else { return nil }
        self.marks = marks
    }

    /// Each word's first four bytes as one little-endian number (every word has at least four).
    private static let prefixes: [UInt32] = words.map { word in
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(word[$1]) << (8 * UInt32($1)) }
    }

    /// For each pair of bytes (the first in the low byte), a bit per word that starts with it
    /// (`st`, `cl`, `en`, `ex`, `fu`, `Pr`, `Ho`, `ac`; eight words fill the byte).
    private static let candidateMasks: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 1 << 16)
        for (index, word) in words.enumerated() { table[Int(word[0]) | Int(word[1]) << 8] |= 1 << UInt8(index) }
        return table
    }()

    /// The offsets where a word starts. A candidate is an offset whose first two bytes start a
    /// word (one table lookup per byte; a table of first bytes made a fifth of all bytes
    /// candidates, since `s`, `c`, `e` and `f` are common letters), checked by its first four
    /// bytes in one comparison before the rest.
    static func marks(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard let base = bytes.baseAddress, bytes.count >= 4 else { return [] }
        var marks: [Int] = []
        let lastFourByteStart = bytes.count - 4
        let raw = UnsafeRawPointer(base)
        candidateMasks.withUnsafeBufferPointer { masks in
            prefixes.withUnsafeBufferPointer { prefixes in
                var offset = 0
                while offset <= lastFourByteStart {
                    let pair = Int(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
                    var mask = masks[pair]
                    if mask != 0 {
                        let four = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                        while mask != 0 {
                            let index = mask.trailingZeroBitCount
                            mask &= mask - 1
                            guard prefixes[index] == four, matchesRest(of: words[index], at: offset, in: bytes) else {
                                continue
                            }
                            marks.append(offset)
                            break
                        }
                    }
                    offset += 1
                }
            }
        }
        return marks
    }

    /// The word's bytes after its first four are at `offset + 4` (the word fits in `bytes`).
    private static func matchesRest(of word: [UInt8], at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard offset + word.count <= bytes.count else { return false }
        for position in 4..<word.count where bytes[offset + position] != word[position] { return false }
        return true
    }

    /// True when a word starts inside `range` (a word may run past its end; still a "maybe").
    func mayHoldDeclarations(in range: ByteRange) -> Bool {
        var low = 0
        var high = marks.count
        while low < high {
            let middle = (low + high) / 2
            if marks[middle] < range.start { low = middle + 1 } else { high = middle }
        }
        return low < marks.count && marks[low] < range.end
    }
}
