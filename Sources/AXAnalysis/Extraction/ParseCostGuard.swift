// A linear pre-scan that keeps swift-syntax away from the inputs that make its lookahead exponential.
import Foundation
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

    /// What a run over a text that needed no blanking knows for the next run after an edit: the
    /// main reading's state at each line start, and an upper bound of the weighted cost.
    package struct Memo: Sendable {
        fileprivate var lineStarts: [LineStart]
        fileprivate var cost: Int
        /// The text each second reading (a fork) read: an edit inside one runs the whole guard.
        fileprivate var forkSpans: [Range<Int>]

        /// Each line start as `[offset, state, 1 when the lexer can start again there]`.
        package var lineStartRecords: [[Int]] {
            lineStarts.map { [$0.offset, $0.state, $0.frames == nil ? 0 : 1] }
        }

        /// Each fork's reading as `[start, end]`.
        package var forkSpanRecords: [[Int]] {
            forkSpans.map { [$0.lowerBound, $0.upperBound] }
        }
    }

    /// How many runs read only a window (for tests: that the window is taken at all).
    package static let windowReadCount = AtomicCount()

    fileprivate struct LineStart: Sendable {
        var offset: Int
        var state: Int
        /// The frames, when the lexer can start again here (only brackets open, not after
        /// `?` or `!`, which may put the lexer in its `try?` regex state, and not at an operator or
        /// regex, which the lexer reads by the token before it); else nil.
        var frames: [Frame]?
    }

    /// `prepare` after edits (one, or several in sequence) of a text whose last run left a
    /// memo: the lexer starts again at the last line start before the edit with only brackets open, and reads on until a line
    /// start after the edit where its state is the one the last run had there: from there on
    /// the text and the reading are the last run's. A keystroke in a 5,000-line file reads a
    /// few lines instead of the file. Anything the window cannot vouch for (a region, an edit in
    /// text a second reading read or making a new one) runs the whole guard.
    package static func prepare(_ text: String, after edits: [TextReplacement], memo: Memo?) -> (
        parsedText: String, skipped: [SkippedRegion], memo: Memo?
    ) {
        var text = text
        if let memo, let edit = covering(edits),
            let next = text.withUTF8({ window(in: $0, after: edit, memo: memo) })
        {
            windowReadCount.add(1)
            return (text, [], next)
        }
        let first = text.withUTF8 { regionsAndLimit(in: $0, limit: nil, recordingMemo: true) }
        guard first.regions.isEmpty else {
            let blanked = blanking(text, first.regions, limit: first.limit)
            return (blanked.parsedText, blanked.skipped, nil)
        }
        return (text, [], first.memo)
    }

    /// One edit covering several sequential ones (each in the offsets of the text the previous
    /// left): the range of the original text they replace, and its length afterwards. (Checking
    /// an assist's fix re-parses the document with all its edits at once.)
    static func covering(_ edits: [TextReplacement]) -> (range: ByteRange, newLength: Int)? {
        guard let first = edits.first else { return nil }
        var old = first.range
        var current = ByteRange(start: first.range.start, end: first.range.start + first.replacement.utf8.count)
        for edit in edits.dropFirst() {
            // Outside the cover the texts agree before it and are shifted by its growth after it.
            let growth = current.length - old.length
            let start = min(current.start, edit.range.start)
            let end = max(current.end, edit.range.end)
            old = ByteRange(start: min(old.start, edit.range.start), end: max(old.end, edit.range.end - growth))
            current = ByteRange(start: start, end: end + edit.replacement.utf8.count - edit.range.length)
        }
        return (old, current.length)
    }

    private static func window(
        in bytes: UnsafeBufferPointer<UInt8>, after edit: (range: ByteRange, newLength: Int), memo: Memo
    ) -> Memo? {
        let delta = edit.newLength - edit.range.length
        let newEditEnd = edit.range.end + delta
        let lines = memo.lineStarts
        // The last line start before the edit where the lexer can start again (its token starts
        // before the edit, so its record holds in the new text).
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].offset < edit.range.start { low = middle + 1 } else { high = middle }
        }
        var restart = low - 1
        while restart >= 0 && lines[restart].frames == nil && low - restart < 64 { restart -= 1 }
        let startOffset: Int
        let frames: [Frame]
        if restart >= 0, let restartFrames = lines[restart].frames {
            startOffset = lines[restart].offset
            frames = restartFrames
        } else if restart < 0 {
            startOffset = 0
            frames = []
        } else {
            return nil
        }
        guard startOffset < bytes.count else { return nil }
        var scanner = Scanner(limit: maximumSquareBracketNesting, recordsLineStarts: true)
        scanner.recordsFrames = true
        for frame in frames {
            scanner.push(frame)
            if case .bracket(.leftSquare) = frame { scanner.openSquareBrackets += 1 }
        }
        scanner.resync = (lines, delta, newEditEnd)
        scanner.scan(bytes, from: startOffset)
        guard scanner.regions.isEmpty, scanner.forks.isEmpty, scanner.openRegion == nil else { return nil }
        // The last run's text the window replaced; a fork that read any of it must run again.
        let replacedEnd = scanner.resumedAt.map { lines[$0 - 1].offset } ?? (bytes.count - delta)
        guard !memo.forkSpans.contains(where: { $0.lowerBound < replacedEnd && $0.upperBound > startOffset }) else {
            return nil
        }
        let cost = memo.cost + scanner.cost(withLimit: maximumSquareBracketNesting)
        guard cost <= max(minimumCost, costPerByte * bytes.count) else { return nil }
        // The restart's own record stays (the text before it is unchanged); the window's records
        // follow it.
        var next = Array(lines[..<(restart + 1)])
        next += scanner.lineStarts.filter { $0.offset > startOffset || restart < 0 }
        if let resumed = scanner.resumedAt, resumed < lines.count {
            next += lines[resumed...].map { line in
                var moved = line
                moved.offset += delta
                return moved
            }
        }
        let spans = memo.forkSpans.map {
            $0.lowerBound >= replacedEnd ? ($0.lowerBound + delta)..<($0.upperBound + delta) : $0
        }
        return Memo(lineStarts: next, cost: cost, forkSpans: spans)
    }

    /// The text the parser may see and the regions blanked to get it (`text` itself, and no
    /// regions, for every file whose nesting is within the limit).
    public static func prepare(_ text: String) -> (parsedText: String, skipped: [SkippedRegion]) {
        var text = text
        let first = text.withUTF8 { regionsAndLimit(in: $0, limit: nil) }
        guard !first.regions.isEmpty else { return (text, []) }
        return blanking(text, first.regions, limit: first.limit)
    }

    /// `text` with `regions` blanked, read again at `limit` until nothing is left to blank.
    private static func blanking(_ text: String, _ regions: [SkippedRegion], limit: Int) -> (
        parsedText: String, skipped: [SkippedRegion]
    ) {
        var skipped = regions
        var bytes = Array(text.utf8)
        // Blanking can change how the parser reads what follows (a quote in a region no longer
        // opens a literal), so the blanked text is read again until nothing is left to blank.
        for round in 0..<4 {
            for region in skipped {
                for index in region.range.start..<region.range.end
                where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                    bytes[index] = UInt8(ascii: " ")
                }
            }
            guard round < 3 else { break }
            let more = bytes.withUnsafeBufferPointer { regionsAndLimit(in: $0, limit: limit).regions }
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
    /// With `recordingMemo`, also the memo for the next run when nothing needs blanking (nil when
    /// a reading forks, or when the text has so few `[` that the lexer did not run).
    static func regionsAndLimit(
        in bytes: UnsafeBufferPointer<UInt8>, limit fixedLimit: Int?, recordingMemo: Bool = false,
        bytesDecide: Bool = true
    ) -> (regions: [SkippedRegion], limit: Int, memo: Memo?) {
        // Every reading's `[` is a `[` byte: with no more of them than the lowest limit, nothing
        // can be past any limit, and the lexer need not run (over half the bytes of real apps).
        guard hasEnoughSquareBrackets(bytes) else { return ([], fixedLimit ?? maximumSquareBracketNesting, nil) }
        // Most files need no tokens at all: a byte reading clears them (`isCertainlyWithinLimits`).
        // A memo needs the lexer's line starts, and a blanked text is read at its own limit.
        if fixedLimit == nil && !recordingMemo && bytesDecide && isCertainlyWithinLimits(bytes) {
            return ([], maximumSquareBracketNesting, nil)
        }
        var scanner = Scanner(limit: fixedLimit ?? maximumSquareBracketNesting, recordsLineStarts: true)
        scanner.recordsFrames = recordingMemo
        scanner.scan(bytes)
        let budget = max(minimumCost, costPerByte * bytes.count)
        let cost = scanner.cost(withLimit: maximumSquareBracketNesting)
        var memo =
            recordingMemo && scanner.regions.isEmpty && cost <= budget
            ? Memo(lineStarts: scanner.lineStarts, cost: cost, forkSpans: []) : nil
        if fixedLimit == nil && cost > budget {
            let limit =
                stride(from: maximumSquareBracketNesting - 1, to: minimumSquareBracketNesting, by: -1)
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
            reading.hashes = fork.hashes
            reading.openers = fork.openers
            reading.openSquareBrackets = fork.frames.reduce(0) { count, frame in
                if case .bracket(.leftSquare) = frame { return count + 1 }
                return count
            }
            reading.mainLineStarts = scanner.lineStarts
            // The literal's opening delimiter, then one byte of content: without it `"` before the
            // fork's `""` reads as a `"""` that opens a multi-line literal, and the rest of the
            // file is read with code and strings swapped. A multi-line literal's content starts
            // on the next line.
            var prefix = Array(UnsafeBufferPointer(rebasing: bytes[fork.opener]))
            let opensMultiline = prefix.count >= 3 && prefix.suffix(3).allSatisfy { $0 == UInt8(ascii: "\"") }
            if !prefix.isEmpty { prefix.append(opensMultiline ? UInt8(ascii: "\n") : UInt8(ascii: " ")) }
            reading.scan(bytes, from: fork.offset, prefix: prefix)
            found += reading.regions
            forks += reading.forks
            memo?.forkSpans.append(fork.offset..<(reading.stoppedAt ?? bytes.count))
        }
        if !forks.isEmpty { memo = nil }
        let counted = merged(found).map { region in
            var counted = region
            counted.lineCount = 1 + lineBreakCount(in: bytes, region.range)
            return counted
        }
        return (counted, scanner.limit, counted.isEmpty ? memo : nil)
    }

    /// More `[` bytes than the lowest limit: below that no reading can need blanking.
    static func hasEnoughSquareBrackets(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var squareBrackets = 0
        for byte in bytes where byte == UInt8(ascii: "[") {
            squareBrackets += 1
            if squareBrackets > minimumSquareBracketNesting { return true }
        }
        return false
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
            } else if bytes[offset] == UInt8(ascii: "\r")
                && (offset + 1 >= bytes.count || bytes[offset + 1] != UInt8(ascii: "\n"))
            {
                count += 1
            }
        }
        return count
    }

    fileprivate enum Frame: Hashable, Sendable {
        /// `[`, `(` or `{` in code.
        case bracket(RawTokenKind)
        /// A string literal, ended by a token of the kind of its opening quote.
        case string(closer: RawTokenKind)
        /// `\(…)` in a literal, with the `(` the lexer counts inside it: the lexer ends the
        /// interpolation at the `)` that brings the count below zero, whatever is open inside.
        case interpolation(parentheses: Int)
    }

    /// A place where the parser may read on differently from the lexer: the parser ends an
    /// interpolation whose expression stopped before a quote of its literal's kind (`"\(a "`)
    /// and reads that quote as the literal's end, and it splits operator tokens (`>/`) and reads
    /// the rest again. The other reading starts at `offset` with `frames` open, after lexing
    /// `prefix` (the literal's opening quote, so the lexer is inside the literal again).
    private struct Fork {
        var offset: Int
        /// The literal's opening delimiter in the text (empty for a split operator).
        var opener: Range<Int>
        var frames: [Frame]
        var hashes: [Int]
        var openers: [Range<Int>]
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
        /// Beside each frame: a hash of the frames up to it (so a reading's state is one
        /// number), and for a literal the text of its opening delimiter.
        var hashes: [Int] = []
        var openers: [Range<Int>] = []
        /// The reading's state at the first token of each line, in order of offset; with
        /// `recordsFrames` (for a memo), also the frames where the lexer can start again.
        let recordsLineStarts: Bool
        var recordsFrames = false
        var lineStarts: [LineStart] = []
        /// A fork's view of the main reading's `lineStarts`: where it is back in step, it stops.
        var mainLineStarts: [LineStart]?
        /// A window after an edit: the last run's line starts, the edit's length change, and
        /// where the edit ends in this text; `resumedAt` is the last run's line start where
        /// this reading was back in step (nil when it read to the end).
        var resync: (lines: [LineStart], delta: Int, after: Int)?
        var resumedAt: Int?
        /// Where a fork was back in step with the main reading (nil: it read to the end).
        var stoppedAt: Int?

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

        /// The frames as one number (an interpolation's count of `(` left out).
        var state: Int { hashes.last ?? 0 }

        mutating func push(_ frame: Frame, opener: Range<Int> = 0..<0) {
            let code: Int
            switch frame {
            case .bracket(let kind): code = Int(kind.rawValue)
            case .string(let closer): code = 256 + Int(closer.rawValue)
            case .interpolation: code = 512
            }
            hashes.append((hashes.last ?? 17) &* 1_000_003 &+ code)
            openers.append(opener)
            frames.append(frame)
        }

        mutating func removeLastFrame() {
            frames.removeLast()
            hashes.removeLast()
            openers.removeLast()
        }

        /// The index of the line start at `offset`, if there is one.
        static func lineStart(in lines: [LineStart], at offset: Int) -> Int? {
            var low = 0
            var high = lines.count
            while low < high {
                let middle = (low + high) / 2
                if lines[middle].offset < offset { low = middle + 1 } else { high = middle }
            }
            return low < lines.count && lines[low].offset == offset ? low : nil
        }

        /// Whether the main reading had this state at this line start.
        func mainHad(_ state: Int, at offset: Int) -> Bool {
            guard let lines = mainLineStarts, let index = Self.lineStart(in: lines, at: offset) else { return false }
            return lines[index].state == state
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
                    scanTokens(
                        buffer, from: 0, shift: start - prefix.count, prefixLength: prefix.count, textEnd: bytes.count)
                }
            }
        }

        private mutating func scanTokens(
            _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, shift: Int, prefixLength: Int, textEnd: Int
        ) {
            var tracker = LookaheadTracker()
            let endOfText = withUnsafeMutablePointer(to: &tracker) { tracker -> Bool in
                guard start < buffer.count else { return true }
                var offset = start
                var previous = RawTokenKind.endOfFile
                for lexeme in Lexer.tokenize(buffer, from: start, lookaheadTracker: tracker, experimentalFeatures: []) {
                    let kind = lexeme.rawTokenKind
                    let textStart = offset + lexeme.textRange.lowerBound
                    let inPrefix = offset < prefixLength
                    if !inPrefix && lexeme.flags.contains(.isAtStartOfLine) {
                        let realOffset = textStart + shift
                        // Equal states are the same lexer state only in code: in a literal the
                        // frames do not hold its delimiter (`"""` and `#"""` look alike).
                        let inCode = !frames.contains { if case .bracket = $0 { return false } else { return true } }
                        if inCode && openRegion == nil && mainHad(state, at: realOffset) {
                            stoppedAt = realOffset
                            return false
                        }
                        if recordsLineStarts {
                            // The lexer reads a `/` as a regex or an operator by the token before
                            // it: a line that starts with an operator or regex is not a restart.
                            let restartable =
                                recordsFrames && inCode
                                && previous != .postfixQuestionMark && previous != .exclamationMark
                                && ![
                                    .binaryOperator, .prefixOperator, .postfixOperator, .regexSlash,
                                    .regexPoundDelimiter
                                ].contains(kind)
                            lineStarts.append(
                                LineStart(offset: realOffset, state: state, frames: restartable ? frames : nil))
                        }
                        // Back in step with the last run (this line start recorded afresh: whether
                        // the lexer can start here depends on the token before it).
                        if inCode, let (lines, delta, after) = resync, realOffset > after, openRegion == nil,
                            let index = Self.lineStart(in: lines, at: realOffset - delta), lines[index].state == state
                        {
                            resumedAt = index + 1
                            return false
                        }
                    }
                    if !inPrefix {
                        bytesAtDepth[min(openSquareBrackets, bytesAtDepth.count - 1)] += lexeme.byteLength
                    }
                    offset += lexeme.byteLength
                    if kind == .endOfFile { return true }
                    read(
                        kind, at: textStart + shift, length: lexeme.textRange.count, in: buffer, shift: shift,
                        inPrefix: inPrefix, hasLeadingTrivia: lexeme.textRange.lowerBound > 0, after: previous)
                    previous = kind
                }
                return true
            }
            if endOfText, let region = openRegion {
                regions.append(
                    SkippedRegion(
                        range: ByteRange(start: region.start, end: textEnd), squareBracketDepth: region.depth,
                        lineCount: 0, end: .endOfFile))
                openRegion = nil
            }
        }

        /// One token. Inside a literal the lexer gives tokens no trivia, so a token with trivia
        /// (or of a kind a literal does not hold) means the lexer left an unterminated
        /// single-line literal at its line break.
        mutating func read(
            _ kind: RawTokenKind, at start: Int, length: Int, in buffer: UnsafeBufferPointer<UInt8>, shift: Int,
            inPrefix: Bool, hasLeadingTrivia: Bool, after previous: RawTokenKind
        ) {
            if case .string(let closer)? = frames.last {
                if !hasLeadingTrivia {
                    switch kind {
                    case closer:
                        removeLastFrame()
                        return
                    case .stringSegment, .backslash, .rawStringPoundDelimiter:
                        return
                    case .leftParen where previous == .backslash || previous == .rawStringPoundDelimiter:
                        push(.interpolation(parentheses: 0))
                        return
                    default:
                        break
                    }
                }
                removeLastFrame()
            }
            switch kind {
            case .leftSquare:
                openSquareBrackets += 1
                if openRegion == nil && openSquareBrackets > limit {
                    openRegion = (start, frames.count, openSquareBrackets)
                }
                push(.bracket(kind))
            case .leftParen, .leftBrace:
                if kind == .leftParen, let interpolation = innermostInterpolation(),
                    case .interpolation(let count) = frames[interpolation]
                {
                    frames[interpolation] = .interpolation(parentheses: count + 1)
                }
                push(.bracket(kind))
            case .rightParen:
                if let interpolation = innermostInterpolation(), case .interpolation(let count) = frames[interpolation]
                {
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
                // (Not right after `\(`: the parser reads an expression there, and a quote
                // starts one.)
                if let interpolation = innermostInterpolation(), interpolation > 0,
                    !(previous == .leftParen && interpolation == frames.count - 1),
                    case .string(let closer) = frames[interpolation - 1], closer == kind,
                    !openers[interpolation - 1].isEmpty
                {
                    // The parser may end the interpolation here and read this quote as the end
                    // of the literal it is in.
                    let below = interpolation - 1
                    forks.append(
                        Fork(
                            offset: start, opener: openers[below], frames: Array(frames[..<below]),
                            hashes: Array(hashes[..<below]), openers: Array(openers[..<below])))
                }
                // The opening delimiter: the quote and the `#` before it (in the text; a fork's
                // own prefix has no place there, and its literal forks no further).
                var openerStart = start - shift
                while openerStart > 0 && buffer[openerStart - 1] == UInt8(ascii: "#") { openerStart -= 1 }
                push(.string(closer: kind), opener: inPrefix ? 0..<0 : (openerStart + shift)..<(start + length))
            case .binaryOperator, .prefixOperator, .postfixOperator:
                // After a split the parser lexes the rest of an operator again: a `/` in it may
                // start a regex literal.
                for index in 1..<max(1, length) where buffer[start - shift + index] == UInt8(ascii: "/") {
                    forks.append(
                        Fork(offset: start + index, opener: 0..<0, frames: frames, hashes: hashes, openers: openers))
                }
            default:
                break
            }
        }

        /// The interpolation whose code is being read (none when it is plain code).
        func innermostInterpolation() -> Int? {
            guard let index = frames.lastIndex(where: { if case .bracket = $0 { return false } else { return true } }),
                case .interpolation = frames[index]
            else { return nil }
            return index
        }

        /// The interpolation's end: what is left open inside it ends with it.
        mutating func endInterpolation(_ index: Int, at start: Int) {
            while frames.count > index + 1 { pop() }
            endRegion(at: start, by: .enclosingBrace)
            removeLastFrame()
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
            guard
                let target = frames.lastIndex(where: { frame in
                    if case .bracket(.leftBrace) = frame { return true }
                    return false
                }), !frames[target...].contains(where: { if case .bracket = $0 { return false } else { return true } })
            else {
                return
            }
            while frames.count > target + 1 { pop() }
            endRegion(at: start, by: .enclosingBrace)
            pop()
        }

        mutating func pop() {
            if case .bracket(.leftSquare)? = frames.last { openSquareBrackets -= 1 }
            removeLastFrame()
        }

        mutating func endRegion(at end: Int, by kind: SkippedRegion.End) {
            guard let region = openRegion, frames.count <= region.height else { return }
            regions.append(
                SkippedRegion(
                    range: ByteRange(start: region.start, end: end), squareBracketDepth: region.depth, lineCount: 0,
                    end: kind))
            openRegion = nil
        }
    }
}

/// A count several threads may add to (`ParseCostGuard.windowReadCount`).
package final class AtomicCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    package func add(_ amount: Int) {
        lock.lock()
        count += amount
        lock.unlock()
    }

    package var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
