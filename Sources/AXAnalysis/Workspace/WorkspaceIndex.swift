// Cross-file facts built from all summaries: types by name, class hierarchies, conformances.

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
    private let extraViewBases: Set<String>
    private let extraViewControllerBases: Set<String>
    /// `classChain(of:)` of every declared type's simple name, computed once: resolution asks
    /// for chains constantly (is it a view, a controller, a cell?) and they never change
    /// between resolutions (a position-only update keeps names and inheritance).
    private var chainsByBaseName: [String: [String]] = [:]

    package init(summaries: [String: FileSummary], options: AnalysisOptions = AnalysisOptions()) {
        self.summaries = summaries
        var bySimple: [String: [TypeRef]] = [:]
        var byQualified: [String: [TypeRef]] = [:]
        var conformances: [String: Set<String>] = [:]
        for path in summaries.keys.sorted() {
            guard let summary = summaries[path] else { continue }
            for type in summary.types {
                let ref = TypeRef(file: path, fact: type)
                bySimple[type.name, default: []].append(ref)
                byQualified[type.qualifiedName, default: []].append(ref)
            }
            for ext in summary.extensions {
                let name = TypeNameText.baseName(ext.extendedType)
                conformances[name, default: []].formUnion(ext.conformances.map(TypeNameText.baseName))
            }
        }
        self.typesBySimpleName = bySimple
        self.typesByQualifiedName = byQualified
        self.extensionConformances = conformances
        self.constants = StringConstantIndex(summaries: summaries)
        self.extraViewBases = Set(options.extraViewBaseTypes)
        self.extraViewControllerBases = Set(options.extraViewControllerBaseTypes)
        var chains: [String: [String]] = [:]
        for name in bySimple.keys {
            let base = TypeNameText.baseName(name)
            chains[base] = computeClassChain(of: base)
        }
        self.chainsByBaseName = chains
    }

    /// Replaces one file's summary by one that differs only in positions (the fast path of an
    /// edit that moved facts without changing them): the k-th old type is the k-th new one.
    mutating func replacePositions(of path: String, with summary: FileSummary) {
        guard let old = summaries[path] else { return }
        summaries[path] = summary
        for (oldType, newType) in zip(old.types, summary.types) {
            Self.swap(in: &typesBySimpleName, key: newType.name, file: path, old: oldType, new: newType)
            Self.swap(in: &typesByQualifiedName, key: newType.qualifiedName, file: path, old: oldType, new: newType)
        }
    }

    private static func swap(in table: inout [String: [TypeRef]], key: String, file: String, old: TypeFact, new: TypeFact) {
        guard let position = table[key]?.firstIndex(where: { $0.file == file && $0.fact == old }) else { return }
        table[key]?[position] = TypeRef(file: file, fact: new)
    }

    /// The declaration a written type name refers to: qualified match first, then simple name.
    package func type(named written: String) -> TypeRef? {
        if TypeNameText.isPlain(written) {
            return typesByQualifiedName[written]?.first ?? typesBySimpleName[written]?.first
        }
        let trimmed = written.trimmingCharacters(in: " \t")
        var stripped = trimmed
        while stripped.hasSuffix("?") || stripped.hasSuffix("!") { stripped.removeLast() }
        if let genericStart = stripped.firstIndex(of: "<") { stripped = String(stripped[..<genericStart]) }
        if let exact = typesByQualifiedName[stripped]?.first { return exact }
        return typesBySimpleName[TypeNameText.baseName(stripped)]?.first
    }

    /// The superclass name of a class (the first inherited type when it is a class), or nil.
    package func superclassName(of ref: TypeRef) -> String? {
        guard ref.fact.kind == .class, let first = ref.fact.inherited.first else { return nil }
        let base = TypeNameText.baseName(first)
        if UIKitCatalog.isKnownPlatformClass(base) || extraViewBases.contains(base) || extraViewControllerBases.contains(base) {
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

    /// True when the type or any superclass conforms to `protocolName` (Swift `is` semantics).
    package func conforms(_ name: String, to protocolName: String) -> Bool {
        for className in classChain(of: name) {
            if let ref = type(named: className), ownConformances(of: ref).contains(protocolName) { return true }
        }
        return false
    }

    /// The value of a constant reference (`IDs.login.email`, `Field.email.rawValue`), seen
    /// from `context` (the qualified name of the type it is written in), through `constants`.
    package func stringConstant(_ expression: String, arguments: [String]? = nil, context: String? = nil) -> StringConstantValue? {
        constants.value(of: expression, arguments: arguments, context: context)
    }

    /// The exact string an expression always has (a literal, or constants only), else nil:
    /// what a UI-test query such as `app.buttons[IDs.login.email]` looks for.
    package func exactString(_ expression: StringExpr) -> String? {
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
