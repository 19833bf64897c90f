// The UIKit half of `control-without-identifier`: stored controls no convention identifies.

/// Finds `UIControl` properties (buttons, text fields, switches…) of app classes that get no
/// identifier from AAII, AccessibilityIdentificable, an assignment or Interface Builder.
enum UIKitControlsWithoutIdentifier {
    static func findings(_ context: RuleContext, make: (SourceSite, String) -> Finding) -> [Finding] {
        var covered: Set<SourceSite> = []
        var assignedNames: Set<String> = []
        for identifier in context.identifiers {
            covered.insert(identifier.elementSite)
            if identifier.convention == .explicitUIKit {
                var name = identifier.elementName
                if name.hasPrefix("self.") { name.removeFirst(5) }
                assignedNames.insert("\(identifier.site.file)|\(name)")
            }
        }
        var interfaceBuilderCovered: Set<String> = []
        for summary in context.summaries.values where summary.kind == .interfaceBuilder {
            let identifiedIDs = Set(summary.interfaceBuilderIdentifiers.compactMap(\.elementID))
            for outlet in summary.interfaceBuilderOutlets where identifiedIDs.contains(outlet.destinationID) {
                interfaceBuilderCovered.insert("\(TypeNameText.baseName(outlet.ownerClass)).\(outlet.property)")
            }
        }
        var findings: [Finding] = []
        for path in context.summaries.keys.sorted() {
            guard let summary = context.summaries[path], summary.kind == .swift, !summary.isTestCode else { continue }
            for type in summary.types where type.kind == .class {
                guard context.index.isView(type.name) || context.index.isViewController(type.name) else { continue }
                for property in type.properties where property.isStored && !property.isStatic {
                    guard let written = property.effectiveTypeName, !TypeNameText.isArray(written) else { continue }
                    let base = TypeNameText.baseName(written)
                    guard context.index.inherits(base, from: "UIControl") else { continue }
                    let elementSite = SourceSite(file: path, range: property.site.range)
                    if covered.contains(elementSite) || assignedNames.contains("\(path)|\(property.name)")
                        || interfaceBuilderCovered.contains("\(type.name).\(property.name)")
                    {
                        continue
                    }
                    findings.append(
                        make(
                            SourceSite(file: path, range: property.nameSite.range),
                            "\(base) '\(property.name)' of \(type.name) has no accessibility identifier; UI tests can only find it by its label — set `\(property.name).accessibilityIdentifier` or call injectAccessibilityIdentifiers()"
                        ))
                }
            }
        }
        return findings
    }
}
