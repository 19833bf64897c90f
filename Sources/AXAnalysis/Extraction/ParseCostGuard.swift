// A linear pre-scan that keeps swift-syntax away from the inputs that make its lookahead exponential.

/// A part of a file that was blanked before parsing because its nesting would make the parse
/// exponential. Offsets are the original text's; the blanked text has the same length and line
/// breaks, so every position outside the region is unchanged.
public struct SkippedRegion: Hashable, Codable, Sendable {
    package var range: ByteRange
    /// How many `[` were open where the region starts (one more than the limit).
    package var squareBracketDepth: Int
    /// How many lines the region touches (counted, not located, so a move leaves it unchanged).
    package var lineCount: Int
    /// What ends the region.
    package var end: End

    package enum End: String, Hashable, Codable, Sendable {
        /// The `]` matching the region's first `[` (included).
        case closingBracket
        /// The `}` of a block, or the `)` of a string interpolation, opened before the region
        /// (not included): the `[` was left open.
        case enclosingBrace
        /// The end of the file: the `[` was never closed.
        case endOfFile
    }

    package init(range: ByteRange, squareBracketDepth: Int, lineCount: Int, end: End) {
        self.range = range
        self.squareBracketDepth = squareBracketDepth
        self.lineCount = lineCount
        self.end = end
    }
}

/// Finds and blanks the regions of Swift text nested too deeply in `[` for the parser.
///
/// swift-syntax 602 and 603 parse `[` in a type or expression position by first trying the
/// inline-array sugar (`[N of T]`) with a lookahead and, when that fails, parsing the same text
/// again as a type: every open `[` doubles the work below it (`final class A:` followed by 40 `[`
/// takes days; `swiftc` has the same bug). A byte inside `d` open `[` is read about `2^d` times.
///
/// Real code nests `[` at most 6 deep (8,000 files of six real apps), so a region that opens a
/// ninth `[` is blanked, with its line breaks kept, up to the `]` that closes it, the `}` of a
/// brace opened before it, or the end of the file. A limit on depth alone still lets a file
/// of many 8-deep groups cost 256 times a flat file, so the limit is lowered (down to 4) until
/// the estimated cost, every byte weighted by `2^depth`, is at most `costPerByte` times the
/// file's size: the parse is linear in the size, whatever the text. The scan knows comments,
/// string literals (raw, multi-line, interpolated) and `#/…/#` regex literals, so brackets
/// inside them do not count. It reads every byte once, twice when the limit is lowered.
public enum ParseCostGuard {
    /// The deepest `[` nesting that is parsed as is when the file is not mostly deep.
    package static let maximumSquareBracketNesting = 8
    /// The lowest the limit goes: even a file entirely 4 deep is within the cost bound.
    package static let minimumSquareBracketNesting = 4
    /// The weighted cost allowed per byte of the file (a flat file costs 1 per byte).
    package static let costPerByte = 8
    /// The cost any file may have, so short deep snippets in small files stay whole.
    package static let minimumCost = 1 << 15

    /// The text the parser may see and the regions blanked to get it (`text` itself, and no
    /// regions, for every file whose nesting is within the limit).
    public static func prepare(_ text: String) -> (parsedText: String, skipped: [SkippedRegion]) {
        var text = text
        let skipped = text.withUTF8 { regions(in: $0) }
        guard !skipped.isEmpty else { return (text, []) }
        var bytes = Array(text.utf8)
        for region in skipped {
            for index in region.range.start..<region.range.end where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        // Regions start at `[` and end at a bracket or the end, all ASCII: the blanked bytes are
        // whole characters, so the result is valid UTF-8 of the same length.
        return (String(decoding: bytes, as: UTF8.self), skipped)
    }

    /// The regions to blank, in order and disjoint.
    package static func regions(in bytes: UnsafeBufferPointer<UInt8>) -> [SkippedRegion] {
        var scanner = Scanner(bytes: bytes, limit: maximumSquareBracketNesting)
        scanner.run()
        let budget = max(minimumCost, costPerByte * bytes.count)
        if scanner.cost(withLimit: maximumSquareBracketNesting) > budget {
            let limit = stride(from: maximumSquareBracketNesting - 1, to: minimumSquareBracketNesting, by: -1)
                .first { scanner.cost(withLimit: $0) <= budget } ?? minimumSquareBracketNesting
            scanner = Scanner(bytes: bytes, limit: limit)
            scanner.run()
        }
        return scanner.regions.map { region in
            var counted = region
            counted.lineCount = 1 + lineBreakCount(in: bytes, region.range)
            return counted
        }
    }

    /// `\n`, `\r\n` and a lone `\r` each count once, as `LineIndex` counts them.
    static func lineBreakCount(in bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> Int {
        var count = 0
        for offset in range.start..<range.end {
            if bytes[offset] == UInt8(ascii: "\n") {
                count += 1
            } else if bytes[offset] == UInt8(ascii: "\r") && (offset + 1 >= bytes.count || bytes[offset + 1] != UInt8(ascii: "\n")) {
                count += 1
            }
        }
        return count
    }

    private enum Frame {
        case bracket(UInt8)
        case string(hashes: Int, multiline: Bool)
        case interpolation
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var frames: [Frame] = []
        var openSquareBrackets = 0
        /// The open region: where it starts and the frame count below its `[`.
        var openRegion: (start: Int, height: Int, depth: Int)?
        var regions: [SkippedRegion] = []
        let limit: Int
        /// Bytes read at each `[` depth; the last slot holds every depth past the maximum.
        var bytesAtDepth = [Int](repeating: 0, count: maximumSquareBracketNesting + 2)

        init(bytes: UnsafeBufferPointer<UInt8>, limit: Int) {
            self.bytes = bytes
            self.limit = limit
        }

        /// The estimated parse cost with regions deeper than `limit` blanked (blanks cost 1).
        func cost(withLimit limit: Int) -> Int {
            bytesAtDepth.enumerated().reduce(0) { total, slot in
                total + (slot.offset <= limit ? slot.element << slot.offset : slot.element)
            }
        }

        func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func run() {
            while index < bytes.count {
                let start = index
                let depth = min(openSquareBrackets, bytesAtDepth.count - 1)
                if case .string(let hashes, let multiline)? = frames.last {
                    scanString(hashes: hashes, multiline: multiline)
                } else {
                    scanCode()
                }
                bytesAtDepth[depth] += index - start
            }
            if let region = openRegion {
                regions.append(SkippedRegion(range: ByteRange(start: region.start, end: bytes.count), squareBracketDepth: region.depth, lineCount: 0, end: .endOfFile))
            }
        }

        /// One step in code: a comment, a literal's start, a bracket, or one byte.
        mutating func scanCode() {
            let current = bytes[index]
            switch current {
            case UInt8(ascii: "/"):
                if byte(at: index + 1) == UInt8(ascii: "/") {
                    skipLineComment()
                } else if byte(at: index + 1) == UInt8(ascii: "*") {
                    skipBlockComment()
                } else {
                    index += 1
                }
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                var hashes = 0
                while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                let after = index + hashes
                if byte(at: after) == UInt8(ascii: "\"") {
                    let multiline = byte(at: after + 1) == UInt8(ascii: "\"") && byte(at: after + 2) == UInt8(ascii: "\"")
                    frames.append(.string(hashes: hashes, multiline: multiline))
                    index = after + (multiline ? 3 : 1)
                } else if hashes > 0 && byte(at: after) == UInt8(ascii: "/") {
                    skipExtendedRegex(hashes: hashes, from: after + 1)
                } else {
                    index = max(after, index + 1)
                }
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                frames.append(.bracket(current))
                index += 1
            case UInt8(ascii: "["):
                openSquareBrackets += 1
                if openRegion == nil && openSquareBrackets > limit {
                    openRegion = (index, frames.count, openSquareBrackets)
                }
                frames.append(.bracket(current))
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                close(current)
            default:
                index += 1
            }
        }

        /// A closing bracket: pops its match; a `}` also closes what is left open inside its
        /// brace (as the parser recovers), a stray `)` or `]` is ignored.
        mutating func close(_ closer: UInt8) {
            let opener: UInt8 = closer == UInt8(ascii: ")") ? UInt8(ascii: "(") : closer == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
            switch frames.last {
            case .bracket(let top)? where top == opener:
                pop()
                index += 1
                endRegion(at: index, by: .closingBracket)
            case .interpolation? where closer == UInt8(ascii: ")"):
                frames.removeLast()
                index += 1
            default:
                if closer == UInt8(ascii: ")"), let target = frames.lastIndex(where: { frame in
                    if case .interpolation = frame { return true }
                    if case .bracket(UInt8(ascii: "(")) = frame { return true }
                    return false
                }), case .interpolation = frames[target] {
                    // The lexer ends an interpolation at its `)` whatever is left open inside.
                    while frames.count > target + 1 { pop() }
                    endRegion(at: index, by: .enclosingBrace)
                    frames.removeLast()
                    index += 1
                    return
                }
                guard closer == UInt8(ascii: "}"), let target = frames.lastIndex(where: { frame in
                    if case .bracket(UInt8(ascii: "{")) = frame { return true }
                    return false
                }), !frames[target...].contains(where: { if case .bracket = $0 { return false } else { return true } }) else {
                    index += 1
                    return
                }
                // The brace closes everything above it; a region inside ends before it.
                while frames.count > target + 1 { pop() }
                endRegion(at: index, by: .enclosingBrace)
                pop()
                index += 1
            }
        }

        mutating func pop() {
            if case .bracket(UInt8(ascii: "["))? = frames.last { openSquareBrackets -= 1 }
            frames.removeLast()
        }

        mutating func endRegion(at end: Int, by kind: SkippedRegion.End) {
            guard let region = openRegion, frames.count <= region.height else { return }
            regions.append(SkippedRegion(range: ByteRange(start: region.start, end: end), squareBracketDepth: region.depth, lineCount: 0, end: kind))
            openRegion = nil
        }

        /// One step inside a string literal: an escape, an interpolation, its end, or one byte.
        mutating func scanString(hashes: Int, multiline: Bool) {
            let current = bytes[index]
            if current == UInt8(ascii: "\\") && hasHashes(hashes, at: index + 1) {
                let after = index + 1 + hashes
                if byte(at: after) == UInt8(ascii: "(") {
                    frames.append(.interpolation)
                    index = after + 1
                } else {
                    index = min(bytes.count, after + 1)
                }
                return
            }
            if current == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ byte(at: index + $0) == UInt8(ascii: "\"") }) && hasHashes(hashes, at: index + quotes) {
                    frames.removeLast()
                    index += quotes + hashes
                    return
                }
            }
            if !multiline && (current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r")) {
                // An unterminated single-line literal ends at the line break, as the lexer ends it.
                frames.removeLast()
            }
            index += 1
        }

        func hasHashes(_ count: Int, at offset: Int) -> Bool {
            (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
        }

        mutating func skipLineComment() {
            while index < bytes.count && bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") { index += 1 }
        }

        mutating func skipBlockComment() {
            var depth = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*") && byte(at: index + 1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
        }

        /// `#/…/#` (any number of `#`), which may span lines; an unterminated one is treated as
        /// code after its `#/`.
        mutating func skipExtendedRegex(hashes: Int, from start: Int) {
            var offset = start
            while offset < bytes.count {
                if bytes[offset] == UInt8(ascii: "/") && hasHashes(hashes, at: offset + 1) {
                    index = offset + 1 + hashes
                    return
                }
                offset += 1
            }
            index = start
        }
    }
}
