// Which function bodies the SwiftUI declaration visitor can skip: those whose text cannot hold
// anything it reads.
import SwiftSyntax

/// Inside a body, the SwiftUI declaration visitor reads only local `struct`/`class`/`enum`
/// declarations, `extension`s and `func`s (broken code can put them anywhere), `#Preview`
/// macros and hosting-controller calls. A body whose bytes contain none of those words holds
/// none of them, so the visitor skips it: bodies are most of a file's nodes, and walking them
/// twice (once per visitor) was a large part of a cold extraction.
///
/// One pass over the file records where the words occur (as substrings, in comments and strings
/// too: a false "maybe" only costs the walk the visitor would have done anyway); a body is then
/// a binary search.
struct SwiftUIBodyFilter {
    /// Offsets where one of the words starts, ascending.
    private let marks: [Int]

    static let words: [[UInt8]] = ["struct", "class", "enum", "extension", "func", "Preview", "Hosting"].map { Array($0.utf8) }

    init?(text: String) {
        guard let marks = text.utf8.withContiguousStorageIfAvailable({ Self.marks(in: $0) }) else { return nil }
        self.marks = marks
    }

    static func marks(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var marks: [Int] = []
        var first = [Bool](repeating: false, count: 256)
        for word in words { if let byte = word.first { first[Int(byte)] = true } }
        var offset = 0
        while offset < bytes.count {
            if first[Int(bytes[offset])] {
                for word in words where offset + word.count <= bytes.count && bytes[offset] == word[0] {
                    var matches = true
                    for index in 1..<word.count where bytes[offset + index] != word[index] {
                        matches = false
                        break
                    }
                    if matches {
                        marks.append(offset)
                        break
                    }
                }
            }
            offset += 1
        }
        return marks
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
