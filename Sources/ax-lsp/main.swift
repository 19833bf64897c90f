import AXConfig
// Entry point: parses the command line and maps failures onto the documented exit codes.
import ArgumentParser
import Foundation

// The scan's threads free whole parse trees: hand freed memory back to the system early
// (`FreedHeap`), which keeps the peak resident size of large workspaces down.
FreedHeap.returnFreedMemorySooner()

// Exit codes: 0 nothing failing, 1 usage/configuration/IO error, 2 error findings (or an
// out-of-date `generate --check`), 3 warnings under `--strict`. ArgumentParser's own
// validation code (64) is folded into 1 so scripts see one code for "you called it wrong".
// A first word that is no subcommand would otherwise reach the server as a stray argument.
if let problem = CommandLineGuide.problem(
    with: Array(CommandLine.arguments.dropFirst()),
    subcommandNames: AXLSPCommand.configuration.subcommands.map { $0._commandName },
    fileExists: { FileManager.default.fileExists(atPath: $0) }
) {
    StandardStreams.note(problem.message)
    exit(problem.exitCode)
}

do {
    var command = try AXLSPCommand.parseAsRoot()
    try command.run()
} catch let failure as CommandFailure {
    if !failure.message.isEmpty { StandardStreams.note(failure.message) }
    exit(failure.exitCode)
} catch {
    let code = AXLSPCommand.exitCode(for: error)
    let message = AXLSPCommand.fullMessage(for: error)
    if code == .success {
        if !message.isEmpty { StandardStreams.writeOut(message + "\n") }
        exit(0)
    }
    if !message.isEmpty { StandardStreams.note(message) }
    exit(code == .validationFailure ? 1 : code.rawValue)
}
