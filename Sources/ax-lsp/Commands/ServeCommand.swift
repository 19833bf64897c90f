// `ax-lsp serve`: the language server on stdin/stdout (the default subcommand).
import AXServer
import ArgumentParser

extension LogLevel: ExpressibleByArgument {}

/// Runs the language server until the client's `exit` (or stdin closing). `--stdio` is accepted
/// because VS Code's client passes it; stdio is the only transport.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the language server on stdin/stdout (the default)."
    )

    @Flag(name: .long, help: "Talk LSP over stdin/stdout (the only transport; accepted for editor clients).")
    var stdio = false

    @Option(name: .long, help: "Log level of messages on stderr and window/logMessage.")
    var logLevel: LogLevel = .info

    func run() throws {
        // Never returns: the server exits the process itself (0 after shutdown + exit).
        LanguageServerMain.run(logLevel: logLevel)
    }
}
