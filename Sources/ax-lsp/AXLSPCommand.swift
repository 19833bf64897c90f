// The root of the command tree: `ax-lsp` serves LSP by default; subcommands run headless.
import AXServer
import ArgumentParser

/// `ax-lsp [serve] | check | ids | generate | config | rules | outline | mcp`.
struct AXLSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ax-lsp",
        abstract:
            "Computes the accessibility identifiers of an iOS app from source: a language server and a CI linter.",
        discussion: """
            Without a subcommand, ax-lsp runs the language server on stdin/stdout (editors pass --stdio).
            Exit codes: 0 nothing failing, 1 usage, configuration or I/O error, 2 error-severity findings \
            (or an out-of-date file under 'generate --check', or a vanished finding under --strict-baseline), \
            3 warnings under --strict.
            """,
        // `buildCommit` is written by AXLSPVersionPlugin at build time.
        version: "\(ServerVersion.current) (commit \(buildCommit))",
        subcommands: [
            ServeCommand.self, CheckCommand.self, IdsCommand.self, GenerateCommand.self, ConfigCommand.self,
            RulesCommand.self,
            OutlineCommand.self, MCPCommand.self
        ],
        defaultSubcommand: ServeCommand.self
    )
}
