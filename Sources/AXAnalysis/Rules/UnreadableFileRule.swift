// unreadable-file: a file the analysis could not read completely.

/// Malformed storyboards, files with entity declarations and binary files are reported instead of
/// stopping the analysis; identifiers they define may be missing.
public enum UnreadableFileRule: WorkspaceRule {
    public static let description = RuleDescription(
        id: "unreadable-file",
        defaultSeverity: .warning,
        summary: "a file could not be read completely",
        help: "The analysis could not read this file (malformed XML, a DTD or entity declarations, binary data). Identifiers it defines may be missing from results; fix the file or exclude it in `.ax-lsp.yml`."
    )

    public static func check(_ context: RuleContext) -> [Finding] {
        context.summaries.keys.sorted().compactMap { path in
            guard let problem = context.summaries[path]?.readProblem else { return nil }
            return makeFinding(at: SourceSite(file: path, range: ByteRange(start: 0, end: 0)), message: problem)
        }
    }
}
