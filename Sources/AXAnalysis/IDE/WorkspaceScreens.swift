// The screens of a workspace and the identifiers on each: what a test author (or an agent
// writing UI tests) browses before writing a query. Built on `ScreenModel`, the same notion of
// screen the duplicates rules use, so a list and a duplicate finding never disagree.

/// One screen: a view controller, a SwiftUI root or presented view, a storyboard scene, a xib,
/// an alert, or the hierarchy of a view no controller holds.
package struct WorkspaceScreen: Sendable {
    package enum Kind: String, Sendable, CaseIterable {
        case viewController = "view-controller"
        case view
        case swiftUIRoot = "swiftui-root"
        case swiftUIPresented = "swiftui-presented"
        case swiftUIView = "swiftui-view"
        case storyboardScene = "storyboard-scene"
        case xib
        case alert
        case file
    }

    /// The name a caller passes back to ask for this screen: a type name where there is one
    /// (`LoginViewController`, `ContentView`), else `Main.storyboard#scene-id`, `Cell.xib`, or
    /// the screen's description; unique within one listing.
    package var name: String
    package var kind: Kind
    /// How messages name it: `the render tree of ContentView`, `the Login scene of Main.storyboard`.
    package var description: String
    /// The type or file that declares it, when the workspace has one.
    package var declaration: SourceSite?
    /// Every identifier on the screen (an embedded child's too), sorted by file and position.
    package var identifiers: [ComputedIdentifier]
    /// The `ScreenModel` key; stable between analyses of the same sources.
    package var key: String
}

extension AnalysisWorkspace {
    /// Every screen holding an identifier, plus every view controller of the app's code (with
    /// none), sorted by name.
    package func screens() -> [WorkspaceScreen] {
        let summaries = allSummaries
        let index = self.index
        let model = ScreenModel(summaries: summaries, index: index)
        var byKey: [String: WorkspaceScreen] = [:]
        for identifier in allIdentifiers() {
            let screens = model.screens(of: identifier)
            for key in screens.keys {
                if byKey[key] == nil {
                    byKey[key] = Self.screen(
                        key: key, description: screens.keys.count == 1 ? screens.name : nil, index: index)
                }
                byKey[key]?.identifiers.append(identifier)
            }
        }
        // Controllers with no identifier yet are where a test author adds the first one.
        for path in summaries.keys.sorted() {
            guard let summary = summaries[path], !summary.isTestCode else { continue }
            for type in summary.types
            where type.kind == .class && index.isViewController(type.name) && byKey["uikit|" + type.name] == nil {
                byKey["uikit|" + type.name] = Self.screen(key: "uikit|" + type.name, description: nil, index: index)
            }
        }
        for (key, screen) in byKey {
            byKey[key]?.name = Self.readableName(of: screen, model: model)
        }
        return Self.uniquelyNamed(byKey.values.sorted { ($0.name, $0.key) < ($1.name, $1.key) })
    }

    /// Names that say what is shown: a storyboard scene by its controller class, content
    /// presented by a SwiftUI view (a tab, a sheet) by the view type most of its identifiers
    /// are declared in, with the presentation in parentheses.
    private static func readableName(of screen: WorkspaceScreen, model: ScreenModel) -> String {
        switch screen.kind {
        case .storyboardScene:
            guard
                let screenClass = screen.identifiers.lazy.compactMap({ model.interfaceBuilderScreenClass(of: $0) })
                    .first,
                let file = screen.name.split(separator: "#").first
            else { return screen.name }
            return "\(file)#\(screenClass)"
        case .swiftUIPresented:
            var counts: [String: Int] = [:]
            for identifier in screen.identifiers {
                if let owner = model.owningType(of: identifier.elementSite) { counts[owner, default: 0] += 1 }
            }
            guard let owner = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key else {
                return screen.name
            }
            let presentation =
                screen.description.hasPrefix("a ") ? String(screen.description.dropFirst(2)) : screen.description
            return "\(owner) (\(presentation))"
        default:
            return screen.name
        }
    }

    private static func screen(key: String, description: String?, index: WorkspaceIndex) -> WorkspaceScreen {
        let kindPart = key.prefix { $0 != "|" }
        let rest = String(key.dropFirst(kindPart.count + 1))
        func declaration(of type: String) -> SourceSite? {
            index.type(named: type).map { SourceSite(file: $0.file, range: $0.fact.nameSite.range) }
        }
        func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
        switch kindPart {
        case "uikit":
            let isController = rest.hasSuffix("ViewController") || index.isViewController(rest)
            return WorkspaceScreen(
                name: rest, kind: isController ? .viewController : .view,
                description: description ?? "the hierarchy of \(rest)", declaration: declaration(of: rest),
                identifiers: [], key: key)
        case "swiftui":
            if let presented = ScreenModel.presentedScreen(in: rest) {
                return WorkspaceScreen(
                    name: presented.name, kind: .swiftUIPresented, description: presented.name, declaration: nil,
                    identifiers: [], key: key)
            }
            let described = ScreenModel.describeRoot(rest)
            if rest.hasPrefix("root:") {
                let type = String(rest.dropFirst("root:".count))
                return WorkspaceScreen(
                    name: type, kind: .swiftUIRoot, description: described, declaration: declaration(of: type),
                    identifiers: [], key: key)
            }
            return WorkspaceScreen(
                name: described, kind: .swiftUIRoot, description: described, declaration: nil, identifiers: [], key: key
            )
        case "swiftui-type":
            let name = rest.split(separator: ".").last.map(String.init) ?? rest
            return WorkspaceScreen(
                name: name, kind: .swiftUIView, description: description ?? name, declaration: declaration(of: name),
                identifiers: [], key: key)
        case "ib":
            let file = String(rest.prefix { $0 != "#" })
            let scene = String(rest.dropFirst(file.count + 1))
            let site = SourceSite(file: file, range: ByteRange(start: 0, end: 0))
            if scene.isEmpty {
                return WorkspaceScreen(
                    name: fileName(file), kind: .xib, description: description ?? fileName(file), declaration: site,
                    identifiers: [], key: key)
            }
            return WorkspaceScreen(
                name: "\(fileName(file))#\(scene)", kind: .storyboardScene,
                description: description ?? "a scene of \(fileName(file))",
                declaration: site, identifiers: [], key: key)
        case "alert":
            let function = key.split(separator: "|").last.map(String.init) ?? key
            return WorkspaceScreen(
                name: "alert in \(function)", kind: .alert, description: "the alert built in \(function)",
                declaration: nil, identifiers: [], key: key)
        default:
            return WorkspaceScreen(
                name: rest.isEmpty ? key : rest, kind: .file, description: description ?? rest,
                declaration: SourceSite(file: rest, range: ByteRange(start: 0, end: 0)), identifiers: [], key: key)
        }
    }

    /// Two screens of one name (a type declared in two modules) get their file appended.
    private static func uniquelyNamed(_ screens: [WorkspaceScreen]) -> [WorkspaceScreen] {
        var counts: [String: Int] = [:]
        for screen in screens { counts[screen.name, default: 0] += 1 }
        var seen: [String: Int] = [:]
        return screens.map { screen in
            guard (counts[screen.name] ?? 0) > 1 else { return screen }
            var renamed = screen
            let ordinal = (seen[screen.name] ?? 0) + 1
            seen[screen.name] = ordinal
            renamed.name = screen.declaration.map { "\(screen.name) (\($0.file))" } ?? "\(screen.name) (\(ordinal))"
            return renamed
        }
    }
}
