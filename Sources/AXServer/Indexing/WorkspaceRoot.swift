// A workspace folder with the configuration that applies to it and the rules for which files it indexes.
import AXAnalysis
import AXConfig
import Foundation

/// One workspace folder. Files below it are indexed when discovery would have found them.
struct WorkspaceRoot: Hashable, Sendable {
    /// The folder's analysis path (see `WorkspacePath`).
    var path: String
    var configuration: AXConfiguration
    /// The `.ax-lsp.yml` (or `ax-lsp.configPath`) that was applied; nil when the defaults apply.
    var configurationFile: String?

    /// `path` relative to this folder, or nil when it lies outside.
    func relativePath(of analysisPath: String) -> String? {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        guard analysisPath.hasPrefix(prefix) else { return nil }
        return String(analysisPath.dropFirst(prefix.count))
    }

    /// The analysis path of a file discovered under this folder.
    func analysisPath(ofRelativePath relativePath: String) -> String {
        WorkspacePath.analysisPath(ofFilePath: path + "/" + relativePath)
    }

    /// True when discovery would index the file at `relativePath`: an analysed extension, no
    /// skipped folder (`.build`, `Pods`, …) on the way, and the configuration's globs allow it.
    func indexes(relativePath: String) -> Bool {
        let components = relativePath.split(separator: "/").map(String.init)
        guard components.last != nil,
            WorkspaceFiles.isAnalysed(path: relativePath)
                || WorkspaceFiles.isAppiumSuite(relativePath: relativePath, config: configuration)
        else { return false }
        if components.dropLast().contains(where: WorkspaceFiles.isSkippedFolder(named:)) { return false }
        if configuration.excluded.contains(where: { Glob.matches(path: relativePath, pattern: $0) }) { return false }
        if !configuration.included.isEmpty,
            !configuration.included.contains(where: { Glob.matches(path: relativePath, pattern: $0) })
        {
            return false
        }
        return true
    }

    /// `ui_test_paths` globs anchored at this folder, because analysis paths are absolute. A glob
    /// without a slash matches a file name at any depth, as it does in the CLI.
    var anchoredUITestGlobs: [String]? {
        configuration.uiTestPaths.map { globs in
            globs.map { glob in
                var glob = glob
                if glob.hasPrefix("./") { glob.removeFirst(2) }
                return glob.contains("/") ? path + "/" + glob : path + "/**/" + glob
            }
        }
    }
}
