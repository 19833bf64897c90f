// `ax-lsp mcp`: the workspace's screens and identifiers for coding agents, over the Model
// Context Protocol on stdin/stdout.
import ArgumentParser
import Foundation

/// Serves MCP on stdio for the workspace at PATH; logs go to stderr, stdout is the protocol's.
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract:
            "Serve the app's screens, identifiers, outlines and findings to coding agents (Model Context Protocol on stdio).",
        discussion:
            "Register it with an agent as a stdio server: command 'ax-lsp', arguments ['mcp', PATH]. docs/mcp.md lists the tools."
    )

    @OptionGroup var workspaceOptions: WorkspaceOptions

    func run() throws {
        let options = workspaceOptions
        let finished = DispatchSemaphore(value: 0)
        let outcome = Outcome()
        Task {
            do {
                try await AgentServer.run(options: options)
            } catch {
                outcome.failure = "error: ax-lsp mcp: \(error)"
            }
            finished.signal()
        }
        finished.wait()
        if let failure = outcome.failure { throw CommandFailure(message: failure) }
    }

    /// The server task's error, handed to the waiting main thread.
    private final class Outcome: @unchecked Sendable {
        var failure: String?
    }
}
