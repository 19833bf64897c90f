// The identifier an element gets at run time, with where it comes from and how sure we are.

/// Which convention produced an identifier (the `convention` field of `ax-lsp ids --format json`).
package enum Convention: String, Codable, Sendable, CaseIterable {
    case aaii
    case branchLeaf = "branch-leaf"
    case identificable
    case explicitUIKit = "explicit-uikit"
    case explicitSwiftUI = "explicit-swiftui"
    case interfaceBuilder = "interface-builder"
    case rapid
}

/// How sure the analysis is that the element carries the identifier at run time.
package enum Certainty: String, Codable, Sendable, Comparable {
    /// Always this exact string.
    case certain
    /// This exact string if a run-time condition holds (an optional is non-nil, a lazy view was
    /// read, a cell style has the label, `isEnabled` is true).
    case possible
    /// A template: parts written `{expr}` are only known at run time.
    case dynamic

    private var rank: Int {
        switch self {
        case .certain: return 0
        case .possible: return 1
        case .dynamic: return 2
        }
    }

    package static func < (lhs: Certainty, rhs: Certainty) -> Bool { lhs.rank < rhs.rank }
}

/// One `#if` clause an element sits in. Two elements in different clauses of the same block
/// never exist in the same build.
package struct ConditionClause: Hashable, Codable, Sendable {
    /// Identifies the `#if … #endif` block by its clause conditions (`DEBUG|else`): blocks with
    /// the same conditions exclude each other's other clauses wherever they are.
    package var blockID: String
    /// 0 for `#if`, 1… for each `#elseif`/`#else`.
    package var clauseIndex: Int
    /// The clause as it reads, e.g. `DEBUG`, `!DEBUG` (for `#else`), `os(iOS)`.
    package var text: String

    package init(blockID: String, clauseIndex: Int, text: String) {
        self.blockID = blockID
        self.clauseIndex = clauseIndex
        self.text = text
    }
}

extension ConditionClause {
    /// True for `#if` clauses; false for the analysis's own exclusive choices (the branches of a
    /// run-time `if`/`switch`, one preview among several), which are not build conditions.
    package var isCompilationCondition: Bool {
        !blockID.hasPrefix("runtime|") && blockID != "swiftui-previews"
    }
}

extension Array where Element == ConditionClause {
    /// The `#if` conditions joined for display, or nil when there are none.
    package var displayText: String? {
        let compilation = filter(\.isCompilationCondition)
        return compilation.isEmpty ? nil : compilation.map(\.text).joined(separator: " && ")
    }

    /// True when the two condition stacks can never hold in the same build.
    package func isMutuallyExclusive(with other: [ConditionClause]) -> Bool {
        for mine in self {
            for theirs in other where mine.blockID == theirs.blockID && mine.clauseIndex != theirs.clauseIndex {
                return true
            }
        }
        return false
    }
}

/// One step of how an identifier was composed: a branch, a leaf, an injection call, a
/// customMirror entry, a usage of a component… Steps are listed outermost first.
package struct ProvenanceStep: Hashable, Codable, Sendable {
    package enum Kind: String, Codable, Sendable {
        case branch, leaf, explicit, usage, injection, typePrefix, customPrefix, property
        case customMirrorEntry, rootView, cellPart, wrapper, interfaceBuilder, conformance, assignment
        /// Where a value that reached the site through a property or a parameter was written.
        case valueFlow
    }

    package var kind: Kind
    package var site: SourceSite
    /// What this step contributed, in words: `branch "Users"`, `injectAccessibilityIdentifiers() on FooCell`.
    package var detail: String

    package init(kind: Kind, site: SourceSite, detail: String) {
        self.kind = kind
        self.site = site
        self.detail = detail
    }
}

/// An identifier that one element gets in one usage context.
public struct ComputedIdentifier: Hashable, Codable, Sendable {
    /// The identifier; run-time parts are written `{expr}` as in the source.
    package var value: String
    /// Where the identifier is reported (the line rules of `ax-lsp ids`): the property
    /// declaration, the injection call, the leaf/identifier modifier token (for an explicit
    /// SwiftUI value a use passed in, that use's argument), the assignment, the storyboard element.
    package var site: SourceSite
    /// The element it applies to: the property, the view expression, the XML element. Inlay
    /// hints go after its end.
    package var elementSite: SourceSite
    /// A short name for the element (`barView`, `Text`, `view`, `contentView`).
    package var elementName: String
    package var convention: Convention
    package var certainty: Certainty
    /// How it was composed, outermost first.
    package var via: [ProvenanceStep] {
        get { viaPath.steps }
        set { viaPath = ProvenancePath(newValue) }
    }
    /// `via` as the render walk's shared chains of steps (put in order when read).
    package var viaPath: ProvenancePath
    /// The `#if` clauses around the element (and around the usage sites that reach it).
    package var conditions: [ConditionClause]
    /// True when one site stands for many run-time elements (ForEach, List rows, reused cells):
    /// repeats of one site are not duplicates.
    package var isRepeated: Bool
    /// True when the element is not in the accessibility tree in this context
    /// (`.accessibilityHidden(true)` or `.hidden()` on it or an ancestor): XCUITest cannot
    /// match it, so it duplicates nothing. Its identifier is still reported.
    package var isAccessibilityHidden = false
    /// True when, in this context, an identifier set on a container around the element (a
    /// stack, or a component whose body is one, `BitwardenTextField(…).accessibilityIdentifier("Name")`)
    /// is handed to it in place of its own (`container-identifier-overrides-children`): the
    /// element shows the container's identifier, so its own duplicates nothing. Still reported.
    package var isReplacedByContainer = false
    /// Distinguishes the usage contexts of one site (empty for single-context conventions).
    package var contextKey: String {
        get { contextKeyPath.text }
        set { contextKeyPath = ContextKey(newValue) }
    }
    /// `contextKey` as its steps, shared with the other identifiers of the render walk that
    /// found it (the text is formatted when read).
    package var contextKeyPath: ContextKey
    /// Why the certainty is not `certain`, in words, when it is not.
    package var note: String?
    /// The render roots whose usage contexts reach this site with this value (`ContentView`,
    /// `#Preview`): the same value in several contexts is one identifier listing them all.
    /// Empty for single-context conventions.
    package var contexts: [String]
    /// The other usage contexts merged into this entry, each as it was reached (`via`,
    /// `conditions`, `contextKey` above are the first context's, `conditions` narrowed to the
    /// clauses all share). The duplicate rule looks at each context (`contextVariants`).
    package var otherContexts: [IdentifierContext]

    package init(
        value: String, site: SourceSite, elementSite: SourceSite, elementName: String,
        convention: Convention, certainty: Certainty, via: [ProvenanceStep] = [],
        conditions: [ConditionClause] = [], isRepeated: Bool = false, contextKey: String = "",
        note: String? = nil, contexts: [String] = []
    ) {
        self.value = value
        self.site = site
        self.elementSite = elementSite
        self.elementName = elementName
        self.convention = convention
        self.certainty = certainty
        self.viaPath = ProvenancePath(via)
        self.conditions = conditions
        self.isRepeated = isRepeated
        self.contextKeyPath = ContextKey(contextKey)
        self.note = note
        self.contexts = contexts
        self.otherContexts = []
        self.ownContext = nil
    }

    /// True when the report site lies outside the element: an explicit SwiftUI identifier whose
    /// value a usage passed in through a parameter is reported at that usage's argument.
    package var isSuppliedByUsage: Bool {
        site.file != elementSite.file || !elementSite.range.contains(site.range)
    }

    /// True when the value contains run-time parts.
    package var isTemplate: Bool { certainty == .dynamic }

    /// This identifier once per usage context it stands for, as each context reached it.
    package var contextVariants: [ComputedIdentifier] {
        guard !otherContexts.isEmpty else { return [self] }
        var first = self
        first.otherContexts = []
        if let own = ownContext {
            first.conditions = own.conditions
            first.isRepeated = own.isRepeated
            first.isAccessibilityHidden = own.isAccessibilityHidden
            first.isReplacedByContainer = own.isReplacedByContainer
        }
        return [first]
            + otherContexts.map { context in
                var variant = first
                variant.apply(context)
                return variant
            }
    }

    /// This identifier as reached in `context`: the fields `IdentifierContext(of:)` reads.
    package mutating func apply(_ context: IdentifierContext) {
        viaPath = context.viaPath
        conditions = context.conditions
        contextKeyPath = context.contextKeyPath
        isRepeated = context.isRepeated
        isAccessibilityHidden = context.isAccessibilityHidden
        isReplacedByContainer = context.isReplacedByContainer
    }

    /// The first context's own conditions and repetition, kept when others were merged in.
    package var ownContext: IdentifierContext?

    /// Every provenance step, of every merged context.
    package var allSteps: [ProvenanceStep] { via + otherContexts.flatMap(\.via) }

    // The stored properties in declaration order, as the synthesized coding writes them (the
    // caches' binary form has no keys), `viaPath` and `contextKeyPath` under the names of what
    // they hold.
    private enum CodingKeys: String, CodingKey {
        case value, site, elementSite, elementName, convention, certainty
        case viaPath = "via"
        case conditions, isRepeated
        case isAccessibilityHidden, isReplacedByContainer
        case contextKeyPath = "contextKey"
        case note, contexts, otherContexts, ownContext
    }
}

/// One usage context of a merged identifier.
package struct IdentifierContext: Hashable, Codable, Sendable {
    package var via: [ProvenanceStep] {
        get { viaPath.steps }
        set { viaPath = ProvenancePath(newValue) }
    }
    package var viaPath: ProvenancePath
    package var conditions: [ConditionClause]
    package var contextKey: String {
        get { contextKeyPath.text }
        set { contextKeyPath = ContextKey(newValue) }
    }
    package var contextKeyPath: ContextKey
    package var isRepeated: Bool
    package var isAccessibilityHidden: Bool
    package var isReplacedByContainer: Bool

    package init(
        via: [ProvenanceStep], conditions: [ConditionClause], contextKey: String, isRepeated: Bool,
        isAccessibilityHidden: Bool = false,
        isReplacedByContainer: Bool = false
    ) {
        self.viaPath = ProvenancePath(via)
        self.conditions = conditions
        self.contextKeyPath = ContextKey(contextKey)
        self.isRepeated = isRepeated
        self.isAccessibilityHidden = isAccessibilityHidden
        self.isReplacedByContainer = isReplacedByContainer
    }

    /// The context `identifier` was reached in.
    package init(of identifier: ComputedIdentifier) {
        self.viaPath = identifier.viaPath
        self.conditions = identifier.conditions
        self.contextKeyPath = identifier.contextKeyPath
        self.isRepeated = identifier.isRepeated
        self.isAccessibilityHidden = identifier.isAccessibilityHidden
        self.isReplacedByContainer = identifier.isReplacedByContainer
    }

    private enum CodingKeys: String, CodingKey {
        case viaPath = "via"
        case conditions
        case contextKeyPath = "contextKey"
        case isRepeated, isAccessibilityHidden, isReplacedByContainer
    }
}
