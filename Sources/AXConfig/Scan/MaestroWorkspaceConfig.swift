// A Maestro workspace's `config.yaml`: which YAML files beside and under it are flows.
import AXAnalysis
import Foundation
import Yams

/// `flows:` of a Maestro `config.yaml` (globs relative to its folder; `*` is the folder's own
/// files, `**` every file under it, `sub/*` one sub-folder's). A `config.yaml` without `flows:`
/// names nothing here: Maestro then runs the folder's own files, which only a `.maestro` folder
/// says are flows.
struct MaestroWorkspaceConfig {
    /// The folder, relative to the analysed directory (empty for the directory itself).
    var folder: String
    var globs: [String]

    /// Reads `folder/config.yaml` (or `.yml`); nil unless it is a mapping with a `flows:` list.
    static func read(folder: String, relativeFolder: String) -> MaestroWorkspaceConfig? {
        for name in ["config.yaml", "config.yml"] {
            let path = (folder as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path), data.count <= 64 * 1024,
                let text = String(data: data, encoding: .utf8),
                let node = try? Yams.compose(yaml: text), let flows = node.mapping?["flows"]?.sequence
            else { continue }
            let globs = flows.compactMap { $0.scalar?.string }
            guard !globs.isEmpty else { continue }
            return MaestroWorkspaceConfig(folder: relativeFolder, globs: globs)
        }
        return nil
    }

    /// True for a YAML file under the folder that one of the globs names (never `config.yaml`).
    func namesFlow(_ relativePath: String) -> Bool {
        guard MaestroFlowExtractor.isYAML(relativePath) else { return false }
        let prefix = folder.isEmpty ? "" : folder + "/"
        guard relativePath.hasPrefix(prefix) else { return false }
        let inside = String(relativePath.dropFirst(prefix.count))
        if inside == "config.yaml" || inside == "config.yml" { return false }
        return globs.contains { glob in
            // Glob also matches a slash-free pattern against the last components; Maestro's `*`
            // is the folder's own files only.
            if !glob.contains("/"), glob != "**", inside.contains("/") { return false }
            return Glob.matches(path: inside, pattern: glob)
        }
    }
}
