// Generates a deterministic workspace of realistic iOS code for benchmarks: the same seed and
// size always give byte-identical files, so runs on different days compare like with like.
import Foundation

/// One generated file.
public struct SyntheticFile: Sendable {
    public var path: String
    public var text: String
    public var kind: SyntheticFileKind
}

/// A generated workspace plus the large file the keystroke benchmark types into.
public enum SyntheticWorkspace {
    /// Bumped whenever the templates change, so a cached copy on disk is not reused by mistake.
    public static let version = 5

    /// `fileCount` files under `root` (a path prefix only: nothing is written).
    ///
    /// Sizes follow a real app: most files 50–400 lines, some short, some up to 1,200, and one in
    /// 300 over 3,000 lines. Kinds: 40% plain model/service code, 20% UIKit view controllers, 10%
    /// cells, 20% SwiftUI screens, shared SwiftUI components, 5% UI tests. From 50 files on, the
    /// SwiftUI side also has what real SwiftUI apps have (see `SwiftUIDesignSystem`):
    /// shared custom modifiers and generic containers declared in two modules under the same
    /// names, screens with containers nested in containers, chains of custom modifiers, postfix
    /// `#if`s and `@ViewBuilder` helpers, rows made of small views nested in each other, and an
    /// `App` whose tabs share a navigation container applying a router that names up to 20
    /// screens.
    public static func generate(fileCount: Int, seed: UInt64 = 7, root: String = "/synthetic") -> [SyntheticFile] {
        var random = SeededGenerator(seed: seed)
        let componentCount = max(2, min(40, fileCount / 50))
        let components = (0..<componentCount).map { index -> (name: String, leaves: [String]) in
            let leaves = Array(Vocabulary.leaves.shuffled(using: &random).prefix(random.int(in: 1...3)))
            return ("\(Vocabulary.models[index % Vocabulary.models.count])Row\(index)", leaves)
        }
        let design = SwiftUIDesignSystem(fileCount: fileCount)
        var templates = FileTemplates(random: SeededGenerator(seed: seed &+ 1), components: components)
        templates.design = design
        var files: [SyntheticFile] = []
        for component in components where files.count < fileCount {
            let lines = lineCount(&random)
            files.append(
                SyntheticFile(
                    path: "\(root)/Components/\(component.name).swift",
                    text: templates.swiftUIComponent(
                        name: component.name, leaves: component.leaves, targetLines: lines),
                    kind: .swiftUIComponent
                ))
        }
        for file in design.files(root: root) where files.count < fileCount { files.append(file) }
        // The app, its router and its tabs come last: they name screens generated before them.
        let tabCount = design.isEmpty ? 0 : min(6, max(2, fileCount / 150))
        let navigationFileCount = tabCount == 0 ? 0 : tabCount + 2
        var index = 0
        func addFile() {
            index += 1
            let feature = Vocabulary.features[index % Vocabulary.features.count]
            let screen = Vocabulary.screens[(index / Vocabulary.features.count) % Vocabulary.screens.count]
            let serial = index / (Vocabulary.features.count * Vocabulary.screens.count)
            let folder = "\(root)/\(feature)"
            let lines = lineCount(&random)
            let roll = random.unit()
            let file: SyntheticFile
            if roll < 0.40 {
                let name = "\(feature)\(screen)Service\(serial)"
                file = SyntheticFile(
                    path: "\(folder)/\(name).swift",
                    text: templates.service(name: name, feature: feature, targetLines: lines), kind: .service)
            } else if roll < 0.60 {
                let name = "\(feature)\(screen)ViewController\(serial)"
                file = SyntheticFile(
                    path: "\(folder)/\(name).swift",
                    text: templates.viewController(name: name, feature: feature, targetLines: lines),
                    kind: .viewController)
            } else if roll < 0.70 {
                let name = "\(feature)\(screen)Cell\(serial)"
                file = SyntheticFile(
                    path: "\(folder)/\(name).swift",
                    text: templates.tableCell(name: name, feature: feature, targetLines: lines), kind: .tableCell)
            } else if roll < 0.95 {
                let name = "\(feature)\(screen)Screen\(serial)"
                file = SyntheticFile(
                    path: "\(folder)/\(name).swift",
                    text: templates.swiftUIScreen(name: name, feature: feature, targetLines: lines),
                    kind: .swiftUIScreen)
            } else {
                let name = "\(feature)\(screen)UITests\(serial)"
                file = SyntheticFile(
                    path: "\(root)/UITests/\(name).swift",
                    text: templates.uiTest(name: name, feature: feature, targetLines: min(lines, 600)), kind: .uiTest)
            }
            files.append(file)
        }
        while files.count < fileCount - navigationFileCount { addFile() }
        // (A tiny workspace may have no screen yet: add files until it has one.)
        while navigationFileCount > 0, files.count < fileCount, !files.contains(where: { $0.kind == .swiftUIScreen }) {
            addFile()
        }
        let screenNames = files.filter { $0.kind == .swiftUIScreen }.map {
            ($0.path as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "")
        }
        if navigationFileCount > 0, !screenNames.isEmpty, files.count + navigationFileCount <= fileCount {
            let tabs = (0..<tabCount).map { "\(Vocabulary.features[$0 % Vocabulary.features.count])Tab" }
            let containerModifiers = design.modifiers.filter {
                ["withEnvironments", "loadingOverlay", "errorBanner"].contains($0.name)
            }
            let appModifiers = design.modifiers.filter { ["withEnvironments", "themed"].contains($0.name) }
            files.append(
                SyntheticFile(
                    path: "\(root)/App/SyntheticApp.swift",
                    text: SwiftUIDesignSystem.appFile(
                        tabs: tabs, modifiers: containerModifiers, appModifiers: appModifiers),
                    kind: .swiftUINavigation
                ))
            files.append(
                SyntheticFile(
                    path: "\(root)/App/Router/AppRouter.swift",
                    text: SwiftUIDesignSystem.routerFile(destinations: Array(screenNames.prefix(20))),
                    kind: .swiftUINavigation
                ))
            var tabRandom = SeededGenerator(seed: seed &+ 2)
            for (ordinal, tab) in tabs.enumerated() {
                let screen = screenNames[(ordinal * 7) % screenNames.count]
                let modifiers = Array(design.modifiers.shuffled(using: &tabRandom).prefix(tabRandom.int(in: 1...2)))
                files.append(
                    SyntheticFile(
                        path: "\(root)/App/Tabs/\(tab).swift",
                        text: SwiftUIDesignSystem.tabFile(name: tab, screen: screen, modifiers: modifiers),
                        kind: .swiftUINavigation
                    ))
            }
        }
        while files.count < fileCount { addFile() }
        return files
    }

    /// A UIKit view controller of about `lines` lines (the keystroke benchmark's file), and the
    /// UTF-8 offset inside a string literal in a method body in its middle, where typing changes
    /// no fact but moves every fact after it.
    public static func largeViewController(
        lines: Int, seed: UInt64 = 11, path: String = "/synthetic/Large/LargeViewController.swift"
    ) -> (file: SyntheticFile, typingOffset: Int) {
        var templates = FileTemplates(random: SeededGenerator(seed: seed), components: [("SharedRow", ["Title"])])
        let firstHalf = templates.viewController(name: "LargeViewController", feature: "Large", targetLines: lines / 2)
        // Split the class before its closing brace and add the typing site and a second half.
        let body = firstHalf.dropLast(2)
        var writer = SwiftCodeWriter()
        writer.line()
        writer.line("    func typingSite() -> String {")
        writer.line("        let draft = \"typed: \"")
        writer.line("        view.accessibilityIdentifier = \"Large.typed\"")
        writer.line("        return draft")
        writer.line("    }")
        var secondHalf = SwiftCodeWriter()
        templates.pad(&secondHalf, to: lines - lines / 2 - 6, typeName: "LargeViewController")
        let indentedSecondHalf = secondHalf.lines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
        let prefix = String(body) + "\n" + writer.lines.joined(separator: "\n")
        let text = prefix + "\n" + indentedSecondHalf + "\n}\n"
        let marker = "let draft = \"typed: "
        let typingOffset =
            prefix.range(of: marker).map { prefix.utf8.distance(from: prefix.startIndex, to: $0.upperBound) } ?? 0
        return (SyntheticFile(path: path, text: text, kind: .viewController), typingOffset)
    }

    /// Lines for one file: 15% 10–50, 80% 50–400 (most near the low end), 4.7% 400–1,200,
    /// 0.3% 3,000–6,000.
    static func lineCount(_ random: inout SeededGenerator) -> Int {
        let roll = random.unit()
        if roll < 0.15 { return random.int(in: 10...50) }
        if roll < 0.95 { return 50 + Int(350 * random.unit() * random.unit()) }
        if roll < 0.997 { return random.int(in: 400...1_200) }
        return random.int(in: 3_000...6_000)
    }
}
