// UI-test queries written as `NSPredicate(format:)` on an element's identifier or label.
import SwiftSyntax

extension SwiftFactCollector {
    /// `NSPredicate(format: "identifier == 'x'")`, `"identifier BEGINSWITH[c] %@", prefix`,
    /// `"label CONTAINS 'Welcome'"`: one query per comparison of `identifier` (identifiers only)
    /// or `label` (labels only). Comparisons joined by `AND` must each hold, so each is a query;
    /// a predicate with `OR`, `NOT` or parentheses may hold without any one of them and is not read.
    func recordPredicate(_ call: FunctionCallExprSyntax) {
        let arguments = Array(call.arguments)
        guard let format = arguments.first, format.label?.text == "format",
            let literal = format.expression.as(StringLiteralExprSyntax.self),
            let text = StringExprReader.plainLiteral(ExprSyntax(literal)),
            let comparisons = PredicateFormat.comparisons(text)
        else { return }
        let formatArguments = arguments.dropFirst().filter { $0.label == nil }.map(\.expression)
        for comparison in comparisons {
            let kind: TestReferenceFact.Kind
            switch comparison.key {
            case .identifier: kind = .identifierPredicate
            case .label: kind = .labelPredicate
            }
            let pattern = comparison.pattern == QueryPattern(comparison: .equals) ? nil : comparison.pattern
            switch comparison.operand {
            case .argument(let index):
                guard formatArguments.indices.contains(index) else { continue }
                recordTestReference(
                    kind: kind, argument: formatArguments[index], elementType: nil, node: call, pattern: pattern)
            case .literal(let value):
                let valueSite = site(literal)
                summary.testReferences.append(
                    TestReferenceFact(
                        kind: kind, value: StringExpr(kind: .literal, value: value, site: valueSite), elementType: nil,
                        site: valueSite, conditions: call.enclosingConditions(file: file), pattern: pattern
                    ))
            }
        }
    }
}

/// The subset of the predicate format language UI tests write to find elements: comparisons of
/// `identifier` or `label` with a quoted string or a `%@` argument, joined by `AND`.
enum PredicateFormat {
    enum Key { case identifier, label }
    enum Operand: Equatable {
        case literal(String)
        /// The index among the format's arguments.
        case argument(Int)
    }
    struct Comparison {
        var key: Key
        var pattern: QueryPattern
        var operand: Operand
    }

    private enum Token: Equatable {
        case word(String)
        case quoted(String)
        case symbol(String)
        /// `%@` or `%K`: the next format argument.
        case placeholder(Character)
    }

    /// The comparisons on `identifier` and `label`, or nil when the format is not a conjunction
    /// the analysis reads. Comparisons of other keys (`exists == true`) are skipped; their
    /// placeholders still take their arguments.
    static func comparisons(_ format: String) -> [Comparison]? {
        guard let tokens = tokenize(format) else { return nil }
        var terms: [[Token]] = [[]]
        for token in tokens {
            switch token {
            case .word(let word) where ["AND"].contains(word.uppercased()):
                terms.append([])
            case .symbol("&&"):
                terms.append([])
            case .word(let word) where ["OR", "NOT"].contains(word.uppercased()):
                return nil
            case .symbol("||"), .symbol("!"), .symbol("("), .symbol(")"):
                return nil
            default:
                terms[terms.count - 1].append(token)
            }
        }
        var result: [Comparison] = []
        var argumentIndex = 0
        for term in terms {
            let placeholders = term.filter { if case .placeholder = $0 { return true } else { return false } }.count
            defer { argumentIndex += placeholders }
            guard term.count == 3, case .word(let keyWord) = term[0], case .word(let operatorWord) = term[1] else {
                if let comparison = symbolComparison(term, argumentIndex: argumentIndex) { result.append(comparison) }
                continue
            }
            guard let key = key(keyWord), let pattern = pattern(operatorWord),
                let operand = operand(term[2], argumentIndex: argumentIndex)
            else { continue }
            result.append(Comparison(key: key, pattern: pattern, operand: operand))
        }
        return result
    }

    /// `identifier == 'x'`, `label ==[c] %@`: an operator written with symbols.
    private static func symbolComparison(_ term: [Token], argumentIndex: Int) -> Comparison? {
        guard term.count == 3 || term.count == 4, case .word(let keyWord) = term[0], let key = key(keyWord),
            case .symbol(let symbol) = term[1], symbol == "==" || symbol == "="
        else { return nil }
        var options = ""
        if term.count == 4 {
            guard case .symbol(let bracket) = term[2], bracket.hasPrefix("[") else { return nil }
            options = String(bracket.dropFirst().dropLast()).lowercased()
        }
        guard let last = term.last, let operand = operand(last, argumentIndex: argumentIndex) else { return nil }
        return Comparison(
            key: key,
            pattern: QueryPattern(
                comparison: .equals, caseInsensitive: options.contains("c"),
                diacriticInsensitive: options.contains("d")), operand: operand)
    }

    private static func key(_ word: String) -> Key? {
        switch word {
        case "identifier", "SELF.identifier", "self.identifier": return .identifier
        case "label", "SELF.label", "self.label": return .label
        default: return nil
        }
    }

    /// `BEGINSWITH`, `LIKE[cd]`: the word and its options, read as one word by the tokenizer.
    private static func pattern(_ word: String) -> QueryPattern? {
        var name = word.uppercased()
        var options = ""
        if let open = name.firstIndex(of: "["), name.hasSuffix("]") {
            options = String(name[name.index(after: open)..<name.index(before: name.endIndex)]).lowercased()
            name = String(name[..<open])
        }
        let comparison: QueryPattern.Comparison
        switch name {
        case "BEGINSWITH": comparison = .beginsWith
        case "ENDSWITH": comparison = .endsWith
        case "CONTAINS": comparison = .contains
        case "LIKE": comparison = .like
        case "MATCHES": comparison = .matches
        default: return nil
        }
        return QueryPattern(
            comparison: comparison, caseInsensitive: options.contains("c"), diacriticInsensitive: options.contains("d"))
    }

    private static func operand(_ token: Token, argumentIndex: Int) -> Operand? {
        switch token {
        case .quoted(let value): return .literal(value)
        case .placeholder("@"): return .argument(argumentIndex)
        default: return nil
        }
    }

    /// Words (with a trailing `[cd]` kept on them), quoted strings without their quotes,
    /// operator symbols and placeholders; nil for a string that never closes.
    private static func tokenize(_ format: String) -> [Token]? {
        var tokens: [Token] = []
        let characters = Array(format)
        var index = 0
        func at(_ offset: Int) -> Character? { characters.indices.contains(offset) ? characters[offset] : nil }
        while let character = at(index) {
            if character.isWhitespace {
                index += 1
            } else if character == "'" || character == "\"" {
                var value = ""
                index += 1
                var closed = false
                while let next = at(index) {
                    index += 1
                    if next == "\\", let escaped = at(index) {
                        value.append(escaped)
                        index += 1
                    } else if next == character {
                        closed = true
                        break
                    } else {
                        value.append(next)
                    }
                }
                guard closed else { return nil }
                tokens.append(.quoted(value))
            } else if character == "%", let kind = at(index + 1) {
                tokens.append(.placeholder(kind))
                index += 2
            } else if character.isLetter || character == "_" || character == "$" {
                var word = ""
                while let next = at(index), next.isLetter || next.isNumber || next == "_" || next == "." || next == "$"
                {
                    word.append(next)
                    index += 1
                }
                if at(index) == "[", let close = characters[index...].firstIndex(of: "]") {
                    word += String(characters[index...close])
                    index = close + 1
                }
                tokens.append(.word(word))
            } else if character == "[", let close = characters[index...].firstIndex(of: "]") {
                tokens.append(.symbol(String(characters[index...close])))
                index = close + 1
            } else {
                var symbol = String(character)
                index += 1
                while let next = at(index), "=<>!&|".contains(next), "=<>!&|".contains(character) {
                    symbol.append(next)
                    index += 1
                }
                tokens.append(.symbol(symbol))
            }
        }
        return tokens
    }
}
