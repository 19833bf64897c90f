// Go to definition from UI tests to elements, and find the UI tests that query an element.

/// Definition and references between elements and the UI tests that query them.
package enum Navigation {
    /// From a UI-test query (a string literal, a constant or `Identifiers.X.y`) to the sites of
    /// every element that gets the queried identifier. Empty when the position is not a query or
    /// nothing gets the identifier.
    package static func definition(at utf8Offset: Int, in path: String, workspace: AnalysisWorkspace) -> [SourceSite] {
        if let selector = workspace.uiTestSelector(at: utf8Offset, inFile: path) {
            // An Appium accessibility id with no element of that identifier finds a label.
            let elements = workspace.identifiers(foundBy: selector).map(\.site)
            return uniqueSites(elements.isEmpty ? workspace.labels(foundBy: selector).map(\.site) : elements)
        }
        guard let reference = workspace.testReference(at: utf8Offset, inFile: path) else { return [] }
        return uniqueSites(
            workspace.queriedValues(of: reference).flatMap { workspace.sites(ofIdentifier: $0).map(\.site) })
    }

    /// From an element (or the modifier, property or call that identifies it) to the UI tests
    /// that query its identifier; with `includeDeclaration` the element's own sites come first.
    /// On a UI-test query, the other queries of the same identifier.
    /// From a flow's or suite's selector, every UI test, flow and suite that queries an element
    /// it finds (itself included).
    package static func references(
        at utf8Offset: Int, in path: String, includeDeclaration: Bool, workspace: AnalysisWorkspace
    ) -> [SourceSite] {
        // Each value with whether it is a template of the app's (`{…}` parts known at run time).
        var values: [(value: String, isTemplate: Bool)] = []
        var sites: [SourceSite] = []
        if let reference = workspace.testReference(at: utf8Offset, inFile: path),
            !workspace.queriedValues(of: reference).isEmpty
        {
            values = workspace.queriedValues(of: reference).map { ($0, false) }
        } else if let selector = workspace.uiTestSelector(at: utf8Offset, inFile: path) {
            values = workspace.identifiers(foundBy: selector).map { ($0.value, $0.certainty == .dynamic) }
            sites = [selector.site]
        } else {
            let candidates = workspace.identifiers(at: utf8Offset, inFile: path)
            values = Hover.choose(candidates, at: utf8Offset, in: path).0.map { ($0.value, $0.certainty == .dynamic) }
        }
        var seen: Set<String> = []
        for (value, isTemplate) in values where seen.insert("\(isTemplate)|\(value)").inserted {
            if includeDeclaration { sites += workspace.sites(ofIdentifier: value).map(\.site) }
            sites += workspace.testReferences(toIdentifier: value).map(\.site)
            sites += workspace.uiTestSelectors(finding: value, isTemplate: isTemplate).map(\.site)
        }
        return uniqueSites(sites)
    }

    private static func uniqueSites(_ sites: [SourceSite]) -> [SourceSite] {
        var seen: Set<SourceSite> = []
        return sites.filter { seen.insert($0).inserted }
    }
}
