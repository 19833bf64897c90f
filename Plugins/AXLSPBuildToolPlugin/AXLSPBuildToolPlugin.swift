// Runs `ax-lsp check` as part of a build, so findings appear among the build's warnings and
// errors (Xcode's issue navigator, `swift build`'s output) without a Run Script phase.
import Foundation
import PackagePlugin

/// One `ax-lsp check` per target that applies the plugin, over the target's folder. It declares
/// no outputs, so the build runs it whenever one of its inputs (the target's files and the
/// configuration) changed, as it recompiles a file (`ax-lsp`'s cache keeps that quick), and
/// error-severity findings fail the build as they fail `ax-lsp check`.
@main
struct AXLSPBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return [
            try AXLSPBuildCommand.check(
                folder: target.directoryURL, named: target.name, tool: try context.tool(named: "ax-lsp").url,
                inputs: target.sourceFiles.map(\.url), workFolder: context.pluginWorkDirectoryURL,
                configuration: AXLSPBuildCommand.configuration(
                    for: target.directoryURL, packageFolder: context.package.directoryURL)
            )
        ]
    }
}

/// The build command both kinds of project use.
enum AXLSPBuildCommand {
    static func check(
        folder: URL, named name: String, tool: URL, inputs: [URL], workFolder: URL, configuration: URL? = nil
    ) throws -> Command {
        .buildCommand(
            displayName: "ax-lsp check \(name)",
            executable: tool,
            arguments: ["check", folder.path, "--quiet", "--no-progress", "--reporter", "xcode"]
                + (configuration.map { ["--config", $0.path] } ?? []),
            // Absolute paths attach each finding to its file whatever folder the build runs the
            // command in; the cache goes to the one folder the plugin sandbox lets it write.
            environment: ["AX_LSP_ABSOLUTE_PATHS": "1", "XDG_CACHE_HOME": workFolder.path],
            inputFiles: inputs + (configuration.map { [$0] } ?? []),
            outputFiles: []
        )
    }
}

extension AXLSPBuildCommand {
    /// The package root's `.ax-lsp.yml` when the target's folder has none: `ax-lsp` looks in
    /// the analysed folder and the current one, and SwiftPM does not say which folder that is.
    static func configuration(for targetFolder: URL, packageFolder: URL) -> URL? {
        let fileName = ".ax-lsp.yml"
        if FileManager.default.fileExists(atPath: targetFolder.appendingPathComponent(fileName).path) { return nil }
        let atRoot = packageFolder.appendingPathComponent(fileName)
        return FileManager.default.fileExists(atPath: atRoot.path) ? atRoot : nil
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// In an Xcode project the check covers the project's folder (the app and its UI tests, whose
    /// references resolve against each other): apply the plugin to one target, the app's.
    extension AXLSPBuildToolPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            [
                try AXLSPBuildCommand.check(
                    folder: context.xcodeProject.directoryURL, named: target.displayName,
                    tool: try context.tool(named: "ax-lsp").url,
                    inputs: target.inputFiles.map(\.url), workFolder: context.pluginWorkDirectoryURL
                )
            ]
        }
    }
#endif
