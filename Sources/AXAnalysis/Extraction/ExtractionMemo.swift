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
/// The memo keeps the tree it was built from alive: raw node identities are pointers into that
/// tree's arena, and a freed arena could hand the same address to a different node.
public final class ExtractionMemo {
    let path: String
    /// Keeps the arena (and so every recorded raw node identity) alive.
    let tree: SourceFileSyntax
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

    /// Sized like `previous`, which the next memo will mostly repeat.
    init(path: String, tree: SourceFileSyntax, sizedLike previous: ExtractionMemo? = nil) {
        self.path = path
        self.tree = tree
        if let previous {
            collectorUnits.reserveCapacity(previous.collectorUnits.count)
            quietSwiftUIUnits.reserveCapacity(previous.quietSwiftUIUnits.count)
            superCallScans.reserveCapacity(previous.superCallScans.count)
            outlineMethods.reserveCapacity(previous.outlineMethods.count)
            stringConstantMembers.reserveCapacity(previous.stringConstantMembers.count)
            outlineVariables.reserveCapacity(previous.outlineVariables.count)
            nonViewMembers.reserveCapacity(previous.nonViewMembers.count)
        }
    }

    /// Members the SwiftUI reader found not to be view members, with the view generic parameters
    /// of their type at the time (the only outside input of that decision).
    var nonViewMembers: [RawSyntax.ID: [String]] = [:]

    /// How many bodies the last extraction replayed instead of walking (for tests and benchmarks).
    package internal(set) var replayedUnitCount = 0
    /// How many bodies the last extraction walked.
    package internal(set) var walkedUnitCount = 0
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

/// What the outline read from one property declaration of a class.
struct OutlineVariableRead {
    var hasOutlets: Bool
    var properties: [OutlineProperty]
    var getters: [OutlineGetter]
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

/// A body the SwiftUI walk may skip while the types around it are the same.
final class QuietSwiftUIUnit {
    let enclosingTypes: [String]
    let nestedUnits: [RawSyntax.ID]

    init(enclosingTypes: [String], nestedUnits: [RawSyntax.ID]) {
        self.enclosingTypes = enclosingTypes
        self.nestedUnits = nestedUnits
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
}

/// The facts one body added to a summary, with offsets relative to the body's start.
struct CollectorJournal {
    /// A change to a type declared before the unit.
    struct OwnerMutation {
        var typeIndex: Int
        var mutation: TypeMutation

        func shifted(by delta: Int) -> OwnerMutation { OwnerMutation(typeIndex: typeIndex, mutation: mutation.shifted(by: delta)) }
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
    var usesXCUIApplication = false
    /// Changes to types declared before the body (its enclosing type), in order.
    var ownerMutations: [OwnerMutation] = []
}

/// A recorded unit. A class, so carrying it into the next memo is one retain, not a copy of its
/// journal.
final class CollectorUnit {
    let key: CollectorUnitKey
    let journal: CollectorJournal
    /// Units directly inside this one; a replayed unit carries them into the next memo (they
    /// are in the new tree too, so their identities stay valid).
    let nestedUnits: [RawSyntax.ID]

    init(key: CollectorUnitKey, journal: CollectorJournal, nestedUnits: [RawSyntax.ID]) {
        self.key = key
        self.journal = journal
        self.nestedUnits = nestedUnits
    }
}

extension ExtractionMemo {
    /// Copies a replayed unit and everything nested in it from `previous`.
    func carry(collectorUnit listID: RawSyntax.ID, from previous: ExtractionMemo) {
        Self.carry(listID, from: previous.collectorUnits, into: &collectorUnits, nested: \.nestedUnits)
    }

    /// Copies a skipped quiet SwiftUI unit and the quiet units nested in it from `previous`.
    func carry(quietSwiftUIUnit listID: RawSyntax.ID, from previous: ExtractionMemo) {
        Self.carry(listID, from: previous.quietSwiftUIUnits, into: &quietSwiftUIUnits, nested: \.nestedUnits)
    }

    private static func carry<Unit>(_ id: RawSyntax.ID, from previous: [RawSyntax.ID: Unit], into current: inout [RawSyntax.ID: Unit],
                                    nested: (Unit) -> [RawSyntax.ID]) {
        var pending = [id]
        while let next = pending.popLast() {
            guard let unit = previous[next] else { continue }
            current[next] = unit
            pending += nested(unit)
        }
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
    var nestedUnits: [RawSyntax.ID] = []
}

extension FileSummary {
    /// The lengths of the arrays a body's walk can append to, in `CollectorJournal` order.
    var collectorArrayCounts: [Int] {
        [imports.count, types.count, extensions.count, injectionCalls.count, explicitAssignments.count,
         testReferences.count, generatedConstants.count, visibleTexts.count, registeredCellTypes.count, genericInstantiations.count]
    }

    /// What was appended since `counts`, moved by `delta`.
    func journal(since counts: [Int], delta: Int) -> CollectorJournal {
        var journal = CollectorJournal()
        guard counts.count == 10 else { return journal }
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
        if !journal.explicitAssignments.isEmpty { explicitAssignments += journal.explicitAssignments.shifted(by: start) }
        if !journal.testReferences.isEmpty { testReferences += journal.testReferences.shifted(by: start) }
        if !journal.generatedConstants.isEmpty { generatedConstants += journal.generatedConstants.shifted(by: start) }
        if !journal.visibleTexts.isEmpty { visibleTexts += journal.visibleTexts.shifted(by: start) }
        if !journal.registeredCellTypes.isEmpty { registeredCellTypes += journal.registeredCellTypes }
        if !journal.genericInstantiations.isEmpty { genericInstantiations += journal.genericInstantiations }
        if journal.usesXCUIApplication { usesXCUIApplication = true }
        for owner in journal.ownerMutations where types.indices.contains(owner.typeIndex) {
            owner.mutation.shifted(by: start).apply(to: &types[owner.typeIndex])
        }
    }
}
