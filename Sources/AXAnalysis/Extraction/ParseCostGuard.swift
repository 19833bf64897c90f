// A linear pre-scan that keeps swift-syntax away from the inputs that make its lookahead exponential.
@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

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
/// file's size: the parse is linear in the size, whatever the text.
///
/// The brackets are the parser's own: the guard reads the tokens of swift-syntax's lexer (the
/// lexer the parser reads, linear and without lookahead), so a `[` counts exactly when the
/// parser will see it as code. A hand-written byte scanner did this before and differed from the
/// lexer wherever it did not model a literal: `'…'` literals, raw identifiers in backticks,
/// bare `/…/` regexes, `#"""#`, a shebang line; a quote in any of them hid the brackets after
/// it and the fuzzer found the hang. Reading every token costs about a fifth of a parse.
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
        let first = text.withUTF8 { regionsAndLimit(in: $0, limit: nil) }
        var skipped = first.regions
        guard !skipped.isEmpty else { return (text, []) }
        var bytes = Array(text.utf8)
        // Blanking can change how the parser reads what follows (a quote in a region no longer
        // opens a literal), so the blanked text is read again until nothing is left to blank.
        for round in 0..<4 {
            for region in skipped {
                for index in region.range.start..<region.range.end where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                    bytes[index] = UInt8(ascii: " ")
                }
            }
            guard round < 3 else { break }
            let more = bytes.withUnsafeBufferPointer { regionsAndLimit(in: $0, limit: first.limit).regions }
            if more.isEmpty { break }
            skipped = merged(skipped + more)
        }
        // Regions start at `[` and end at a bracket or the end, all ASCII: the blanked bytes are
        // whole characters, so the result is valid UTF-8 of the same length.
        return (String(decoding: bytes, as: UTF8.self), skipped)
    }

    /// The regions to blank, in order and disjoint.
    package static func regions(in bytes: UnsafeBufferPointer<UInt8>) -> [SkippedRegion] {
        regionsAndLimit(in: bytes, limit: nil).regions
    }

    /// The regions, and the limit they were found with: `limit` when given (a blanked text read
    /// again: its blanks would count as deep code), otherwise the one the cost bound allows.
    static func regionsAndLimit(in bytes: UnsafeBufferPointer<UInt8>, limit fixedLimit: Int?) -> (regions: [SkippedRegion], limit: Int) {
        // Every reading's `[` is a `[` byte: with no more of them than the lowest limit, nothing
        // can be past any limit, and the lexer need not run (over half the bytes of real apps).
        var squareBrackets = 0
        for byte in bytes where byte == UInt8(ascii: "[") {
            squareBrackets += 1
            if squareBrackets > minimumSquareBracketNesting { break }
        }
        guard squareBrackets > minimumSquareBracketNesting else { return ([], fixedLimit ?? maximumSquareBracketNesting) }
        var scanner = Scanner(limit: fixedLimit ?? maximumSquareBracketNesting, recordsLineStarts: true)
        scanner.scan(bytes)
        let budget = max(minimumCost, costPerByte * bytes.count)
        if fixedLimit == nil && scanner.cost(withLimit: maximumSquareBracketNesting) > budget {
            let limit = stride(from: maximumSquareBracketNesting - 1, to: minimumSquareBracketNesting, by: -1)
                .first { scanner.cost(withLimit: $0) <= budget } ?? minimumSquareBracketNesting
            scanner = Scanner(limit: limit, recordsLineStarts: true)
            scanner.scan(bytes)
        }
        var found = scanner.regions
        // Where the parser may read the text differently from the lexer, the other reading is
        // scanned too, until it is back in step with the main one (or at the end of the file).
        var forks = scanner.forks
        var forksRead = 0
        while !forks.isEmpty && forksRead < maximumForks {
            let fork = forks.removeFirst()
            forksRead += 1
            var reading = Scanner(limit: scanner.limit, recordsLineStarts: false)
            reading.frames = fork.frames
            reading.openSquareBrackets = fork.frames.reduce(0) { count, frame in
                if case .bracket(.leftSquare) = frame { return count + 1 }
                return count
            }
            reading.mainLineStarts = scanner.lineStarts
            reading.scan(bytes, from: fork.offset, prefix: fork.prefix)
            found += reading.regions
            forks += reading.forks
        }
        let counted = merged(found).map { region in
            var counted = region
            counted.lineCount = 1 + lineBreakCount(in: bytes, region.range)
            return counted
        }
        return (counted, scanner.limit)
    }

    /// The other readings one file's guard scans at most (each usually a line long).
    static let maximumForks = 256

    /// Regions in order, overlapping ones joined (the first keeps its depth, the last its end).
    static func merged(_ regions: [SkippedRegion]) -> [SkippedRegion] {
        var result: [SkippedRegion] = []
        for region in regions.sorted(by: { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }) {
            if var last = result.last, region.range.start < last.range.end {
                if region.range.end > last.range.end {
                    last.range = ByteRange(start: last.range.start, end: region.range.end)
                    last.end = region.end
                }
                result[result.count - 1] = last
            } else {
                result.append(region)
            }
        }
        return result
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

    private enum Frame: Hashable {
        /// `[`, `(` or `{` in code.
        case bracket(RawTokenKind)
        /// A string literal, ended by a token of the kind of its opening quote.
        case string(closer: RawTokenKind)
        /// `\(…)` in a literal, with the `(` the lexer counts inside it: the lexer ends the
        /// interpolation at the `)` that brings the count below zero, whatever is open inside.
        case interpolation(parentheses: Int)
    }

    /// A place where the parser may read on differently from the lexer: the parser ends an
    /// interpolation whose expression stopped before a quote of its literal's kind (`"\\(a "`)
    /// and reads that quote as the literal's end, and it splits operator tokens (`>/`) and reads
    /// the rest again. The other reading starts at `offset` with `frames` open, after lexing
    /// `prefix` (the literal's opening quote, so the lexer is inside the literal again).
    private struct Fork {
        var offset: Int
        var prefix: [UInt8]
        var frames: [Frame]
    }

    /// Walks the lexer's tokens, keeping the brackets open at each token.
    private struct Scanner {
        var frames: [Frame] = []
        var openSquareBrackets = 0
        /// The open region: where it starts and the frame count below its `[`.
        var openRegion: (start: Int, height: Int, depth: Int)?
        var regions: [SkippedRegion] = []
        let limit: Int
        /// Bytes read at each `[` depth; the last slot holds every depth past the maximum.
        var bytesAtDepth = [Int](repeating: 0, count: maximumSquareBracketNesting + 2)
        var forks: [Fork] = []
        /// The main reading's frames at the first token of each line, as hashes.
        let recordsLineStarts: Bool
        var lineStarts: [Int: Int] = [:]
        /// A fork's view of `lineStarts`: where it is back in step, it stops.
        var mainLineStarts: [Int: Int]?
        /// Where the literals the frames hold were opened, with their opening delimiters.
        var literalOpeners: [Int: [UInt8]] = [:]

        init(limit: Int, recordsLineStarts: Bool) {
            self.limit = limit
            self.recordsLineStarts = recordsLineStarts
        }

        /// The estimated parse cost with regions deeper than `limit` blanked (blanks cost 1).
        func cost(withLimit limit: Int) -> Int {
            bytesAtDepth.enumerated().reduce(0) { total, slot in
                total + (slot.offset <= limit ? slot.element << slot.offset : slot.element)
            }
        }

        var framesHash: Int {
            var hasher = Hasher()
            hasher.combine(frames)
            return hasher.finalize()
        }

        /// Reads the tokens of `bytes` from `start` on (after `prefix`, which is not in the
        /// text: it puts the lexer inside a literal). Offsets are the text's.
        mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, prefix: [UInt8] = []) {
            if prefix.isEmpty {
                scanTokens(bytes, from: start, shift: 0, prefixLength: 0, textEnd: bytes.count)
            } else {
                var buffer = prefix
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
                buffer.withUnsafeBufferPointer { buffer in
                    scanTokens(buffer, from: 0, shift: start - prefix.count, prefixLength: prefix.count, textEnd: bytes.count)
                }
            }
        }

        private mutating func scanTokens(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, shift: Int, prefixLength: Int, textEnd: Int) {
            var tracker = LookaheadTracker()
            let endOfText = withUnsafeMutablePointer(to: &tracker) { tracker -> Bool in
                guard start < buffer.count else { return true }
                var offset = start
                var previous = RawTokenKind.endOfFile
                for lexeme in Lexer.tokenize(buffer, from: start, lookaheadTracker: tracker, experimentalFeatures: []) {
                    let kind = lexeme.rawTokenKind
                    let textStart = offset + lexeme.textRange.lowerBound
                    let onNewLine = lexeme.leadingTriviaText.contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
                    let inPrefix = offset < prefixLength
                    if !inPrefix && onNewLine {
                        let realOffset = textStart + shift
                        if let main = mainLineStarts, openRegion == nil, main[realOffset] == framesHash {
                            return false
                        }
                        if recordsLineStarts { lineStarts[realOffset] = framesHash }
                    }
                    if !inPrefix {
                        bytesAtDepth[min(openSquareBrackets, bytesAtDepth.count - 1)] += lexeme.byteLength
                    }
                    offset += lexeme.byteLength
                    if kind == .endOfFile { return true }
                    read(kind, at: textStart + shift, length: lexeme.textRange.count, in: buffer, shift: shift, hasLeadingTrivia: lexeme.textRange.lowerBound > 0, after: previous)
                    previous = kind
                }
                return true
            }
            if endOfText, let region = openRegion {
                regions.append(SkippedRegion(range: ByteRange(start: region.start, end: textEnd), squareBracketDepth: region.depth, lineCount: 0, end: .endOfFile))
                openRegion = nil
            }
        }

        /// One token. Inside a literal the lexer gives tokens no trivia, so a token with trivia
        /// (or of a kind a literal does not hold) means the lexer left an unterminated
        /// single-line literal at its line break.
        mutating func read(_ kind: RawTokenKind, at start: Int, length: Int, in buffer: UnsafeBufferPointer<UInt8>, shift: Int, hasLeadingTrivia: Bool, after previous: RawTokenKind) {
            if case .string(let closer)? = frames.last {
                if !hasLeadingTrivia {
                    switch kind {
                    case closer:
                        frames.removeLast()
                        return
                    case .stringSegment, .backslash, .rawStringPoundDelimiter:
                        return
                    case .leftParen where previous == .backslash || previous == .rawStringPoundDelimiter:
                        frames.append(.interpolation(parentheses: 0))
                        return
                    default:
                        break
                    }
                }
                frames.removeLast()
            }
            switch kind {
            case .leftSquare:
                openSquareBrackets += 1
                if openRegion == nil && openSquareBrackets > limit {
                    openRegion = (start, frames.count, openSquareBrackets)
                }
                frames.append(.bracket(kind))
            case .leftParen, .leftBrace:
                if kind == .leftParen, let interpolation = innermostInterpolation(), case .interpolation(let count) = frames[interpolation] {
                    frames[interpolation] = .interpolation(parentheses: count + 1)
                }
                frames.append(.bracket(kind))
            case .rightParen:
                if let interpolation = innermostInterpolation(), case .interpolation(let count) = frames[interpolation] {
                    if count == 0 {
                        endInterpolation(interpolation, at: start)
                        return
                    }
                    frames[interpolation] = .interpolation(parentheses: count - 1)
                }
                closeBracket(.leftParen, after: start + 1)
            case .rightSquare:
                closeBracket(.leftSquare, after: start + 1)
            case .rightBrace:
                closeBrace(at: start)
            case .stringSegment:
                // Code gives no string segment: the lexer ended an interpolation at a line break.
                if let interpolation = innermostInterpolation() {
                    endInterpolation(interpolation, at: start)
                }
            case .stringQuote, .multilineStringQuote, .singleQuote:
                // (Not right after `\\(`: the parser reads an expression there, and a quote
                // starts one.)
                if let interpolation = innermostInterpolation(), interpolation > 0,
                   !(previous == .leftParen && interpolation == frames.count - 1),
                   case .string(let closer) = frames[interpolation - 1], closer == kind,
                   let opener = literalOpeners[interpolation - 1] {
                    // The parser may end the interpolation here and read this quote as the end
                    // of the literal it is in.
                    forks.append(Fork(offset: start, prefix: opener, frames: Array(frames[..<(interpolation - 1)])))
                }
                var opener = [UInt8]()
                var index = start - shift - 1
                while index >= 0 && buffer[index] == UInt8(ascii: "#") {
                    opener.append(UInt8(ascii: "#"))
                    index -= 1
                }
                opener.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[(start - shift)..<(start - shift + length)]))
                literalOpeners[frames.count] = opener
                frames.append(.string(closer: kind))
            case .binaryOperator, .prefixOperator, .postfixOperator:
                // After a split the parser lexes the rest of an operator again: a `/` in it may
                // start a regex literal.
                for index in 1..<max(1, length) where buffer[start - shift + index] == UInt8(ascii: "/") {
                    forks.append(Fork(offset: start + index, prefix: [], frames: frames))
                }
            default:
                break
            }
        }

        /// The interpolation whose code is being read (none when it is plain code).
        func innermostInterpolation() -> Int? {
            guard let index = frames.lastIndex(where: { if case .bracket = $0 { return false } else { return true } }),
                  case .interpolation = frames[index] else { return nil }
            return index
        }

        /// The interpolation's end: what is left open inside it ends with it.
        mutating func endInterpolation(_ index: Int, at start: Int) {
            while frames.count > index + 1 { pop() }
            endRegion(at: start, by: .enclosingBrace)
            frames.removeLast()
        }

        /// A `]` or `)`: pops its match when that is the innermost frame; a stray one is ignored.
        mutating func closeBracket(_ opener: RawTokenKind, after end: Int) {
            guard case .bracket(let top)? = frames.last, top == opener else { return }
            pop()
            endRegion(at: end, by: .closingBracket)
        }

        /// A `}` closes what is left open inside its brace (as the parser recovers); one with no
        /// brace in the same code (only literals or interpolations below) is ignored.
        mutating func closeBrace(at start: Int) {
            guard let target = frames.lastIndex(where: { frame in
                if case .bracket(.leftBrace) = frame { return true }
                return false
            }), !frames[target...].contains(where: { if case .bracket = $0 { return false } else { return true } }) else {
                return
            }
            while frames.count > target + 1 { pop() }
            endRegion(at: start, by: .enclosingBrace)
            pop()
        }

        mutating func pop() {
            if case .bracket(.leftSquare)? = frames.last { openSquareBrackets -= 1 }
            frames.removeLast()
        }

        mutating func endRegion(at end: Int, by kind: SkippedRegion.End) {
            guard let region = openRegion, frames.count <= region.height else { return }
            regions.append(SkippedRegion(range: ByteRange(start: region.start, end: end), squareBracketDepth: region.depth, lineCount: 0, end: kind))
            openRegion = nil
        }
    }
}
