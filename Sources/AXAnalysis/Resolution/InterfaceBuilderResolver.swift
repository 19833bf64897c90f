// Identifiers set in storyboards and xibs.

enum InterfaceBuilderResolver {
    static func resolve(index: WorkspaceIndex) -> ResolutionOutput {
        var output = ResolutionOutput()
        for path in index.summaries.keys.sorted() {
            guard let summary = index.summaries[path] else { continue }
            for fact in summary.interfaceBuilderIdentifiers {
                output.identifiers.append(ComputedIdentifier(
                    value: fact.value, site: fact.site, elementSite: fact.site, elementName: fact.elementName,
                    convention: .interfaceBuilder, certainty: .certain,
                    via: [ProvenanceStep(kind: .interfaceBuilder, site: fact.site, detail: "set in Interface Builder on <\(fact.elementTag)>")]
                ))
            }
        }
        return output
    }
}
