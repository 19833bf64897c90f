// `suggest_query`: the XCUITest query and the Maestro selector that find an element by its
// identifier, written the way the app's tests already write identifiers where they can.
import AXAnalysis
import Foundation

extension AgentTools {
    func suggestQuery(_ arguments: AgentArguments) throws -> AgentToolResult {
        let wanted = arguments.string("identifier") ?? ""
        let sites = identifiers(matching: wanted)
        guard let first = sites.first else {
            let values = Array(Set(workspace.allIdentifiers().map { $0.value })).sorted()
            let suggestions = Self.nearest(to: wanted, among: values)
            throw AgentToolError(
                "no identifier is '\(wanted)'"
                    + (suggestions.isEmpty
                        ? "; find_identifier accepts patterns with *"
                        : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"))
        }
        let usage = agentWorkspace.derived().usage
        var kinds: [ElementQueryKind] = []
        for site in sites {
            let kind = ElementQueryKind.of(typeName: ElementQueryKind.elementType(of: site, workspace: workspace))
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        // Elements of several kinds share the identifier: only a query over any type finds each.
        let query = kinds.count == 1 ? kinds.first?.query ?? ElementQueryKind.other.query : nil
        let isTemplate = first.certainty == .dynamic || wanted.contains("*")
        let constant = constantExpression(for: first, usage: usage)
        let key = constant ?? JSONValue.quoted(first.value)
        let provider = query.map { "app.\($0)" } ?? "app.descendants(matching: .any)"
        let xcuitest: String
        let maestro: String
        if isTemplate {
            let prefix = String(first.value.prefix { $0 != "{" && $0 != "*" })
            xcuitest =
                "\(provider).matching(NSPredicate(format: \"identifier BEGINSWITH %@\", \(JSONValue.quoted(prefix)))).firstMatch"
            maestro = "- tapOn:\n    id: \(JSONValue.quoted(Self.maestroPattern(first.value)))"
        } else {
            xcuitest = "\(provider)[\(key)]"
            maestro = "- tapOn:\n    id: \(JSONValue.quoted(first.value))"
        }
        var notes: [String] = []
        if first.isRepeated {
            notes.append(
                "the element is repeated at run time (list rows, reused cells): add .firstMatch or .element(boundBy:)")
        }
        if sites.count > 1 {
            notes.append(
                "\(sites.count) elements have this identifier: a query may match several (check reports duplicates)")
        }
        if let condition = first.conditions.displayText { notes.append("only when #if \(condition)") }
        if first.certainty != .certain, let note = first.note { notes.append(note) }
        let structured = JSONValue.object([
            ("identifier", .string(first.value)),
            ("elementKind", .string(kinds.count == 1 ? kinds.first?.name ?? "element" : "several")),
            ("xcuitest", .string(xcuitest)),
            ("constant", .optional(constant)),
            ("maestro", .string(maestro)),
            ("notes", .array(notes.map(JSONValue.string)))
        ])
        let text = (["XCUITest: \(xcuitest)", "Maestro:\n\(maestro)"] + notes.map { "note: \($0)" }).joined(
            separator: "\n")
        return AgentToolResult(structured: structured, text: text)
    }

    /// The constant the app's UI tests already query this identifier through, else the one the
    /// app sets it with (`AccessibilityIdentifiers.Login.submit`), when it is written as one.
    func constantExpression(for identifier: ComputedIdentifier, usage: IdentifierTestUsage) -> String? {
        if let used = usage.references(to: identifier.value).first(where: {
            $0.value.kind == .reference && $0.value.value.contains(".")
        }) {
            return used.value.value
        }
        guard let text = workspace.text(of: identifier.site.file) else { return nil }
        let utf8 = Array(text.utf8)
        let range = identifier.site.range
        guard range.start >= 0, range.end <= utf8.count, range.start < range.end else { return nil }
        var written = String(decoding: utf8[range.start..<range.end], as: UTF8.self)
        // `view.accessibilityIdentifier = X` and `.accessibilityIdentifier(X)`: the value part.
        if let equals = written.lastIndex(of: "=") { written = String(written[written.index(after: equals)...]) }
        if let open = written.firstIndex(of: "("), written.hasSuffix(")") {
            written = String(written[written.index(after: open)..<written.index(before: written.endIndex)])
        }
        written = written.trimmingCharacters(in: .whitespacesAndNewlines)
        return Self.isConstantReference(written) ? written : nil
    }

    /// `Namespace.member` (at least one dot, only names): a constant a test target can share.
    static func isConstantReference(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, let head = parts.first?.first, head.isUppercase else { return false }
        return parts.allSatisfy { part in
            guard let first = part.first, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }

    /// Maestro matches `id:` as a regular expression over the whole identifier: literal parts
    /// escaped, run-time parts (`{expr}`, `*`) as `.*`.
    static func maestroPattern(_ template: String) -> String {
        var pattern = ""
        var inside = false
        for character in template {
            switch character {
            case "{":
                inside = true
                pattern += ".*"
            case "}": inside = false
            case "*" where !inside: pattern += ".*"
            default:
                guard !inside else { continue }
                if "\\^$.|?+()[]".contains(character) { pattern.append("\\") }
                pattern.append(character)
            }
        }
        return pattern
    }
}
