// Reads the accessibility-id selectors of an Appium suite from its tokens.

/// Appium suites look iOS elements up by accessibility id, which the XCUITest driver matches
/// against the element's `name`: its identifier, or its label when it has none. The shapes read,
/// from string literals only (`SuiteLexer`; nothing is evaluated, a selector built at run time
/// from variables is not seen):
/// - JavaScript/TypeScript (WebdriverIO): any string literal starting with `~`, wherever it is
///   written (`$('~id')`, `$$('~id')`, a screen object's map of constants used later as
///   `$(SELECTORS.X)`); a template literal (`` `~row-${i}` ``) is a template.
/// - Python: `AppiumBy.ACCESSIBILITY_ID, "id"` (or `MobileBy.`, `value="id"`), `find_element_by_accessibility_id("id")`.
/// - Java/Kotlin: `AppiumBy.accessibilityId("id")`, `MobileBy.AccessibilityId("id")`,
///   `findElementByAccessibilityId("id")`, `@iOSXCUITFindBy(accessibility = "id")` (and its
///   `id =`, a synonym on iOS).
/// - Ruby: `find_element(:accessibility_id, "id")`, `accessibility_id: "id"`.
/// - Any language: the protocol's own `'accessibility id', 'id'`.
/// Skipped as Android-only: a file under an `android` folder or named `*.android.*`, the values
/// of an `android:` key, the Android side of `isAndroid ? … : …` / `isIOS ? … : …`, and
/// `@AndroidFindBy`.
package enum AppiumSuiteExtractor {
    package static func summarize(path: String, text: String) -> FileSummary {
        var summary = FileSummary(path: path, kind: .appiumSuite)
        guard let language = SuiteLanguage.of(path: path) else { return summary }
        var facts = AppiumSuiteFacts(language: language)
        if !isAndroidOnly(path) {
            facts.selectors = selectors(
                in: SuiteLexer.tokens(of: text, language: language), language: language, path: path)
        }
        summary.appiumSuite = facts
        return summary
    }

    /// True for a suite file by its place alone (when `.ax-lsp.yml` names no `appium_suite_paths`):
    /// a JavaScript, TypeScript, Python, Java, Kotlin or Ruby file in a folder that looks like a
    /// test suite (`test`, `tests`, `e2e`, `specs`, `appium`, `wdio`, `features`, a name ending
    /// in `test`/`tests`/`spec`/`specs`/`e2e`, or containing `appium`), never in an installed
    /// dependency or build output (`site-packages`, `venv`, `vendor`, `build`, `target`, `dist`).
    package static func isSuitePath(_ path: String) -> Bool {
        guard SuiteLanguage.of(path: path) != nil else { return false }
        let folders = path.lowercased().split(separator: "/").dropLast()
        if folders.contains(where: { dependencyFolders.contains(String($0)) }) { return false }
        return folders.contains { folder in
            suiteFolders.contains(String(folder)) || folder.contains("appium")
                || ["test", "tests", "spec", "specs", "e2e"].contains { folder.hasSuffix($0) }
        }
    }

    static let suiteFolders: Set<String> = [
        "wdio", "features", "step_definitions", "__tests__", "pageobjects", "screenobjects"
    ]
    static let dependencyFolders: Set<String> = [
        "site-packages", "venv", ".venv", ".tox", "vendor", "build", "target", "dist", ".gradle", "__pycache__"
    ]

    /// A file only Android runs, by its folder or name.
    static func isAndroidOnly(_ path: String) -> Bool {
        let components = path.lowercased().split(separator: "/")
        return components.dropLast().contains("android") || components.last?.contains(".android.") == true
    }

    static let iOSFindByAnnotations: Set<String> = ["iOSXCUITFindBy", "iOSFindBy", "iOSBy", "iOSXCUITBy"]

    static func selectors(in tokens: [SuiteToken], language: SuiteLanguage, path: String) -> [AppiumSelectorFact] {
        let android = AndroidOnlyTokens(tokens)
        var found: [Int: String] = [:]
        func token(_ index: Int) -> SuiteToken? { tokens.indices.contains(index) ? tokens[index] : nil }
        func stringAt(_ index: Int) -> Int? { token(index)?.kind == .string ? index : nil }
        for (index, current) in tokens.enumerated() {
            switch current.kind {
            case .string:
                if current.string?.value == "accessibility id", token(index + 1)?.isPunctuation(",") == true,
                    let value = stringAt(index + 2)
                {
                    found[value] = "'accessibility id'"
                } else if language == .javaScript, found[index] == nil, let value = current.string?.value,
                    value.hasPrefix("~"), value.count > 1, !value.hasPrefix("~/"),
                    value.dropFirst().first?.isWhitespace == false
                {
                    found[index] = "'~…' (WebdriverIO)"
                }
            case .identifier:
                let name = current.text
                let folded = name.lowercased().replacingOccurrences(of: "_", with: "")
                if folded == "accessibilityid" || folded.hasSuffix("byaccessibilityid"),
                    token(index + 1)?.isPunctuation("(") == true,
                    let value = stringAt(index + 2)
                {
                    found[value] = name == "accessibility_id" ? ":accessibility_id" : "\(name)(…)"
                } else if name == "ACCESSIBILITY_ID", token(index + 1)?.isPunctuation(",") == true {
                    // `by=AppiumBy.ACCESSIBILITY_ID, value="id"`.
                    let valueIndex =
                        token(index + 2)?.kind == .identifier && token(index + 3)?.isPunctuation("=") == true
                        ? index + 4 : index + 2
                    if let value = stringAt(valueIndex) {
                        found[value] = (token(index - 2)?.text).map { "\($0).ACCESSIBILITY_ID" } ?? name
                    }
                } else if language == .ruby, name == "accessibility_id" {
                    if token(index - 1)?.isPunctuation(":") == true, token(index + 1)?.isPunctuation(",") == true,
                        let value = stringAt(index + 2)
                    {
                        found[value] = ":accessibility_id"
                    } else if token(index - 1)?.isPunctuation(":") == true,
                        token(index + 1)?.isPunctuation("=") == true,
                        token(index + 2)?.isPunctuation(">") == true, let value = stringAt(index + 3)
                    {
                        found[value] = ":accessibility_id"
                    } else if token(index + 1)?.isPunctuation(":") == true, let value = stringAt(index + 2) {
                        found[value] = "accessibility_id:"
                    }
                }
            case .punctuation:
                guard current.text == "@", let annotation = token(index + 1), annotation.kind == .identifier,
                    iOSFindByAnnotations.contains(annotation.text), token(index + 2)?.isPunctuation("(") == true
                else { continue }
                var position = index + 3
                var depth = 1
                while let inner = token(position), depth > 0 {
                    if inner.isPunctuation("(") { depth += 1 } else if inner.isPunctuation(")") { depth -= 1 }
                    if depth == 1, inner.kind == .identifier, inner.text == "accessibility" || inner.text == "id",
                        token(position + 1)?.isPunctuation("=") == true, let value = stringAt(position + 2)
                    {
                        found[value] = "@\(annotation.text)(\(inner.text) = …)"
                    }
                    position += 1
                }
            case .number:
                continue
            }
        }
        return found.keys.sorted().compactMap { index -> AppiumSelectorFact? in
            guard let literal = token(index), let string = literal.string, let shape = found[index],
                !android.contains(index)
            else { return nil }
            var value = string.value
            var valueRange = string.verbatimRange
            if shape.hasPrefix("'~") {
                value.removeFirst()
                valueRange = valueRange.map { ByteRange(start: $0.start + 1, end: $0.end) }
            }
            guard !value.isEmpty else { return nil }
            return AppiumSelectorFact(
                value: value, isTemplate: string.hasHoles, shape: shape,
                site: SourceSite(file: path, range: literal.range), valueRange: valueRange)
        }
    }
}

/// The string tokens only Android runs: an `android:` key's value (a literal, or everything in
/// the brackets that follow it) and the Android side of a ternary on `isAndroid`/`isIOS`.
private struct AndroidOnlyTokens {
    private var indices: Set<Int> = []

    init(_ tokens: [SuiteToken]) {
        func token(_ index: Int) -> SuiteToken? { tokens.indices.contains(index) ? tokens[index] : nil }
        /// The index past the bracketed run that opens at `index`, or past the one token there.
        func endOfValue(at index: Int) -> Int {
            guard let first = token(index),
                first.isPunctuation("{") || first.isPunctuation("(") || first.isPunctuation("[")
            else { return index + 1 }
            var depth = 0
            var position = index
            while let current = token(position) {
                if current.isPunctuation("{") || current.isPunctuation("(") || current.isPunctuation("[") { depth += 1 }
                if current.isPunctuation("}") || current.isPunctuation(")") || current.isPunctuation("]") { depth -= 1 }
                position += 1
                if depth == 0 { break }
            }
            return position
        }
        /// From `start`, the index of the first token at depth 0 that is one of `stops`.
        func scan(from start: Int, stops: Set<String>) -> Int {
            var depth = 0
            var position = start
            while let current = token(position) {
                if current.kind == .punctuation {
                    if depth == 0, stops.contains(current.text) { return position }
                    if "({[".contains(current.text) {
                        depth += 1
                    } else if ")}]".contains(current.text) {
                        if depth == 0 { return position }
                        depth -= 1
                    }
                }
                position += 1
            }
            return position
        }
        for (index, current) in tokens.enumerated() {
            let name =
                current.kind == .string ? current.string?.value : current.kind == .identifier ? current.text : nil
            guard let lowered = name?.lowercased() else { continue }
            if lowered == "android",
                token(index + 1)?.isPunctuation(":") == true || token(index + 1)?.isPunctuation("=") == true
            {
                let valueStart =
                    token(index + 1)?.isPunctuation("=") == true && token(index + 2)?.isPunctuation(">") == true
                    ? index + 3 : index + 2
                guard valueStart > index + 1 || token(index + 1)?.isPunctuation(":") == true else { continue }
                indices.formUnion(valueStart..<endOfValue(at: valueStart))
            } else if current.kind == .identifier, lowered == "isandroid" || lowered == "isios" {
                var question = index + 1
                if token(question)?.isPunctuation("(") == true, token(question + 1)?.isPunctuation(")") == true {
                    question += 2
                }
                guard token(question)?.isPunctuation("?") == true else { continue }
                let colon = scan(from: question + 1, stops: [":"])
                if lowered == "isandroid" {
                    indices.formUnion((question + 1)..<max(question + 1, colon))
                } else {
                    let end = scan(from: colon + 1, stops: [",", ";", ")", "}", "]"])
                    indices.formUnion((colon + 1)..<max(colon + 1, end))
                }
            }
        }
    }

    func contains(_ index: Int) -> Bool { indices.contains(index) }
}
