// unknown-identifier-in-ui-test, for Maestro flows: `id:` selectors no identifier can match.
import Foundation

/// Maestro's `id:` is a regular expression that must match an element's whole identifier (or the
/// part after its last `/`), ignoring case (`Filters.idMatches`, `REGEX_OPTIONS`); a pattern
/// that does not compile is taken literally. `${NAME}` is replaced first, by the flow's header
/// `env:`, an inline `runFlow`'s `env:` around the step or the `env:` of a `runFlow` that calls
/// the flow; a name none of them defines (a `-e` parameter, a script's output) matches anything.
/// `text:` matches labels, titles, values and placeholders, never identifiers: it is checked
/// like XCUITest's label queries (a warning only when it matches no text the app shows and
/// looks like one of the app's identifiers).
enum MaestroFlowQueries {
    static func findings(_ context: RuleContext, concrete: Set<String>, templates: [String]) -> [Finding] {
        let flows = context.summaries.filter {
            $0.value.kind == .maestroFlow && $0.value.maestroFlow?.selectors.isEmpty == false
        }
        guard !flows.isEmpty else { return [] }
        let callers = callerEnvironments(context.summaries)
        var matcher = IdentifierPatternMatcher(
            concrete: concrete, templates: templates, imageNames: imageAssetNames(context))
        var unknownIDs: [(path: String, selector: MaestroSelectorFact, pattern: String)] = []
        var texts: [(path: String, selector: MaestroSelectorFact)] = []
        for path in flows.keys.sorted() {
            guard let facts = flows[path]?.maestroFlow else { continue }
            for selector in facts.selectors {
                switch selector.kind {
                case .id:
                    let pattern = substitute(
                        selector.pattern, selector: selector, header: facts.env, callers: callers[path] ?? [])
                    if !matcher.matches(pattern) { unknownIDs.append((path, selector, pattern)) }
                case .text:
                    if readsAsText(selector.pattern) { texts.append((path, selector)) }
                }
            }
        }
        // An identifier the analysis cannot follow (`{input.accessibilityId}`) may carry any
        // string the app's code produces, as for XCUITest queries: an `id:` that is such a
        // string (written as plain text) is excused, a typo is in none of them.
        if templates.contains(where: IdentifierCatalog.isCatchAll),
            unknownIDs.contains(where: { readsAsText($0.pattern) })
        {
            let produced = UnknownIdentifierInUITestRule.producedValues(context)
            unknownIDs.removeAll { readsAsText($0.pattern) && produced.producer(of: $0.pattern, pattern: nil) != nil }
        }
        let textQueries = Set(texts.map(\.selector.pattern)).filter {
            !matcher.matches(NSRegularExpression.escapedPattern(for: $0))
        }
        texts.removeAll { !textQueries.contains($0.selector.pattern) }
        guard !unknownIDs.isEmpty || !texts.isEmpty else { return [] }
        let literalQueries =
            unknownIDs.compactMap { readsAsText($0.pattern) ? $0.pattern : nil } + texts.map(\.selector.pattern)
        var distinct: [String] = []
        var seen: Set<String> = []
        for query in literalQueries where seen.insert(query).inserted { distinct.append(query) }
        let suggestions = UnknownIdentifierInUITestRule.suggestions(
            for: distinct, among: SpellingCandidates(Array(concrete)))
        let firstSites = UnknownIdentifierInUITestRule.firstSites(context.identifiers)
        var findings: [Finding] = []
        for (_, selector, pattern) in unknownIDs {
            let written = selector.pattern == pattern ? "'\(pattern)'" : "'\(selector.pattern)' ('\(pattern)')"
            var message =
                "no element has an identifier that the Maestro selector id \(written) of '\(selector.command)' matches (a whole, case-insensitive regular expression)"
            findings.append(
                finding(
                    selector, suggestion: readsAsText(pattern) ? suggestions[pattern] ?? nil : nil,
                    firstSites: firstSites, context: context, replacesValue: selector.pattern == pattern,
                    message: &message))
        }
        guard !texts.isEmpty else { return findings }
        let labels = LabelModel(context, queries: textQueries)
        // Flows assert web content and URLs as texts (`privacy-test-pages.site`), which share
        // a namespace with identifiers by chance: only a text close to an identifier is one.
        for (_, selector) in texts
        where !labels.contains(selector.pattern) && !selector.pattern.contains(where: \.isWhitespace) {
            guard let suggestion = suggestions[selector.pattern] ?? nil else { continue }
            var message =
                "no label the app shows is the Maestro text '\(selector.pattern)' of '\(selector.command)' (\(labels.sourcesDescription)), and text selectors never match identifiers"
            var result = finding(
                selector, suggestion: suggestion, firstSites: firstSites, context: context,
                replacesValue: false, message: &message)
            result.severity = .warning
            findings.append(result)
        }
        return findings
    }

    private static func finding(
        _ selector: MaestroSelectorFact, suggestion: String?, firstSites: [String: SourceSite],
        context: RuleContext, replacesValue: Bool, message: inout String
    ) -> Finding {
        var related: [RelatedSite] = []
        var fixes: [Fix] = []
        if let suggestion {
            message +=
                selector.kind == .id
                ? "; did you mean '\(suggestion)'" : "; did you mean the identifier 'id: \(suggestion)'"
            if let site = firstSites[suggestion] {
                message += " (\(context.describe(site)))"
                related.append(RelatedSite(site: site, message: "'\(suggestion)' is set here"))
            }
            message += "?"
            if replacesValue {
                fixes.append(
                    Fix(
                        title: "replace with '\(suggestion)'",
                        edits: [
                            FileEdit(
                                file: selector.site.file, range: selector.site.range, replacement: "\"\(suggestion)\"")
                        ],
                        isSafeForFixAll: false, isPreferred: true))
            }
        } else if selector.kind == .id {
            message += "; the element was renamed or removed, or the selector has a typo"
        }
        return UnknownIdentifierInUITestRule.makeFinding(
            at: selector.site, message: message, identifier: selector.pattern,
            related: related, fixes: fixes)
    }

    /// A pattern with no regular-expression syntax and no `${…}`: a literal text.
    static func isPlainText(_ pattern: String) -> Bool {
        !pattern.contains(where: { "\\^$.|?*+()[]{}".contains($0) })
    }

    /// A pattern meant as a text: nothing of regular expressions but `.`, which identifiers
    /// (`login.submit`) use as a separator and which matches itself too. Only such patterns
    /// get a did-you-mean.
    static func readsAsText(_ pattern: String) -> Bool {
        isPlainText(pattern.replacingOccurrences(of: ".", with: ""))
    }

    /// Every flow's callers' `env:` values, by the called flow's path.
    static func callerEnvironments(_ summaries: [String: FileSummary]) -> [String: [[String: String]]] {
        var environments: [String: [[String: String]]] = [:]
        for (path, summary) in summaries {
            guard let calls = summary.maestroFlow?.calls else { continue }
            let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            for call in calls {
                environments[normalized(folder.isEmpty ? call.file : folder + "/" + call.file), default: []].append(
                    call.env)
            }
        }
        return environments
    }

    /// `a/./b/../c` → `a/c`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." || (part.isEmpty && !parts.isEmpty) { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }

    /// The pattern with each `${NAME}` replaced by the alternation of the values it may have
    /// (inline `runFlow` env, then the header's, then every caller's), or `.*` when none is known.
    static func substitute(
        _ pattern: String, selector: MaestroSelectorFact, header: [String: String], callers: [[String: String]]
    ) -> String {
        guard pattern.contains("${") else { return pattern }
        var result = ""
        var rest = pattern[...]
        while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            result += rest[..<open.lowerBound]
            let name = rest[open.upperBound..<close].trimmingCharacters(in: .whitespaces)
            var values: [String] = []
            if let value = selector.env[name] {
                values = [value]
            } else {
                if let value = header[name] { values.append(value) }
                values += callers.compactMap { $0[name] }
            }
            // A value that is itself a variable (`CODE: ${CODE}`) is known only at run time.
            values = values.filter { !$0.contains("${") }
            result += values.isEmpty ? ".*" : "(?:" + Array(Set(values)).sorted().joined(separator: "|") + ")"
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// Every name an image is loaded by, `UIImage(named: x.rawValue)` expanded to the raw values
    /// of `x`'s enum.
    static func imageAssetNames(_ context: RuleContext) -> Set<String> {
        imageAssetNames(context.summaries)
    }

    static func imageAssetNames(_ summaries: [String: FileSummary]) -> Set<String> {
        var names: Set<String> = []
        var enumTypes: Set<String> = []
        for summary in summaries.values {
            for fact in summary.imageAssetNames {
                if let name = fact.name { names.insert(name) }
                if let enumType = fact.enumType { enumTypes.insert(enumType) }
            }
        }
        guard !enumTypes.isEmpty else { return names }
        for summary in summaries.values {
            for constant in summary.stringConstants where constant.kind == .enumCase && constant.valueKind == .literal {
                if let owner = constant.owner.split(separator: ".").last, enumTypes.contains(String(owner)) {
                    names.insert(constant.value)
                }
            }
        }
        return names
    }
}

/// Whether some identifier of the app can be what a Maestro `id:` pattern matches: a concrete
/// identifier, an image's name, or a template whose literal parts fit (a template that is all
/// run-time parts, `{expr}`, fits anything and is not counted).
struct IdentifierPatternMatcher {
    private let lowercased: Set<String>
    private let candidates: [String]
    private let templates: [String]
    private var answers: [String: Bool] = [:]

    init(concrete: Set<String>, templates: [String], imageNames: Set<String>) {
        var all = concrete.union(imageNames)
        // Maestro also matches the part of an identifier after its last `/`.
        for identifier in concrete where identifier.contains("/") {
            if let last = identifier.split(separator: "/").last { all.insert(String(last)) }
        }
        self.candidates = all.sorted()
        self.lowercased = Set(all.map { $0.lowercased() })
        self.templates = templates.filter { TemplateMatcher.pieces($0).contains { !$0.isEmpty } }.map {
            $0.lowercased()
        }
    }

    mutating func matches(_ pattern: String) -> Bool {
        if let known = answers[pattern] { return known }
        let answer = compute(pattern)
        answers[pattern] = answer
        return answer
    }

    private func compute(_ pattern: String) -> Bool {
        if MaestroFlowQueries.isPlainText(pattern) {
            let query = pattern.lowercased()
            return lowercased.contains(query) || templates.contains { TemplateMatcher.matches(query, template: $0) }
        }
        let options: NSRegularExpression.Options = [.caseInsensitive, .dotMatchesLineSeparators, .anchorsMatchLines]
        // Kotlin's `Regex.matches` asks for the whole text; a pattern that does not compile is
        // taken literally.
        let regex =
            (try? NSRegularExpression(pattern: pattern, options: options)).flatMap { _ in
                try? NSRegularExpression(pattern: "\\A(?:" + pattern + ")\\z", options: options)
            }
            ?? (try? NSRegularExpression(
                pattern: "\\A" + NSRegularExpression.escapedPattern(for: pattern) + "\\z", options: options))
        guard let regex else { return true }
        func wholeMatch(_ text: String) -> Bool {
            regex.firstMatch(in: text, options: [], range: NSRange(text.startIndex..., in: text)) != nil
        }
        if candidates.contains(where: wholeMatch) { return true }
        // A template's run-time parts may be anything: try them empty, a digit and a word.
        for template in templates {
            for filler in ["", "0", "a", "x1"] where wholeMatch(Self.fill(template, with: filler)) { return true }
        }
        return false
    }

    static func fill(_ template: String, with filler: String) -> String {
        TemplateMatcher.pieces(template).joined(separator: filler)
    }
}
