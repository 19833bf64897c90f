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
    public let result: IncrementalParseResult
    /// The text the parser read: the document's text with `skipped` blanked (the same length and
    /// line breaks), or the document's text itself when nothing was skipped.
    public let parsedText: String
    public let skipped: [SkippedRegion]

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
    public static func guardedParse(_ text: String) -> (tree: SourceFileSyntax, parsedText: String, skipped: [SkippedRegion]) {
        var prepared = ParseCostGuard.prepare(text)
        let tree = prepared.parsedText.withUTF8 { buffer in
            Parser.parse(source: buffer, maximumNestingLevel: DeepStack.maximumNestingLevel)
        }
        return (tree, prepared.parsedText, prepared.skipped)
    }

    /// A parse that keeps what swift-syntax needs for the next incremental parse. When this text
    /// or the previous one had regions blanked, the parse starts from scratch: the previous tree
    /// was not built from the text the edits describe.
    public static func parseIncrementally(_ text: String, previous: GuardedParse?, edits: [TextReplacement]) -> GuardedParse {
        var prepared = ParseCostGuard.prepare(text)
        let transition: IncrementalParseTransition?
        if let previous, !edits.isEmpty, previous.skipped.isEmpty, prepared.skipped.isEmpty {
            let sourceEdits = edits.map { edit in
                SourceEdit(
                    range: AbsolutePosition(utf8Offset: edit.range.start)..<AbsolutePosition(utf8Offset: edit.range.end),
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
            Parser.parseIncrementally(source: buffer, maximumNestingLevel: DeepStack.maximumNestingLevel, parseTransition: transition)
        }
        return GuardedParse(result: result, parsedText: prepared.parsedText, skipped: prepared.skipped)
    }
}
