// The questions an editor asks, answered by the workspace that owns the state they need
// (rust-analyzer's `Analysis`): callers pass a file and UTF-8 offsets, never trees or tables.

extension AnalysisWorkspace {
    /// Identifier hints of the kinds `settings` enables whose position lies in `range` of `path`
    /// (`IdentifierHints.hints`), read through the workspace's own per-file identifier table and
    /// the open document's line index, so a request neither copies every identifier nor
    /// re-indexes the file's lines.
    package func inlayHints(in path: String, range: ByteRange, settings: HintSettings = HintSettings())
        -> [IdentifierHint]
    {
        IdentifierHints.hints(
            in: path, range: range, workspace: self, includeEdits: settings.includeEdits,
            lines: lineIndex(of: path), identifiers: fileIdentifiers
        ).filter { settings.enabledKinds.contains($0.kind) }
    }

    /// The assists and finding fixes that apply to `range` of `path`. While the workspace
    /// answers from its last resolution (a background job runs), only the fixes its findings
    /// carry: those findings lie wholly in unchanged files, so their edits are still right, while
    /// the assists would read the last resolution's facts of changed files.
    package func fixes(in path: String, range: ByteRange) -> [Fix] {
        Assists.actions(
            in: path, range: range, workspace: self, lines: lineIndex(of: path), identifiers: fileIdentifiers,
            findingFixesOnly: isAnsweringPartially)
    }

    /// One fix with every safe fix of `path`, checked to re-parse; nil when there is nothing to fix.
    package func fixAll(in path: String) -> Fix? {
        Assists.fixAll(in: path, workspace: self, lines: lineIndex(of: path))
    }

    /// Markdown describing what is at `utf8Offset` of `path`, and the range it describes.
    package func hover(at utf8Offset: Int, in path: String) -> (text: String, range: ByteRange)? {
        Hover.markdown(at: utf8Offset, in: path, workspace: self)
    }

    /// Where the identifier or UI-test query at `utf8Offset` is defined.
    package func definition(at utf8Offset: Int, in path: String) -> [SourceSite] {
        Navigation.definition(at: utf8Offset, in: path, workspace: self)
    }

    /// Every site that sets or queries the identifier at `utf8Offset`.
    package func references(at utf8Offset: Int, in path: String, includeDeclaration: Bool) -> [SourceSite] {
        Navigation.references(at: utf8Offset, in: path, includeDeclaration: includeDeclaration, workspace: self)
    }

    /// The app's identifiers for the query literal at `utf8Offset` of `path` (a UI test's query,
    /// a Maestro `id:`, an Appium accessibility id), filtered by what is typed before it, or
    /// after a dot in a UI test the members of the app's identifier namespace named before it
    /// (`A11yIDs.Home.`); nil anywhere else. `snippets`: a template's run-time parts may be tab stops.
    package func completions(at utf8Offset: Int, in path: String, snippets: Bool) -> IdentifierCompletions? {
        NamespaceMemberCompletion.completions(at: utf8Offset, in: path, workspace: self)
            ?? IdentifierCompletion.completions(at: utf8Offset, in: path, snippets: snippets, workspace: self)
    }

    /// The identifier a rename at `utf8Offset` of `path` would rename and the range to show, or
    /// why it cannot be renamed; nil when nothing there is an identifier, a query or a selector.
    package func prepareRename(at utf8Offset: Int, in path: String) -> Result<RenameTarget, RenameRefusal>? {
        IdentifierRename.prepare(at: utf8Offset, in: path, workspace: self)
    }

    /// The edits that rename the identifier at `utf8Offset` of `path` to `newName` where it is
    /// set and in every UI test, flow and suite that names it exactly, or why not.
    package func rename(at utf8Offset: Int, in path: String, to newName: String) -> Result<[FileEdit], RenameRefusal>? {
        IdentifierRename.rename(at: utf8Offset, in: path, to: newName, workspace: self)
    }

    /// The identifiers of `path` as an outline.
    package func documentSymbols(in path: String) -> [IdentifierSymbol] {
        IdentifierSymbols.documentSymbols(in: path, workspace: self)
    }

    /// The workspace's identifiers that match `query` (fuzzy), best first.
    package func workspaceSymbols(matching query: String) -> [IdentifierSymbol] {
        IdentifierSymbols.workspaceSymbols(matching: query, workspace: self)
    }
}
