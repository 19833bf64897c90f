// unknown-identifier-in-ui-test, for Appium suites: accessibility ids no element can have.
import Foundation

/// The XCUITest driver matches an accessibility id (`~id` in WebdriverIO, `AppiumBy.ACCESSIBILITY_ID`…)
/// exactly against an element's `name`: its identifier, or its label when it has no identifier
/// (the driver's element attributes). So an id that no identifier of the app is, nor the name
/// of an image loaded by name (which an image view reports as its identifier), is an error only
/// when no text the app shows is it either (`LabelModel`, ignoring case as XCUITest queries do:
/// the safe side). A template literal (`` `~row-${i}` ``) fits an identifier when its literal
/// parts do, in order, its run-time parts standing for any text; one with no literal part is
/// only known at run time and is not checked.
enum AppiumSuiteQueries {
    static func findings(_ context: RuleContext, concrete: Set<String>, templates: [String]) -> [Finding] {
        let suites = context.summaries.filter { $0.value.appiumSuite?.selectors.isEmpty == false }
        guard !suites.isEmpty else { return [] }
        let matcher = AccessibilityIdMatcher(
            concrete: concrete.union(MaestroFlowQueries.imageAssetNames(context)), templates: templates)
        var unknown: [AppiumSelectorFact] = []
        for path in suites.keys.sorted() {
            for selector in suites[path]?.appiumSuite?.selectors ?? [] where !matcher.matches(selector) {
                unknown.append(selector)
            }
        }
        guard !unknown.isEmpty else { return [] }
        // An identifier the analysis cannot follow (`{input.accessibilityId}`) may carry any
        // string the app's code produces, as for XCUITest queries: such a string is excused, a
        // typo is in none of them.
        // A template selector (`` `~aid-draft-body-${index}` ``) is excused the same way by an
        // interpolated literal of the app's code that it fits (`"aid-draft-body-\(index)"`
        // passed to a model): literal selectors are not, since a template with a short literal
        // part (`"aid-\(kind)"`) would excuse every typo of its namespace.
        if templates.contains(where: IdentifierCatalog.isCatchAll) {
            let produced = UnknownIdentifierInUITestRule.producedValues(context)
            let producedTemplates = AccessibilityIdMatcher(concrete: [], templates: produced.templates.map(\.text))
            unknown.removeAll { selector in
                selector.isTemplate
                    ? producedTemplates.matches(selector) : produced.producer(of: selector.value, pattern: nil) != nil
            }
            guard !unknown.isEmpty else { return [] }
        }
        let literals = Set(unknown.filter { !$0.isTemplate }.map(\.value))
        let labels = LabelModel(context, queries: literals)
        let shownTexts = unknown.contains(where: \.isTemplate) ? Self.shownTexts(context) : []
        unknown.removeAll { selector in
            if let regex = AccessibilityIdMatcher.regex(forTemplate: selector) {
                return shownTexts.contains { AccessibilityIdMatcher.wholeMatch(regex, $0) }
            }
            return labels.contains(selector.value)
        }
        var distinct: [String] = []
        var seen: Set<String> = []
        for selector in unknown where !selector.isTemplate && seen.insert(selector.value).inserted {
            distinct.append(selector.value)
        }
        let suggestions = UnknownIdentifierInUITestRule.suggestions(
            for: distinct, among: SpellingCandidates(Array(concrete)))
        // The driver falls back to the label, and the analysis sees only the app's own texts: an
        // id that is neither close to an identifier nor in the namespace of the app's identifiers
        // (`'~Select All'`, a keyboard's `'~Return'`, a web page's `'~Email or phone'`) is
        // probably a label of iOS's or a web page's UI, as for XCUITest subscripts.
        let shape = IdentifierShape(concrete.union(templates.map(Self.literalHead)))
        unknown.removeAll { selector in
            if !selector.isTemplate, suggestions[selector.value] ?? nil != nil { return false }
            return selector.isTemplate
                ? !shape.sharesNamespaceOrTypoOfOne(Self.literalHead(selector.value))
                : !shape.sharesNamespace(selector.value)
        }
        guard !unknown.isEmpty else { return [] }
        let firstSites = UnknownIdentifierInUITestRule.firstSites(context.identifiers)
        lazy var producedHints = ProducedStringHints(UnknownIdentifierInUITestRule.producedValues(context))
        return unknown.map { selector in
            var message =
                selector.isTemplate
                ? "no identifier or label the app shows fits the Appium accessibility id '\(selector.value)' (\(selector.shape), its `{…}` parts any text)"
                : "no element has the identifier '\(selector.value)' and no label the app shows is '\(selector.value)' (\(labels.sourcesDescription)); the Appium accessibility id (\(selector.shape)) finds neither"
            var related: [RelatedSite] = []
            var fixes: [Fix] = []
            if let suggestion = selector.isTemplate ? nil : suggestions[selector.value] ?? nil {
                message += "; did you mean '\(suggestion)'"
                if let site = firstSites[suggestion] {
                    message += " (\(context.describe(site)))"
                    related.append(RelatedSite(site: site, message: "'\(suggestion)' is set here"))
                }
                message += "?"
                if let range = selector.valueRange {
                    fixes.append(
                        Fix(
                            title: "replace with '\(suggestion)'",
                            edits: [FileEdit(file: selector.site.file, range: range, replacement: suggestion)],
                            isSafeForFixAll: false, isPreferred: true))
                }
            } else if !selector.isTemplate, let clause = producedHints.clause(for: selector.value, context: context) {
                message += clause
            } else {
                message += "; the element was renamed or removed, or the selector has a typo"
            }
            return UnknownIdentifierInUITestRule.makeFinding(
                at: selector.site, message: message, identifier: selector.value,
                related: related, fixes: fixes)
        }
    }

    /// A template's text up to its first run-time part (`aid-draft-body-` of
    /// `aid-draft-body-{index}`): where its namespace is.
    static func literalHead(_ template: String) -> String {
        String(TemplateMatcher.pieces(template).first ?? "")
    }

    /// Every text the app shows (not the UI tests' own texts, but those they type), for templates.
    static func shownTexts(_ context: RuleContext) -> [String] {
        var texts: Set<String> = []
        for (path, summary) in context.summaries {
            let isUITest = context.uiTestPaths.contains(path)
            for text in summary.visibleTexts where !isUITest || text.source == .typedByTest { texts.insert(text.text) }
        }
        return texts.sorted()
    }
}

/// Whether an accessibility id can be some element's identifier: a concrete identifier (or image
/// name), or a template of the app whose literal parts fit it.
struct AccessibilityIdMatcher {
    let concrete: Set<String>
    /// The app's templates that have a literal part (one that is all run-time parts fits anything).
    let templates: [String]

    init(concrete: Set<String>, templates: [String]) {
        self.concrete = concrete
        self.templates = templates.filter { TemplateMatcher.pieces($0).contains { !$0.isEmpty } }
    }

    func matches(_ selector: AppiumSelectorFact) -> Bool {
        guard selector.isTemplate else { return matches(value: selector.value) }
        guard let regex = Self.regex(forTemplate: selector) else { return true }
        if concrete.contains(where: { Self.wholeMatch(regex, $0) }) { return true }
        // An app template's run-time parts may be anything: try them empty, a digit and a word.
        return templates.contains { template in
            ["", "0", "a", "x1"].contains { Self.wholeMatch(regex, IdentifierPatternMatcher.fill(template, with: $0)) }
        }
    }

    func matches(value: String) -> Bool {
        concrete.contains(value) || templates.contains { TemplateMatcher.matches(value, template: $0) }
    }

    /// A template selector as an anchored, case-sensitive regular expression (`{…}` any text);
    /// nil for a literal, or a template with no literal part (only known at run time).
    static func regex(forTemplate selector: AppiumSelectorFact) -> NSRegularExpression? {
        guard selector.isTemplate else { return nil }
        let pieces = TemplateMatcher.pieces(selector.value)
        guard pieces.contains(where: { !$0.isEmpty }) else { return nil }
        let pattern = pieces.map { NSRegularExpression.escapedPattern(for: String($0)) }.joined(separator: ".*")
        return try? NSRegularExpression(pattern: "\\A" + pattern + "\\z", options: [.dotMatchesLineSeparators])
    }

    static func wholeMatch(_ regex: NSRegularExpression, _ text: String) -> Bool {
        regex.firstMatch(in: text, options: [], range: NSRange(text.startIndex..., in: text)) != nil
    }
}
