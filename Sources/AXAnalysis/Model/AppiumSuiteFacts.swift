// What an Appium suite file (JavaScript, TypeScript, Python, Java, Kotlin, Ruby) says about the
// accessibility ids it looks for.

/// The accessibility-id selectors of one suite file, as `AppiumSuiteExtractor` read them.
package struct AppiumSuiteFacts: Hashable, Codable, Sendable {
    package var language: SuiteLanguage
    package var selectors: [AppiumSelectorFact] = []

    package init(language: SuiteLanguage) {
        self.language = language
    }
}

/// One accessibility id a suite looks an element up by (`$('~login.submit')`,
/// `AppiumBy.ACCESSIBILITY_ID, "login.submit"`, `@iOSXCUITFindBy(accessibility = "…")`…).
package struct AppiumSelectorFact: Hashable, Codable, Sendable {
    /// The id without WebdriverIO's `~`; a template literal's run-time parts are `{…}` holes
    /// (`` `~row-${i}` `` is `row-{i}`).
    package var value: String
    package var isTemplate: Bool
    /// How the selector is written, for messages: `'~…' (WebdriverIO)`, `AppiumBy.ACCESSIBILITY_ID`…
    package var shape: String
    /// The string literal, quotes included.
    package var site: SourceSite
    /// Where the id is written verbatim inside the literal (no escapes, no holes), which a fix
    /// replaces; nil otherwise.
    package var valueRange: ByteRange?

    package init(value: String, isTemplate: Bool, shape: String, site: SourceSite, valueRange: ByteRange?) {
        self.value = value
        self.isTemplate = isTemplate
        self.shape = shape
        self.site = site
        self.valueRange = valueRange
    }
}
