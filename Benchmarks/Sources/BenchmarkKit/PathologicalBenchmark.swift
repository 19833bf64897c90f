// The pathological-input suite through the binaries users run: `ax-lsp check` at two sizes (the
// growth ratio should be about 2), and the server's hint and hover latency while the larger
// file is open and edited.
import AXAnalysis
import AXTestSupport
import Foundation

/// One case's figures.
public struct PathologicalResult {
    public var name: String
    public var construct: String
    public var bytes: (small: Int, large: Int)
    /// `ax-lsp check --no-cache` wall time, best of the runs, at both sizes and on the case's
    /// surroundings alone (size 0: process start, the two identifiers).
    public var checkMilliseconds: (empty: Double, small: Double, large: Double)
    /// didChange → `inlayHint` response and → `hover` response, in the larger file.
    public var inlayHint = Samples()
    public var hover = Samples()
    public var serverProblem: String?

    /// Time of the hostile part at the large size over the small one (2.0 is linear).
    public var growth: Double {
        let small = max(checkMilliseconds.small - checkMilliseconds.empty, 0.001)
        return max(checkMilliseconds.large - checkMilliseconds.empty, 0) / small
    }
}

public enum PathologicalBenchmark {
    /// The smaller size of each case: large enough that the hostile part outweighs process start.
    public static func size(of suiteCase: PathologicalInputs.Case, quick: Bool) -> Int {
        let base: Int
        switch suiteCase.name {
        case "operator-chain", "member-chain", "call-chain", "many-interpolations": base = 50_000
        case "huge-string-literal": base = 500_000
        case "one-view-many-parents", "deep-view-chain", "modifier-chain": base = 1_000
        case "many-eight-deep-groups": base = 10_000
        default: base = 20_000
        }
        return quick ? max(8, base / 50) : base
    }

    public static func run(
        check: URL, server: URL?, directory: String, runs: Int, edits: Int, quick: Bool,
        only: String? = nil, report: (PathologicalResult) -> Void
    ) {
        for suiteCase in PathologicalInputs.all where only == nil || suiteCase.name == only {
            let small = size(of: suiteCase, quick: quick)
            let folders = [0, small, 2 * small].map { size -> (folder: String, files: [(path: String, text: String)]) in
                let folder = URL(fileURLWithPath: directory).appendingPathComponent("\(suiteCase.name)-\(size)").path
                let files = suiteCase.files(size)
                write(files, to: folder)
                return (folder, files)
            }
            let times = folders.map { bestCheckTime(check: check, folder: $0.folder, runs: runs) }
            var result = PathologicalResult(
                name: suiteCase.name, construct: suiteCase.construct,
                bytes: (
                    folders[1].files.reduce(0) { $0 + $1.text.utf8.count },
                    folders[2].files.reduce(0) { $0 + $1.text.utf8.count }
                ),
                checkMilliseconds: (times[0], times[1], times[2])
            )
            if let server, let hostile = folders[2].files.first {
                measureServer(server: server, root: folders[2].folder, file: hostile, edits: edits, into: &result)
            }
            report(result)
            try? FileManager.default.removeItem(atPath: folders[1].folder)
            try? FileManager.default.removeItem(atPath: folders[2].folder)
        }
    }

    private static func write(_ files: [(path: String, text: String)], to folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
        for file in files {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(file.path)
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(file.text.utf8).write(to: url)
        }
    }

    private static func bestCheckTime(check: URL, folder: String, runs: Int) -> Double {
        var best = Double.infinity
        for _ in 0..<max(1, runs) {
            let process = Process()
            process.executableURL = check
            process.arguments = ["check", "--no-cache", "--reporter", "summary", folder]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let milliseconds = Stopwatch.milliseconds {
                TimedChild.start(process)?()
            }
            best = min(best, milliseconds)
        }
        return best
    }

    /// Opens the hostile file, then types a space at its start `edits` times; after each edit
    /// asks for the hints of the first screen and a hover on the identifier after the hostile part.
    private static func measureServer(
        server: URL, root: String, file: (path: String, text: String), edits: Int, into result: inout PathologicalResult
    ) {
        guard let client = try? LanguageServerClient(server: server) else {
            result.serverProblem = "could not start \(server.path)"
            return
        }
        defer { client.stop() }
        let initialize = client.requestInitialize(root: root)
        guard client.next(timeout: 60, where: { $0.responseID == initialize }) != nil else {
            result.serverProblem = "no initialize response within 60 s"
            return
        }
        client.notify("initialized", [:])
        guard client.next(timeout: 600, where: ServerSessionBenchmark.isIndexingEnd) != nil else {
            result.serverProblem = "indexing did not end within 600 s"
            return
        }
        let path = URL(fileURLWithPath: root).appendingPathComponent(file.path).path
        let uri = URL(fileURLWithPath: path).absoluteString
        client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": file.text]])
        var editor = EditorState(client: client, uri: uri, version: 1)
        // Hover on the `label` of the last line that sets an identifier, whatever the file.
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        let hoverLine = lines.lastIndex { $0.contains("accessibilityIdentifier") } ?? 0
        let hoverCharacter = lines.indices.contains(hoverLine) ? (lines[hoverLine].utf16.count / 2) : 0
        for _ in 0..<edits {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = editor.change(
                range: LSPRangeValue(startLine: 0, startCharacter: 0, endLine: 0, endCharacter: 0), text: " ")
            let hints = editor.requestVisibleHints(aroundLine: 0)
            let hover = client.request(
                "textDocument/hover",
                ["textDocument": ["uri": uri], "position": ["line": hoverLine, "character": hoverCharacter]])
            var hintsAt: UInt64?
            let answered = client.next(timeout: 120) { message in
                if message.responseID == hints { hintsAt = message.arrivalNanoseconds }
                return message.responseID == hover
            }
            guard let answered, let hintsAt else {
                result.serverProblem = "no hover response within 120 s"
                return
            }
            result.inlayHint.append(Double(hintsAt - start) / 1_000_000)
            result.hover.append(Double(answered.arrivalNanoseconds - start) / 1_000_000)
        }
    }
}
