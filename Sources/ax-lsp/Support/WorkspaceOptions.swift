// Options every analysing command shares: paths, configuration, parallelism, progress.
import ArgumentParser

/// `[PATH…] --config FILE --jobs N --progress/--no-progress --quiet`.
struct WorkspaceOptions: ParsableArguments {
    @Argument(help: "Files or folders to analyse (default: the current directory).")
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("Configuration file (default: .ax-lsp.yml in the analysed directory).", valueName: "file"))
    var config: String?

    @Option(name: .long, help: "Files parsed in parallel (default: the number of processors).")
    var jobs: Int?

    @Flag(inversion: .prefixedNo, help: "Show a progress line on stderr (default: on when stderr is a terminal).")
    var progress: Bool?

    @Flag(name: .long, help: "Print only findings and errors: no progress, no summary line.")
    var quiet = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    /// True when the progress line should be drawn.
    var showsProgress: Bool {
        !quiet && (progress ?? StandardStreams.standardErrorIsTerminal)
    }
}
