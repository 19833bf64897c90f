// Parses Swift text with an explicit nesting limit and a cost bound, fully or incrementally.
import SwiftParser
import SwiftSyntax

/// A replacement in a document, in UTF-8 offsets of the text before the edit.
public struct TextReplacement: Hashable, Sendable {
    public var range: ByteRange
    public var replacement: String

    public init(range: ByteRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// An incremental parse together with what `ParseCostGuard` blanked before it.
public struct GuardedParse {
    /// What the next incremental parse starts from.
    package let result: IncrementalParseResult
    /// The text the parser read: the document's text with `skipped` blanked (the same length and
    /// line breaks), or the document's text itself when nothing was skipped.
    package let parsedText: String
    package let skipped: [SkippedRegion]
    /// What lets the next keystroke's guard read a few lines instead of the file.
    package var guardMemo: ParseCostGuard.Memo?

    public var tree: SourceFileSyntax { result.tree }
}

/// The parser entry points the analysis uses; always call them on a `DeepStack` thread.
/// Every parse goes through `ParseCostGuard`, so no text makes the parser exponential.
public enum SwiftSourceParser {
    /// A full parse with the explicit nesting limit, of the guarded text.
    public static func parse(_ text: String) -> SourceFileSyntax {
        guardedParse(text).tree
    }

    /// A full parse, with the text the parser read and the regions it did not see.
    public static func guardedParse(_ text: String) -> (
        tree: SourceFileSyntax, parsedText: String, skipped: [SkippedRegion]
    ) {
        var prepared = ParseCostGuard.prepare(text)
        let tree = prepared.parsedText.withUTF8 { buffer in
            Parser.parse(source: buffer, maximumNestingLevel: DeepStack.maximumNestingLevel)
        }
        return (tree, prepared.parsedText, prepared.skipped)
    }

    /// A short snippet (an expression kept as text in a fact), parsed with a small nesting limit
    /// that any thread's stack fits; nil when `ParseCostGuard` would have to blank part of it.
    package static func parseSnippet(_ text: String, maximumNestingLevel: Int = 64) -> SourceFileSyntax? {
        var text = text
        guard text.withUTF8({ ParseCostGuard.regions(in: $0) }).isEmpty else { return nil }
        return text.withUTF8 { buffer in
            Parser.parse(source: buffer, maximumNestingLevel: maximumNestingLevel)
        }
    }

    /// A parse that keeps what swift-syntax needs for the next incremental parse. The previous
    /// tree is reused when the blanked regions are the same on both sides of the edits (none,
    /// or the same ones moved by an edit outside them: then the blanked texts differ exactly by
    /// the edit); otherwise the parse starts from scratch.
    public static func parseIncrementally(_ text: String, previous: GuardedParse?, edits: [TextReplacement])
        -> GuardedParse
    {
        var prepared = ParseCostGuard.prepare(text, after: edits, memo: previous?.guardMemo)
        let transition: IncrementalParseTransition?
        if let previous, !edits.isEmpty, regionsSurvive(previous.skipped, as: prepared.skipped, edits: edits) {
            let sourceEdits = edits.map { edit in
                SourceEdit(
                    range: AbsolutePosition(
                        utf8Offset: edit.range.start)..<AbsolutePosition(utf8Offset: edit.range.end),
                    replacement: edit.replacement
                )
            }
            transition = IncrementalParseTransition(
                previousIncrementalParseResult: previous.result,
                edits: ConcurrentEdits(fromSequential: sourceEdits)
            )
        } else {
            transition = nil
        }
        let result = prepared.parsedText.withUTF8 { buffer in
            Parser.parseIncrementally(
                source: buffer, maximumNestingLevel: DeepStack.maximumNestingLevel, parseTransition: transition)
        }
        return GuardedParse(
            result: result, parsedText: prepared.parsedText, skipped: prepared.skipped, guardMemo: prepared.memo)
    }

    /// True when `new` is `old` with every region moved past the edits and no edit touches a
    /// region (a single edit; several with regions on either side parse from scratch).
    static func regionsSurvive(_ old: [SkippedRegion], as new: [SkippedRegion], edits: [TextReplacement]) -> Bool {
        if old.isEmpty && new.isEmpty { return true }
        guard edits.count == 1, let edit = edits.first, old.count == new.count else { return false }
        let delta = edit.replacement.utf8.count - edit.range.length
        return zip(old, new).allSatisfy { before, after in
            if before.range.end <= edit.range.start { return before == after }
            if before.range.start >= edit.range.end { return before.shifted(by: delta) == after }
            return false
        }
    }
}
