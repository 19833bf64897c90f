// Code actions at a range: refactors (pin an identifier, add a leaf, wrap in a branch, inject)
// and fixes of the findings there, plus "fix all" for a file.

/// Code actions in editor terms. Every edit offered is checked: it leaves the file parsing with
/// no new syntax errors, and it never touches a node that has them.
package enum Assists {
    /// Refactors and finding fixes whose target overlaps `range` in `path`. A server passes the
    /// open document's line index and its `FileIdentifiers` (see `IdentifierHints.hints`).
    /// `findingFixesOnly` offers only the fixes findings carry (while the workspace answers from
    /// its last resolution: the other fixes and refactors read facts of changed files from it).
    package static func actions(
        in path: String, range: ByteRange, workspace: AnalysisWorkspace,
        lines: LineIndex? = nil, identifiers lookup: FileIdentifiers? = nil,
        findingFixesOnly: Bool = false
    ) -> [Fix] {
        guard path.hasSuffix(".swift"), let text = workspace.text(of: path) else { return [] }
        let source = SourceText(path: path, text: text, lines: lines)
        return DeepStack.run { () -> [Fix] in
            let trees = SyntaxTrees(workspace: workspace, sources: [source])
            guard let tree = trees.tree(of: path) else { return [] }
            var fixes: [Fix] = []
            for finding in workspace.findings(inFile: path) where finding.site.range.overlapsOrTouches(range) {
                fixes += finding.fixes
                if !findingFixesOnly {
                    fixes += FindingFixes.fixes(for: finding, tree: tree, source: source, workspace: workspace)
                }
            }
            if !findingFixesOnly {
                for finding in workspace.duplicateFindings(relatedTo: path) {
                    for related in finding.related
                    where related.site.file == path && related.site.range.overlapsOrTouches(range) {
                        var here = finding
                        here.site = related.site
                        fixes += FindingFixes.renameDuplicate(here, tree: tree, source: source, workspace: workspace)
                    }
                }
            }
            if findingFixesOnly {
                var seen: Set<Fix> = []
                return trees.validFixes(fixes).filter { seen.insert($0).inserted }
            }
            fixes += SwiftUIAssists.actions(
                in: path, range: range, tree: tree, source: source, workspace: workspace, trees: trees)
            fixes += InjectionCallAssist.actions(
                in: path, range: range, tree: tree, source: source, workspace: workspace)
            fixes = trees.validFixes(fixes)
            for identifier in identifiersToPin(in: path, range: range, workspace: workspace, lookup: lookup) {
                fixes += ExplicitIdentifierFix.fixes(for: identifier, workspace: workspace, trees: trees)
            }
            var seen: Set<Fix> = []
            return fixes.filter { seen.insert($0).inserted }
        }
    }

    /// Every safe fix of the file's findings as one fix; nil when there is none. Overlapping
    /// edits keep the first; the result is checked like every single fix.
    package static func fixAll(in path: String, workspace: AnalysisWorkspace, lines: LineIndex? = nil) -> Fix? {
        guard let text = workspace.text(of: path) else { return nil }
        let source = SourceText(path: path, text: text, lines: lines)
        return DeepStack.run { () -> Fix? in
            let trees = SyntaxTrees(workspace: workspace, sources: [source])
            guard let tree = trees.tree(of: path) else { return nil }
            let candidates = workspace.findings(inFile: path).flatMap { finding in
                finding.fixes + FindingFixes.fixes(for: finding, tree: tree, source: source, workspace: workspace)
            }
            var edits: [FileEdit] = []
            for fix in trees.validFixes(candidates.filter(\.isSafeForFixAll)) {
                guard fix.edits.allSatisfy({ $0.file == path }),
                    !fix.edits.contains(where: { edit in
                        edits.contains { $0.range.overlaps(edit.range) || $0.range == edit.range }
                    })
                else { continue }
                edits += fix.edits
            }
            guard !edits.isEmpty else { return nil }
            let combined = Fix(
                title: "fix all ax-lsp findings in this file", kind: .quickFix,
                edits: edits.sorted { $0.range < $1.range }, isSafeForFixAll: true)
            return trees.validFixes([combined]).first
        }
    }

    /// The identifiers a range is about: those reported in it, else the innermost element around it.
    static func identifiersToPin(
        in path: String, range: ByteRange, workspace: AnalysisWorkspace, lookup: FileIdentifiers? = nil
    ) -> [ComputedIdentifier] {
        let inFile =
            lookup?.identifiers(of: path, workspace: workspace) ?? FileIdentifiers.scan(path, workspace: workspace)
        let reported = inFile.filter { $0.site.file == path && $0.site.range.overlapsOrTouches(range) }
        let chosen: [ComputedIdentifier]
        if !reported.isEmpty {
            chosen = reported
        } else {
            let around = inFile.filter { $0.elementSite.file == path && $0.elementSite.range.contains(range) }
            guard let innermost = around.min(by: { $0.elementSite.range.length < $1.elementSite.range.length }) else {
                return []
            }
            chosen = around.filter { $0.elementSite.range == innermost.elementSite.range }
        }
        // An element with several usage contexts has no single identifier to pin.
        let byElement = Dictionary(
            grouping: chosen, by: { "\($0.elementSite.file)|\($0.elementSite.range.start)|\($0.elementName)" })
        return byElement.values.compactMap { group in
            Set(group.map(\.value)).count == 1 ? group.first : nil
        }.sorted { ($0.site.range.start, $0.value) < ($1.site.range.start, $1.value) }
    }
}
