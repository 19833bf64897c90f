// The source text of a raw syntax node, copied byte by byte (no `String` per token).
@_spi(RawSyntax) import SwiftSyntax

/// Writes a node's text as `description` does (every present token with its trivia, in layout
/// order) into one buffer, cutting what `trimmedDescription` cuts.
enum RawText {
    /// `trimmedDescription` of the node `raw` is the raw of. `stoppingAtLineBreak` ends the copy
    /// after the first piece (trivia or token text) that holds a line break byte (LF, VT, FF, CR):
    /// the text then holds at least the first line, for callers that cut it there.
    static func trimmed(_ raw: RawSyntax, stoppingAtLineBreak: Bool = false) -> String {
        guard let first = firstToken(raw), let last = lastToken(raw) else { return "" }
        let leading = first.presence == .present ? first.leadingTriviaByteLength : 0
        let trailing = last.presence == .present ? last.trailingTriviaByteLength : 0
        let count = raw.byteLength - leading - trailing
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var writer = Writer(buffer: buffer, skip: leading, stopsAtLineBreak: stoppingAtLineBreak)
            writer.write(raw)
            return writer.written
        }
    }

    /// The first token in `.all` order, missing ones included; nil for a node without tokens.
    static func firstToken(_ raw: RawSyntax) -> RawSyntaxTokenView? {
        if let token = raw.tokenView { return token }
        guard let layout = raw.layoutView else { return nil }
        for case let child? in layout.children {
            if let token = firstToken(child) { return token }
        }
        return nil
    }

    /// The last token in `.all` order, missing ones included; nil for a node without tokens.
    static func lastToken(_ raw: RawSyntax) -> RawSyntaxTokenView? {
        if let token = raw.tokenView { return token }
        guard let layout = raw.layoutView else { return nil }
        for case let child? in layout.children.reversed() {
            if let token = lastToken(child) { return token }
        }
        return nil
    }

    /// Copies the text stream, dropping its first `skip` bytes and stopping when the buffer is
    /// full (the last token's trailing trivia is what does not fit).
    private struct Writer {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        var skip: Int
        let stopsAtLineBreak: Bool
        var written = 0
        /// Set when the copy ends early: a line break was copied.
        var stopped = false

        init(buffer: UnsafeMutableBufferPointer<UInt8>, skip: Int, stopsAtLineBreak: Bool) {
            self.buffer = buffer
            self.skip = skip
            self.stopsAtLineBreak = stopsAtLineBreak
        }

        mutating func write(_ raw: RawSyntax) {
            if written == buffer.count || stopped { return }
            if let token = raw.tokenView {
                guard token.presence == .present else { return }
                token.leadingTrivia { append($0) }
                append(token.rawText)
                token.trailingTrivia { append($0) }
                return
            }
            guard let layout = raw.layoutView else { return }
            for case let child? in layout.children { write(child) }
        }

        private mutating func append(_ text: SyntaxText) {
            var start = 0
            if skip > 0 {
                let skipped = min(skip, text.count)
                skip -= skipped
                start = skipped
            }
            let count = min(text.count - start, buffer.count - written)
            guard count > 0, let base = text.baseAddress, let target = buffer.baseAddress else { return }
            (target + written).update(from: base + start, count: count)
            if stopsAtLineBreak,
                UnsafeBufferPointer(start: target + written, count: count).contains(where: {
                    (0x0A...0x0D).contains($0)
                })
            {
                stopped = true
            }
            written += count
        }
    }
}
