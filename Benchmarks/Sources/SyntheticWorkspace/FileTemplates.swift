// Templates for the kinds of file a real iOS app has: UIKit screens and cells, SwiftUI screens and
// shared components, UI tests, and the plain model and service code that most files are.
import Foundation

/// The kinds of file the generator writes.
public enum SyntheticFileKind: String, CaseIterable, Sendable {
    case viewController, tableCell, swiftUIScreen, swiftUIComponent, uiTest, service
    /// Shared custom modifiers (`extension View`, `ViewModifier`) and generic containers.
    case swiftUIModifier, swiftUIContainer
    /// The app, its tabs and the router naming the screens.
    case swiftUINavigation
    /// The monorepo's (`generateMonorepo`): module manifests, Interface Builder documents and
    /// localization tables (`.strings`, `.xcstrings`).
    case packageManifest, storyboard, xib, localizationTable
}

struct FileTemplates {
    var random: SeededGenerator
    /// Shared SwiftUI components (name → leaves), used from several screens.
    let components: [(name: String, leaves: [String])]
    /// Shared custom modifiers and containers the screens use (none in tiny workspaces).
    var design = SwiftUIDesignSystem(fileCount: 0)
    /// Identifiers the app files written so far give their elements (AAII and explicit), which
    /// UI tests query like real ones do.
    var knownIdentifiers: [String] = []
    /// Container sections written so far in the current screen (their identifiers' ordinals).
    var sectionSerial = 0
    /// Custom modifiers applied so far in the current screen, and the screen's identifier
    /// prefix (for modifiers that take an identifier).
    var modifierSerial = 0
    var screenPrefix = ""

    // MARK: UIKit

    mutating func viewController(name: String, feature: String, targetLines: Int) -> String {
        var writer = SwiftCodeWriter()
        let views = pickViews(count: random.int(in: 3...7))
        knownIdentifiers += views.map { "\(name).\($0.name)" }
        writer.line("// \(name).swift: the \(feature) screen.")
        writer.line("import UIKit")
        writer.line()
        writer.block("final class \(name): UIViewController") { writer in
            for (index, view) in views.enumerated() {
                if index % 2 == 0 {
                    writer.line("@IBOutlet private weak var \(view.name): \(view.type)!")
                } else {
                    writer.line("private let \(view.name) = \(view.type)()")
                }
            }
            writer.line("private var items: [\(feature)Item] = []")
            writer.line("private let service = \(feature)Service()")
            writer.line()
            writer.block("override func viewDidLoad()") { writer in
                writer.line("super.viewDidLoad()")
                writer.line("title = \"\(feature)\"")
                for view in views where view.type == "UIButton" {
                    writer.line("\(view.name).setTitle(\"\(random.pick(Vocabulary.texts))\", for: .normal)")
                }
                writer.line("injectAccessibilityIdentifiers()")
                if random.unit() < 0.4, let explicit = views.last {
                    writer.line("\(explicit.name).accessibilityIdentifier = \"\(feature).\(name).\(explicit.name)\"")
                }
                writer.line("reload()")
            }
            writer.line()
            writer.block("private func reload()") { writer in
                writer.closureBlock("service.fetch { [weak self] result in") { writer in
                    writer.line("guard let self else { return }")
                    writer.line("self.items = result")
                }
            }
            pad(&writer, to: targetLines - 2, typeName: name)
        }
        return writer.text
    }

    mutating func tableCell(name: String, feature: String, targetLines: Int) -> String {
        var writer = SwiftCodeWriter()
        let views = pickViews(count: random.int(in: 2...4)).filter { $0.type != "UITableView" }
        knownIdentifiers += views.map { "\(name).\($0.name)" }
        writer.line("// \(name).swift: one row of the \(feature) list.")
        writer.line("import UIKit")
        writer.line()
        writer.block("final class \(name): UITableViewCell") { writer in
            for view in views { writer.line("let \(view.name) = \(view.type)()") }
            writer.line()
            writer.block("override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)") { writer in
                writer.line("super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)")
                for view in views { writer.line("contentView.addSubview(\(view.name))") }
                writer.line("injectAccessibilityIdentifiers()")
            }
            writer.line()
            writer.line("required init?(coder: NSCoder) { nil }")
            writer.line()
            writer.block("func configure(with item: \(feature)Item)") { writer in
                writer.line("textLabel?.text = item.title")
                writer.line("detailTextLabel?.text = item.subtitle")
            }
            pad(&writer, to: targetLines - 2, typeName: name)
        }
        return writer.text
    }

    // MARK: SwiftUI

    mutating func swiftUIScreen(name: String, feature: String, targetLines: Int) -> String {
        var writer = SwiftCodeWriter()
        writer.line("// \(name).swift: the \(feature) screen in SwiftUI.")
        writer.line("import SwiftUI")
        writer.line()
        // What real screens add around their controls, where real apps spend their time: helpers,
        // containers, chains of custom modifiers. Decided before writing so the body can call the helpers.
        let patterns = !design.isEmpty
        let hasHeaderHelper = patterns && random.unit() < 0.6
        let hasRowHelper = patterns && random.unit() < 0.5
        let sectionCount = patterns ? random.int(in: 0...2) : 0
        modifierSerial = 0
        screenPrefix = "\(feature).\(name)"
        writer.block("struct \(name): View") { writer in
            writer.line("@State private var isLoading = false")
            writer.line("let items: [\(feature)Item]")
            writer.line()
            writer.block("var body: some View") { writer in
                writer.block("NavigationStack") { writer in
                    writer.block("VStack(spacing: 12)") { writer in
                        writer.line("Text(\"\(feature)\")")
                        writer.line("    .font(.headline)")
                        writer.line("    .accessibilityIdentifierLeaf(\"Header\")")
                        if hasHeaderHelper { writer.line("header") }
                        for index in 0..<random.int(in: 2...4) {
                            let component = random.pick(components)
                            writer.line("\(component.name)(title: \"\(random.pick(Vocabulary.texts))\")")
                            writer.line("    .accessibilityIdentifierBranch(\"\(component.name)\(index)\")")
                        }
                        sectionSerial = 0
                        for _ in 0..<sectionCount {
                            // Mostly one container, some two deep, a few three.
                            let roll = random.unit()
                            containerSection(
                                &writer, screen: name, feature: feature, depth: roll < 0.65 ? 1 : roll < 0.93 ? 2 : 3)
                        }
                        if hasRowHelper {
                            writer.closureBlock("ForEach(items, id: \\.self) { item in") { writer in
                                writer.line("row(item.title)")
                            }
                        }
                        writer.block("Button(\"\(random.pick(Vocabulary.texts))\")") { writer in
                            writer.line("isLoading.toggle()")
                        }
                        writer.line(".accessibilityIdentifier(\"\(feature).\(name).primaryAction\")")
                    }
                    if patterns {
                        customModifierChain(&writer, count: random.int(in: 1...2), maximumTwice: 1)
                        if random.unit() < 0.3 { platformConditionalModifiers(&writer) }
                    }
                    writer.line(".accessibilityIdentifierBranch(\"\(name)\")")
                }
            }
            if hasHeaderHelper {
                writer.line()
                writer.line("@ViewBuilder")
                writer.block("private var header: some View") { writer in
                    writer.block("if isLoading") { writer in
                        writer.line("ProgressView()")
                    }
                    writer.block("else") { writer in
                        writer.block("HStack") { writer in
                            writer.line("Image(systemName: \"star\")")
                            writer.line("Text(\"\(random.pick(Vocabulary.texts))\")")
                        }
                        customModifierChain(&writer, count: random.int(in: 1...2))
                    }
                }
            }
            if hasRowHelper {
                writer.line()
                writer.block("private func row(_ title: String) -> some View") { writer in
                    writer.block("HStack") { writer in
                        writer.line("Text(title)")
                        writer.line("Spacer()")
                        writer.line("Image(systemName: \"chevron.right\")")
                    }
                    // Rows repeat (ForEach): no modifier that takes an identifier.
                    customModifierChain(&writer, count: random.int(in: 1...3), identifiers: false)
                    if random.unit() < 0.3 { platformConditionalModifiers(&writer) }
                }
            }
            pad(&writer, to: targetLines - 2, typeName: name)
        }
        return writer.text
    }

    /// A generic container with content, the content sometimes another container (up to
    /// `depth` deep), then a chain of 2–5 custom modifiers; explicit identifiers on some of the
    /// views inside, as real screens put them on the few elements UI tests tap.
    private mutating func containerSection(
        _ writer: inout SwiftCodeWriter, screen: String, feature: String, depth: Int, nested: Bool = false
    ) {
        let ordinal = sectionSerial
        sectionSerial += 1
        let container = random.pick(design.containers)
        let title = random.pick(Vocabulary.texts)
        writer.block(container.header.replacingOccurrences(of: "%@", with: title)) { writer in
            if depth > 1 {
                containerSection(&writer, screen: screen, feature: feature, depth: depth - 1, nested: true)
            }
            // Identifiers only in the outermost container: most of what the modifiers and the
            // containers inside wrap carries none, as in real apps (IceCubesApp's carry none).
            for _ in 0..<random.int(in: 1...2) {
                writer.line("Text(\"\(random.pick(Vocabulary.texts))\")")
                if random.unit() < 0.3 {
                    customModifierChain(&writer, count: random.int(in: 1...2), indent: "    ", identifiers: !nested)
                }
            }
            if !nested, random.unit() < 0.3 {
                // A shared row under its own branch, as the screen's other rows are.
                let component = random.pick(components)
                writer.line("\(component.name)(title: \"\(title)\")")
                writer.line("    .accessibilityIdentifierBranch(\"\(component.name)Section\(ordinal)\")")
            }
            if !nested, random.unit() < 0.3 {
                let identifier = "\(feature).\(screen).section\(ordinal).value"
                knownIdentifiers.append(identifier)
                writer.line("Text(\"\(random.pick(Vocabulary.texts))\")")
                if random.unit() < 0.5 { customModifierChain(&writer, count: 1, indent: "    ") }
                writer.line("    .accessibilityIdentifier(\"\(identifier)\")")
            }
        }
        // The outermost container gets the long chain; ones inside it one or two modifiers.
        customModifierChain(
            &writer, count: nested ? random.int(in: 1...2) : random.int(in: 2...5), identifiers: !nested)
        if !nested, random.unit() < 0.2 { platformConditionalModifiers(&writer) }
        if !nested, random.unit() < 0.15 {
            let identifier = "\(feature).\(screen).section\(ordinal)"
            knownIdentifiers.append(identifier)
            writer.line(".accessibilityIdentifier(\"\(identifier)\")")
        }
    }

    /// A postfix `#if` in a chain, as IceCubesApp writes for visionOS and the translation API
    /// (each such block is a configuration the view is walked in).
    private mutating func platformConditionalModifiers(_ writer: inout SwiftCodeWriter) {
        if random.unit() < 0.6 {
            writer.line("#if os(visionOS)")
            writer.line(".hoverEffect()")
            writer.line("#else")
            writer.line(".listRowBackground(Color.clear)")
            writer.line("#endif")
        } else {
            writer.line("#if canImport(_Translation_SwiftUI)")
            writer.line(".translationPresentation(isPresented: .constant(false), text: \"\")")
            writer.line("#endif")
        }
    }

    /// `count` distinct shared custom modifiers, each sometimes after a built-in one.
    /// At most two of them render the modified view twice: the walk of what they modify
    /// doubles with each, so more would make a few screens cost more than all the others.
    private mutating func customModifierChain(
        _ writer: inout SwiftCodeWriter, count: Int, indent: String = "", identifiers: Bool = true,
        maximumTwice: Int = 2
    ) {
        let candidates = identifiers ? design.modifiers : design.modifiers.filter { !$0.usage.contains("%@") }
        var chosen: [SharedModifier] = []
        var twice = 0
        for modifier in candidates.shuffled(using: &random) where chosen.count < count {
            if modifier.rendersContentTwice {
                if twice == maximumTwice { continue }
                twice += 1
            }
            chosen.append(modifier)
        }
        for modifier in chosen {
            if random.unit() < 0.3 {
                writer.line(
                    indent
                        + random.pick([
                            ".padding()", ".frame(maxWidth: .infinity)", ".foregroundStyle(.secondary)", ".font(.body)"
                        ]))
            }
            modifierSerial += 1
            writer.line("\(indent).\(modifier.usage(prefix: "\(screenPrefix).m\(modifierSerial)"))")
        }
    }

    mutating func swiftUIComponent(name: String, leaves: [String], targetLines: Int) -> String {
        var writer = SwiftCodeWriter()
        writer.line("// \(name).swift: a row shared by several screens.")
        writer.line("import SwiftUI")
        writer.line()
        // Real rows (IceCubesApp's `StatusRowView`) end in custom modifiers and platform `#if`s.
        let patterns = !design.isEmpty
        modifierSerial = 0
        screenPrefix = name
        writer.block("struct \(name): View") { writer in
            writer.line("let title: String")
            if patterns { writer.line("@State private var isLoading = false") }
            writer.line()
            writer.block("var body: some View") { writer in
                writer.block("HStack") { writer in
                    if patterns { writer.line("\(random.pick(design.blocks))(title: title)") }
                    for leaf in leaves {
                        writer.line("Text(title)")
                        writer.line("    .accessibilityIdentifierLeaf(\"\(leaf)\")")
                    }
                }
                if patterns {
                    // No modifier that takes an identifier: a row is used several times a screen.
                    // At most one that renders the row twice: every leaf of the row multiplies.
                    customModifierChain(&writer, count: random.int(in: 0...2), identifiers: false, maximumTwice: 1)
                    if random.unit() < 0.25 { platformConditionalModifiers(&writer) }
                }
            }
            pad(&writer, to: targetLines - 2, typeName: name)
        }
        return writer.text
    }

    // MARK: Tests and plain code

    mutating func uiTest(name: String, feature: String, targetLines: Int) -> String {
        var writer = SwiftCodeWriter()
        writer.line("// \(name).swift: UI tests of the \(feature) flow.")
        writer.line("import XCTest")
        writer.line()
        writer.block("final class \(name): XCTestCase") { writer in
            writer.line("let app = XCUIApplication()")
            writer.line()
            var testIndex = 0
            while writer.lineCount < targetLines - 8 {
                testIndex += 1
                writer.block("func test\(feature)Flow\(testIndex)()") { writer in
                    writer.line("app.launch()")
                    for _ in 0..<random.int(in: 2...5) {
                        let query = random.pick(Vocabulary.queries)
                        writer.line(
                            "XCTAssertTrue(app.\(query)[\"\(queriedIdentifier(feature: feature))\"].waitForExistence(timeout: 2))"
                        )
                    }
                    writer.line("app.buttons[\"\(queriedIdentifier(feature: feature))\"].tap()")
                }
            }
        }
        return writer.text
    }

    mutating func service(name: String, feature: String, targetLines: Int) -> String {
        var writer = SwiftCodeWriter()
        writer.line("// \(name).swift: \(feature) data for the screens.")
        writer.line("import Foundation")
        writer.line()
        writer.block("struct \(name)Item: Codable, Hashable") { writer in
            writer.line("var id: UUID")
            writer.line("var title: String")
            writer.line("var subtitle: String?")
        }
        writer.line()
        writer.block("final class \(name)") { writer in
            writer.line("private var cache: [UUID: \(name)Item] = [:]")
            writer.line()
            writer.block("func fetch(completion: @escaping ([\(name)Item]) -> Void)") { writer in
                writer.line("completion(Array(cache.values))")
            }
            pad(&writer, to: targetLines - 2, typeName: name)
        }
        return writer.text
    }

    /// Mostly an identifier the app has; one query in twenty is stale (renamed element).
    private mutating func queriedIdentifier(feature: String) -> String {
        if knownIdentifiers.isEmpty || random.unit() < 0.05 {
            return "\(feature)Legacy\(random.int(in: 1...9)).\(random.pick(Vocabulary.uikitViews).name)"
        }
        return random.pick(knownIdentifiers)
    }

    // MARK: Filler

    private mutating func pickViews(count: Int) -> [(type: String, name: String)] {
        var chosen: [(type: String, name: String)] = []
        for _ in 0..<count {
            let view = random.pick(Vocabulary.uikitViews)
            if !chosen.contains(where: { $0.name == view.name }) { chosen.append(view) }
        }
        return chosen
    }

    /// Adds ordinary methods (the bulk of real files) until the file has about `target` lines.
    mutating func pad(_ writer: inout SwiftCodeWriter, to target: Int, typeName: String) {
        var methodIndex = 0
        while writer.lineCount < target {
            methodIndex += 1
            writer.line()
            method(&writer, index: methodIndex, typeName: typeName)
        }
    }

    private mutating func method(_ writer: inout SwiftCodeWriter, index: Int, typeName: String) {
        let verb = random.pick(Vocabulary.verbs)
        let model = random.pick(Vocabulary.models)
        writer.line("/// \(verb.capitalized)s the \(model.lowercased()) values this \(typeName) shows.")
        writer.block("func \(verb)\(model)\(index)(_ values: [Int], label: String) -> String") { writer in
            writer.line("var total = 0")
            writer.line("var parts: [String] = []")
            writer.block("for (position, value) in values.enumerated() where value % \(random.int(in: 2...7)) != 0") {
                writer in
                writer.line("total += value * position")
                writer.block("if total > \(random.int(in: 10...900))") { writer in
                    writer.line("parts.append(\"\\(label)-\\(value)\")")
                }
            }
            writer.block("guard !parts.isEmpty else") { writer in
                writer.line("return label.isEmpty ? \"empty\" : label")
            }
            if random.unit() < 0.5 {
                writer.line("let sorted = parts.sorted { $0.count < $1.count }.map { $0.uppercased() }")
                writer.line("return sorted.joined(separator: \", \") + \" (\\(total))\"")
            } else {
                writer.block("switch total % 3") { writer in
                    writer.line("case 0: return parts.first ?? \"\"")
                    writer.line("case 1: return parts.last ?? \"\"")
                    writer.line("default: return \"\\(parts.count) of \\(values.count)\"")
                }
            }
        }
    }
}
