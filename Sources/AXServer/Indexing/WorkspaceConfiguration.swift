// Loads `.ax-lsp.yml` for every workspace folder (the CLI's loader) and merges it into analysis options.
import AXAnalysis
import AXConfig
import Foundation

/// The workspace folders with their configurations, and what went wrong reading them.
///
/// Each folder's own `.ax-lsp.yml` applies to its files (`included`/`excluded` in discovery,
/// `ui_test_paths` anchored at the folder). Options that are global to the analysis (conventions,
/// rules, severities, base types) come from the first folder's configuration. The setting
/// `ax-lsp.configPath` replaces every folder's `.ax-lsp.yml` (relative to the first folder).
struct WorkspaceConfiguration {
    var roots: [WorkspaceRoot] = []
    /// Errors (the defaults were used for that folder) and warnings (the file applied).
    var problems: [ConfigurationProblem] = []

    static func load(folders: [String], configPath: String?) -> WorkspaceConfiguration {
        var result = WorkspaceConfiguration()
        let explicitPath = configPath.flatMap { $0.isEmpty ? nil : $0 }.map { path in
            path.hasPrefix("/")
                ? path
                : ((folders.first ?? FileManager.default.currentDirectoryPath) as NSString).appendingPathComponent(path)
        }
        var seenFolders: Set<String> = []
        for folder in folders.map(WorkspacePath.analysisPath(ofFilePath:)) where seenFolders.insert(folder).inserted {
            var root = WorkspaceRoot(path: folder, configuration: AXConfiguration(), configurationFile: nil)
            do {
                let loaded = try ConfigurationLoader.load(explicitPath: explicitPath, workspaceRoot: folder)
                root.configuration = loaded.configuration
                root.configurationFile = loaded.file
                result.problems += loaded.warnings
            } catch let problem as ConfigurationProblem {
                result.problems.append(problem)
            } catch {
                result.problems.append(
                    ConfigurationProblem(
                        severity: .error, file: explicitPath ?? folder,
                        message: "cannot load the configuration: \(error)"))
            }
            result.roots.append(root)
        }
        // One explicit file shared by several folders reports its problems once.
        var seenProblems: Set<ConfigurationProblem> = []
        result.problems = result.problems.filter { seenProblems.insert($0).inserted }
        return result
    }

    /// What the analysis is told: the first folder's options, with every folder's `ui_test_paths`.
    var analysisOptions: AnalysisOptions {
        var options = roots.first?.configuration.analysisOptions ?? AnalysisOptions()
        let anchored = roots.compactMap(\.anchoredUITestGlobs)
        // Folders without `ui_test_paths` keep the default test only if no folder has globs.
        options.uiTestPathGlobs = anchored.isEmpty ? nil : anchored.flatMap { $0 }
        return options
    }

    /// The innermost folder containing `analysisPath`.
    func root(containing analysisPath: String) -> WorkspaceRoot? {
        roots.filter { $0.relativePath(of: analysisPath) != nil }.max { $0.path.count < $1.path.count }
    }

    /// True for an `.ax-lsp.yml` (or the explicit configuration file) that applies to a folder.
    func isConfigurationFile(_ analysisPath: String, configPath: String?) -> Bool {
        if (analysisPath as NSString).lastPathComponent == ConfigurationLoader.fileName,
            roots.contains(where: {
                WorkspacePath.analysisPath(ofFilePath: $0.path + "/" + ConfigurationLoader.fileName) == analysisPath
            })
        {
            return true
        }
        return roots.contains { $0.configurationFile.map(WorkspacePath.analysisPath(ofFilePath:)) == analysisPath }
    }

    /// The user-facing text of a problem: where, what, and that the defaults apply for errors.
    static func message(for problem: ConfigurationProblem) -> String {
        let key = problem.key.map { " (key '\($0)')" } ?? ""
        switch problem.severity {
        case .error:
            return "ax-lsp: \(problem.description)\(key); using the default configuration until the file is fixed"
        case .warning: return "ax-lsp: \(problem.description)\(key)"
        }
    }
}
