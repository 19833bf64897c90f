// A byte reading that clears most files for the parser without the guard's lexer run.
@_spi(RawSyntax) import SwiftSyntax

extension ParseCostGuard {
    /// What a byte reading has open.
    private enum ByteFrame: UInt8 {
        case square, paren, brace, string, multilineString, interpolation
    }

    /// True only when the guard's lexer reading would find nothing to blank: no `[` deeper than
    /// `maximumSquareBracketNesting`, a weighted cost within the bound, and no place where the
    /// parser may read on differently (a fork). False says nothing: the lexer decides.
    ///
    /// Reading tokens costs a fifth of a parse; this reads bytes, about ten times faster, and
    /// gives up (false) on everything whose lexing it does not model exactly, which is why it
    /// can be trusted where it answers: code of ASCII identifiers, numbers, operators, brackets
    /// that balance, `//` and nested `/* */` comments, `"…"` and `"""…"""` literals with escapes
    /// and `\(…)` interpolations, and `/` where the lexer reads a division (`isDivision`). It
    /// gives up on `'`, raw strings (`#"`), regexes and any other `/` in code, raw identifiers
    /// that are not plain names, editor placeholders, conflict markers, non-ASCII or control
    /// bytes in code, a comment inside an interpolation, a line break inside a one-line literal
    /// (or its interpolation), a bracket that closes something else, and anything left open at
    /// the end. Where the guard forks (a quote of a one-line literal's kind inside its
    /// interpolation, not right after `\(`: `"\(a ?? "")"`), the other reading is read too, as
    /// the guard reads it, until its frames are the main reading's at a line start; a fork of a
    /// multi-line literal, or inside a fork, gives up. A byte's depth here is the lexer's or one
    /// less (the trailing trivia of a `]`), so the cost is at most twice the one counted: the
    /// bound is checked for twice the count (forks add no cost, as in the guard).
    package static func isCertainlyWithinLimits(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var main = ByteReading(bytes: bytes, frames: [], isFork: false)
        guard main.read(from: 0) == .end, main.frames.isEmpty else { return false }
        main.cost += (bytes.count - main.segmentStart) << main.depth
        guard 2 * main.cost <= max(minimumCost, costPerByte * bytes.count) else { return false }
        // The parser's other reading at each fork, from the quote on, until it is back in step
        // with the main reading at a line start (or at the end): nothing in it may be too deep.
        // Forks read at most four times the text between them (a text made to keep them out of
        // step is left to the lexer, whose forks are bounded the same way).
        var forkBudget = 4 * bytes.count
        for fork in main.forks {
            var reading = ByteReading(bytes: bytes, frames: fork.frames, isFork: true)
            reading.mainLines = main.lines
            guard main.byte(at: fork.offset + 1) != UInt8(ascii: "#"), reading.read(from: fork.offset + 1) != .gaveUp
            else { return false }
            forkBudget -= reading.stoppedAt - fork.offset
            guard forkBudget >= 0 else { return false }
        }
        return true
    }

    /// The frames open at each line start in code, after the first fork (a fork's reading is
    /// back in step where its frames are the main reading's at the same line start).
    private struct LineStates {
        var offsets: [Int] = []
        var starts: [Int] = []
        var frames: [ByteFrame] = []

        mutating func record(_ offset: Int, _ open: [ByteFrame]) {
            offsets.append(offset)
            starts.append(frames.count)
            frames += open
        }

        func matches(_ offset: Int, _ open: [ByteFrame]) -> Bool {
            var low = 0
            var high = offsets.count
            while low < high {
                let middle = (low + high) / 2
                if offsets[middle] < offset { low = middle + 1 } else { high = middle }
            }
            guard low < offsets.count, offsets[low] == offset else { return false }
            let end = low + 1 < starts.count ? starts[low + 1] : frames.count
            return frames[starts[low]..<end].elementsEqual(open)
        }
    }

    /// One reading of the bytes: the main one from the start, or a fork's from its quote.
    private struct ByteReading {
        enum Outcome { case end, inStep, gaveUp }

        let bytes: UnsafeBufferPointer<UInt8>
        let isFork: Bool
        var frames: [ByteFrame]
        var depth: Int
        var cost = 0
        var segmentStart = 0
        var singleLineLiterals: Int
        var interpolations: Int
        /// Right after `\(` with only spaces since: a quote there opens a literal, no fork.
        var interpolationJustOpened = false
        /// Where the parser may end an interpolation at a quote of its literal's kind and read on
        /// with the frames below the literal (the main reading only).
        var forks: [(offset: Int, frames: [ByteFrame])] = []
        var lines = LineStates()
        var mainLines = LineStates()
        /// Where the reading ended or was back in step.
        var stoppedAt = 0

        init(bytes: UnsafeBufferPointer<UInt8>, frames: [ByteFrame], isFork: Bool) {
            self.bytes = bytes
            self.isFork = isFork
            self.frames = frames
            self.frames.reserveCapacity(32)
            depth = frames.filter { $0 == .square }.count
            singleLineLiterals = frames.filter { $0 == .string }.count
            interpolations = frames.filter { $0 == .interpolation }.count
        }

        @inline(__always) func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

        /// A line starts at `offset`, in code: the main reading records its frames once a fork
        /// needs them; a fork is back in step where they are its own.
        @inline(__always) mutating func lineStart(at offset: Int) -> Bool {
            guard interpolations == 0, singleLineLiterals == 0 else { return false }
            if isFork { return mainLines.matches(offset, frames) }
            if !forks.isEmpty { lines.record(offset, frames) }
            return false
        }

        mutating func read(from start: Int) -> Outcome {
            let count = bytes.count
            let limit = maximumSquareBracketNesting
            var index = start
            segmentStart = start
            while index < count {
                let current = bytes[index]
                let top = frames.last
                if top == .string || top == .multilineString {
                    switch current {
                    case UInt8(ascii: "\\"):
                        let next = byte(at: index + 1)
                        if next == UInt8(ascii: "(") {
                            frames.append(.interpolation)
                            interpolations += 1
                            interpolationJustOpened = true
                            index += 2
                            continue
                        }
                        if next == UInt8(ascii: "#") || next == 0 { return .gaveUp }
                        if (next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r")) && top == .string {
                            return .gaveUp
                        }
                        index += 2
                    case UInt8(ascii: "\""):
                        // After the closing quote: a `#` would make it a raw delimiter's, and a
                        // fourth quote after `"""` is not modelled. (A quote after a one-line
                        // literal opens the next one, in code.)
                        if top == .string {
                            frames.removeLast()
                            singleLineLiterals -= 1
                            index += 1
                            if byte(at: index) == UInt8(ascii: "#") { return .gaveUp }
                        } else if byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
                        {
                            frames.removeLast()
                            index += 3
                            let after = byte(at: index)
                            if after == UInt8(ascii: "\"") || after == UInt8(ascii: "#") { return .gaveUp }
                        } else {
                            index += 1
                        }
                    case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                        if singleLineLiterals > 0 { return .gaveUp }
                        index += 1
                    default:
                        index += 1
                    }
                    continue
                }
                switch current {
                case UInt8(ascii: " "), UInt8(ascii: "\t"):
                    index += 1
                    continue
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    if singleLineLiterals > 0 { return .gaveUp }
                    index += 1
                    if lineStart(at: index) {
                        stoppedAt = index
                        return .inStep
                    }
                    continue
                case UInt8(ascii: "/"):
                    let next = byte(at: index + 1)
                    // An operator right before would take the slash into its token.
                    guard interpolations == 0, index == 0 || !isOperatorByte(bytes[index - 1]) else { return .gaveUp }
                    guard next == UInt8(ascii: "/") || next == UInt8(ascii: "*") else {
                        guard isDivision(bytes, at: index) else { return .gaveUp }
                        break
                    }
                    if next == UInt8(ascii: "/") {
                        index += 2
                        while index < count && bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r")
                        { index += 1 }
                    } else {
                        var nesting = 1
                        index += 2
                        while nesting > 0 {
                            guard index < count else { return .gaveUp }
                            if bytes[index] == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "*") {
                                nesting += 1
                                index += 2
                            } else if bytes[index] == UInt8(ascii: "*") && byte(at: index + 1) == UInt8(ascii: "/") {
                                nesting -= 1
                                index += 2
                            } else {
                                index += 1
                            }
                        }
                    }
                    continue
                case UInt8(ascii: "\""):
                    let multiline =
                        byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
                    if interpolations > 0 && !(interpolationJustOpened && top == .interpolation) {
                        // A quote of the kind of the literal the innermost interpolation is in:
                        // the parser may end the interpolation and the literal here (a fork; a
                        // one-line literal's only, and never inside a fork's own reading).
                        guard let inner = frames.lastIndex(of: .interpolation), inner > 0 else { return .gaveUp }
                        let literal = frames[inner - 1]
                        if literal == (multiline ? .multilineString : .string) {
                            guard !isFork, !multiline, forks.count < 64 else { return .gaveUp }
                            forks.append((index, Array(frames[..<(inner - 1)])))
                        } else if literal != (multiline ? .string : .multilineString) {
                            return .gaveUp
                        }
                    }
                    if multiline {
                        let after = byte(at: index + 3)
                        guard singleLineLiterals == 0, after == UInt8(ascii: "\n") || after == UInt8(ascii: "\r") else {
                            return .gaveUp
                        }
                        frames.append(.multilineString)
                        index += 3
                    } else {
                        frames.append(.string)
                        singleLineLiterals += 1
                        index += 1
                    }
                    interpolationJustOpened = false
                    continue
                case UInt8(ascii: "`"):
                    var end = index + 1
                    while end < count && isIdentifierByte(bytes[end]) { end += 1 }
                    guard end > index + 1, byte(at: end) == UInt8(ascii: "`") else { return .gaveUp }
                    index = end
                case UInt8(ascii: "#"):
                    let next = byte(at: index + 1)
                    if next == UInt8(ascii: "\"") || next == UInt8(ascii: "#") || next == UInt8(ascii: "/")
                        || next == UInt8(ascii: "!")
                    {
                        return .gaveUp
                    }
                case UInt8(ascii: "<"):
                    if byte(at: index + 1) == UInt8(ascii: "#")
                        || (byte(at: index + 1) == UInt8(ascii: "<") && byte(at: index + 2) == UInt8(ascii: "<")
                            && byte(at: index + 3) == UInt8(ascii: "<"))
                    {
                        return .gaveUp
                    }
                case UInt8(ascii: ">"):
                    if byte(at: index + 1) == UInt8(ascii: ">") && byte(at: index + 2) == UInt8(ascii: ">")
                        && byte(at: index + 3) == UInt8(ascii: ">")
                    {
                        return .gaveUp
                    }
                case UInt8(ascii: "*"):
                    if byte(at: index + 1) == UInt8(ascii: "/") { return .gaveUp }
                case UInt8(ascii: "'"):
                    return .gaveUp
                case UInt8(ascii: "["):
                    cost += (index - segmentStart) << depth
                    segmentStart = index
                    depth += 1
                    if depth > limit { return .gaveUp }
                    frames.append(.square)
                case UInt8(ascii: "]"):
                    guard top == .square else { return .gaveUp }
                    cost += (index + 1 - segmentStart) << depth
                    segmentStart = index + 1
                    depth -= 1
                    frames.removeLast()
                case UInt8(ascii: "("):
                    frames.append(.paren)
                case UInt8(ascii: ")"):
                    if top == .paren {
                        frames.removeLast()
                    } else if top == .interpolation {
                        frames.removeLast()
                        interpolations -= 1
                    } else {
                        return .gaveUp
                    }
                case UInt8(ascii: "{"):
                    frames.append(.brace)
                case UInt8(ascii: "}"):
                    guard top == .brace else { return .gaveUp }
                    frames.removeLast()
                default:
                    if current >= 0x80 || current < 0x20 { return .gaveUp }
                }
                interpolationJustOpened = false
                index += 1
            }
            stoppedAt = count
            return .end
        }
    }

    /// Whether a `/` that starts an operator (no operator byte before it, no comment after it)
    /// is one for the lexer and never a regex's opening: a `/` bound to what is before it
    /// (`a/b`) never opens one, and one with spaces on both sides does not after what ends an
    /// expression (`count / 2`, `f(x) / 2`) other than a keyword (`return / 2 /` is a regex).
    private static func isDivision(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index > 0 else { return false }
        switch bytes[index - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            break
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: ":"):
            return false
        default:
            return true
        }
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: " ") || bytes[index + 1] == UInt8(ascii: "\t")
        else { return false }
        var end = index - 1
        while end >= 0
            && [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[end])
        { end -= 1 }
        guard end >= 0 else { return false }
        let last = bytes[end]
        if last == UInt8(ascii: ")") || last == UInt8(ascii: "]") || last == UInt8(ascii: "\"") { return true }
        guard isIdentifierByte(last) else { return false }
        var start = end
        while start > 0 && isIdentifierByte(bytes[start - 1]) { start -= 1 }
        if start > 0 && (bytes[start - 1] == UInt8(ascii: "#") || bytes[start - 1] == UInt8(ascii: "`")) {
            return false
        }
        if bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9") { return true }
        let word = UnsafeBufferPointer(rebasing: bytes[start...end])
        return Keyword(SyntaxText(baseAddress: word.baseAddress, count: word.count)) == nil
    }

    @inline(__always) private static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
            UInt8(ascii: "%"),
            UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "~"),
            UInt8(ascii: "?"), UInt8(ascii: "."), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    /// An ASCII letter, digit or underscore.
    @inline(__always) static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
