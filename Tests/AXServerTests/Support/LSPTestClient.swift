// Runs the real ax-lsp binary over pipes and speaks framed JSON-RPC to it, for end-to-end tests.
import Foundation
import JSONRPC
import XCTest

/// A client for end-to-end tests: spawns the built `ax-lsp`, sends framed messages (or raw bytes),
/// and collects everything the server writes. Every wait has a timeout, so a hung server fails the
/// test instead of hanging it.
final class LSPTestClient {
    struct TimeoutError: Error, CustomStringConvertible {
        var waitingFor: String
        var received: [JSONValue]
        var description: String {
            "timed out waiting for \(waitingFor); received \(received.count) messages: \(received)"
        }
    }

    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errorOutput = Pipe()
    private let condition = NSCondition()
    private var messages: [JSONValue] = []
    private var standardErrorBytes = Data()
    private var outputClosed = false
    private var nextRequestID = 1
    static let defaultTimeout: TimeInterval = 60

    /// `XDG_CACHE_HOME` of every server these tests start, so the summary cache never lands in
    /// the user's ~/.cache: one folder per test process.
    static let scratchCacheHome = FileManager.default.temporaryDirectory.appendingPathComponent(
        "ax-lsp-server-tests-cache-\(UUID().uuidString)")

    /// `environment` is merged over this process's environment (and the scratch cache home).
    init(arguments: [String] = [], environment: [String: String] = [:]) throws {
        process.executableURL = try Self.binaryURL()
        process.arguments = arguments
        var childEnvironment = ProcessInfo.processInfo.environment
        childEnvironment["XDG_CACHE_HOME"] = Self.scratchCacheHome.path
        childEnvironment.merge(environment) { $1 }
        process.environment = childEnvironment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errorOutput
        try process.run()
        let parser = ParserBox()
        startReading(output.fileHandleForReading) { [self] chunk in
            for framed in parser.parser.feed(chunk) {
                guard case .message(let body) = framed,
                    let message = try? JSONDecoder().decode(JSONValue.self, from: body)
                else {
                    XCTFail("server wrote something that is not a framed json message: \(framed)")
                    continue
                }
                condition.lock()
                messages.append(message)
                condition.broadcast()
                condition.unlock()
            }
        }
        startReading(errorOutput.fileHandleForReading, isProtocolOutput: false) { [self] chunk in
            condition.lock()
            standardErrorBytes.append(contentsOf: chunk)
            condition.unlock()
        }
    }

    /// The output parser, used only by the output reader thread.
    private final class ParserBox {
        var parser = FramingParser()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// The binary next to the test bundle in the build products directory (or `AX_LSP_BINARY`).
    static func binaryURL() throws -> URL {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["AX_LSP_BINARY"] {
            candidates.append(URL(fileURLWithPath: override))
        }
        for bundle in [Bundle.main] + Bundle.allBundles {
            candidates.append(bundle.bundleURL.appendingPathComponent("ax-lsp"))
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("ax-lsp"))
        }
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
            return found
        }
        throw NSError(
            domain: "LSPTestClient", code: 1,
            userInfo: [
                NSLocalizedDescriptionKey: "ax-lsp binary not found in \(candidates.map(\.path)); run swift build first"
            ])
    }

    /// Only the end of stdout means no more messages: stderr can reach its end first, while
    /// the stdout reader still has the server's last reply to parse.
    private func startReading(_ handle: FileHandle, isProtocolOutput: Bool = true, onChunk: @escaping ([UInt8]) -> Void)
    {
        let thread = Thread { [weak self] in
            let descriptor = handle.fileDescriptor
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                onChunk(Array(buffer[0..<count]))
            }
            guard let self, isProtocolOutput else { return }
            condition.lock()
            outputClosed = true
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    // MARK: Sending

    func sendRaw(_ bytes: Data) {
        // A server that already exited closes the pipe; writing then must not kill the test with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        try? input.fileHandleForWriting.write(contentsOf: bytes)
    }

    static func frame(_ body: Data) -> Data {
        Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    static func encode(_ message: JSONValue) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(message)) ?? Data()
    }

    func send(_ message: JSONValue) {
        sendRaw(Self.frame(Self.encode(message)))
    }

    /// Sends a request and returns its id (fresh integer ids unless one is given).
    @discardableResult
    func sendRequest(_ method: String, params: JSONValue? = nil, id: JSONValue? = nil) -> JSONValue {
        let requestID = id ?? .int(takeRequestID())
        var message: [String: JSONValue] = ["jsonrpc": "2.0", "id": requestID, "method": .string(method)]
        if let params { message["params"] = params }
        send(.object(message))
        return requestID
    }

    func takeRequestID() -> Int {
        condition.lock()
        defer { condition.unlock() }
        nextRequestID += 1
        return nextRequestID
    }

    func sendNotification(_ method: String, params: JSONValue? = nil) {
        var message: [String: JSONValue] = ["jsonrpc": "2.0", "method": .string(method)]
        if let params { message["params"] = params }
        send(.object(message))
    }

    /// Sends a request and waits for its response (the whole response object).
    func request(_ method: String, params: JSONValue? = nil, timeout: TimeInterval = defaultTimeout) throws -> JSONValue
    {
        try waitForResponse(id: sendRequest(method, params: params), timeout: timeout)
    }

    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    // MARK: Receiving

    /// Every message received so far, in order.
    var receivedMessages: [JSONValue] {
        condition.lock()
        defer { condition.unlock() }
        return messages
    }

    var standardError: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: standardErrorBytes, as: UTF8.self)
    }

    /// Waits for the first message (in arrival order) matching `predicate`.
    func waitForMessage(
        _ description: String, timeout: TimeInterval = defaultTimeout, where predicate: (JSONValue) -> Bool
    ) throws -> JSONValue {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let found = messages.first(where: predicate) { return found }
            if outputClosed || !condition.wait(until: deadline) {
                if let found = messages.first(where: predicate) { return found }
                throw TimeoutError(
                    waitingFor: description + (outputClosed ? " (server closed its output)" : ""), received: messages)
            }
        }
    }

    func waitForResponse(id: JSONValue, timeout: TimeInterval = defaultTimeout) throws -> JSONValue {
        try waitForMessage("response to \(id)", timeout: timeout) { $0["id"] == id && $0["method"] == nil }
    }

    /// Responses whose id is null (parse errors), in order.
    var nullIDResponses: [JSONValue] {
        receivedMessages.filter { $0["id"] == .null && $0["method"] == nil }
    }

    /// `window/logMessage` texts received so far.
    var logMessages: [String] {
        receivedMessages.filter { $0["method"] == "window/logMessage" }.compactMap {
            $0["params"]?["message"]?.stringValue
        }
    }

    /// Messages received before the response to `id`: what the server did for earlier input.
    func messages(before responseID: JSONValue) -> [JSONValue] {
        let all = receivedMessages
        guard let index = all.firstIndex(where: { $0["id"] == responseID && $0["method"] == nil }) else { return all }
        return Array(all[..<index])
    }

    /// Waits for the process to end and returns its exit code.
    func waitForExit(timeout: TimeInterval = defaultTimeout) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline { throw TimeoutError(waitingFor: "the server to exit", received: receivedMessages) }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return process.terminationStatus
    }
}
