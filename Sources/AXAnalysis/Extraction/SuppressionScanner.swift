// Finds `// ax-lsp:disable…` comments in a file's trivia and computes the text each one silences.
import Foundation
import SwiftSyntax

/// Reads suppression comments from comment trivia (never from string literals or code):
/// `// ax-lsp:disable:next RULE…`, `// ax-lsp:disable:this RULE…`, `// ax-lsp:disable RULE…`
/// up to `// ax-lsp:enable RULE…` (or the end of the file). `all` names every rule. Rule ids
/// are separated by spaces or commas; text after ` - ` is a reason and is ignored.
package enum SuppressionScanner {
    static let marker = "ax-lsp:"

    /// The suppressions of one parsed file, in source order. A `disable` naming several rules
    /// yields one region per rule, because each rule's region ends at its own `enable`.
    /// `text`, when given, must be the tree's source; it spares copying the text out of the tree.
    package static func scan(tree: SourceFileSyntax, file: String, text: String? = nil) -> [SuppressionFact] {
        // Most files have no suppression comment: one byte search instead of visiting every
        // token's trivia (that visit was 18% of a cold index's extraction).
        if let text, text.utf8.withContiguousStorageIfAvailable({ containsMarker($0) }) == false { return [] }
        let bytes = tree.syntaxTextBytes
        guard containsMarker(bytes) else { return [] }
        let lines = LineIndex(utf8: bytes)
        var comments: [(text: String, range: ByteRange)] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            collect(token.leadingTrivia, startingAt: token.position.utf8Offset, into: &comments)
            collect(token.trailingTrivia, startingAt: token.endPositionBeforeTrailingTrivia.utf8Offset, into: &comments)
        }
        var facts: [SuppressionFact] = []
        var openRegions: [Int] = [] // indices into `facts` of regions not yet closed
        for comment in comments {
            guard let (scope, rules) = parse(comment.text) else { continue }
            let site = SourceSite(file: file, range: comment.range)
            let line = lines.line(containing: comment.range.start)
            switch scope {
            case .thisLine:
                let range = ByteRange(start: lines.lineStarts[line], end: lines.lineContentEnd(line))
                facts.append(SuppressionFact(scope: scope, rules: rules, site: site, effectRange: range))
            case .nextLine:
                let next = line + 1
                let range =
                    next < lines.lineCount
                    ? ByteRange(start: lines.lineStarts[next], end: lines.lineContentEnd(next))
                    : ByteRange(start: comment.range.end, end: comment.range.end)
                facts.append(SuppressionFact(scope: scope, rules: rules, site: site, effectRange: range))
            case .regionStart:
                for rule in rules {
                    openRegions.append(facts.count)
                    let range = ByteRange(start: comment.range.end, end: lines.utf8.count)
                    facts.append(SuppressionFact(scope: scope, rules: [rule], site: site, effectRange: range))
                }
            case .regionEnd:
                openRegions.removeAll { index in
                    guard facts.indices.contains(index), let rule = facts[index].rules.first,
                        rules.contains("all") || rules.contains(rule)
                    else { return false }
                    facts[index].effectRange = ByteRange(
                        start: facts[index].effectRange.start, end: comment.range.start)
                    return true
                }
                facts.append(
                    SuppressionFact(
                        scope: scope, rules: rules, site: site,
                        effectRange: ByteRange(start: comment.range.start, end: comment.range.start)))
            }
        }
        return facts
    }

    /// Whether `ax-lsp:` occurs anywhere in the text (in a comment or not).
    static func containsMarker(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // This runs on every keystroke over the whole file (a plain byte loop was a tenth of a
        // keystroke's extraction in a 5,000-line file): `memchr` for the marker's rarest byte.
        marker.utf8.withContiguousStorageIfAvailable { ByteSearch.contains(bytes, $0) } ?? true
    }

    static func containsMarker(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { containsMarker($0) }
    }

    private static func collect(
        _ trivia: Trivia, startingAt start: Int, into comments: inout [(text: String, range: ByteRange)]
    ) {
        var offset = start
        for piece in trivia {
            let length = piece.sourceLength.utf8Length
            if case .lineComment(let text) = piece, text.contains(marker) {
                comments.append((text, ByteRange(start: offset, end: offset + length)))
            }
            offset += length
        }
    }

    /// The scope and rule ids of a comment, or nil when it is not a suppression comment.
    static func parse(_ comment: String) -> (SuppressionFact.Scope, [String])? {
        var body = Substring(comment)
        guard body.hasPrefix("//") else { return nil }
        body = body.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix(marker) else { return nil }
        body = body.dropFirst(marker.count)
        if let reason = body.range(of: " - ") { body = body[..<reason.lowerBound] }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        guard let command = words.first else { return nil }
        let scope: SuppressionFact.Scope
        switch command {
        case "disable:next": scope = .nextLine
        case "disable:this": scope = .thisLine
        case "disable": scope = .regionStart
        case "enable": scope = .regionEnd
        default: return nil
        }
        let rules = Array(words.dropFirst())
        return rules.isEmpty ? nil : (scope, rules)
    }
}
