// Parses Swift text with an explicit nesting limit, fully or incrementally.
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

/// The parser entry points the analysis uses; always call them on a `DeepStack` thread.
public enum SwiftSourceParser {
    /// A full parse with the explicit nesting limit.
    public static func parse(_ text: String) -> SourceFileSyntax {
        var text = text
        return text.withUTF8 { buffer in
            Parser.parse(source: buffer, maximumNestingLevel: DeepStack.maximumNestingLevel)
        }
    }

    /// A parse that keeps what swift-syntax needs for the next incremental parse.
    public static func parseIncrementally(_ text: String, previous: IncrementalParseResult?, edits: [TextReplacement]) -> IncrementalParseResult {
        var text = text
        let transition: IncrementalParseTransition?
        if let previous, !edits.isEmpty {
            let sourceEdits = edits.map { edit in
                SourceEdit(
                    range: AbsolutePosition(utf8Offset: edit.range.start)..<AbsolutePosition(utf8Offset: edit.range.end),
                    replacement: edit.replacement
                )
            }
            transition = IncrementalParseTransition(
                previousIncrementalParseResult: previous,
                edits: ConcurrentEdits(fromSequential: sourceEdits)
            )
        } else {
            transition = nil
        }
        return text.withUTF8 { buffer in
            Parser.parseIncrementally(source: buffer, maximumNestingLevel: DeepStack.maximumNestingLevel, parseTransition: transition)
        }
    }
}
