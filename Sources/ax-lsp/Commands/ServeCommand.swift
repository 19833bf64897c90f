// `ax-lsp serve`: the language server on stdin/stdout (the default subcommand).
import ArgumentParser

/// Runs the language server. `--stdio` is accepted because VS Code's client passes it.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the language server on stdin/stdout (the default)."
    )

    @Flag(name: .long, help: "Talk LSP over stdin/stdout (the only transport; accepted for editor clients).")
    var stdio = false

    @Option(name: .long, help: "Log level on stderr: error, warning, info, debug.")
    var logLevel: String = "info"

    func validate() throws {
        if !["error", "warning", "info", "debug"].contains(logLevel) {
            throw ValidationError("unknown --log-level '\(logLevel)'; use error, warning, info or debug")
        }
    }

    func run() throws {
        try ServerLauncher.run(logLevel: logLevel)
    }
}
