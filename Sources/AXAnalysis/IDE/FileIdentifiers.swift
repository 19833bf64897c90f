// The identifiers one file's hints and assists look at, found without copying every identifier
// of the workspace on each request.

/// The identifiers reported in a file or set on an element in it, in `allIdentifiers()` order.
///
/// Filtering `allIdentifiers()` for one file copied (and, at the next edit, freed) every
/// identifier of the workspace per inlay-hint request: 40% of the server's time per keystroke
/// in a 1,500-file workspace. Most identifiers are reported in the file of their element; the
/// others are found through a map from element file to the report files that name it, built
/// once per resolution. A keystroke that only moves facts shifts positions inside one file and
/// never changes which files an identifier names, so the map holds until the workspace resolves
/// again (`resolutionCount`). `FileIdentifiersTests` compares it with the filter after random
/// edits that shift and resolve.
///
/// Not thread-safe: the server keeps one on its event loop, next to the workspace it reads.
package final class FileIdentifiers {
    /// The workspace and `resolutionCount` the map was built for.
    private var builtFor: (workspace: ObjectIdentifier, resolution: Int)?
    /// Element file → the other files whose identifiers name an element in it, sorted.
    private var reportFilesByElementFile: [String: [String]] = [:]

    package init() {}

    /// Every identifier whose report site or element is in `path`, sorted by report file and
    /// position as `allIdentifiers()` is.
    package func identifiers(of path: String, workspace: AnalysisWorkspace) -> [ComputedIdentifier] {
        // While a background job resolves, the answers are the last resolution's, mapped onto the
        // current texts, and which of them are given changes with every edit: the map, built for
        // a resolution, is not kept for them (the filter reads the cached mapped list).
        if workspace.isAnsweringPartially { return Self.scan(path, workspace: workspace) }
        // Reading the file's own identifiers resolves the workspace first when it has to, so
        // `resolutionCount` is current afterwards.
        let own = workspace.identifiers(inFile: path)
        if builtFor?.workspace != ObjectIdentifier(workspace) || builtFor?.resolution != workspace.resolutionCount {
            rebuild(workspace)
        }
        guard let others = reportFilesByElementFile[path] else { return own }
        var result: [ComputedIdentifier] = []
        var ownAdded = false
        for file in others {
            if !ownAdded, path < file {
                result += own
                ownAdded = true
            }
            result += workspace.identifiers(inFile: file).filter { $0.elementSite.file == path }
        }
        if !ownAdded { result += own }
        return result
    }

    /// The filter these answers must equal (tests, and callers without a `FileIdentifiers`).
    package static func scan(_ path: String, workspace: AnalysisWorkspace) -> [ComputedIdentifier] {
        workspace.allIdentifiers().filter { $0.elementSite.file == path || $0.site.file == path }
    }

    private func rebuild(_ workspace: AnalysisWorkspace) {
        var files: [String: Set<String>] = [:]
        for identifier in workspace.allIdentifiers() where identifier.elementSite.file != identifier.site.file {
            files[identifier.elementSite.file, default: []].insert(identifier.site.file)
        }
        reportFilesByElementFile = files.mapValues { $0.sorted() }
        builtFor = (ObjectIdentifier(workspace), workspace.resolutionCount)
    }
}
