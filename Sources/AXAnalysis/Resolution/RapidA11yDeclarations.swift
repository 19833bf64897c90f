// The RapidA11y declarations of the whole workspace by type, and the lookups the resolver and the
// UI-test references share: does a type conform (RA-1), which requirement bodies does it use (RA-10).

/// A declaration fact and the file it is in.
struct RapidDeclarationRef {
    let file: String
    let fact: RapidDeclarationFact
}

struct RapidA11yDeclarations {
    /// By the simple name of the declared or extended type.
    private(set) var byType: [String: [RapidDeclarationRef]] = [:]
    let index: WorkspaceIndex

    init(index: WorkspaceIndex) {
        self.index = index
        for path in index.summaries.keys.sorted() {
            guard let facts = index.summaries[path]?.rapidA11y, !facts.declarations.isEmpty else { continue }
            for declaration in facts.declarations {
                byType[TypeNameText.baseName(declaration.typeName), default: []].append(
                    RapidDeclarationRef(file: path, fact: declaration))
            }
        }
    }

    var isEmpty: Bool { byType.isEmpty }

    /// The declaration that adopts `RapidAccessible` for `name` or its nearest superclass (RA-1: inherited).
    func conformance(of name: String) -> (owner: String, file: String, site: SourceSite)? {
        for className in index.classChain(of: name) {
            for ref in byType[className] ?? [] {
                if let site = ref.fact.conformanceSite { return (className, ref.file, site) }
            }
        }
        return nil
    }

    /// `rapidControlsInformation()` as the dynamic type `name` reaches it (RA-10): its own or the
    /// nearest superclass's.
    func information(of name: String) -> (owner: String, file: String, fact: RapidInformationFunctionFact)? {
        for className in index.classChain(of: name) {
            for ref in byType[className] ?? [] {
                if let fact = ref.fact.information { return (className, ref.file, fact) }
            }
        }
        return nil
    }

    /// `rapidAccessibilityControls()` as an instance of `name` reaches it.
    func controls(of name: String) -> (owner: String, file: String, fact: RapidControlsFunctionFact)? {
        for className in index.classChain(of: name) {
            for ref in byType[className] ?? [] {
                if let fact = ref.fact.controls { return (className, ref.file, fact) }
            }
        }
        return nil
    }

    /// Every adopting declaration, in file order.
    var conformances: [(type: String, file: String, site: SourceSite, conditions: [ConditionClause])] {
        var result: [(type: String, file: String, site: SourceSite, conditions: [ConditionClause])] = []
        for name in byType.keys.sorted() {
            for ref in byType[name] ?? [] {
                if let site = ref.fact.conformanceSite { result.append((name, ref.file, site, ref.fact.conditions)) }
            }
        }
        return result
    }
}

/// The strings UI tests recompute (RA-11): `Screen.rapidControlsInformation()[N].identifier` and
/// `"\(Screen.self)_view_a11yID"`, read off the same evaluation the app's identifiers use.
enum RapidA11yTestStrings {
    /// The string a test expression stands for, when it is one of those and evaluates.
    static func value(of expression: StringExpr, index: WorkspaceIndex) -> String? {
        guard let references = index.summaries[expression.site.file]?.rapidA11y.testReferences, !references.isEmpty,
            let reference = references.first(where: { $0.site.range == expression.site.range })
        else { return nil }
        return value(of: reference, index: index)
    }

    static func value(of reference: RapidTestReferenceFact, index: WorkspaceIndex) -> String? {
        switch reference.kind {
        case .root:
            return "\(TypePrinter.runtimeName(reference.typeName))_view_a11yID"
        case .control:
            let declarations = RapidA11yDeclarations(index: index)
            guard let elements = declarations.information(of: TypeNameText.baseName(reference.typeName))?.fact.elements,
                elements.indices.contains(reference.index)
            else { return nil }
            let information = elements[reference.index]
            return information.isKnown ? information.identifier : nil
        }
    }
}
