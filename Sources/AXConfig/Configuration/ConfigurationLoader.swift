// Finds and reads `.ax-lsp.yml` from disk; the only file IO of configuration loading.
import Foundation

/// Locates the configuration: `--config FILE` when given, else `.ax-lsp.yml` in the workspace root.
package enum ConfigurationLoader {
    package static let fileName = ".ax-lsp.yml"

    /// Loads the explicit file, or the workspace root's `.ax-lsp.yml`, or the defaults when
    /// there is none. Throws an error-severity `ConfigurationProblem` for an unreadable or
    /// invalid file (the CLI exits 1 with it).
    package static func load(explicitPath: String?, workspaceRoot: String) throws -> LoadedConfiguration {
        let path: String
        if let explicitPath {
            path = explicitPath
        } else {
            path = (workspaceRoot as NSString).appendingPathComponent(fileName)
            if !FileManager.default.fileExists(atPath: path) {
                return LoadedConfiguration(configuration: AXConfiguration(), file: nil, warnings: [])
            }
        }
        let text = try readText(at: path)
        return try ConfigurationParser.parse(text: text, file: path)
    }

    /// Reads a configuration file, refusing huge files before reading them.
    static func readText(at path: String) throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ConfigurationProblem(
                severity: .error, file: path, message: "configuration file not found; check the --config path")
        }
        if isDirectory.boolValue {
            throw ConfigurationProblem(
                severity: .error, file: path,
                message: "configuration path is a folder; pass the .ax-lsp.yml file itself")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? NSNumber, size.intValue > ConfigurationParser.maximumFileSize {
            throw ConfigurationProblem(
                severity: .error, file: path,
                message:
                    "configuration file is larger than \(ConfigurationParser.maximumFileSize / 1024) KiB; a real configuration is a few lines"
            )
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationProblem(
                severity: .error, file: path, message: "cannot read configuration file; check its permissions")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationProblem(severity: .error, file: path, message: "configuration file is not valid utf-8")
        }
        return text
    }
}
