// What a UI-test query finds among the app's identifiers: one with its value, a template whose
// literal parts fit it, or a catch-all excused by a string the app's code can produce.

/// How one queried value (or predicate pattern) meets the app's identifiers.
package enum UITestQueryOutcome {
    /// Identifiers with exactly this value, or that the pattern accepts.
    case identifiers([String])
    /// A template whose literal parts fit the value (`Profile Row - {name}`).
    case template(String)
    /// No identifier or template with a literal part fits; an identifier whose value the
    /// analysis cannot follow at all (`{viewModel.id}`) may carry it, since the app's code
    /// produces the value.
    case catchAll(ComputedIdentifier, produced: ProducedValue)
    /// An identifier iOS gives its own element (`IdentifierCatalog.systemIdentifiers`).
    case builtIn(String)
    case none
}

/// A string the app's own code can produce, and where: a literal, a constant, a localization key
/// or text.
package struct ProducedValue: Hashable {
    package var text: String
    /// Where it is written, when the fact has a position (constants and keys have none).
    package var site: SourceSite?
    /// How a message names it: `a string literal`, `the constant IDs.row`.
    package var description: String
    /// A text the app shows (a label, an image's name, a localized text), not a value of its code.
    package var isShownText = false
    /// An enum case's name or raw value, produced because the code passes the case somewhere.
    package var isCaseName = false
    /// Handed on as an identifier (`CustomTextField(accessibilityId: IDs.email)`,
    /// `.screenshotPreventedUnlessAdmin(accessibilityIdentifier: IDs.question)`) where the
    /// analysis ties it to no element: a package's view sets it, or a helper the analysis does
    /// not follow. A query of it finds what the app's code means it to.
    package var isHandedOnAsIdentifier = false
}

/// The app's identifiers, split for matching: concrete values, templates with a literal part,
/// and catch-alls (templates that are nothing but run-time parts: `{viewModel.id}`).
struct IdentifierCatalog {
    let concrete: Set<String>
    let templates: [String]
    /// The first identifier of each catch-all value, in identifier order.
    let catchAlls: [ComputedIdentifier]

    init(_ identifiers: [ComputedIdentifier]) {
        var concrete: Set<String> = []
        var templates: [String] = []
        var seenTemplates: Set<String> = []
        var catchAlls: [ComputedIdentifier] = []
        for identifier in identifiers {
            if identifier.certainty != .dynamic {
                concrete.insert(identifier.value)
            } else if seenTemplates.insert(identifier.value).inserted {
                if Self.isCatchAll(identifier.value) {
                    catchAlls.append(identifier)
                } else {
                    templates.append(identifier.value)
                }
            }
        }
        self.concrete = concrete
        self.templates = templates
        self.catchAlls = catchAlls
    }

    /// A template with no literal part: `{viewModel.id}`, `{prefix}{suffix}`.
    static func isCatchAll(_ template: String) -> Bool {
        TemplateMatcher.pieces(template).allSatisfy(\.isEmpty)
    }

    /// Identifiers iOS gives its own elements: `BackButton`, the navigation bar's back button
    /// (UIKit and SwiftUI), which tests pick with `identifier == 'BackButton'`.
    static let systemIdentifiers: Set<String> = ["BackButton"]

    /// What `queried` finds, short of catch-alls (`ProducedValues` decides those).
    func outcome(_ queried: String, pattern: QueryPattern?) -> UITestQueryOutcome {
        if let builtIn = Self.systemIdentifiers.first(where: {
            pattern?.matches($0, operand: queried) ?? ($0 == queried)
        }) {
            return .builtIn(builtIn)
        }
        guard let pattern else {
            if concrete.contains(queried) { return .identifiers([queried]) }
            if let template = templates.first(where: { TemplateMatcher.matches(queried, template: $0) }) {
                return .template(template)
            }
            return .none
        }
        let found = concrete.filter { pattern.matches($0, operand: queried) }.sorted()
        if !found.isEmpty { return .identifiers(found) }
        if let template = templates.first(where: { pattern.mayMatch(template: $0, operand: queried) }) {
            return .template(template)
        }
        return .none
    }
}

/// The strings the app's code (not its tests) can produce: its string literals and string
/// constants, and its localization tables' keys and texts. A catch-all identifier excuses a
/// query only for such a string: a test's typo is in none of them.
struct ProducedValues {
    /// Each text's position in `ordered`: a text produced again only adds what its new producer
    /// says of it, and a search of `ordered` for it made the table quadratic (tens of thousands of
    /// texts on a large workspace, built at every resolution the server makes).
    private var byText: [String: Int] = [:]
    /// In a stable order, for patterns.
    private var ordered: [ProducedValue] = []
    /// Interpolated literals the app's code passes or writes (`"aid-draft-body-\(index)"` as a
    /// model's argument) with their `{…}` parts, which an identifier the analysis cannot follow
    /// may carry; in source order, one per text.
    private(set) var templates: [ProducedValue] = []
    private var templateTexts: Set<String> = []

    /// What one file of the app produces, in its order. The table is its files' parts put
    /// together in path order, so a file's part is made again only when the file changed
    /// (`Parts`): the server makes the table at every resolution, and a keystroke changes one file.
    struct Part {
        /// Each text once, in the file's order, with what its producers in the file say; kept as
        /// arrays alone (a lookup table per file cost 19 MB at the peak on the six real apps as one).
        fileprivate var values: [ProducedValue]
        fileprivate var templates: [ProducedValue]

        fileprivate init(_ file: ProducedValues) {
            values = file.ordered
            templates = file.templates
        }
    }

    /// The parts of a table and what every part read besides its own file: a later table whose
    /// inputs are the same takes the parts of the files it did not change.
    struct Parts {
        var uiTestPaths: Set<String>
        /// An enum case's name → how it prints (its raw value, or its name).
        var cases: [String: String]
        var byPath: [String: Part]
    }

    private init() {}

    /// The table of `summaries`, with the parts of `reusing` for the files it has when it read the
    /// same cases (a caller passes parts only of files whose summaries are unchanged, or only moved).
    static func make(
        summaries: [String: FileSummary], index: WorkspaceIndex, uiTestPaths: Set<String>,
        isTestSide: (String, FileSummary) -> Bool, reusing: Parts?
    ) -> (ProducedValues, Parts) {
        // The app's files in path order: the first case of a name gives its printed value, the
        // same on every run (a dictionary's order is not).
        let appFiles = summaries.keys.sorted().compactMap { path in
            summaries[path].flatMap { isTestSide(path, $0) ? nil : (path: path, summary: $0) }
        }
        // An identifier enum's case prints as its name (`"\(self)"`) or its raw value: one the
        // app's code passes somewhere (`SegmentedListItem(accessibilityIdentifier: .daitaSwitch)`)
        // is a value it produces; a case declared and never used is not.
        var cases: [String: String] = [:]
        for (_, summary) in appFiles {
            for constant in summary.stringConstants
            where (constant.kind == .enumCase || constant.kind == .enumCaseName) && cases[constant.name] == nil {
                cases[constant.name] = constant.kind == .enumCase ? constant.value : constant.name
            }
        }
        let reusable = reusing.flatMap { $0.cases == cases && $0.uiTestPaths == uiTestPaths ? $0.byPath : nil } ?? [:]
        // A namespace's constant is passed in many places (`Strings.cancel`): each expression is
        // evaluated once (without a context, its value depends on nothing else).
        var evaluated: [String: StringConstantValue?] = [:]
        func evaluate(_ expression: String) -> StringConstantValue? {
            if let known = evaluated[expression] { return known }
            let value = index.constants.value(ofExpression: expression, context: nil)
            evaluated[expression] = value
            return value
        }
        var table = ProducedValues()
        var parts = Parts(uiTestPaths: uiTestPaths, cases: cases, byPath: [:])
        for (path, summary) in appFiles {
            let part =
                reusable[path]
                ?? Part(fileValues(path: path, summary: summary, index: index, cases: cases, evaluate: evaluate))
            table.add(part)
            parts.byPath[path] = part
        }
        return (table, parts)
    }

    /// A text produced again only adds what its new producer says of it: the first producer
    /// names it; any that hands it on as an identifier, or shows it, says so.
    private mutating func add(_ value: ProducedValue) {
        guard let position = byText[value.text] else {
            byText[value.text] = ordered.count
            ordered.append(value)
            return
        }
        if value.isHandedOnAsIdentifier { ordered[position].isHandedOnAsIdentifier = true }
        if value.isShownText { ordered[position].isShownText = true }
    }

    private mutating func addTemplate(_ value: ProducedValue) {
        if templateTexts.insert(value.text).inserted { templates.append(value) }
    }

    /// A file's values and templates after these.
    private mutating func add(_ part: Part) {
        for value in part.values { add(value) }
        for template in part.templates { addTemplate(template) }
    }

    /// What the file at `path` produces, alone.
    private static func fileValues(
        path: String, summary: FileSummary, index: WorkspaceIndex, cases: [String: String],
        evaluate: (String) -> StringConstantValue?
    ) -> ProducedValues {
        var produced = ProducedValues()
        let facts = summary.valueFlows
        // Indices, not elements: most facts are read for a kind and a few slots.
        for offset in facts.indices where facts[offset].kind == .call || facts[offset].kind == .write {
            let fact = facts[offset]
            // The slots' values, then the written value.
            func written(_ slot: Int) -> StringExpr? {
                slot < fact.slots.count ? fact.slots[slot].value : fact.value
            }
            for slot in 0...fact.slots.count {
                guard let value = written(slot), value.kind == .interpolated else { continue }
                // With the app's constants in place: `"\(prefix).\(index)"` is `row.{index}`.
                let text = index.constants.substitute(template: value.value, context: nil).text
                produced.addTemplate(
                    ProducedValue(text: text, site: value.site, description: "an interpolated string literal"))
            }
            for slot in 0...fact.slots.count {
                // A dot is in every value these give (`IDs.row`, `.daitaSwitch`).
                guard let value = written(slot), value.kind == .reference || value.kind == .other,
                    ByteSearch.contains(value.value, ".")
                else { continue }
                let label = slot < fact.slots.count ? fact.slots[slot].label : nil
                // A namespace's constant or function passed on (`IDs.answerButton(at: index)`
                // into a component's parameter): its value, or its template.
                if value.value.first?.isUppercase == true, let evaluated = evaluate(value.value) {
                    if !evaluated.isTemplate {
                        // A localized text (`L10n.compose` passed to `setTitle`) is shown text.
                        produced.add(
                            ProducedValue(
                                text: evaluated.text, site: value.site,
                                description: "the value of \(value.value) passed",
                                isShownText: evaluated.isLocalized || Self.showsText(fact, label: label),
                                isHandedOnAsIdentifier: fact.kind == .call && Self.namesAnIdentifier(label)))
                    } else {
                        produced.addTemplate(
                            ProducedValue(
                                text: evaluated.text, site: value.site,
                                description: "the value of \(value.value) passed",
                                isHandedOnAsIdentifier: fact.kind == .call && Self.namesAnIdentifier(label)))
                    }
                }
                guard !cases.isEmpty else { continue }
                for name in Self.caseReferences(in: value.value) {
                    guard let printed = cases[name] else { continue }
                    produced.add(
                        ProducedValue(
                            text: name, site: value.site, description: "the case .\(name), passed here",
                            isCaseName: true))
                    produced.add(
                        ProducedValue(
                            text: printed, site: value.site, description: "the case .\(name), passed here",
                            isCaseName: true))
                }
            }
        }
        for text in summary.visibleTexts where text.source != .typedByTest {
            produced.add(
                ProducedValue(
                    text: text.text, site: text.site,
                    description: text.source == .codeValue ? "a string literal" : text.source.description,
                    isShownText: text.source.isLabel))
        }
        if !summary.localizationKeys.isEmpty {
            // Named once per table: a table holds thousands of keys.
            let description = "a key of \(path.split(separator: "/").suffix(2).joined(separator: "/"))"
            for key in summary.localizationKeys {
                produced.add(ProducedValue(text: key, site: nil, description: description))
            }
        }
        for constant in summary.stringConstants {
            let name = constant.owner.isEmpty ? constant.name : "\(constant.owner).\(constant.name)"
            switch constant.kind {
            case .enumCase:
                produced.add(ProducedValue(text: constant.value, site: nil, description: "the raw value of \(name)"))
            case .value where constant.valueKind != .literal:
                // A literal constant is among the literals; a built one is evaluated.
                for value in index.exactStrings(
                    StringExpr(
                        kind: .reference, value: name, site: SourceSite(file: path, range: ByteRange(start: 0, end: 0)))
                ) {
                    produced.add(ProducedValue(text: value, site: nil, description: "the constant \(name)"))
                }
            default:
                break
            }
        }
        return produced
    }

    /// The members an expression names as cases: `.name` on its own (`flag ? .on : .off`) or
    /// after a type (`AccessibilityIdentifier.name.asString`), never after a value (`model.name`).
    static func caseReferences(in text: String) -> [String] {
        // Every value the app's code passes is asked: an ASCII one (nearly all) is read by its
        // bytes, with the same rules as the characters below.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiCaseReferences(in: Array(text.utf8)) }
        var names: [String] = []
        let characters = Array(text)
        var index = 0
        func isNamePart(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        while index < characters.count {
            guard characters[index] == "." else {
                index += 1
                continue
            }
            // The name before the dot, if any.
            var start = index
            while start > 0, isNamePart(characters[start - 1]) { start -= 1 }
            let before = String(characters[start..<index])
            var end = index + 1
            while end < characters.count, isNamePart(characters[end]) { end += 1 }
            let name = String(characters[(index + 1)..<end])
            if !name.isEmpty, before.isEmpty || before.first?.isUppercase == true { names.append(name) }
            index = end
        }
        return names
    }

    private static func asciiCaseReferences(in bytes: [UInt8]) -> [String] {
        var names: [String] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: ".") else {
                index += 1
                continue
            }
            var start = index
            while start > 0, ParseCostGuard.isIdentifierByte(bytes[start - 1]) { start -= 1 }
            var end = index + 1
            while end < bytes.count, ParseCostGuard.isIdentifierByte(bytes[end]) { end += 1 }
            let isAfterType = start == index || (bytes[start] >= UInt8(ascii: "A") && bytes[start] <= UInt8(ascii: "Z"))
            if end > index + 1, isAfterType {
                names.append(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
            }
            index = end
        }
        return names
    }

    /// `accessibilityId:`, `accessibilityIdentifier:`, `accessibilityID:`: a label that hands on
    /// an accessibility identifier (not `withIdentifier:` of a reuse identifier).
    private static func namesAnIdentifier(_ label: String?) -> Bool {
        guard let label else { return false }
        return ByteSearch.contains(label.lowercased(), "accessibilityid")
    }

    /// Whether a value passed or written so is text the app shows: the text argument of a view or
    /// control that shows one (`Text(ViewModel.alertTitle)`, `Button(…)`, `UIAlertAction(title:)`),
    /// of a text modifier (`.navigationTitle(…)`, `.searchable(prompt:)`), or a write of a text
    /// property (`label.text = …`): the arguments and properties the collector reads literals of.
    private static func showsText(_ fact: ValueFlowFact, label: String?) -> Bool {
        switch fact.kind {
        case .write:
            return label == nil && SwiftFactCollector.textProperties.contains(fact.name)
        case .call:
            let callee = fact.name.split(separator: ".").last.map(String.init) ?? fact.name
            guard
                SwiftFactCollector.textTakingCallees.contains(callee)
                    || SwiftFactCollector.textModifiers.contains(callee) || callee == "searchable"
            else { return false }
            guard let label else { return true }
            return SwiftFactCollector.textArgumentLabels.contains(label)
        default:
            return false
        }
    }

    /// The interpolated literals among `flows` that `templates` would hold.
    static func interpolatedTexts(_ flows: [ValueFlowFact]) -> Set<String> {
        var texts: Set<String> = []
        for fact in flows where fact.kind == .call || fact.kind == .write {
            for value in fact.slots.compactMap(\.value) + [fact.value].compactMap({ $0 })
            where value.kind == .interpolated {
                texts.insert(value.value)
            }
        }
        return texts
    }

    /// Every produced string, in a stable order.
    var values: [ProducedValue] { ordered }

    /// The first producer of `queried`, or for a pattern the first value it accepts, else an
    /// interpolated literal that can give what the pattern accepts (`mayGive`).
    func producer(of queried: String, pattern: QueryPattern?) -> ProducedValue? {
        guard let pattern else { return byText[queried].map { ordered[$0] } }
        if let value = ordered.first(where: { pattern.matches($0.text, operand: queried) }) { return value }
        return templates.first { Self.mayGive($0.text, queried, pattern: pattern) }
    }

    /// Whether an interpolated literal of the app's code can give a value `pattern` accepts
    /// (`testTakingView.answerButton.{index}` for an interpolated query
    /// `"testTakingView.answerButton.\(i)"` or `BEGINSWITH 'testTakingView.answerButton.'`).
    /// The pattern's literal start must lie within the literal's own start: a typo after a short
    /// start (`"aid-\(kind)"` against `BEGINSWITH 'aid-serch'`) would otherwise fall into a
    /// run-time part, which fits anything. A whole value is never excused by a template, for
    /// the same reason.
    static func mayGive(_ template: String, _ queried: String, pattern: QueryPattern) -> Bool {
        let pieces = TemplateMatcher.pieces(template)
        guard pieces.count > 1, let head = pieces.first, head.count >= 3 else { return false }
        switch pattern.comparison {
        case .equals, .beginsWith, .like:
            // The pattern's literal start, up to its first wildcard.
            var start = ""
            for character in queried {
                if pattern.comparison == .like, character == "*" || character == "?" || character == "\\" { break }
                start.append(character)
            }
            let fold: (Substring) -> String = { pattern.caseInsensitive ? $0.lowercased() : String($0) }
            let prefix = fold(start[...])
            let literal = fold(head)
            guard prefix.count >= 3, literal.hasPrefix(prefix) else { return false }
            return pattern.mayMatch(template: template, operand: queried)
        case .endsWith, .contains, .matches:
            return false
        }
    }
}
