// One editing session against the real `ax-lsp` binary over stdio: start, index the workspace,
// open the keystroke file, then the keystroke phases and the memory phase, with the server's RSS.
import AXAnalysis
import Foundation

/// Everything one server session measured.
public struct ServerSessionResult {
    /// `initialized` sent → `$/progress` end of indexing received.
    public var indexMilliseconds: Double = 0
    public var residentAfterIndex: Int?
    public var peakAfterIndex: Int?
    public var residentAfterOpen: Int?
    public var fileLines = 0
    public var keystroke = ServerKeystrokeResult()
    public var memory = ServerMemoryResult()
}

/// What to run in the session; a phase with zero edits is skipped.
public struct ServerSessionPlan {
    public var keystrokeEdits: Int
    public var memoryEdits: Int
    public var sampleEvery: Int
    /// Letters typed after the keystroke phase, each followed by a pulled-diagnostics request,
    /// which the server answers only with results that reflect the edit (a complete resolution).
    public var completeEdits: Int

    public init(keystrokeEdits: Int, memoryEdits: Int, sampleEvery: Int, completeEdits: Int = 0) {
        self.keystrokeEdits = keystrokeEdits
        self.memoryEdits = memoryEdits
        self.sampleEvery = sampleEvery
        self.completeEdits = completeEdits
    }
}

public enum ServerSessionBenchmark {
    /// Failures that end the session early, worded for the report.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs the plan against `server` on the workspace at `root`, typing into `file` (which
    /// must be one of the workspace's files, as the editor would open it).
    /// `marker`: the text the typing starts right after (the synthetic file's string literal by
    /// default; `Text("` for a SwiftUI literal of a real app).
    public static func run(
        server: URL, root: String, file: (path: String, text: String), plan: ServerSessionPlan,
        marker: String = TypingSession.syntheticMarker
    ) -> Result<ServerSessionResult, Failure> {
        let client: LanguageServerClient
        do { client = try LanguageServerClient(server: server) } catch {
            return .failure(Failure(description: "could not start \(server.path): \(error)"))
        }
        defer { client.stop() }
        var result = ServerSessionResult()
        let initialize = client.requestInitialize(root: root)
        guard client.next(timeout: 60, where: { $0.responseID == initialize }) != nil else {
            return .failure(Failure(description: "the server did not answer initialize within 60 s"))
        }
        progress("indexing \(root)")
        let indexStart = DispatchTime.now().uptimeNanoseconds
        client.notify("initialized", [:])
        guard let indexed = client.next(timeout: 3_600, where: isIndexingEnd) else {
            return .failure(Failure(description: "the server did not end its indexing progress within an hour"))
        }
        result.indexMilliseconds = Double(indexed.arrivalNanoseconds - indexStart) / 1_000_000
        result.residentAfterIndex = ProcessMemory.residentBytes(processID: client.processID)
        result.peakAfterIndex = ProcessMemory.peakResidentBytes(processID: client.processID)

        let uri = URL(fileURLWithPath: file.path).absoluteString
        client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": file.text]])
        guard let opened = client.next(timeout: 120, where: { isPublish($0, uri: uri, version: 1) }) else {
            return .failure(
                Failure(description: "the server published no diagnostics for the opened file within 120 s"))
        }
        result.residentAfterOpen = ProcessMemory.residentBytes(processID: client.processID)
        result.fileLines = file.text.utf8.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }

        var editor = EditorState(client: client, uri: uri, version: 1)
        DeepStack.run {
            var session = TypingSession(path: file.path, text: file.text, marker: marker)
            if session.text != file.text {
                // A real file without the synthetic marker: the session added a `//` to type after.
                editor.replaceAll(with: session.text)
            }
            if plan.keystrokeEdits > 0 {
                progress("typing \(plan.keystrokeEdits) letters into the string literal")
                result.keystroke = ServerKeystrokeBenchmark.typeInBody(
                    &session, editor: &editor, edits: plan.keystrokeEdits)
                let diagnosticLine = firstDiagnosticLine(of: opened)
                result.keystroke.diagnosticLine = diagnosticLine
                if let diagnosticLine {
                    // Few edits: when the moved line holds a declaration, each edit may resolve the workspace.
                    let movingEdits = min(plan.keystrokeEdits, ServerKeystrokeBenchmark.movingEditLimit)
                    progress("typing \(movingEdits) spaces before the diagnostic on line \(diagnosticLine + 1)")
                    result.keystroke.moving = ServerKeystrokeBenchmark.moveDiagnostic(
                        onLine: diagnosticLine, editor: &editor, edits: movingEdits)
                }
            }
            if plan.completeEdits > 0 {
                progress("typing \(plan.completeEdits) letters, each followed by a pulled-diagnostics request")
                result.keystroke.complete = ServerKeystrokeBenchmark.typeUntilComplete(
                    &session, editor: &editor, edits: plan.completeEdits)
            }
            if plan.memoryEdits > 0 {
                progress("typing \(plan.memoryEdits) edits for the memory phase")
                result.memory = ServerMemoryBenchmark.type(
                    &session, editor: &editor, edits: plan.memoryEdits, sampleEvery: plan.sampleEvery)
            }
        }
        return .success(result)
    }

    /// A progress line on stderr (stdout carries the report).
    static func progress(_ message: String) {
        try? FileHandle.standardError.write(contentsOf: Data("ax-lsp-bench: server session: \(message)\n".utf8))
    }

    static func isIndexingEnd(_ message: ReceivedMessage) -> Bool {
        guard message.method == "$/progress", let value = message.params?["value"] as? [String: Any] else {
            return false
        }
        return value["kind"] as? String == "end"
            && (message.params?["token"] as? String)?.hasPrefix("ax-lsp/indexing") == true
    }

    static func isPublish(_ message: ReceivedMessage, uri: String, version: Int) -> Bool {
        guard message.method == "textDocument/publishDiagnostics", let params = message.params else { return false }
        return params["uri"] as? String == uri && params["version"] as? Int == version
    }

    /// The line of the first diagnostic published on open, where typing a space moves it.
    static func firstDiagnosticLine(of publish: ReceivedMessage) -> Int? {
        guard let diagnostics = publish.params?["diagnostics"] as? [[String: Any]],
            let range = diagnostics.first?["range"] as? [String: Any],
            let start = range["start"] as? [String: Any]
        else { return nil }
        return start["line"] as? Int
    }
}

/// The client's view of the open document: its URI and version, and the messages that change it.
struct EditorState {
    let client: LanguageServerClient
    let uri: String
    private(set) var version: Int

    /// Sends one incremental change (`range` in the text before it, UTF-16 characters) and
    /// returns the new version.
    mutating func change(range: LSPRangeValue, text: String) -> Int {
        version += 1
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": version],
                "contentChanges": [["range": range.json, "text": text]]
            ])
        return version
    }

    /// Replaces the whole text (no range), waiting until the server processed it.
    mutating func replaceAll(with text: String) {
        version += 1
        client.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]]])
        let barrier = client.request("ax-lsp-bench/barrier", [:])
        _ = client.next(timeout: 120) { $0.responseID == barrier }
    }

    /// Asks for the hints of a screenful (60 lines) around `line`.
    func requestVisibleHints(aroundLine line: Int) -> Int {
        client.request(
            "textDocument/inlayHint",
            [
                "textDocument": ["uri": uri],
                "range": LSPRangeValue(
                    startLine: max(0, line - 30), startCharacter: 0, endLine: line + 30, endCharacter: 0
                ).json
            ])
    }
}

/// An LSP range as plain numbers.
struct LSPRangeValue {
    var startLine: Int
    var startCharacter: Int
    var endLine: Int
    var endCharacter: Int

    var json: [String: Any] {
        ["start": ["line": startLine, "character": startCharacter], "end": ["line": endLine, "character": endCharacter]]
    }

    /// The range of UTF-8 offsets `start..<end` of `utf8`, in lines and UTF-16 characters.
    init(utf8 bytes: [UInt8], start: Int, end: Int) {
        (startLine, startCharacter) = Self.position(utf8: bytes, offset: start)
        (endLine, endCharacter) = Self.position(utf8: bytes, offset: end)
    }

    init(startLine: Int, startCharacter: Int, endLine: Int, endCharacter: Int) {
        self.startLine = startLine
        self.startCharacter = startCharacter
        self.endLine = endLine
        self.endCharacter = endCharacter
    }

    private static func position(utf8 bytes: [UInt8], offset: Int) -> (line: Int, character: Int) {
        var line = 0
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 10 {
            line += 1
            lineStart = index + 1
        }
        let prefix = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self)
        return (line, prefix.utf16.count)
    }
}
