// The files a benchmark runs on: a synthetic workspace written to a folder, or a real one.
import AXConfig
import Foundation
import SyntheticWorkspace

/// Swift, storyboard and xib files of a folder, read into memory.
public struct BenchmarkWorkspace {
    public var root: String
    public var files: [(path: String, text: String)]

    /// Every analysable file under `root`, sorted by path, found and read by the scan pipeline
    /// that `ax-lsp check` and the server run (`WorkspaceFiles.discover`, `WorkspaceScan.read`);
    /// paths are absolute.
    public static func load(root: String) -> BenchmarkWorkspace {
        let discovered = WorkspaceFiles.discover(roots: [root], config: AXConfiguration(), base: root)
        let inputs = discovered.files.map { ScanInput(diskPath: $0.path, analysisPath: $0.path) }
        let read = WorkspaceScan.read(inputs)
        return BenchmarkWorkspace(root: root, files: read.files.map { ($0.input.analysisPath, $0.text) })
    }

    /// Writes the synthetic workspace of `fileCount` files (one of them the large keystroke file)
    /// under `directory` unless it is already there, and returns its root.
    public static func synthesize(fileCount: Int, seed: UInt64, largeFileLines: Int, directory: String) -> String {
        let root = "\(directory)/synthetic-v\(SyntheticWorkspace.version)-\(fileCount)-\(seed)-\(largeFileLines)"
        let doneMarker = "\(root)/.complete"
        if FileManager.default.fileExists(atPath: doneMarker) { return root }
        var files = SyntheticWorkspace.generate(fileCount: max(fileCount - 1, 1), seed: seed, root: root)
        files.append(
            SyntheticWorkspace.largeViewController(
                lines: largeFileLines, path: "\(root)/Large/LargeViewController.swift"
            ).file)
        for file in files {
            let url = URL(fileURLWithPath: file.path)
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(file.text.utf8).write(to: url)
        }
        _ = FileManager.default.createFile(atPath: doneMarker, contents: Data())
        return root
    }

    public var lineCount: Int { files.reduce(0) { $0 + $1.text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } } }
    public var byteCount: Int { files.reduce(0) { $0 + $1.text.utf8.count } }

    /// The file the keystroke benchmark types into: the synthetic large file, else the largest.
    public var keystrokeFile: (path: String, text: String)? {
        files.first { $0.path.hasSuffix("/Large/LargeViewController.swift") }
            ?? files.filter { $0.path.hasSuffix(".swift") }.max { $0.text.utf8.count < $1.text.utf8.count }
    }
}
