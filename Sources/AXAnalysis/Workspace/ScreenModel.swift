// Which screen an element is on, so that only identifiers that can be on screen together are
// duplicates that break a query.

/// The screens of an element, as far as a static analysis can tell them apart.
///
/// - SwiftUI: the render root its usage context starts at (`root:ContentView`, a hosting
///   controller, a preview). One component reached from two roots is on two screens; a view
///   handed to `UIHostingController(rootView:)` is also in the hierarchy of the type that hosts it.
/// - Interface Builder: a storyboard scene (and the view controller class of that scene); a
///   xib is one screen (with its File's Owner class).
/// - UIKit code: the view controllers whose hierarchy holds the element's type, found by
///   walking up stored properties (`let header = HeaderView()` puts `HeaderView` in its owner's
///   hierarchy) and cell registrations (`register(OrderCell.self, forCellReuseIdentifier:)` in a
///   controller's file) until a view controller. A view controller's screen includes its storyboard
///   scene through the scene's `customClass`.
/// - Embedded child view controllers (`addChild(child)` in a class's methods, a storyboard
///   `embed` segue from a container view) are on their parent's screen too: a child's keys
///   include its parents' (transitively). A pushed or presented controller is not embedded and
///   stays its own screen.
///
/// - An identifier set on a `UIAlertAction` (or the `UIAlertController`) in a function is on the
///   alert that function builds, a screen of its own (`ExplicitUIKitResolver.alertContextKey`).
///
/// - Prototype cells of a storyboard table or collection view, and cells of a cell xib, are
///   templates the data source instantiates per row: their elements are rows
///   (`InterfaceBuilderResolver`), which meet only the other elements of their own cell. Two
///   prototypes never meet, whichever the data source dequeues: a test queries a row's element
///   through its cell, as it does one prototype repeated over many rows.
///
/// Two elements can be on screen at once when their screen sets intersect.
struct ScreenModel {
    struct Screens {
        var keys: Set<String>
        /// For messages: `the render tree of ContentView`, `scene LoginViewController of Main.storyboard`.
        var name: String
        /// Keys added because a controller embeds this screen, with the embedding screen's name.
        var embeddingNames: [String: String] = [:]
        /// The name before embedding parents were added.
        var ownName = ""

        /// The screen two elements share, named from this side: this screen's own name, or the
        /// embedding parent's when only the parent's screen is shared.
        func name(sharedWith other: Screens) -> String {
            let shared = keys.intersection(other.keys)
            guard !shared.isEmpty, shared.allSatisfy({ embeddingNames[$0] != nil }),
                let parent = shared.compactMap({ embeddingNames[$0] }).sorted().first
            else { return name }
            return "\(parent), which embeds \(ownName.isEmpty ? name : ownName)"
        }
    }

    private let summaries: [String: FileSummary]
    private let index: WorkspaceIndex
    private let tables: Tables
    /// Type base name → types holding a stored property of that type.
    private var owners: [String: Set<String>] { tables.owners }
    /// File → element site start → the Interface Builder fact.
    private var interfaceBuilderFacts: [String: [Int: InterfaceBuilderIdentifierFact]] { tables.interfaceBuilderFacts }
    /// A child's screen key → its parents' keys and display names (`addChild`, embed segues).
    private var embeddingParents: [String: [(key: String, name: String)]] { tables.embeddingParents }

    /// What the model derives from every summary: type names, stored property types, cell
    /// registrations, embeddings and Interface Builder facts, none of which a Swift file's
    /// positions or view strings change. The index keeps it while its Swift files only move
    /// (`WorkspaceIndex.derivedTables`): building it on every resolution was most of the
    /// duplicates rule after a keystroke in an identifier of the six real apps.
    struct Tables: Sendable {
        var owners: [String: Set<String>] = [:]
        var interfaceBuilderFacts: [String: [Int: InterfaceBuilderIdentifierFact]] = [:]
        var embeddingParents: [String: [(key: String, name: String)]] = [:]
    }

    init(summaries: [String: FileSummary], index: WorkspaceIndex) {
        self.summaries = summaries
        self.index = index
        self.tables = index.derivedTables.screenTables { Self.tables(summaries: summaries, index: index) }
    }

    private static func tables(summaries: [String: FileSummary], index: WorkspaceIndex) -> Tables {
        var tables = Tables()
        for summary in summaries.values {
            let isTestCode = summary.isTestCode
            if !isTestCode { recordEmbeddings(summary.embeddedChildren, in: summary.path, index: index, into: &tables) }
            if summary.kind == .interfaceBuilder {
                var byStart: [Int: InterfaceBuilderIdentifierFact] = [:]
                for fact in summary.interfaceBuilderIdentifiers { byStart[fact.site.range.start] = fact }
                tables.interfaceBuilderFacts[summary.path] = byStart
                continue
            }
            guard summary.kind == .swift, !isTestCode else { continue }
            // Cells registered in a file (`register(OrderCell.self, forCellReuseIdentifier:)`)
            // are in the hierarchy of that file's view controllers.
            for cell in summary.registeredCellTypes {
                for type in summary.types
                where type.name.hasSuffix("ViewController") || index.inherits(type.name, from: "UIViewController") {
                    tables.owners[baseTypeName(cell), default: []].insert(type.name)
                }
            }
            for type in summary.types {
                for property in type.properties where !property.isStatic {
                    guard let written = property.typeName ?? property.inferredTypeName else { continue }
                    let held = baseTypeName(written)
                    if held != type.name { tables.owners[held, default: []].insert(type.name) }
                }
            }
        }
        return tables
    }

    private static func recordEmbeddings(
        _ facts: [EmbeddedChildFact], in file: String, index: WorkspaceIndex, into tables: inout Tables
    ) {
        guard !facts.isEmpty else { return }
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        for fact in facts {
            let parentName = fact.parentClass.map(baseTypeName)
            // One name per embedding, whichever key finds it.
            let name =
                fact.parentScene == nil
                ? "the hierarchy of " + (parentName ?? fileName)
                : parentName.map { "the \($0) scene of \(fileName)" } ?? "a scene of \(fileName)"
            // A framework controller (`UIHostingController`) is no screen of its own here: what it
            // shows is already in its host's hierarchy.
            if let child = fact.childClass.map(baseTypeName), let parent = parentName, child != parent,
                index.type(named: child) != nil
            {
                addEmbedding(child: "uikit|" + child, parent: "uikit|" + parent, name: name, into: &tables)
            }
            if let childScene = fact.childScene, let parentScene = fact.parentScene, childScene != parentScene {
                addEmbedding(
                    child: "ib|\(file)#\(childScene)", parent: "ib|\(file)#\(parentScene)", name: name, into: &tables)
            }
        }
    }

    private static func addEmbedding(child: String, parent: String, name: String, into tables: inout Tables) {
        if tables.embeddingParents[child]?.contains(where: { $0.key == parent }) != true {
            tables.embeddingParents[child, default: []].append((parent, name))
        }
    }

    /// Adds the screens of the controllers embedding these (transitively, bounded) and says so
    /// in the name: `the hierarchy of ChildViewController, embedded in ParentViewController`.
    private func withEmbeddingParents(_ screens: Screens) -> Screens {
        guard !embeddingParents.isEmpty else { return screens }
        var result = screens
        result.ownName = screens.name
        var parentNames: [String] = []
        var frontier = Array(screens.keys)
        var steps = 0
        while !frontier.isEmpty, steps < 8 {
            steps += 1
            var next: [String] = []
            for key in frontier.sorted() {
                for parent in embeddingParents[key] ?? [] where result.keys.insert(parent.key).inserted {
                    result.embeddingNames[parent.key] = parent.name
                    if !parentNames.contains(parent.name) { parentNames.append(parent.name) }
                    next.append(parent.key)
                }
            }
            frontier = next
        }
        if !parentNames.isEmpty { result.name += ", embedded in " + parentNames.prefix(3).joined(separator: " and ") }
        return result
    }

    /// `UIButton?` → `UIButton`, `Module.HeaderView!` → `HeaderView`, `[Cell]` → `Cell`.
    static func baseTypeName(_ written: String) -> String {
        // Most written types are plain (`HeaderView`): nothing below changes them, and the model
        // asks for every stored property of the workspace.
        let utf8 = written.utf8
        if !utf8.contains(where: isBaseNameMark) { return written }
        // Every mark is ASCII, so cutting the bytes at one keeps whole characters (a set of
        // `Character`s built per call and `Character` comparisons were half of the duplicates
        // rule after a keystroke in an identifier of the six real apps).
        var start = utf8.startIndex
        var end = utf8.endIndex
        while start < end, isTrimmedMark(utf8[start]) { start = utf8.index(after: start) }
        while start < end, isTrimmedMark(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        if let generic = utf8[start..<end].firstIndex(of: UInt8(ascii: "<")) { end = generic }
        if let dot = utf8[start..<end].lastIndex(of: UInt8(ascii: ".")) { start = utf8.index(after: dot) }
        return String(written[start..<end])
    }

    /// The bytes `baseTypeName` strips or splits at: `?![] <.`.
    private static func isBaseNameMark(_ byte: UInt8) -> Bool {
        isTrimmedMark(byte) || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ".")
    }

    /// The bytes stripped from both ends: `?![] `.
    private static func isTrimmedMark(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: " ")
    }

    func screens(of identifier: ComputedIdentifier) -> Screens {
        withEmbeddingParents(directScreens(of: identifier))
    }

    private func directScreens(of identifier: ComputedIdentifier) -> Screens {
        switch identifier.convention {
        case .branchLeaf, .explicitSwiftUI:
            // The root is the key's first `>`-separated part (split only that far: keys of deep
            // usage paths are long, and splitting all of them was a quarter of a resolution of the
            // synthetic workspace).
            let key = identifier.contextKey
            let root = key.utf8.firstIndex(of: UInt8(ascii: ">")).map { String(key[..<$0]) } ?? key
            // Content shown as a screen of its own (a sheet, a pushed destination, a tab)
            // starts a screen at its last marker: presented from four places, it is four
            // screens, none of them the presenter's.
            if let screen = Self.presentedScreen(in: key) {
                return Screens(keys: ["swiftui|" + screen.key], name: screen.name)
            }
            if !root.isEmpty, !root.hasPrefix("unreached:") {
                // A hosted SwiftUI view is in the hierarchy of the controller that hosts it.
                if root.hasPrefix("host:"), let usage = identifier.via.first(where: { $0.kind == .usage }),
                    let owner = owningType(of: usage.site)
                {
                    let controllers = viewControllers(holding: owner)
                    return Screens(
                        keys: Set(controllers.map { "uikit|" + $0 } + ["swiftui|" + root]),
                        name: "the SwiftUI view hosted in \(owner)")
                }
                return Screens(keys: ["swiftui|" + root], name: Self.describeRoot(root))
            }
            // A member no root reaches is walked from its own type (`unreached:Type.member`): the
            // members of one type are one screen, and another type's walk that reaches the same
            // component is another (the component's own type named neither).
            let walked = root.dropFirst("unreached:".count)
            if root.hasPrefix("unreached:"), !walked.hasPrefix("modifier:"), !walked.hasPrefix("function:"),
                let dot = walked.lastIndex(of: ".")
            {
                let type = String(walked[..<dot])
                let name = type.split(separator: ".").last.map(String.init) ?? type
                return Screens(keys: ["swiftui-type|" + type], name: name)
            }
            let owner = owningType(of: identifier.site) ?? identifier.site.file
            return Screens(keys: ["swiftui-type|" + owner], name: owner)
        case .interfaceBuilder:
            let fact = interfaceBuilderFacts[identifier.site.file]?[identifier.site.range.start]
            let file = identifier.site.file.split(separator: "/").last.map(String.init) ?? identifier.site.file
            var keys: Set<String> = ["ib|\(identifier.site.file)#\(fact?.scene ?? "")"]
            if let screenClass = fact?.screenClass {
                let base = Self.baseTypeName(screenClass)
                keys.insert("uikit|" + base)
                return Screens(
                    keys: keys, name: fact?.scene != nil ? "the \(base) scene of \(file)" : "\(file) (\(base))")
            }
            return Screens(keys: keys, name: fact?.scene != nil ? "a scene of \(file)" : file)
        case .aaii, .identificable, .explicitUIKit, .rapid:
            // An alert's action is on that alert (`ExplicitUIKitResolver.alertContextKey`).
            if identifier.convention == .explicitUIKit, identifier.contextKey.hasPrefix("alert|") {
                let function = identifier.contextKey.split(separator: "|").last.map(String.init) ?? ""
                return Screens(keys: [identifier.contextKey], name: "the alert built in \(function)")
            }
            guard let owner = owningType(of: identifier.site) else {
                return Screens(keys: ["file|" + identifier.site.file], name: identifier.site.file)
            }
            let controllers = viewControllers(holding: owner)
            return Screens(
                keys: Set(controllers.map { "uikit|" + $0 }),
                name: "the hierarchy of " + controllers.sorted().joined(separator: ", "))
        }
    }

    /// The innermost screen a SwiftUI context key enters (`SwiftUIEnvironment.enterScreen`): the
    /// key up to the end of its last marker step, and the screen's name for messages.
    static func presentedScreen(in key: String) -> (key: String, name: String)? {
        guard let marker = ByteSearch.lastOffset(of: ">screen|", in: key) else { return nil }
        let utf8 = key.utf8
        let stepStart = utf8.index(utf8.startIndex, offsetBy: marker + 1)
        let stepEnd = utf8[stepStart...].firstIndex(of: UInt8(ascii: ">")) ?? key.endIndex
        let parts = key[stepStart..<stepEnd].split(separator: "|", omittingEmptySubsequences: false)
        guard parts.count >= 4 else { return nil }
        let from = parts[2]
        let name: String
        switch parts[1] {
        case "sheet": name = "a sheet presented by \(from)"
        case "alert": name = "an alert of \(from)"
        case "push": name = "a destination pushed from \(from)"
        case "tab": name = "a tab of \(from)"
        default: name = "a screen shown by \(from)"
        }
        return (String(key[..<stepEnd]), name)
    }

    /// `root:ContentView` → `the render tree of ContentView`; hosting controllers and previews by file.
    static func describeRoot(_ key: String) -> String {
        let kind = key.prefix { $0 != ":" }
        let rest = String(key.drop { $0 != ":" }.dropFirst())
        let file =
            rest.split(separator: "#").first.map { $0.split(separator: "/").last.map(String.init) ?? String($0) }
            ?? rest
        switch kind {
        case "host": return "the SwiftUI view hosted in \(file)"
        case "preview": return "a preview in \(file)"
        default: return "the render tree of \(rest)"
        }
    }

    /// The view controller class of an Interface Builder element's scene (or its xib's File's
    /// Owner), when the file names one.
    func interfaceBuilderScreenClass(of identifier: ComputedIdentifier) -> String? {
        guard identifier.convention == .interfaceBuilder else { return nil }
        return interfaceBuilderFacts[identifier.site.file]?[identifier.site.range.start]?.screenClass.map(
            Self.baseTypeName)
    }

    /// How a message names the row of an Interface Builder prototype cell: `prototype cell
    /// 'OrderCell' of Main.storyboard`; nil for other elements.
    func rowName(of identifier: ComputedIdentifier) -> String? {
        guard identifier.convention == .interfaceBuilder,
            let cell = interfaceBuilderFacts[identifier.site.file]?[identifier.site.range.start]?.prototypeCell
        else { return nil }
        let file = identifier.site.file.split(separator: "/").last.map(String.init) ?? identifier.site.file
        return "prototype cell \(cell.reuseIdentifier.map { "'\($0)'" } ?? cell.elementID) of \(file)"
    }

    /// The innermost type (or extended type) whose declaration contains the site.
    func owningType(of site: SourceSite) -> String? {
        guard let summary = summaries[site.file] else { return nil }
        var best: (name: String, length: Int)?
        for type in summary.types
        where type.site.range.start <= site.range.start && site.range.end <= type.site.range.end {
            if best == nil || type.site.range.length < (best?.length ?? .max) {
                best = (type.name, type.site.range.length)
            }
        }
        for fact in summary.extensions
        where fact.site.range.start <= site.range.start && site.range.end <= fact.site.range.end {
            if best == nil || fact.site.range.length < (best?.length ?? .max) {
                best = (Self.baseTypeName(fact.extendedType), fact.site.range.length)
            }
        }
        return best?.name
    }

    /// The view controllers whose hierarchy holds `type`: itself when it is one, else those
    /// reached up stored properties (breadth first, bounded); the topmost owners when no view
    /// controller is reached.
    func viewControllers(holding type: String) -> Set<String> {
        if isViewController(type) { return [type] }
        var found: Set<String> = []
        var tops: Set<String> = []
        var visited: Set<String> = [type]
        var frontier = [type]
        var steps = 0
        while !frontier.isEmpty, steps < 6 {
            steps += 1
            var next: [String] = []
            for name in frontier {
                guard let holders = owners[name], !holders.isEmpty else {
                    tops.insert(name)
                    continue
                }
                for holder in holders where visited.insert(holder).inserted {
                    if isViewController(holder) { found.insert(holder) } else { next.append(holder) }
                }
            }
            frontier = next
        }
        tops.formUnion(frontier)
        return found.isEmpty ? tops : found
    }

    private func isViewController(_ name: String) -> Bool {
        name.hasSuffix("ViewController") || index.inherits(name, from: "UIViewController")
    }
}
