// Go to definition from UI tests to elements, and find the UI tests that query an element.

/// Definition and references between elements and the UI tests that query them.
package enum Navigation {
    /// From a UI-test query (a string literal, a constant or `Identifiers.X.y`) to the sites of
    /// every element that gets the queried identifier. Empty when the position is not a query or
    /// nothing gets the identifier.
    package static func definition(at utf8Offset: Int, in path: String, workspace: AnalysisWorkspace) -> [SourceSite] {
        guard let reference = workspace.testReference(at: utf8Offset, inFile: path),
              let queried = workspace.queriedValue(of: reference) else { return [] }
        return uniqueSites(workspace.sites(ofIdentifier: queried).map(\.site))
    }

    /// From an element (or the modifier, property or call that identifies it) to the UI tests
    /// that query its identifier; with `includeDeclaration` the element's own sites come first.
    /// On a UI-test query, the other queries of the same identifier.
    package static func references(at utf8Offset: Int, in path: String, includeDeclaration: Bool, workspace: AnalysisWorkspace) -> [SourceSite] {
        var values: [String] = []
        if let reference = workspace.testReference(at: utf8Offset, inFile: path), let queried = workspace.queriedValue(of: reference) {
            values = [queried]
        } else {
            let candidates = workspace.identifiers(at: utf8Offset, inFile: path)
            var seen: Set<String> = []
            values = Hover.choose(candidates, at: utf8Offset, in: path).0.map(\.value).filter { seen.insert($0).inserted }
        }
        var sites: [SourceSite] = []
        for value in values {
            if includeDeclaration { sites += workspace.sites(ofIdentifier: value).map(\.site) }
            sites += workspace.testReferences(toIdentifier: value).map(\.site)
        }
        return uniqueSites(sites)
    }

    private static func uniqueSites(_ sites: [SourceSite]) -> [SourceSite] {
        var seen: Set<SourceSite> = []
        return sites.filter { seen.insert($0).inserted }
    }
}
