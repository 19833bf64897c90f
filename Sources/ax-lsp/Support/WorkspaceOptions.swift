// Options every analysing command shares: paths, configuration, parallelism, progress, cache.
import ArgumentParser

/// `[PATH…] --config FILE --jobs N --progress/--no-progress --quiet --cache-dir DIR --no-cache`.
struct WorkspaceOptions: ParsableArguments {
    @Argument(help: "Files or folders to analyse (default: the current directory).")
    var paths: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp("Configuration file (default: .ax-lsp.yml in the analysed directory).", valueName: "file"))
    var config: String?

    @Option(name: .long, help: "Files parsed in parallel (default: the number of processors).")
    var jobs: Int?

    @Flag(inversion: .prefixedNo, help: "Show a progress line on stderr (default: on when stderr is a terminal).")
    var progress: Bool?

    @Flag(name: .long, help: "Print only findings and errors: no progress, no summary line.")
    var quiet = false

    @Option(
        name: .customLong("cache-dir"),
        help: ArgumentHelp(
            "Folder of the caches that let a rerun skip unchanged files, and reuse the whole analysis when nothing changed (default: 'cache:' in .ax-lsp.yml, else $XDG_CACHE_HOME/ax-lsp or ~/.cache/ax-lsp).",
            valueName: "folder"))
    var cacheDirectory: String?

    @Flag(
        name: .customLong("no-cache"),
        help: "Neither read nor write the caches (file summaries and the stored analysis).")
    var noCache = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if noCache && cacheDirectory != nil { throw ValidationError("--cache-dir and --no-cache cannot be combined") }
    }

    /// True when the progress line should be drawn.
    var showsProgress: Bool {
        !quiet && (progress ?? StandardStreams.standardErrorIsTerminal)
    }
}
