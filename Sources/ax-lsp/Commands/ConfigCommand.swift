// `ax-lsp config --dump`: prints the effective configuration as `.ax-lsp.yml` text.
import AXConfig
import ArgumentParser
import Foundation

/// Shows which settings apply, after defaults, for the analysed directory.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the effective configuration (defaults merged with .ax-lsp.yml)."
    )

    @Flag(name: .long, help: "Print the effective configuration (the default action).")
    var dump = false

    @Option(
        name: .long, help: ArgumentHelp("Configuration file (default: .ax-lsp.yml in the folder).", valueName: "file"))
    var config: String?

    @Argument(help: "The workspace folder (default: the current directory).")
    var path: String?

    func run() throws {
        let current = FileManager.default.currentDirectoryPath
        let base = WorkspaceLoader.baseDirectory(for: path.map { [$0] } ?? [], currentDirectory: current)
        let loaded: LoadedConfiguration
        do {
            loaded = try WorkspaceLoader.loadConfiguration(explicitPath: config, base: base, currentDirectory: current)
        } catch let problem as ConfigurationProblem {
            throw CommandFailure(message: problem.description)
        }
        for warning in loaded.warnings { StandardStreams.note(warning.description) }
        let source =
            loaded.file.map { "# effective configuration from \($0)" }
            ?? "# effective configuration: defaults (no \(ConfigurationLoader.fileName) found)"
        StandardStreams.writeOut(source + "\n" + loaded.configuration.yamlText)
    }
}
