// Prints a type the way `"\(type(of: x))"` does at run time (GEN-1).

/// `type(of:)` prints the dynamic type unqualified: no module, no enclosing type; generic
/// arguments unqualified and desugared (`[K: V]` → `Dictionary<K, V>`, `T?` → `Optional<T>`).
package enum TypePrinter {
    /// The run-time name of a type written in source.
    package static func runtimeName(_ written: String) -> String {
        let text = written.filter { !$0.isWhitespace || $0 == " " }.trimmingCharacters(in: " ")
        return print(Substring(text))
    }

    /// The run-time name of a workspace type used as `self`: generic parameters become `{T}`
    /// because they depend on the instantiation.
    package static func runtimeName(of type: TypeFact) -> (name: String, isDynamic: Bool) {
        guard !type.genericParameters.isEmpty else { return (type.name, false) }
        return ("\(type.name)<\(type.genericParameters.map { "{\($0)}" }.joined(separator: ", "))>", true)
    }

    private static func print(_ text: Substring) -> String {
        var text = text.trimmingCharacters(in: " ")[...]
        if text.hasSuffix("?") || text.hasSuffix("!") {
            text.removeLast()
            return "Optional<\(print(text))>"
        }
        if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = text.dropFirst().dropLast()
            if let colon = topLevelIndex(of: ":", in: inner) {
                return "Dictionary<\(print(inner[..<colon])), \(print(inner[inner.index(after: colon)...]))>"
            }
            return "Array<\(print(inner))>"
        }
        if text.hasPrefix("("), text.hasSuffix(")") {
            let parts = splitTopLevel(text.dropFirst().dropLast())
            return "(" + parts.map { print($0) }.joined(separator: ", ") + ")"
        }
        if let open = text.firstIndex(of: "<"), text.hasSuffix(">") {
            let head = unqualified(text[..<open])
            let arguments = splitTopLevel(text[text.index(after: open)..<text.index(before: text.endIndex)])
            return "\(head)<\(arguments.map { print($0) }.joined(separator: ", "))>"
        }
        return unqualified(text)
    }

    private static func unqualified(_ text: Substring) -> String {
        let name = text.split(separator: ".").last.map(String.init) ?? String(text)
        return name.trimmingCharacters(in: " ")
    }

    private static func topLevelIndex(of character: Character, in text: Substring) -> Substring.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let current = text[index]
            if current == "<" || current == "[" || current == "(" { depth += 1 }
            if current == ">" || current == "]" || current == ")" { depth -= 1 }
            if current == character && depth == 0 { return index }
            index = text.index(after: index)
        }
        return nil
    }

    private static func splitTopLevel(_ text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var rest = text
        while let comma = topLevelIndex(of: ",", in: rest) {
            parts.append(rest[..<comma])
            rest = rest[rest.index(after: comma)...]
        }
        if !rest.trimmingCharacters(in: " ").isEmpty { parts.append(rest) }
        return parts
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String { String(self).trimmingCharacters(in: set) }
}
