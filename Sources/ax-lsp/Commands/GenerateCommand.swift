// `ax-lsp generate`: writes (or checks) a Swift file of identifier constants for UI tests.
import AXAnalysis
import ArgumentParser
import Foundation

/// Deterministic constants from `IdentifierConstantsGenerator`; `--check` exits 2 when stale.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift constants for every identifier (--check: exit 2 when the file is out of date)."
    )

    @OptionGroup var workspaceOptions: WorkspaceOptions

    @Option(name: .long, help: ArgumentHelp("The Swift file to write or check.", valueName: "file"))
    var output: String

    @Flag(name: .long, help: "Do not write; exit 2 when the file differs from what would be generated.")
    var check = false

    @Option(name: .long, help: "Name of the outermost enum.")
    var rootName: String = IdentifierConstantsGenerator.defaultRootName

    func run() throws {
        // The generated file is not analysed: its own constants must not feed back into it.
        let loaded = try WorkspaceLoader.load(workspaceOptions, needs: .identifiers, excludingPaths: [output])
        let text = IdentifierConstantsGenerator.generate(loaded.identifiers, rootName: rootName)
        if check {
            let existing = FileManager.default.contents(atPath: output).map { String(decoding: $0, as: UTF8.self) }
            if existing != text {
                throw CommandFailure(
                    message: "error: \(output) is out of date; run 'ax-lsp generate --output \(output)'", exitCode: 2)
            }
            if !workspaceOptions.quiet { StandardStreams.note("\(output) is up to date") }
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            throw CommandFailure(message: "error: \(output): cannot write: \(error.localizedDescription)")
        }
    }
}
