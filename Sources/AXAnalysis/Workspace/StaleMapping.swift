// While a background job resolves, the results of the last resolution are placed on the files'
// current texts where that can be done exactly, and left out where it cannot.

/// Maps the last resolution's results onto the current texts. A position in a file unchanged
/// since that resolution stays. A file changed since differs from its text then in one span of
/// bytes (`EditSpan`, from the first to the last byte that differs): a position wholly before
/// it stays, one wholly after it moves by the change in length, and a result with a position
/// overlapping it is left out, as is a result with a position in a file added or removed since.
/// A finding whose related sites lie in a changed file is left out too: its message names their
/// lines, which the edit may have moved.
struct StaleMapping {
    /// Changed file → the span its text changed in (nil: the texts are equal again). Files
    /// changed but absent here (added, removed) have no position that maps.
    private let spans: [String: EditSpan?]
    private let changed: Set<String>

    /// `oldTexts` holds the text each changed file had at the last resolution (absent: it had none).
    init(changed: Set<String>, oldTexts: [String: String], currentTexts: [String: String]) {
        self.changed = changed
        var spans: [String: EditSpan?] = [:]
        for path in changed {
            guard let old = oldTexts[path], let new = currentTexts[path] else { continue }
            spans[path] = .some(EditSpan.between(old, new))
        }
        self.spans = spans
    }

    var isIdentity: Bool { changed.isEmpty }

    /// Results of the current texts: every position stays.
    static let identity = StaleMapping(changed: [], oldTexts: [:], currentTexts: [:])

    func map(_ range: ByteRange, in file: String) -> ByteRange? {
        guard changed.contains(file) else { return range }
        guard let entry = spans[file] else { return nil }
        guard let span = entry else { return range }
        if range.end <= span.start { return range }
        if range.start >= span.oldEnd {
            let delta = span.newEnd - span.oldEnd
            return ByteRange(start: range.start + delta, end: range.end + delta)
        }
        return nil
    }

    func map(_ site: SourceSite) -> SourceSite? {
        map(site.range, in: site.file).map { SourceSite(file: site.file, range: $0) }
    }

    func map(_ identifier: ComputedIdentifier) -> ComputedIdentifier? {
        if isIdentity || !hasPosition(in: identifier) { return identifier }
        guard let site = map(identifier.site), let elementSite = map(identifier.elementSite) else { return nil }
        var mapped = identifier
        mapped.site = site
        mapped.elementSite = elementSite
        func steps(_ steps: [ProvenanceStep]) -> [ProvenanceStep]? {
            var result: [ProvenanceStep] = []
            result.reserveCapacity(steps.count)
            for var step in steps {
                guard let site = map(step.site) else { return nil }
                step.site = site
                result.append(step)
            }
            return result
        }
        guard let via = steps(identifier.via) else { return nil }
        mapped.via = via
        if let own = identifier.ownContext {
            guard let ownVia = steps(own.via) else { return nil }
            mapped.ownContext?.via = ownVia
        }
        for index in mapped.otherContexts.indices {
            guard let contextVia = steps(mapped.otherContexts[index].via) else { return nil }
            mapped.otherContexts[index].via = contextVia
        }
        return mapped
    }

    /// True when a position of `identifier` lies in a changed file. Most identifiers have none
    /// (a branch switch changes some hundred files of thousands): they are kept as they are,
    /// without copying their steps, which every question after each changed file would repeat.
    private func hasPosition(in identifier: ComputedIdentifier) -> Bool {
        if changed.contains(identifier.site.file) || changed.contains(identifier.elementSite.file) { return true }
        if identifier.via.contains(where: { changed.contains($0.site.file) }) { return true }
        if identifier.ownContext?.via.contains(where: { changed.contains($0.site.file) }) == true { return true }
        return identifier.otherContexts.contains { context in context.via.contains { changed.contains($0.site.file) } }
    }

    func map(_ finding: Finding) -> Finding? {
        if isIdentity { return finding }
        guard !finding.related.contains(where: { changed.contains($0.site.file) }), let site = map(finding.site) else {
            return nil
        }
        var mapped = finding
        mapped.site = site
        for fixIndex in mapped.fixes.indices {
            for editIndex in mapped.fixes[fixIndex].edits.indices {
                let edit = mapped.fixes[fixIndex].edits[editIndex]
                guard let range = map(edit.range, in: edit.file) else { return nil }
                mapped.fixes[fixIndex].edits[editIndex].range = range
            }
        }
        return mapped
    }
}
