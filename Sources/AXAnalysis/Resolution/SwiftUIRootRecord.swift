// What each render root's walk produced, kept with the resolution so that an edit that changes
// only the strings of a file's views walks again only the roots that read that file: edits
// resolve only what they change.
//
// Why a root that did not read a file keeps its output: a walk reads strings only from the views
// it visits (and from declarations, string constants and property defaults, which such an edit
// leaves alone), and what it visits depends on names and structure, never on string values. The
// walker's state shared between roots is value-free too: the components app roots reached (which
// previews skip), the silent-walk memo (sound in any walk), and the identifier count (kept equal
// with `SwiftUIRenderWalker.identifiersBefore`). Per-root state that the full walk shared across
// roots (`identifier-repeated-in-list` once per site) is per root, and `SwiftUIResolver` keeps
// the first finding per site when it puts the records together.

/// One render root's walk: its key (`SwiftUIResolver` names each root walk uniquely and
/// deterministically), its raw output and outcomes, and every file it read.
struct SwiftUIRootRecord {
    var key: String
    var identifiers: [ComputedIdentifier]
    var findings: [Finding]
    var leafOutcomes: [SourceSite: SwiftUILeafOutcome]
    var controlOutcomes: [SourceSite: (name: String, identified: Bool)]
    /// Explicit identifier modifiers walked with a value that sets none (`nil` at this use).
    var unsetIdentifierSites: Set<SourceSite> = []
    /// Files of the views visited, and of every position in the output: an edit in any other
    /// file leaves this record as it is, positions included.
    var files: Set<String>

    /// Adds the files of every position the output carries (report and element sites,
    /// provenance, findings' related sites and fix edits, outcome sites).
    mutating func addOutputFiles() {
        for identifier in identifiers {
            files.insert(identifier.site.file)
            files.insert(identifier.elementSite.file)
            for step in identifier.allSteps { files.insert(step.site.file) }
        }
        for finding in findings {
            files.insert(finding.site.file)
            for related in finding.related { files.insert(related.site.file) }
            for fix in finding.fixes { for edit in fix.edits { files.insert(edit.file) } }
        }
        for (site, outcome) in leafOutcomes {
            files.insert(site.file)
            for context in outcome.contextsWithoutBranch {
                if let usage = context.usageSite { files.insert(usage.file) }
            }
        }
        for site in controlOutcomes.keys { files.insert(site.file) }
        for site in unsetIdentifierSites { files.insert(site.file) }
    }

    /// The record after an edit that only moved `path`'s facts (`ResolvedWorkspace.shiftPositions`).
    func shifted(
        _ path: String, _ moveSite: (SourceSite) -> SourceSite,
        _ moveIdentifier: (ComputedIdentifier) -> ComputedIdentifier,
        _ moveFinding: (Finding) -> Finding
    ) -> SwiftUIRootRecord {
        guard files.contains(path) else { return self }
        var moved = self
        moved.identifiers = identifiers.map(moveIdentifier)
        moved.findings = findings.map(moveFinding)
        moved.leafOutcomes = [:]
        for (site, outcome) in leafOutcomes {
            var outcome = outcome
            outcome.contextsWithoutBranch = outcome.contextsWithoutBranch.map {
                ($0.rootName, $0.usageSite.map(moveSite))
            }
            moved.leafOutcomes[moveSite(site)] = outcome
        }
        moved.controlOutcomes = [:]
        for (site, control) in controlOutcomes { moved.controlOutcomes[moveSite(site)] = control }
        moved.unsetIdentifierSites = Set(unsetIdentifierSites.map(moveSite))
        return moved
    }
}

/// The SwiftUI resolver's output with the records it came from.
struct SwiftUIResolution {
    var output: ResolutionOutput
    /// Every root walk, in walk order (each keeps the files it read: `recordsReadingFile`).
    private(set) var records: [SwiftUIRootRecord]
    /// The components app roots reached, which previews do not walk again: it depends on names
    /// and structure only, so a resolution that reuses records reuses it too.
    var componentsSkippedInPreviews: Set<String>
    /// What the catalog found the views and previews instantiate: names and structure only too.
    var catalogInstantiations: SwiftUIComponentCatalog.Instantiations
    /// How many of `records` were walked (the others were taken over from a previous resolution).
    var walkedRoots: Int
    /// The roots and previews were walked on several threads (`SwiftUIResolver.resolveInParallel`).
    var walkedInParallel = false
    /// For each file, the positions in `records` of the walks that read it: a keystroke's shift
    /// looks up its file instead of asking every record (each a set lookup, hashing the path).
    private let recordsReadingFile: [String: [Int]]

    init(
        output: ResolutionOutput, records: [SwiftUIRootRecord], componentsSkippedInPreviews: Set<String>,
        catalogInstantiations: SwiftUIComponentCatalog.Instantiations, walkedRoots: Int
    ) {
        self.output = output
        self.records = records
        self.componentsSkippedInPreviews = componentsSkippedInPreviews
        self.catalogInstantiations = catalogInstantiations
        self.walkedRoots = walkedRoots
        var reading: [String: [Int]] = [:]
        for (position, record) in records.enumerated() {
            for file in record.files { reading[file, default: []].append(position) }
        }
        recordsReadingFile = reading
    }

    /// Moves the records after an edit that only moved `path`'s facts. In place: only records
    /// that read `path` change, and copying every record of the workspace (a `map`) was 5% of a
    /// keystroke in a 5,000-file workspace.
    mutating func shift(
        _ path: String, _ moveSite: (SourceSite) -> SourceSite,
        _ moveIdentifier: (ComputedIdentifier) -> ComputedIdentifier,
        _ moveFinding: (Finding) -> Finding
    ) {
        for index in recordsReadingFile[path] ?? [] {
            records[index] = records[index].shifted(path, moveSite, moveIdentifier, moveFinding)
        }
    }
}

/// What a resolution that reuses records may take over: the previous resolution's records and
/// the files whose views changed since (strings only, `SwiftUIStringEdit`).
struct SwiftUIReuse {
    var previous: SwiftUIResolution
    var changedFiles: Set<String>

    /// The previous walk of `key` when it read none of the changed files.
    func record(_ key: String) -> SwiftUIRootRecord? {
        guard let record = recordsByKey[key], record.files.isDisjoint(with: changedFiles) else { return nil }
        return record
    }

    private let recordsByKey: [String: SwiftUIRootRecord]

    init(previous: SwiftUIResolution, changedFiles: Set<String>) {
        self.previous = previous
        self.changedFiles = changedFiles
        var byKey: [String: SwiftUIRootRecord] = [:]
        for record in previous.records where byKey[record.key] == nil { byKey[record.key] = record }
        recordsByKey = byKey
    }
}
