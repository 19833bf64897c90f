// The traits a RapidA11y control gives itself in its own initialiser (a custom view that sets
// `accessibilityTraits = .button` in `init`, often in another file): the apply call that runs
// later replaces them with its information's (RA-7, RA-9).

enum RapidOwnTraits {
    /// The traits the workspace class `type` (or a workspace superclass) sets on itself in an
    /// initialiser, and the statement that sets them; nil when none does, or when a value is
    /// not a list of standard trait names.
    static func traits(of type: String, index: WorkspaceIndex) -> (traits: [String], site: SourceSite)? {
        var traits: Set<String> = []
        var site: SourceSite?
        // Superclass initialisers run first (`super.init`), so their writes come before.
        for name in index.classChain(of: type).reversed() {
            guard let ref = index.type(named: name), ref.fact.kind == .class,
                let fact = index.summaries[ref.file]?.outline.classes.first(where: { $0.name == ref.fact.name })
            else { continue }
            for method in fact.methods where method.name == "init" && method.labels != ["coder"] {
                for statement in method.body {
                    switch statement.kind {
                    case .assign(let target, let value) where isOwnTraits(target):
                        guard let names = names(in: value) else { return nil }
                        traits = names
                        site = site ?? statement.site
                    case .insertTraits(let target, let value) where isOwnTraits(target):
                        guard let names = names(in: value) else { return nil }
                        traits.formUnion(names)
                        site = site ?? statement.site
                    case .removeTraits(let target, let value) where isOwnTraits(target):
                        guard let names = names(in: value) else { return nil }
                        traits.subtract(names)
                    default:
                        continue
                    }
                }
            }
        }
        guard let site, !traits.isEmpty else { return nil }
        return (traits.sorted(), site)
    }

    private static func isOwnTraits(_ target: String) -> Bool {
        target == "accessibilityTraits" || target == "self.accessibilityTraits"
    }

    /// `.button`, `[.button, .selected]`, `UIAccessibilityTraits.header`, `a.union(b)`.
    private static func names(in value: OutlineExpr) -> Set<String>? {
        switch value {
        case .member(let name): return name == "none" ? [] : [name]
        case .array(let items), .union(let items):
            var names: Set<String> = []
            for item in items {
                guard let inner = self.names(in: item) else { return nil }
                names.formUnion(inner)
            }
            return names
        case .nilLiteral: return []
        default: return nil
        }
    }
}
