// Which UI-test query literal of a Swift file holds a position: the syntax an editor completes
// identifiers in (`app.buttons["…"]`, `matching(identifier: "…")`, `identifier == '…'`).
import SwiftSyntax

/// The part of a string literal of a UI-test query the cursor is in: where the value is written
/// (what a completion replaces) and what is typed before the cursor.
struct QueryLiteralSpot: Hashable {
    /// The value between its quotes (or up to the end of the line when the quote is not typed yet).
    var valueRange: ByteRange
    /// The text from the value's start to the cursor.
    var typedPrefix: String
    /// How a value is written there.
    var encoding: LiteralValueEncoding
}

enum SwiftQueryLiteral {
    /// The query literal of `tree` that holds `utf8Offset`, if the position is inside one (the
    /// opening quote typed, before the closing one): a subscript of an `XCUIElementQuery`, an
    /// `identifier:` argument of `matching`/`containing`/`element`, or a quoted value compared
    /// with `identifier` in `NSPredicate(format:)`. Nil anywhere else, so that completion never
    /// answers in Swift code that is not such a literal.
    static func spot(at utf8Offset: Int, in tree: SourceFileSyntax, text: String) -> QueryLiteralSpot? {
        guard let literal = literal(at: utf8Offset, in: tree),
            let content = contentRange(of: literal), content.start <= utf8Offset, utf8Offset <= content.end
        else { return nil }
        let utf8 = Array(text.utf8)
        guard content.end <= utf8.count else { return nil }
        func slice(_ start: Int, _ end: Int) -> String { String(decoding: utf8[start..<end], as: UTF8.self) }
        guard let argument = literal.parent?.as(LabeledExprSyntax.self) else { return nil }
        let call = argument.parent?.parent
        if argument.label == nil, let subscriptCall = call?.as(SubscriptCallExprSyntax.self),
            subscriptCall.arguments.count == 1,
            isQuery(subscriptCall.calledExpression)
        {
            return QueryLiteralSpot(
                valueRange: content, typedPrefix: slice(content.start, utf8Offset), encoding: .swiftString)
        }
        guard let functionCall = call?.as(FunctionCallExprSyntax.self), let name = calleeName(functionCall) else {
            return nil
        }
        if argument.label?.text == "identifier", ["matching", "containing", "element"].contains(name) {
            return QueryLiteralSpot(
                valueRange: content, typedPrefix: slice(content.start, utf8Offset), encoding: .swiftString)
        }
        if argument.label?.text == "format", name == "NSPredicate" {
            return predicateSpot(at: utf8Offset, content: content, utf8: utf8)
        }
        return nil
    }

    /// The single-line string literal without interpolation whose quotes surround the offset.
    static func literal(at utf8Offset: Int, in tree: SourceFileSyntax) -> StringLiteralExprSyntax? {
        let position = AbsolutePosition(utf8Offset: utf8Offset)
        // At the closing quote, `token(at:)` gives the quote; right after the opening quote of an
        // empty literal as well. Either way the literal is an ancestor.
        var candidates = [tree.token(at: position)]
        if utf8Offset > 0 { candidates.append(tree.token(at: AbsolutePosition(utf8Offset: utf8Offset - 1))) }
        for token in candidates.compactMap({ $0 }) {
            var node: Syntax? = Syntax(token)
            while let current = node, !current.is(StringLiteralExprSyntax.self),
                current.is(TokenSyntax.self) || current.is(StringSegmentSyntax.self)
                    || current.is(StringLiteralSegmentListSyntax.self)
            {
                node = current.parent
            }
            guard let literal = node?.as(StringLiteralExprSyntax.self), literal.openingQuote.tokenKind == .stringQuote,
                literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
            else { continue }
            return literal
        }
        return nil
    }

    /// Between the quotes; up to the end of the written segments when the closing quote is missing.
    static func contentRange(of literal: StringLiteralExprSyntax) -> ByteRange? {
        let start = literal.openingQuote.endPositionBeforeTrailingTrivia.utf8Offset
        let end =
            literal.closingQuote.presence == .present
            ? literal.closingQuote.positionAfterSkippingLeadingTrivia.utf8Offset
            : literal.segments.endPositionBeforeTrailingTrivia.utf8Offset
        return end >= start ? ByteRange(start: start, end: end) : nil
    }

    /// `buttons`, `app.buttons`, `descendants(matching: .any)`: what a subscript queries elements of.
    private static func isQuery(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return SwiftFactCollector.queryProperties.contains(member.declName.baseName.text)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return SwiftFactCollector.queryProperties.contains(reference.baseName.text)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = calleeName(call) {
            return ["descendants", "children", "matching"].contains(name)
        }
        return false
    }

    private static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Inside `'…'` (or `\"…\"`) compared with `identifier` in a predicate format: the operand's
    /// quote is the last unclosed one before the cursor, and the word before its operator is
    /// `identifier`.
    private static func predicateSpot(at utf8Offset: Int, content: ByteRange, utf8: [UInt8]) -> QueryLiteralSpot? {
        var open: (offset: Int, quote: UInt8)?
        var index = content.start
        while index < utf8Offset {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\\"), index + 1 < utf8Offset, utf8[index + 1] == UInt8(ascii: "\"") {
                // `\"` inside a Swift literal is the format's double quote.
                if let current = open, current.quote == UInt8(ascii: "\"") {
                    open = nil
                } else if open == nil {
                    open = (index + 2, UInt8(ascii: "\""))
                }
                index += 2
                continue
            }
            if byte == UInt8(ascii: "'") {
                if let current = open, current.quote == byte {
                    open = nil
                } else if open == nil {
                    open = (index + 1, byte)
                }
            }
            index += 1
        }
        guard let open else { return nil }
        let quoteLength = open.quote == UInt8(ascii: "'") ? 1 : 2
        let before = String(decoding: utf8[content.start..<(open.offset - quoteLength)], as: UTF8.self)
        var words = before.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let comparison = words.popLast(), let key = words.popLast(),
            ["==", "=", "BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "MATCHES"].contains(where: {
                comparison.uppercased().hasPrefix($0)
            }),
            ["identifier", "SELF.identifier", "self.identifier"].contains(key)
        else { return nil }
        var end = utf8Offset
        let closing: [UInt8] = quoteLength == 1 ? [open.quote] : [UInt8(ascii: "\\"), open.quote]
        while end < content.end, !utf8[end..<min(content.end, end + closing.count)].elementsEqual(closing) { end += 1 }
        return QueryLiteralSpot(
            valueRange: ByteRange(start: open.offset, end: end),
            typedPrefix: String(decoding: utf8[open.offset..<utf8Offset], as: UTF8.self),
            encoding: .predicateOperand)
    }
}
