// Cross-file facts built from all summaries: types by name, class hierarchies, conformances.
import Foundation

/// A type declaration and the file it is in.
package struct TypeRef: Hashable, Sendable {
    package let file: String
    package let fact: TypeFact
}

/// Answers "is this class a view / a view controller / a table cell?" through user-defined
/// superclasses across files, and "does it conform to P?" including extensions anywhere.
package struct WorkspaceIndex: Sendable {
    package private(set) var summaries: [String: FileSummary]
    /// Simple name → declarations (several when nested types share a name, GEN-1).
    package private(set) var typesBySimpleName: [String: [TypeRef]]
    package private(set) var typesByQualifiedName: [String: [TypeRef]]
    /// Simple type name → conformances added by extensions anywhere.
    package let extensionConformances: [String: Set<String>]
    /// String constants by qualified owner (never scanned per lookup).
    package let constants: StringConstantIndex
    /// `typealias MultihopState = MultihopStateV2`: the alias (simple and qualified) → the type
    /// as written, read when no type has the name.
    private let aliasTargets: [String: String]
    private let extraViewBases: Set<String>
    /// The custom `#if` flags the configuration says exist (nil: not said).
    private let compilationConditions: Set<String>?
    /// The platform analysed: other platforms' `#if` clauses are never compiled.
    private let platform: TargetPlatform
    private let extraViewControllerBases: Set<String>
    /// `classChain(of:)` of every declared type's simple name, computed once: resolution asks
    /// for chains constantly (is it a view, a controller, a cell?) and they never change
    /// between resolutions (a position-only update keeps names and inheritance).
    private var chainsByBaseName: [String: [String]] = [:]
    /// Direct workspace subclasses by superclass simple name, sorted (inherited entry points:
    /// a call in a base class runs on every subclass instance, GEN-1).
    private var directSubclassesByBaseName: [String: [String]] = [:]
    /// Generic instantiations written anywhere, by the generic type's simple name (GEN-1).
    private var instantiationsByBaseName: [String: Set<String>] = [:]
    /// Classes the workspace visibly makes instances of (simple names): a property of that type,
    /// a typed injection receiver, a registered cell, an Interface Builder scene owning outlets.
    private var visiblyInstantiated: Set<String> = []
    /// Tables other parts derive from the summaries' names and structure (`ScreenModel.Tables`),
    /// made on first use and kept by copies of this index while its Swift files only move.
    package private(set) var derivedTables = DerivedTables()

    package init(summaries: [String: FileSummary], options: AnalysisOptions = AnalysisOptions()) {
        self.summaries = summaries
        let flags = options.compilationConditions.map(Set.init)
        // The string constants and the instantiation tables need nothing of the type tables:
        // they are built on another thread meanwhile (a fifth of a cold resolution's
        // single-threaded part on the six real apps).
        let (types, others) = DeepStack.both(
            {
                Self.typeTables(
                    summaries,
                    isNeverCompiled: {
                        CompilationConditions.neverTrue($0, setFlags: flags, platform: options.platform)
                    })
            },
            {
                (
                    constants: StringConstantIndex(summaries: summaries),
                    instantiations: Self.instantiations(summaries),
                    instantiated: Self.visiblyInstantiated(summaries)
                )
            }
        )
        self.typesBySimpleName = types.bySimple
        self.typesByQualifiedName = types.byQualified
        self.extensionConformances = types.conformances
        self.constants = others.constants
        self.aliasTargets = others.constants.typeAliases
        self.extraViewBases = Set(options.extraViewBaseTypes)
        self.compilationConditions = options.compilationConditions.map(Set.init)
        self.platform = options.platform
        self.extraViewControllerBases = Set(options.extraViewControllerBaseTypes)
        var chains: [String: [String]] = [:]
        for name in types.bySimple.keys {
            let base = TypeNameText.baseName(name)
            chains[base] = computeClassChain(of: base)
        }
        self.chainsByBaseName = chains
        var subclasses: [String: Set<String>] = [:]
        for (name, chain) in chains
        where chain.count > 1 && types.bySimple[name]?.contains(where: { $0.fact.kind == .class }) == true {
            subclasses[chain[1], default: []].insert(name)
        }
        self.directSubclassesByBaseName = subclasses.mapValues { $0.sorted() }
        self.instantiationsByBaseName = others.instantiations
        self.visiblyInstantiated = others.instantiated
    }

    /// Types by simple and qualified name (in path order), and conformances added by extensions.
    /// A type under another platform's `#if os(macOS)` (or a flag no build sets) is not in the
    /// app: a name means the variant that is compiled.
    private static func typeTables(_ summaries: [String: FileSummary], isNeverCompiled: ([ConditionClause]) -> Bool)
        -> (bySimple: [String: [TypeRef]], byQualified: [String: [TypeRef]], conformances: [String: Set<String>])
    {
        var bySimple: [String: [TypeRef]] = [:]
        var byQualified: [String: [TypeRef]] = [:]
        var conformances: [String: Set<String>] = [:]
        for path in summaries.keys.sorted() {
            guard let summary = summaries[path] else { continue }
            for type in summary.types where type.conditions.isEmpty || !isNeverCompiled(type.conditions) {
                let ref = TypeRef(file: path, fact: type)
                bySimple[type.name, default: []].append(ref)
                byQualified[type.qualifiedName, default: []].append(ref)
            }
            for ext in summary.extensions {
                let name = TypeNameText.baseName(ext.extendedType)
                conformances[name, default: []].formUnion(ext.conformances.map(TypeNameText.baseName))
            }
        }
        return (bySimple, byQualified, conformances)
    }

    /// Generic instantiations written anywhere, by the generic type's simple name.
    private static func instantiations(_ summaries: [String: FileSummary]) -> [String: Set<String>] {
        var instantiations: [String: Set<String>] = [:]
        for summary in summaries.values {
            for written in summary.genericInstantiations {
                guard let open = written.firstIndex(of: "<") else { continue }
                instantiations[TypeNameText.baseName(String(written[..<open])), default: []].insert(written)
            }
        }
        return instantiations
    }

    /// The classes the workspace visibly makes instances of (`visiblyInstantiated`).
    private static func visiblyInstantiated(_ summaries: [String: FileSummary]) -> Set<String> {
        var instantiated: Set<String> = []
        for summary in summaries.values {
            for type in summary.types {
                for property in type.properties {
                    if let written = property.effectiveTypeName { instantiated.insert(TypeNameText.baseName(written)) }
                }
            }
            for call in summary.injectionCalls {
                if case .typed(let written) = call.receiver { instantiated.insert(TypeNameText.baseName(written)) }
            }
            instantiated.formUnion(summary.registeredCellTypes.map(TypeNameText.baseName))
            instantiated.formUnion(summary.interfaceBuilderOutlets.map(\.ownerClass))
        }
        return instantiated
    }

    /// Whether the code shows an instance of exactly this class (not only of a subclass).
    package func isVisiblyInstantiated(_ name: String) -> Bool {
        visiblyInstantiated.contains(TypeNameText.baseName(name))
    }

    /// How `type(of:)` prints each instantiation of a generic workspace type the code shows
    /// (`ChoiceCell<ShippingOption>`, GEN-1), sorted; empty when none is visible (or the type is
    /// not generic). Arguments that are the type's own parameters (`ChoiceCell<Item>` inside
    /// its extension) are not instantiations.
    package func printedInstantiations(of type: TypeFact) -> [String] {
        guard !type.genericParameters.isEmpty, let written = instantiationsByBaseName[type.name] else { return [] }
        let parameters = Set(type.genericParameters)
        var printed: Set<String> = []
        for text in written {
            let name = TypePrinter.runtimeName(text)
            guard let open = name.firstIndex(of: "<"), name.hasSuffix(">") else { continue }
            let arguments = TypePrinter.topLevelArguments(
                String(name[name.index(after: open)..<name.index(before: name.endIndex)]))
            guard arguments.count == parameters.count, !arguments.contains(where: { parameters.contains($0) }) else {
                continue
            }
            printed.insert(name)
        }
        return printed.sorted()
    }

    /// Code under these `#if` clauses is never compiled (`#if NEVER` when the configuration
    /// lists the flags that exist): it contributes nothing.
    /// Where identifier values written with properties and parameters come from.
    package var valueFlow: ValueFlowIndex {
        derivedTables.valueFlowIndex { ValueFlowIndex(summaries: summaries) }
    }

    package func isNeverCompiled(_ conditions: [ConditionClause]) -> Bool {
        !conditions.isEmpty
            && CompilationConditions.neverTrue(conditions, setFlags: compilationConditions, platform: platform)
    }

    /// The workspace classes that inherit directly from `name`, sorted by name.
    package func directSubclasses(of name: String) -> [String] {
        directSubclassesByBaseName[TypeNameText.baseName(name)] ?? []
    }

    /// Replaces one file's summary by one that differs only in positions (the fast path of an
    /// edit that moved facts without changing them): the k-th old type is the k-th new one.
    mutating func replacePositions(of path: String, with summary: FileSummary) {
        guard let old = summaries[path] else { return }
        summaries[path] = summary
        // The screen tables key Interface Builder facts by position; Swift positions they have none.
        // The label texts are texts (their sites do not count): a move that changed one (typing
        // in `Text`) starts new tables.
        // String literals that are no label (`LabelSource.codeValue`) are in no table.
        let oldLabels = old.visibleTexts.lazy.filter(\.source.isLabel)
        let newLabels = summary.visibleTexts.lazy.filter(\.source.isLabel)
        let sameTexts =
            oldLabels.count == newLabels.count
            && zip(oldLabels, newLabels).allSatisfy { $0.text == $1.text && $0.source == $1.source }
        // The replaced tables (a whole workspace's value-flow index among them) are freed off
        // the caller's thread: on the server's loop, freeing them made requests wait for
        // hundreds of milliseconds when a branch switch's first file moved.
        var replaced: DerivedTables?
        if old.kind == .interfaceBuilder || summary.kind == .interfaceBuilder || !sameTexts {
            replaced = derivedTables
            derivedTables = DerivedTables()
        } else {
            replaced = derivedTables
            derivedTables = derivedTables.withoutPositions(
                of: path, keepingValueFlow: old.valueFlows.isEmpty && summary.valueFlows.isEmpty)
        }
        for (oldType, newType) in zip(old.types, summary.types) {
            Self.swap(in: &typesBySimpleName, key: newType.name, file: path, old: oldType, new: newType)
            Self.swap(in: &typesByQualifiedName, key: newType.qualifiedName, file: path, old: oldType, new: newType)
        }
        DeferredRelease.release((consume replaced, consume old))
    }

    private static func swap(
        in table: inout [String: [TypeRef]], key: String, file: String, old: TypeFact, new: TypeFact
    ) {
        guard let position = table[key]?.firstIndex(where: { $0.file == file && $0.fact == old }) else { return }
        table[key]?[position] = TypeRef(file: file, fact: new)
    }

    /// The declaration a written type name refers to: qualified match first, then simple name.
    package func type(named written: String) -> TypeRef? {
        if TypeNameText.isPlain(written) {
            return typesByQualifiedName[written]?.first ?? typesBySimpleName[written]?.first ?? aliased(written)
        }
        let trimmed = written.trimmingCharacters(in: " \t")
        var stripped = trimmed
        while stripped.hasSuffix("?") || stripped.hasSuffix("!") { stripped.removeLast() }
        if let genericStart = stripped.firstIndex(of: "<") { stripped = String(stripped[..<genericStart]) }
        if let exact = typesByQualifiedName[stripped]?.first { return exact }
        return typesBySimpleName[TypeNameText.baseName(stripped)]?.first ?? aliased(stripped)
    }

    /// The type a typealias names (one step: an alias of an alias is not followed).
    private func aliased(_ name: String) -> TypeRef? {
        guard !aliasTargets.isEmpty,
            let target = aliasTargets[name] ?? aliasTargets[TypeNameText.baseName(name)], target != name
        else { return nil }
        return typesByQualifiedName[target]?.first ?? typesBySimpleName[TypeNameText.baseName(target)]?.first
    }

    /// The superclass name of a class (the first inherited type when it is a class), or nil.
    package func superclassName(of ref: TypeRef) -> String? {
        guard ref.fact.kind == .class, let first = ref.fact.inherited.first else { return nil }
        let base = TypeNameText.baseName(first)
        if UIKitCatalog.isKnownPlatformClass(base) || extraViewBases.contains(base)
            || extraViewControllerBases.contains(base)
        {
            return base
        }
        if let declared = type(named: first), declared.fact.kind == .class { return base }
        return nil
    }

    /// The chain of class names from `name` up to the root, `name` included.
    package func classChain(of name: String) -> [String] {
        let base = TypeNameText.baseName(name)
        return chainsByBaseName[base] ?? computeClassChain(of: base)
    }

    private func computeClassChain(of name: String) -> [String] {
        var chain: [String] = []
        var seen: Set<String> = []
        var current: String? = TypeNameText.baseName(name)
        while let name = current, !seen.contains(name), chain.count < 64 {
            seen.insert(name)
            chain.append(name)
            if let ref = type(named: name), ref.fact.kind == .class {
                current = superclassName(of: ref)
            } else if let platformSuper = UIKitCatalog.superclassOf[name] {
                current = platformSuper
            } else if extraViewBases.contains(name) {
                current = "UIView"
            } else if extraViewControllerBases.contains(name) {
                current = "UIViewController"
            } else {
                current = nil
            }
        }
        return chain
    }

    package func inherits(_ name: String, from base: String) -> Bool { classChain(of: name).contains(base) }

    /// A `UIView` or subclass (through workspace classes).
    package func isView(_ name: String) -> Bool { inherits(name, from: "UIView") }
    package func isViewController(_ name: String) -> Bool { inherits(name, from: "UIViewController") }
    package func isTableViewCell(_ name: String) -> Bool { inherits(name, from: "UITableViewCell") }
    package func isTableViewController(_ name: String) -> Bool { inherits(name, from: "UITableViewController") }

    /// Conformances a type declares itself (in its declaration or in extensions), superclasses excluded.
    package func ownConformances(of ref: TypeRef) -> Set<String> {
        var result = Set(ref.fact.inherited.map(TypeNameText.baseName))
        result.formUnion(extensionConformances[ref.fact.name] ?? [])
        result.formUnion(extensionConformances[ref.fact.qualifiedName] ?? [])
        return result
    }

    /// The types that declare a conformance to `protocolName` themselves, in path order.
    package func conformingTypes(to protocolName: String) -> [TypeRef] {
        typesBySimpleName.values.joined().filter { ownConformances(of: $0).contains(protocolName) }
            .sorted { ($0.file, $0.fact.site.range.start) < ($1.file, $1.fact.site.range.start) }
    }

    /// True when the type or any superclass conforms to `protocolName` (Swift `is` semantics).
    package func conforms(_ name: String, to protocolName: String) -> Bool {
        for className in classChain(of: name) {
            if let ref = type(named: className), ownConformances(of: ref).contains(protocolName) { return true }
        }
        return false
    }

    /// The value of a constant reference (`IDs.login.email`, `Field.email.rawValue`), seen
    /// from `context` (the qualified name of the type it is written in), through `constants`.
    package func stringConstant(_ expression: String, arguments: [String]? = nil, context: String? = nil)
        -> StringConstantValue?
    {
        constants.value(of: expression, arguments: arguments, context: context)
    }

    /// The exact string an expression always has (a literal, or constants only), else nil:
    /// what a UI-test query such as `app.buttons[IDs.login.email]` looks for.
    /// Every exact value a query can have: `exactString`, or each side of a ternary
    /// (`flag ? IDs.a : IDs.b`) whose value is known, in order.
    package func exactStrings(_ expression: StringExpr) -> [String] {
        if expression.kind == .other,
            let alternatives = constants.alternatives(ofExpression: expression.value, context: nil)
        {
            var seen: Set<String> = []
            return alternatives.filter { !$0.value.isTemplate && seen.insert($0.value.text).inserted }.map(\.value.text)
        }
        return exactString(expression).map { [$0] } ?? []
    }

    package func exactString(_ expression: StringExpr) -> String? {
        // A test recomputing a RapidA11y string (RA-11) names no constant.
        if expression.kind != .literal, let rapid = RapidA11yTestStrings.value(of: expression, index: self) {
            return rapid
        }
        let value: StringConstantValue?
        switch expression.kind {
        case .literal: return expression.value
        case .reference, .other: value = constants.value(ofExpression: expression.value, context: nil)
        case .interpolated: value = constants.substitute(template: expression.value, context: nil)
        }
        guard let value, !value.isTemplate else { return nil }
        return value.text
    }
}

/// Tables derived from an index's summaries, made once by whoever asks first. A class, so that
/// the copies of an index that `replacePositions` makes share them; a lock, since the rules run
/// on two threads, held only to read and write a slot: a table is made outside it, so the
/// duplicate rule making the screen tables never holds up the label rule making its texts (two
/// threads asking for the same table at once may both make it; the first stored wins, and both
/// are equal). Each table depends on names, structure or texts only, never on a Swift file's
/// positions or view strings, which is all a position replacement changes (it starts new tables
/// when a storyboard moves or a shown text changes).
package final class DerivedTables: @unchecked Sendable {
    private let lock = NSLock()
    private var screens: ScreenModel.Tables?
    private var labels: (uiTestPaths: Set<String>, texts: LabelTexts)?
    private var explicitHolders: Set<String>?
    private var activeNames: [Bool: SwiftUIActiveNames] = [:]
    private var appRoots: (uiTestPaths: Set<String>, roots: Set<String>)?
    private var valueFlow: ValueFlowIndex?
    private var produced: (uiTestPaths: Set<String>, values: ProducedValues)?
    /// The files' parts of the last produced-strings table: kept across moves, but for the
    /// moved file's (`withoutPositions`).
    private var producedParts: ProducedValues.Parts?

    init() {}

    /// These tables without those that carry positions, for an index whose Swift file `moved`
    /// moved (or changed only in the strings of its views): the produced strings (their sites;
    /// the other files' parts are kept) and, unless `keepingValueFlow` (the file holds no
    /// value-flow fact), the value-flow index.
    func withoutPositions(of moved: String, keepingValueFlow: Bool) -> DerivedTables {
        locked {
            let copy = DerivedTables()
            copy.screens = screens
            copy.labels = labels
            copy.explicitHolders = explicitHolders
            copy.activeNames = activeNames
            copy.appRoots = appRoots
            if keepingValueFlow { copy.valueFlow = valueFlow }
            copy.producedParts = producedParts
            copy.producedParts?.byPath[moved] = nil
            return copy
        }
    }

    /// Signatures, calls and writes by name (`ValueFlowIndex`), made by `make` the first time.
    func valueFlowIndex(_ make: () -> ValueFlowIndex) -> ValueFlowIndex { cached(\.valueFlow, make) }

    private func cached<T>(_ slot: ReferenceWritableKeyPath<DerivedTables, T?>, _ make: () -> T) -> T {
        if let known = locked({ self[keyPath: slot] }) { return known }
        let made = make()
        return locked {
            if let known = self[keyPath: slot] { return known }
            self[keyPath: slot] = made
            return made
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// The screen model's tables, made by `make` the first time.
    func screenTables(_ make: () -> ScreenModel.Tables) -> ScreenModel.Tables { cached(\.screens, make) }

    /// The SwiftUI members (by unreached-walk key) whose views apply an explicit identifier.
    func explicitIdentifierHolders(_ make: () -> Set<String>) -> Set<String> { cached(\.explicitHolders, make) }

    /// The names under which SwiftUI views may yield (`SwiftUIActiveNames`), with or without controls.
    func swiftUIActiveNames(countsControls: Bool, _ make: () -> SwiftUIActiveNames) -> SwiftUIActiveNames {
        if let known = locked({ activeNames[countsControls] }) { return known }
        let made = make()
        return locked {
            if let known = activeNames[countsControls] { return known }
            activeNames[countsControls] = made
            return made
        }
    }

    /// The outermost names of the types the app's code (not these UI tests) declares string
    /// constants in: its identifier namespaces.
    func appNamespaceRoots(uiTestPaths: Set<String>, _ make: () -> Set<String>) -> Set<String> {
        if let known = locked({ appRoots }), known.uiTestPaths == uiTestPaths { return known.roots }
        let made = make()
        locked { appRoots = (uiTestPaths, made) }
        return made
    }

    /// The texts the app shows, grouped for `LabelModel`, for these UI-test paths.
    func labelTexts(uiTestPaths: Set<String>, _ make: () -> LabelTexts) -> LabelTexts {
        if let known = locked({ labels }), known.uiTestPaths == uiTestPaths { return known.texts }
        let made = make()
        locked { labels = (uiTestPaths, made) }
        return made
    }

    /// The strings the app's code can produce (`ProducedValues`) for these UI-test paths: the
    /// XCUITest, Maestro and Appium checks and the hover all ask, and on a large workspace the
    /// table takes a noticeable part of a resolution to build. `make` is given the parts kept
    /// from the table before a move, and returns the table with its parts.
    func producedValues(
        uiTestPaths: Set<String>, _ make: (ProducedValues.Parts?) -> (ProducedValues, ProducedValues.Parts)
    ) -> ProducedValues {
        if let known = locked({ produced }), known.uiTestPaths == uiTestPaths { return known.values }
        let (made, parts) = make(locked { producedParts })
        locked {
            produced = (uiTestPaths, made)
            producedParts = parts
        }
        return made
    }
}
