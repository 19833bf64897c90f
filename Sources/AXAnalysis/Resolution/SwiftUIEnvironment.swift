// The environment one view sees while the render tree is walked: the branch path (BL-1),
// whether a leaf reset it (BL-2, BL-5), the usage path and the `#if` clauses so far.

/// One segment of a branch path.
struct SwiftUIBranchSegment {
    var text: String
    var isDynamic: Bool
    /// Applied inside a closure a helper calls only under a run-time condition.
    var isGuarded = false
}

/// A row of a `ForEach` or `List`: what interpolating the row's item into an identifier reads.
struct SwiftUIListRow {
    /// `ForEach`, `List`.
    var listName: String
    /// `item.id`, `index`, `item.name`; nil when the closure has no named parameter.
    var itemExpression: String?

    /// For the list (or `ForEach`) `node`: its closure parameter and `id:` key path.
    init(_ node: SwiftUIViewNode) {
        listName = node.name
        guard let parameter = node.arguments.first(where: \.isClosure)?.closureParameter else { return }
        if let keyPath = node.arguments.first(where: { $0.label == "id" })?.keyPath {
            itemExpression = keyPath == "\\.self" ? parameter : parameter + keyPath.dropFirst()
        } else if node.arguments.contains(where: { !$0.isClosure && $0.isRange }) {
            itemExpression = parameter
        } else {
            itemExpression = parameter + ".id"
        }
    }
}

/// One step of a usage context: a root's key, a `#if` choice, or a usage site (a node, or one
/// modifier of its chain) kept as file and ordinal until an identifier's `contextKey` needs the
/// text (formatting every step as it was walked cost a string per component use).
enum SwiftUIContextStep: Sendable {
    case text(String)
    case node(file: String, ordinal: Int, modifierIndex: Int?)

    var text: String {
        switch self {
        case .text(let text): return text
        case .node(let file, let ordinal, let modifierIndex):
            let component = SwiftUIEnvironment.contextComponent(file: file, ordinal: ordinal)
            return modifierIndex.map { component + ".m\($0)" } ?? component
        }
    }
}

/// One entry of the walker's member stack: what is walked (`Component.member`, `modifier:name`,
/// `function:name`, `style:Type`) and where it was applied, or the views of a slot (`slot:name`,
/// no site), which were written outside the bodies walked so far.
struct SwiftUIMemberEntry {
    var key: String
    var site: SourceSite?
}

/// The environment at one position of the render tree, in one usage context.
struct SwiftUIEnvironment {
    /// `EnvironmentValues.parentAccessibilityBranch`: nil means no branch.
    var branch: [SwiftUIBranchSegment]?
    /// The leaf whose subtree this is, when a leaf set the branch to nil (BL-2).
    var resettingLeaf: (site: SourceSite, text: String)?
    /// Usage (and usage-argument) steps from the root down to here, the last one (the
    /// identifiers found below share the chain).
    var usageSteps: ProvenanceLink?
    /// The steps that built the current branch, the last one (cleared by a leaf).
    var branchSteps: ProvenanceLink?
    var nextOrdinal = 0
    var conditions: [ConditionClause] = []
    /// In a preview's walk, the `#if` clauses around the preview's own views passed so far:
    /// they hold only for identifiers written in the preview (`SwiftUIRenderWalker.previewScope`).
    var previewConditions: [ConditionClause] = []
    /// The view walked is written in the preview being walked (not in a view it shows).
    var isWrittenInPreview = false
    var isRepeated = false
    /// Inside `.accessibilityHidden(true)` or `.hidden()`: nothing here is in the accessibility tree.
    var isAccessibilityHidden = false
    /// Set for the views a `ForEach`/`List` closure returns (each is one row), cleared below them.
    var listRow: SwiftUIListRow?
    /// Usage sites from the root, for `contextKey` (formatted only when read): the
    /// identifiers found below share it.
    var contextPath: ContextKey
    /// Components being walked (recursion guard, `recursiveComponent(_:at:)`), and the site of
    /// each one's use (nil for the component the walk starts in).
    private(set) var componentStack: [String] = []
    private(set) var componentUsageSites: [SourceSite?] = []
    /// `componentStack.count` when the walk last entered a slot's views: the components below
    /// it were entered before, outside the bodies the walk is in now.
    var componentSlotFloor = 0
    /// Members, custom modifiers, view functions and styles being walked, and the slots whose
    /// views are walked (recursion guard, `recursiveEntry(_:at:)`).
    var memberStack: [SwiftUIMemberEntry] = []
    var depth = 0
    /// The root, for messages (`ContentView`, `#Preview`).
    var rootName: String
    /// How many of `conditions` were there when the custom modifier being walked was entered
    /// (`Int.max` outside one): the later ones are run-time choices of the helper's own body.
    var helperConditionStart = Int.max
    /// Inside a closure that a helper calls only under a run-time condition of its own
    /// (`if condition { transform(self) }`): what the closure applies is *possible*, since the
    /// helper's other path renders the same view without it.
    var isInsideGuardedHelperClosure = false
    /// The first usage site on the path below the root, for messages about this context.
    var firstUsageSite: SourceSite?

    init(rootName: String, rootKey: String, conditions: [ConditionClause]) {
        self.rootName = rootName
        self.contextPath = ContextKey(root: .text(rootKey))
        self.conditions = conditions
    }

    var branchText: String? { branch?.map(\.text).joined(separator: ".") }
    /// Some segment of the branch was applied inside a guarded helper closure.
    var branchIsGuarded: Bool { branch?.contains { $0.isGuarded } ?? false }

    /// The walk is inside a custom modifier's body, on a path one of its own run-time
    /// conditions chose (`if`/`switch`/`?:`/`if let`).
    var isUnderHelperCondition: Bool {
        helperConditionStart < conditions.count
            && conditions[helperConditionStart...].contains { $0.blockID.hasPrefix("runtime|") }
    }
    var branchIsDynamic: Bool { branch?.contains { $0.isDynamic } ?? false }
    var contextKey: String { contextPath.text }

    /// `file#ordinal`, zero-padded so context keys sort in source order; no offsets, so an
    /// edit that only moves code (results are shifted, not recomputed) keeps the key valid.
    static func contextComponent(file: String, ordinal: Int) -> String {
        let digits = String(ordinal)
        return "\(file)#" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    /// How many screens the path has entered (`enterScreen`).
    var contextScreenCount: Int {
        contextPath.count { step in
            if case .text(let text) = step { return text.hasPrefix("screen|") }
            return false
        }
    }

    /// How many screens a `contextKey` has entered, as `contextScreenCount` counts them.
    static func screenCount(inContextKey key: String) -> Int {
        key.split(separator: ">").reduce(0) { $0 + ($1.hasPrefix("screen|") ? 1 : 0) }
    }

    /// Enters content that iOS shows as a screen of its own: a presentation's content, a pushed
    /// destination, one tab of a `TabView`. The step marks where the screen starts in
    /// `contextKey` (`ScreenModel` reads the last one): `screen|sheet|ProfileView|File.swift#000012.m3`.
    mutating func enterScreen(_ kind: SwiftUIScreenKind, from displayName: String, at key: SwiftUIContextStep) {
        let name = displayName.filter { $0 != ">" && $0 != "|" }
        contextPath.append(.text("screen|\(kind.rawValue)|\(name)|\(key.text)"))
    }

    /// The environment of a modifier's views: a screen of its own when the modifier presents
    /// them (`.sheet { … }`, `.navigationDestination { … }`), else this one.
    func presenting(modifier name: String, from displayName: String, at key: SwiftUIContextStep) -> SwiftUIEnvironment {
        guard let kind = SwiftUIScreenKind.presentation(modifier: name) else { return self }
        var presented = self
        presented.enterScreen(kind, from: displayName, at: key)
        return presented
    }

    /// Enters a function or custom modifier called at `call`: a new usage context and step.
    mutating func enter(_ call: SwiftUICallSite, detail: String) {
        contextPath.append(call.key)
        if firstUsageSite == nil { firstUsageSite = call.site }
        addUsageStep(ProvenanceStep(kind: .usage, site: call.site, detail: detail))
    }

    mutating func addUsageStep(_ step: ProvenanceStep) {
        usageSteps = ProvenanceLink(parent: usageSteps, ordinal: nextOrdinal, step: step)
        nextOrdinal += 1
    }

    mutating func addBranchStep(_ step: ProvenanceStep) {
        branchSteps = ProvenanceLink(parent: branchSteps, ordinal: nextOrdinal, step: step)
        nextOrdinal += 1
    }

    mutating func pushComponent(_ name: String, usedAt site: SourceSite?) {
        componentStack.append(name)
        componentUsageSites.append(site)
    }

    /// The lowest entry of `componentStack` that makes a use of `name` at `site` a recursion,
    /// or nil. As for members (`recursiveEntry(_:at:)`): since the last slot entry the same
    /// component again is a body that uses itself; a slot's views were written outside those
    /// bodies and may use the component whose slot they fill (a list item in another's grouped
    /// content), so across a slot entry only a use at the same site is a recursion.
    func recursiveComponent(_ name: String, at site: SourceSite) -> Int? {
        for index in componentStack.indices where componentStack[index] == name {
            let usage = componentUsageSites.indices.contains(index) ? componentUsageSites[index] : nil
            if index >= componentSlotFloor || usage == site { return index }
        }
        return nil
    }

    /// The lowest entry of `memberStack` that makes walking `key` applied at `site` a
    /// recursion, or nil. Since the last slot entry the walk is inside bodies reached from each
    /// other, and the same key again is a body that applies itself. A slot's views were written
    /// outside those bodies and may apply the same modifier or view function at a site of their
    /// own (`.modify { … }` on a view inside the view another `.modify` wraps): across a slot
    /// entry only the same key at the same site is a recursion. Each key and site is on the
    /// stack at most once, so the stack stays as short as the workspace has sites.
    func recursiveEntry(_ key: String, at site: SourceSite) -> Int? {
        var insideBodies = true
        var found: Int?
        for index in memberStack.indices.reversed() {
            let entry = memberStack[index]
            guard let entrySite = entry.site else {
                insideBodies = false
                continue
            }
            if entry.key == key && (insideBodies || entrySite == site) { found = index }
        }
        return found
    }

    /// Adds clauses not already present.
    mutating func addConditions(_ clauses: [ConditionClause]) {
        for clause in clauses where !conditions.contains(clause) { conditions.append(clause) }
    }

    /// Usage and branch steps merged outermost first, then `extra`.
    func via(includingBranches: Bool, extra: [ProvenanceStep]) -> ProvenancePath {
        ProvenancePath(usage: usageSteps, branch: includingBranches ? branchSteps : nil, own: extra)
    }
}

/// Content that iOS shows apart from the view that declares it.
enum SwiftUIScreenKind: String {
    /// `.sheet`, `.fullScreenCover`, `.popover`, `.inspector`: a modal presentation.
    case sheet
    /// `.alert`, `.confirmationDialog`: their actions and message.
    case alert
    /// `.navigationDestination`, a `NavigationLink`'s destination: pushed in place of the view.
    case push
    /// One child of a `TabView`: only the selected tab is on screen.
    case tab

    /// The presentation a modifier starts, if it starts one.
    static func presentation(modifier name: String) -> SwiftUIScreenKind? {
        switch name {
        case "sheet", "fullScreenCover", "popover", "inspector": return .sheet
        case "alert", "confirmationDialog": return .alert
        case "navigationDestination": return .push
        default: return nil
        }
    }
}
