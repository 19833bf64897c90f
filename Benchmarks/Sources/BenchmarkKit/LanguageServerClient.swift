// A minimal LSP client for the benchmarks that drive the real `ax-lsp` binary over stdio: frames
// messages, stamps each arrival on a reader thread, and answers the server's own requests.
import Foundation

/// One message from the server and the moment its last byte was read.
public struct ReceivedMessage {
    public var body: [String: Any]
    public var arrivalNanoseconds: UInt64

    public var method: String? { body["method"] as? String }
    /// The id of a response (no `method`): ours are integers.
    public var responseID: Int? { body["method"] == nil ? body["id"] as? Int : nil }
    public var params: [String: Any]? { body["params"] as? [String: Any] }
}

/// The server child process and its stdio. Not thread-safe: one benchmark thread sends and
/// waits; the reader thread only queues what arrives (and answers server requests with null,
/// which is what `window/workDoneProgress/create` and refresh requests expect).
public final class LanguageServerClient {
    public let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let inbox = Inbox()
    private var nextRequestID = 1

    /// Starts `server` with `arguments` (and `environment` over this process's); its stderr goes
    /// to /dev/null so a full pipe never blocks it, or is appended to the file
    /// `AX_LSP_BENCH_SERVER_STDERR` names (the server logs loop work that made requests wait).
    public init(server: URL, arguments: [String] = [], environment: [String: String] = [:]) throws {
        process.executableURL = server
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        if let path = ProcessInfo.processInfo.environment["AX_LSP_BENCH_SERVER_STDERR"] {
            if !FileManager.default.fileExists(atPath: path) {
                FileManager.default.createFile(atPath: path, contents: nil)
            }
            if let log = FileHandle(forWritingAtPath: path) {
                log.seekToEndOfFile()
                process.standardError = log
            }
        }
        try process.run()
        let reader = Thread { [input, output, inbox] in
            Self.readLoop(output.fileHandleForReading, replyTo: input.fileHandleForWriting, inbox: inbox)
        }
        reader.name = "bench-lsp-reader"
        reader.start()
    }

    public var processID: Int32 { process.processIdentifier }

    /// Sends a notification.
    public func notify(_ method: String, _ params: [String: Any]) {
        Self.write(["jsonrpc": "2.0", "method": method, "params": params], to: input.fileHandleForWriting)
    }

    /// Sends `initialize` for the one workspace folder `root`, with work-done progress on so that
    /// indexing can be timed, and returns the request's id.
    public func requestInitialize(root: String, initializationOptions: [String: Any]? = nil) -> Int {
        let rootURI = URL(fileURLWithPath: root).absoluteString
        var params: [String: Any] = [
            "processId": Int(ProcessInfo.processInfo.processIdentifier),
            "rootUri": rootURI,
            "workspaceFolders": [["uri": rootURI, "name": "bench"]],
            "capabilities": ["window": ["workDoneProgress": true]]
        ]
        if let initializationOptions { params["initializationOptions"] = initializationOptions }
        return request("initialize", params)
    }

    /// Sends `initialize` with one workspace folder per root (a multi-root workspace) and the
    /// given client capabilities; returns the request's id.
    public func requestInitialize(roots: [String], initializationOptions: [String: Any]?, capabilities: [String: Any])
        -> Int
    {
        let folders = roots.map { root in
            ["uri": URL(fileURLWithPath: root).absoluteString, "name": (root as NSString).lastPathComponent]
        }
        var params: [String: Any] = [
            "processId": Int(ProcessInfo.processInfo.processIdentifier),
            "rootUri": folders.first?["uri"] ?? NSNull(),
            "workspaceFolders": folders,
            "capabilities": capabilities
        ]
        if let initializationOptions { params["initializationOptions"] = initializationOptions }
        return request("initialize", params)
    }

    /// Sends a request and returns its id.
    @discardableResult
    public func request(_ method: String, _ params: [String: Any]) -> Int {
        let id = nextRequestID
        nextRequestID += 1
        Self.write(["jsonrpc": "2.0", "id": id, "method": method, "params": params], to: input.fileHandleForWriting)
        return id
    }

    /// Returns the first queued message that `matches`, dropping those before it; waits for one
    /// up to `timeout` seconds. Nil on timeout or when the server closed its output.
    public func next(timeout: TimeInterval = 600, where matches: (ReceivedMessage) -> Bool) -> ReceivedMessage? {
        let deadline = Date().addingTimeInterval(timeout)
        while let message = inbox.take(until: deadline) {
            if matches(message) { return message }
        }
        return nil
    }

    /// `shutdown`, `exit`, and waits for the process (killed if it does not exit within 10 s).
    public func stop() {
        let id = request("shutdown", [:])
        _ = next(timeout: 10) { $0.responseID == id }
        notify("exit", [:])
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    // MARK: Framing

    private static func write(_ object: [String: Any], to handle: FileHandle) {
        guard let body = try? JSONSerialization.data(withJSONObject: object) else { return }
        var framed = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        framed.append(body)
        try? handle.write(contentsOf: framed)
    }

    private static func readLoop(_ handle: FileHandle, replyTo requests: FileHandle, inbox: Inbox) {
        var buffer = [UInt8]()
        var start = 0
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer.append(contentsOf: chunk)
            while let headerEnd = firstIndex(of: separator, in: buffer, from: start) {
                let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
                guard let length = contentLength(header) else {
                    start = headerEnd + 4
                    continue
                }
                let bodyStart = headerEnd + 4
                guard buffer.count - bodyStart >= length else { break }
                let arrival = DispatchTime.now().uptimeNanoseconds
                let body = Data(buffer[bodyStart..<(bodyStart + length)])
                start = bodyStart + length
                guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else { continue }
                if let id = object["id"], object["method"] != nil {
                    write(["jsonrpc": "2.0", "id": id, "result": NSNull()], to: requests)
                }
                inbox.put(ReceivedMessage(body: object, arrivalNanoseconds: arrival))
            }
            if start > 0 {
                buffer.removeSubrange(0..<start)
                start = 0
            }
        }
        inbox.close()
    }

    private static func firstIndex(of separator: [UInt8], in buffer: [UInt8], from start: Int) -> Int? {
        guard buffer.count >= start + separator.count else { return nil }
        var index = start
        while index + separator.count <= buffer.count {
            if buffer[index] == separator[0], buffer[index + 1] == separator[1], buffer[index + 2] == separator[2],
                buffer[index + 3] == separator[3]
            {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func contentLength(_ header: String) -> Int? {
        for line in header.split(separator: "\r\n") where line.lowercased().hasPrefix("content-length:") {
            return Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// The queue between the reader thread and the benchmark thread.
    private final class Inbox: @unchecked Sendable {
        private let condition = NSCondition()
        private var messages: [ReceivedMessage] = []
        private var head = 0
        private var closed = false

        func put(_ message: ReceivedMessage) {
            condition.lock()
            messages.append(message)
            condition.signal()
            condition.unlock()
        }

        func close() {
            condition.lock()
            closed = true
            condition.broadcast()
            condition.unlock()
        }

        func take(until deadline: Date) -> ReceivedMessage? {
            condition.lock()
            defer { condition.unlock() }
            while head == messages.count, !closed {
                if !condition.wait(until: deadline) { return nil }
            }
            guard head < messages.count else { return nil }
            let message = messages[head]
            head += 1
            if head > 1024, head * 2 > messages.count {
                messages.removeFirst(head)
                head = 0
            }
            return message
        }
    }
}
