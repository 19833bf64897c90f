// Remembers what each function body contributed to a file's summary, so that after an edit the
// extraction walks only the bodies the incremental parser rebuilt and replays the others.
@_spi(RawSyntax) import SwiftSyntax

/// What one extraction of a tree learned about its statement lists (function, accessor and closure
/// bodies), keyed by the identity of the list's raw syntax node.
///
/// swift-syntax's incremental parser reuses the raw nodes of every member it did not need to
/// re-parse, so after a keystroke in one method every other body is the *same* raw node, at a
/// possibly moved offset. A body's facts depend only on that node and on the walker's state when
/// it enters the body (the unit key); when both match, the recorded facts are appended again,
/// moved by the body's offset change, instead of walking the body. Anything the key does not
/// capture is kept out of units: member-level facts (properties, methods, `super` calls, SwiftUI
/// type reads) are always read from the new tree.
///
/// A memo starts as a copy of the previous one's tables (copy-on-write: one copy of each table
/// that changes, where carrying each replayed entry over hashed every member of the file on every
/// keystroke), so it also holds entries of nodes the new tree no longer has. Those are never
/// found again as long as no other node can take their identity: raw node identities are
/// pointers into a tree's arena, and a freed arena could hand the same address to a different
/// node. The memo therefore keeps the raw arenas of every tree since the last memo started from
/// nothing (the editor's periodic full parse) or was last pruned: every
/// `maximumRetainedArenas` edits the tables keep only entries of the current tree's nodes, and
/// the old arenas are let go.
public final class ExtractionMemo {
    let path: String
    /// Keeps this tree's arenas (and so every recorded raw node identity) alive.
    let tree: SourceFileSyntax
    /// The raw arenas of the trees before `tree` whose nodes the tables may name.
    private let earlierArenas: [RetainedRawSyntaxArena]
    var collectorUnits: [RawSyntax.ID: CollectorUnit] = [:]
    /// What `recordMethod` read from each method body it visited.
    var superCallScans: [RawSyntax.ID: SuperCallScan] = [:]
    /// Bodies in which the SwiftUI walk found nothing and numbered nothing.
    var quietSwiftUIUnits: [RawSyntax.ID: QuietSwiftUIUnit] = [:]
    /// The outline of each method and initialiser of a class (`OutlineFactExtractor`), by its
    /// declaration's raw node, with the declaration's offset then: a method's statements depend
    /// on its own syntax only.
    var outlineMethods: [RawSyntax.ID: (method: OutlineMethod, offset: Int)] = [:]

    /// What `OutlineFactExtractor` read from each stored or computed property of a class, by its
    /// declaration's raw node, with the declaration's offset then.
    var outlineVariables: [RawSyntax.ID: (read: OutlineVariableRead, offset: Int)] = [:]

    /// The string constants each member that is not a type declaration contributed
    /// (`StringConstantExtractor`), with the owner they were read in.
    var stringConstantMembers: [RawSyntax.ID: StringConstantMember] = [:]

    /// Starts from `previous`'s tables when given: `tree` must be the incremental parse of an
    /// edit of `previous.tree` (the extraction reads only entries of nodes it reused).
    init(path: String, tree: SourceFileSyntax, inheriting previous: ExtractionMemo? = nil) {
        self.path = path
        self.tree = tree
        guard let previous else {
            earlierArenas = []
            return
        }
        collectorUnits = previous.collectorUnits
        quietSwiftUIUnits = previous.quietSwiftUIUnits
        superCallScans = previous.superCallScans
        outlineMethods = previous.outlineMethods
        stringConstantMembers = previous.stringConstantMembers
        outlineVariables = previous.outlineVariables
        nonViewMembers = previous.nonViewMembers
        viewMembers = previous.viewMembers
        guard previous.earlierArenas.count + 1 >= Self.maximumRetainedArenas else {
            earlierArenas = previous.earlierArenas + [previous.tree.raw.arena]
            return
        }
        // Each retained arena holds its parse's copy of the whole text (a 5,000-line file typed
        // in for 200 keystrokes kept 40 MB): every few edits the tables keep only entries of
        // nodes `tree` has, whose arenas `tree` itself keeps alive, and the old arenas go.
        let live = Self.keyNodeIDs(in: tree.raw)
        collectorUnits = collectorUnits.filter { live.contains($0.key) }
        quietSwiftUIUnits = quietSwiftUIUnits.filter { live.contains($0.key) }
        superCallScans = superCallScans.filter { live.contains($0.key) }
        outlineMethods = outlineMethods.filter { live.contains($0.key) }
        stringConstantMembers = stringConstantMembers.filter { live.contains($0.key) }
        outlineVariables = outlineVariables.filter { live.contains($0.key) }
        nonViewMembers = nonViewMembers.filter { live.contains($0.key) }
        viewMembers = viewMembers.filter { live.contains($0.key) }
        earlierArenas = []
    }

    /// How many earlier trees' arenas a memo keeps before its tables are pruned to the current
    /// tree's nodes.
    static let maximumRetainedArenas = 16

    /// How many earlier trees' arenas this memo keeps (for tests).
    var retainedArenaCount: Int { earlierArenas.count }

    /// The identities of the nodes of `root` that can key a table: statement lists, code blocks,
    /// members and the declarations the outline reads.
    private static func keyNodeIDs(in root: RawSyntax) -> Set<RawSyntax.ID> {
        var ids: Set<RawSyntax.ID> = []
        var pending = [root]
        while let node = pending.popLast() {
            guard let layout = node.layoutView else { continue }
            switch node.kind {
            case .codeBlockItemList, .codeBlock, .memberBlockItem, .functionDecl, .initializerDecl, .variableDecl:
                ids.insert(node.id)
            default: break
            }
            for child in layout.children { if let child, !child.isToken { pending.append(child) } }
        }
        return ids
    }

    /// Members the SwiftUI reader found not to be view members, with the view generic parameters
    /// of their type at the time (the only outside input of that decision).
    var nonViewMembers: [RawSyntax.ID: [String]] = [:]

    /// What the SwiftUI reader built for each view member (a `some View` property or function, by
    /// its declaration's raw node): a keystroke in one body of a large view rebuilt the view
    /// trees of every member of the type (55% of a keystroke in IceCubesApp's `Text`).
    var viewMembers: [RawSyntax.ID: MemoisedViewMember] = [:]

    /// How many bodies the last extraction replayed instead of walking (for tests and benchmarks).
    package internal(set) var replayedUnitCount = 0
    /// How many bodies the last extraction walked.
    package internal(set) var walkedUnitCount = 0
    /// How many view members the last extraction's SwiftUI reader took from the previous memo.
    package internal(set) var reusedViewMemberCount = 0
}

/// The ways the walk changes a type after declaring it (from its members, or from bodies that
/// assign its properties).
enum TypeMutation {
    case property(PropertyFact)
    case customMirror(CustomMirrorFact?)
    case method(MethodFact)
    case cellStyle(String)
    case propertyAssignment(PropertyAssignmentFact)
    case rootViewProperty(String)
    case lazyPropertyRead(PropertyAssignmentFact)

    func apply(to type: inout TypeFact) {
        switch self {
        case .property(let fact): type.properties.append(fact)
        case .customMirror(let fact): type.customMirror = fact
        case .method(let fact): type.methods.append(fact)
        case .cellStyle(let style): type.cellStyle = style
        case .propertyAssignment(let fact): type.propertyAssignments.append(fact)
        case .rootViewProperty(let name): type.rootViewProperty = name
        case .lazyPropertyRead(let fact): type.lazyPropertyReads.append(fact)
        }
    }

    func shifted(by delta: Int) -> TypeMutation {
        switch self {
        case .property(let fact): return .property(fact.shifted(by: delta))
        case .customMirror(let fact): return .customMirror(fact.shifted(by: delta))
        case .method(let fact): return .method(fact.shifted(by: delta))
        case .propertyAssignment(let fact): return .propertyAssignment(fact.shifted(by: delta))
        case .lazyPropertyRead(let fact): return .lazyPropertyRead(fact.shifted(by: delta))
        case .cellStyle, .rootViewProperty: return self
        }
    }
}

/// A method body's `super.<name>(…)` call: where it ends, relative to the body's start, and the
/// `style:` a cell's `super.init` passes (nil when none).
struct SuperCallScan {
    var name: String
    var afterSuperCallOffset: Int?
    var cellStyle: String?
}

/// What one member contributed to a file's string constants. A class, so that carrying it into
/// the next memo is one retain.
final class StringConstantMember {
    let owner: String
    let stringRawValues: Bool
    let facts: [StringConstantFact]

    init(owner: String, stringRawValues: Bool, facts: [StringConstantFact]) {
        self.owner = owner
        self.stringRawValues = stringRawValues
        self.facts = facts
    }
}

/// A view member as the SwiftUI reader built it, and everything outside the member's own syntax
/// that the build read: the type's view generic parameters (which types are views), the `#if`
/// clauses around it (every node carries them) and the view counter on entry (node ordinals and
/// run-time block ids are numbered from it). With all three equal, the same raw node builds the
/// same fact, moved by its offset change, and takes the same count of numbers.
final class MemoisedViewMember {
    let viewGenericParameters: [String]
    let conditions: [ConditionClause]
    let counterStart: Int
    let counterCount: Int
    let offset: Int
    let fact: SwiftUIViewMemberFact

    init(
        viewGenericParameters: [String], conditions: [ConditionClause], counterStart: Int, counterCount: Int,
        offset: Int, fact: SwiftUIViewMemberFact
    ) {
        self.viewGenericParameters = viewGenericParameters
        self.conditions = conditions
        self.counterStart = counterStart
        self.counterCount = counterCount
        self.offset = offset
        self.fact = fact
    }
}

/// A body the SwiftUI walk may skip while the types around it are the same.
final class QuietSwiftUIUnit {
    let enclosingTypes: [String]

    init(enclosingTypes: [String]) {
        self.enclosingTypes = enclosingTypes
    }
}

/// The fact collector's state on entering a body: everything a body's facts may depend on besides
/// the body itself.
struct CollectorUnitKey: Hashable {
    var typeStack: [String?]
    var functionStack: [String]
    var openTypeIndices: [Int]
    var typeCount: Int
    /// The type `enclosingTypeName` resolves to, and a fingerprint of its properties so far
    /// (property assignments and receiver types are read against them).
    var ownerIndex: Int?
    var ownerPropertyCount: Int
    var ownerPropertyFingerprint: Int
    var conditions: [ConditionClause]
    /// The enclosing function's `String` parameters (a query by one makes the function a helper).
    var helperParameters: [QueryHelperParameter]
    /// Whether the file imports XCTest (calls may be helper calls).
    var mayCallQueryHelpers: Bool
}

/// The facts one body added to a summary, with offsets relative to the body's start.
struct CollectorJournal {
    /// A change to a type declared before the unit.
    struct OwnerMutation {
        var typeIndex: Int
        var mutation: TypeMutation

        func shifted(by delta: Int) -> OwnerMutation {
            OwnerMutation(typeIndex: typeIndex, mutation: mutation.shifted(by: delta))
        }
    }

    var imports: [String] = []
    var types: [TypeFact] = []
    var extensions: [ExtensionFact] = []
    var injectionCalls: [InjectionCallFact] = []
    var explicitAssignments: [ExplicitAssignmentFact] = []
    var testReferences: [TestReferenceFact] = []
    var generatedConstants: [GeneratedConstantFact] = []
    var visibleTexts: [VisibleTextFact] = []
    var registeredCellTypes: [String] = []
    var genericInstantiations: [String] = []
    var valueFlows: [ValueFlowFact] = []
    var usesXCUIApplication = false
    /// Changes to types declared before the body (its enclosing type), in order.
    var ownerMutations: [OwnerMutation] = []
}

/// A recorded unit. A class, so that a memo's copy of the table shares it.
final class CollectorUnit {
    let key: CollectorUnitKey
    let journal: CollectorJournal

    init(key: CollectorUnitKey, journal: CollectorJournal) {
        self.key = key
        self.journal = journal
    }
}

extension CodeBlockItemListSyntax {
    /// Whether this statement list may be replayed from a memo: it is the body of a function,
    /// initializer, deinitializer or accessor, or inside a type's member (a closure in a property
    /// initializer), with no other statement list in between. Walking up from inside such a body,
    /// the extraction's lookups (receiver types of locals) stop at that declaration, so the
    /// body's facts depend only on the body and the unit key, never on statements around it.
    var isExtractionMemoUnit: Bool {
        var current = parent
        while let node = current {
            switch node.kind {
            case .codeBlockItemList, .sourceFile: return false
            case .functionDecl, .initializerDecl, .deinitializerDecl, .accessorDecl, .memberBlock: return true
            default: current = node.parent
            }
        }
        return false
    }
}

/// Array lengths of a summary when a body's walk began, to take what the body appended.
struct CollectorUnitRecording {
    var listID: RawSyntax.ID
    var start: Int
    var key: CollectorUnitKey
    var counts: [Int]
    var usesXCUIApplication = false
    var ownerMutations: [CollectorJournal.OwnerMutation] = []
}

extension FileSummary {
    /// The lengths of the arrays a body's walk can append to, in `CollectorJournal` order.
    var collectorArrayCounts: [Int] {
        [
            imports.count, types.count, extensions.count, injectionCalls.count, explicitAssignments.count,
            testReferences.count, generatedConstants.count, visibleTexts.count, registeredCellTypes.count,
            genericInstantiations.count,
            valueFlows.count
        ]
    }

    /// What was appended since `counts`, moved by `delta`.
    func journal(since counts: [Int], delta: Int) -> CollectorJournal {
        var journal = CollectorJournal()
        guard counts.count == 11 else { return journal }
        journal.imports = Array(imports.dropFirst(counts[0]))
        journal.types = Array(types.dropFirst(counts[1])).shifted(by: delta)
        journal.extensions = Array(extensions.dropFirst(counts[2])).shifted(by: delta)
        journal.injectionCalls = Array(injectionCalls.dropFirst(counts[3])).shifted(by: delta)
        journal.explicitAssignments = Array(explicitAssignments.dropFirst(counts[4])).shifted(by: delta)
        journal.testReferences = Array(testReferences.dropFirst(counts[5])).shifted(by: delta)
        journal.generatedConstants = Array(generatedConstants.dropFirst(counts[6])).shifted(by: delta)
        journal.visibleTexts = Array(visibleTexts.dropFirst(counts[7])).shifted(by: delta)
        journal.registeredCellTypes = Array(registeredCellTypes.dropFirst(counts[8]))
        journal.genericInstantiations = Array(genericInstantiations.dropFirst(counts[9]))
        journal.valueFlows = Array(valueFlows.dropFirst(counts[10])).shifted(by: delta)
        return journal
    }

    /// Appends a recorded body's facts at the body's new offset.
    /// Most bodies add to few of the arrays, so empty ones are not touched (each append to a
    /// summary field goes through its copy-on-write box).
    mutating func replay(_ journal: CollectorJournal, at start: Int) {
        if !journal.imports.isEmpty { imports += journal.imports }
        if !journal.types.isEmpty { types += journal.types.shifted(by: start) }
        if !journal.extensions.isEmpty { extensions += journal.extensions.shifted(by: start) }
        if !journal.injectionCalls.isEmpty { injectionCalls += journal.injectionCalls.shifted(by: start) }
        if !journal.explicitAssignments.isEmpty {
            explicitAssignments += journal.explicitAssignments.shifted(by: start)
        }
        if !journal.testReferences.isEmpty { testReferences += journal.testReferences.shifted(by: start) }
        if !journal.generatedConstants.isEmpty { generatedConstants += journal.generatedConstants.shifted(by: start) }
        if !journal.visibleTexts.isEmpty { visibleTexts += journal.visibleTexts.shifted(by: start) }
        if !journal.registeredCellTypes.isEmpty { registeredCellTypes += journal.registeredCellTypes }
        if !journal.genericInstantiations.isEmpty { genericInstantiations += journal.genericInstantiations }
        if !journal.valueFlows.isEmpty { valueFlows += journal.valueFlows.shifted(by: start) }
        if journal.usesXCUIApplication { usesXCUIApplication = true }
        for owner in journal.ownerMutations where types.indices.contains(owner.typeIndex) {
            owner.mutation.shifted(by: start).apply(to: &types[owner.typeIndex])
        }
    }
}
