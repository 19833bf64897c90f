// Where the analysis fixtures are and what they hold, for every test target that reads them.
import Foundation

/// The `.fixture` files of `Tests/AXAnalysisTests/Fixtures`, read from the source tree
/// (`#filePath`) so that snapshots beside them can update in place.
package enum AnalysisFixtures {
    package static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AXAnalysisTests/Fixtures")
    }

    /// Every `.fixture` file in `Fixtures/<folder>` (not its subfolders), sorted.
    package static func fixtures(in folder: String) -> [URL] {
        let folderURL = directory.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folderURL.path)) ?? []
        return names.filter { $0.hasSuffix(".fixture") }.sorted().map { folderURL.appendingPathComponent($0) }
    }

    /// Every `.fixture` file under `Fixtures/`, in every folder and subfolder, sorted by its path
    /// relative to `Fixtures/`. Property tests run over these, so a new fixture folder is covered
    /// without naming it anywhere.
    package static var all: [(name: String, url: URL)] {
        let root = directory.standardizedFileURL
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var names: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".fixture") { names.append(relative) }
        }
        return names.sorted().map { ($0, root.appendingPathComponent($0)) }
    }

    /// Every fixture as its files (markers removed) and its text, which holds its `// options:`.
    package static var workspaces: [(name: String, source: String, marked: MarkedWorkspace)] {
        all.compactMap { fixture in
            guard let source = try? String(contentsOf: fixture.url, encoding: .utf8) else { return nil }
            return (fixture.name, source, MarkedWorkspace(source))
        }
    }

    /// The Swift files of every fixture, each with its fixture's name.
    package static var swiftFiles: [(fixture: String, path: String, text: String)] {
        workspaces.flatMap { workspace in
            workspace.marked.files.filter { $0.path.hasSuffix(".swift") }.map { (workspace.name, $0.path, $0.text) }
        }
    }
}
