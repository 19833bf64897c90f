// Identifiers set in storyboards and xibs, and the outlets that connect them to Swift properties.

/// An Interface Builder identifier and the Swift property its element is connected to, if any.
struct InterfaceBuilderElement {
    var identifier: ComputedIdentifier
    /// `(ownerClass, property)` of an outlet connected to the element.
    var outlets: [(ownerClass: String, property: String)]
}

enum InterfaceBuilderResolver {
    static func resolve(index: WorkspaceIndex) -> [InterfaceBuilderElement] {
        var elements: [InterfaceBuilderElement] = []
        for path in index.summaries.keys.sorted() {
            guard let summary = index.summaries[path], summary.kind == .interfaceBuilder else { continue }
            var outletsByDestination: [String: [(String, String)]] = [:]
            for outlet in summary.interfaceBuilderOutlets {
                outletsByDestination[outlet.destinationID, default: []].append(
                    (TypeNameText.baseName(outlet.ownerClass), outlet.property))
            }
            for fact in summary.interfaceBuilderIdentifiers {
                // An element of a prototype cell is one of a row: it meets only the other elements
                // of its own cell (`DuplicateIdentifierRule.rowDuplicates`), the row key naming the cell.
                let identifier = ComputedIdentifier(
                    value: fact.value, site: fact.site, elementSite: fact.site, elementName: fact.elementName,
                    convention: .interfaceBuilder, certainty: .certain,
                    via: [
                        ProvenanceStep(
                            kind: .interfaceBuilder, site: fact.site,
                            detail: "set in Interface Builder on <\(fact.elementTag)>")
                    ],
                    isRepeated: fact.prototypeCell != nil,
                    contextKey: fact.prototypeCell.map { "ib-row|\(path)#\($0.elementID)" } ?? ""
                )
                elements.append(
                    InterfaceBuilderElement(
                        identifier: identifier, outlets: fact.elementID.flatMap { outletsByDestination[$0] } ?? []))
            }
        }
        return elements
    }
}
