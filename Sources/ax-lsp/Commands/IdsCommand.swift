// `ax-lsp ids`: every identifier in the workspace as text, JSON, CSV or a tree.
import AXAnalysis
import ArgumentParser

extension IdentifierFormat: ExpressibleByArgument {}

/// Lists computed identifiers, sorted by file and position.
struct IdsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ids", abstract: "List every computed accessibility identifier.")

    @OptionGroup var workspaceOptions: WorkspaceOptions

    @Option(name: .long, help: "Output format: text, json, csv or tree.")
    var format: IdentifierFormat = .text

    func run() throws {
        let loaded = try WorkspaceLoader.load(workspaceOptions, needs: .identifiers)
        StandardStreams.writeOut(format.render(loaded.identifiers, context: ReportContext(loaded: loaded)))
    }
}
