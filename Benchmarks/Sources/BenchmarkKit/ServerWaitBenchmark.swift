// How long editor requests wait while the real server is busy: during its first index of several
// app folders as one workspace, and after a branch switch rewrites hundreds of files on disk.
import Foundation

/// The waits of one session, and what it ended with (to compare binaries' results).
public struct ServerWaitResult {
    /// `inlayHint` and `hover` requests sent while the first index ran: send → response.
    public var indexWaits = Samples()
    /// The same after the branch switch was announced, until its results were complete.
    public var switchWaits = Samples()
    /// `initialized` → `$/progress` end of indexing.
    public var indexMilliseconds: Double = 0
    /// The announcement → the first `workspace/inlayHint/refresh` after it (nil: none came
    /// within the observation window).
    public var switchCompleteMilliseconds: Double?
    public var files = 0
    public var switchedFiles = 0
    public var openFile = ""
    /// The open file's hints and the workspace's diagnostics once the index ended, as sorted
    /// JSON: equal across two binaries when their complete results are.
    public var finalHints = Data()
    public var finalDiagnostics = Data()
    /// After the switch: whether the identifier a rewritten file now sets is known.
    public var switchedIdentifierFound = false
}

public enum ServerWaitBenchmark {
    /// Files rewritten by the branch switch.
    public static let switchedFileCount = 800
    /// The client sends a request, waits for its answer, then pauses this long (an editor asks
    /// for hints on scrolls and edits, and hover on mouse moves).
    static let pause: TimeInterval = 0.02
    /// How long requests go on after the switch when no refresh marks its end.
    static let switchObservation: TimeInterval = 30

    /// Indexes `apps` as one workspace (one folder each) with the summary cache off, asking for
    /// hints and hover in an open file throughout; then rewrites `switchedFileCount` Swift files
    /// of the first app that has that many (a copy under `scratch`, so the apps stay as they
    /// are) and announces them in one `workspace/didChangeWatchedFiles`, asking on.
    public static func run(server: URL, apps: [String], scratch: URL) -> Result<
        ServerWaitResult, ServerSessionBenchmark.Failure
    > {
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: scratch)
        try? fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: scratch) }
        guard let switchedIndex = apps.firstIndex(where: { swiftFiles(in: $0).count > switchedFileCount }) else {
            return .failure(
                .init(description: "no app folder has more than \(switchedFileCount) Swift files to switch"))
        }
        let copy = scratch.appendingPathComponent("switched-" + (apps[switchedIndex] as NSString).lastPathComponent)
        do { try fileManager.copyItem(atPath: apps[switchedIndex], toPath: copy.path) } catch {
            return .failure(.init(description: "could not copy \(apps[switchedIndex]): \(error)"))
        }
        var folders = apps
        folders[switchedIndex] = copy.path
        let candidates = swiftFiles(in: copy.path)
        // The open file: the largest of the switched app's files that sets an identifier.
        let sized = candidates.compactMap { path -> (String, Int)? in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8),
                text.contains("accessibilityIdentifier")
            else { return nil }
            return (path, text.utf8.count)
        }
        guard let openPath = sized.max(by: { $0.1 < $1.1 })?.0,
            let openText = try? String(contentsOfFile: openPath, encoding: .utf8)
        else {
            return .failure(.init(description: "no Swift file of \(copy.path) sets an accessibility identifier"))
        }
        var result = ServerWaitResult()
        result.openFile = openPath
        result.files = folders.reduce(0) { $0 + swiftFiles(in: $1).count }

        let client: LanguageServerClient
        do {
            client = try LanguageServerClient(
                server: server, environment: ["XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path])
        } catch {
            return .failure(.init(description: "could not start \(server.path): \(error)"))
        }
        defer { client.stop() }
        let initialize = client.requestInitialize(
            roots: folders, initializationOptions: ["ax-lsp": ["cache": ["enabled": false]]],
            capabilities: [
                "window": ["workDoneProgress": true],
                "workspace": [
                    "inlayHint": ["refreshSupport": true], "diagnostics": ["refreshSupport": true],
                    "didChangeWatchedFiles": ["dynamicRegistration": true]
                ]
            ])
        guard client.next(timeout: 60, where: { $0.responseID == initialize }) != nil else {
            return .failure(.init(description: "the server did not answer initialize within 60 s"))
        }
        let uri = URL(fileURLWithPath: openPath).absoluteString
        let lineCount = openText.split(separator: "\n", omittingEmptySubsequences: false).count
        ServerSessionBenchmark.progress(
            "first index of \(folders.count) folders, \(result.files) Swift files; requests in \(openPath)")
        let start = DispatchTime.now().uptimeNanoseconds
        client.notify("initialized", [:])
        client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": openText]])
        var session = RequestLoop(client: client, uri: uri, lineCount: lineCount)
        var indexedAt: UInt64?
        session.ask(
            until: { message in
                if indexedAt == nil, let message, ServerSessionBenchmark.isIndexingEnd(message) {
                    indexedAt = message.arrivalNanoseconds
                }
                return indexedAt != nil
            }, timeout: 3_600, into: &result.indexWaits)
        guard let indexedAt else {
            return .failure(.init(description: "the server did not end its indexing progress within an hour"))
        }
        result.indexMilliseconds = Double(indexedAt - start) / 1_000_000
        // Once the index ended, the complete results: the hints of the open file, every diagnostic.
        result.finalHints = session.sortedJSON(session.answer("textDocument/inlayHint", session.hintParams()))
        let diagnostics = session.answer("workspace/diagnostic", ["previousResultIds": [Any]()], timeout: 600)
        result.finalDiagnostics = session.sortedJSON(diagnostics)

        // The branch switch: the first files of the copy in path order, the open one left out.
        let switched = Array(candidates.filter { $0 != openPath }.sorted().prefix(switchedFileCount))
        var newIdentifier: (path: String, value: String)?
        for path in switched {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let (rewritten, value) = switchBranch(text)
            if newIdentifier == nil, let value { newIdentifier = (path, value) }
            try? rewritten.write(toFile: path, atomically: false, encoding: .utf8)
        }
        result.switchedFiles = switched.count
        ServerSessionBenchmark.progress(
            "branch switch: \(switched.count) files rewritten, announced in one notification")
        let announced = DispatchTime.now().uptimeNanoseconds
        client.notify(
            "workspace/didChangeWatchedFiles",
            ["changes": switched.map { ["uri": URL(fileURLWithPath: $0).absoluteString, "type": 2] }])
        var refreshedAt: UInt64?
        let observationEnd = announced + UInt64(switchObservation * 1_000_000_000)
        session.ask(
            until: { message in
                if refreshedAt == nil, let message, message.method == "workspace/inlayHint/refresh" {
                    refreshedAt = message.arrivalNanoseconds
                }
                return refreshedAt != nil || DispatchTime.now().uptimeNanoseconds > observationEnd
            }, timeout: switchObservation + 60, into: &result.switchWaits)
        result.switchCompleteMilliseconds = refreshedAt.map { Double($0 - announced) / 1_000_000 }
        if let newIdentifier {
            let identifiers = session.answer(
                "ax-lsp/identifiers",
                ["textDocument": ["uri": URL(fileURLWithPath: newIdentifier.path).absoluteString]], timeout: 600)
            result.switchedIdentifierFound =
                (identifiers?.body["result"] as? [String])?.contains(newIdentifier.value) == true
        }
        return .success(result)
    }

    /// What a checkout of another branch does to one file: every line moves (a line added at the
    /// top), and the first identifier literal gets another value (`b.` before it), which
    /// changes the file's facts; returns the new text and that value.
    static func switchBranch(_ text: String) -> (String, String?) {
        var rewritten = "// switched branch\n" + text
        for opener in ["accessibilityIdentifier = \"", "accessibilityIdentifier(\""] {
            guard let range = rewritten.range(of: opener) else { continue }
            rewritten.insert(contentsOf: "b.", at: range.upperBound)
            let valueStart = range.upperBound
            let valueEnd = rewritten[valueStart...].firstIndex(of: "\"") ?? rewritten.endIndex
            let value = String(rewritten[valueStart..<valueEnd])
            return (rewritten, value.contains("\\") ? nil : value)
        }
        return (rewritten, nil)
    }

    static func swiftFiles(in folder: String) -> [String] {
        let paths = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") && !$0.contains("/.build/") && !$0.hasPrefix(".build/") }
            .map { (folder as NSString).appendingPathComponent($0) }
    }

    /// Requests one at a time, alternating hints and hover, each answer timed.
    struct RequestLoop {
        let client: LanguageServerClient
        let uri: String
        let lineCount: Int
        private var count = 0

        init(client: LanguageServerClient, uri: String, lineCount: Int) {
            self.client = client
            self.uri = uri
            self.lineCount = lineCount
        }

        func hintParams() -> [String: Any] {
            [
                "textDocument": ["uri": uri],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": lineCount, "character": 0]]
            ]
        }

        /// Asks until `done` says so: it sees every message that arrives (nil between requests).
        mutating func ask(until done: (ReceivedMessage?) -> Bool, timeout: TimeInterval, into samples: inout Samples) {
            let deadline = Date().addingTimeInterval(timeout)
            var finished = false
            while !finished, Date() < deadline {
                count += 1
                let hover = count % 2 == 0
                let params: [String: Any] =
                    hover
                    ? [
                        "textDocument": ["uri": uri],
                        "position": ["line": (count / 2) % max(lineCount, 1), "character": 8]
                    ]
                    : hintParams()
                let sent = DispatchTime.now().uptimeNanoseconds
                let id = client.request(hover ? "textDocument/hover" : "textDocument/inlayHint", params)
                guard
                    let answered = client.next(
                        timeout: 600,
                        where: { message in
                            if done(message) { finished = true }
                            return message.responseID == id
                        })
                else { return }
                samples.append(Double(answered.arrivalNanoseconds - sent) / 1_000_000)
                if done(nil) { finished = true }
                Thread.sleep(forTimeInterval: pause)
            }
        }

        func answer(_ method: String, _ params: [String: Any], timeout: TimeInterval = 60) -> ReceivedMessage? {
            let id = client.request(method, params)
            return client.next(timeout: timeout, where: { $0.responseID == id })
        }

        func sortedJSON(_ message: ReceivedMessage?) -> Data {
            guard let result = message?.body["result"] else { return Data() }
            return (try? JSONSerialization.data(withJSONObject: result, options: [.sortedKeys, .fragmentsAllowed]))
                ?? Data()
        }
    }
}
