// `swift package ax-lsp check|ids|outline|generate …`: runs this package's `ax-lsp` on the package
// that depends on it, so a team needs no binary installed to lint or list identifiers.
import Foundation
import PackagePlugin

/// Passes the arguments to `ax-lsp` unchanged, run from the package's folder, except
/// `--target NAME` (repeatable), which becomes the folders of those targets. The tool's exit
/// status becomes the plugin's, so `swift package ax-lsp check` fails a script as `ax-lsp check`
/// does. `generate` writes into the package: pass `--allow-writing-to-package-directory`.
@main
struct AXLSPCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var toolArguments = extractor.remainingArguments
        if !targetNames.isEmpty {
            let folders = try context.package.targets(named: targetNames).map(\.directoryURL.path)
            // After the subcommand: `ax-lsp check --target App` analyses App's folder.
            toolArguments.insert(contentsOf: folders, at: toolArguments.isEmpty ? 0 : 1)
        }
        let status = try AXLSPTool.run(
            try context.tool(named: "ax-lsp").url, arguments: toolArguments, in: context.package.directoryURL,
            cacheHome: context.pluginWorkDirectoryURL
        )
        // Findings were printed by the tool; the status alone says whether the check failed.
        if status != 0 { exit(status) }
    }
}

/// Runs `ax-lsp` with the plugin's output streams.
enum AXLSPTool {
    static func run(_ executable: URL, arguments: [String], in folder: URL, cacheHome: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        // The sandbox of a plugin lets it write only under its work folder: the summary cache goes there.
        environment["XDG_CACHE_HOME"] = cacheHome.path
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 1
    }
}
