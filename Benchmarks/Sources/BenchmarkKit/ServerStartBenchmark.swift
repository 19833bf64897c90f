// Process start to the `initialize` response of the real `ax-lsp` binary over stdio, against
// the same binary starting and printing `--version` (the cost of any process start).
import Foundation

/// Start-up latencies, best and median of the runs.
public struct ServerStartResult {
    public var initialize = Samples()
    public var version = Samples()
    public var ratio: Double { initialize.p50 / max(version.p50, 0.001) }
}

public enum ServerStartBenchmark {
    public static func run(server: URL, workspaceRoot: String, runs: Int) -> ServerStartResult? {
        var result = ServerStartResult()
        for _ in 0..<max(runs, 1) {
            guard let version = timeVersion(server), let initialize = timeInitialize(server, root: workspaceRoot) else {
                return nil
            }
            result.version.append(version)
            result.initialize.append(initialize)
        }
        return result
    }

    private static func timeVersion(_ server: URL) -> Double? {
        let process = Process()
        process.executableURL = server
        process.arguments = ["--version"]
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        let start = DispatchTime.now().uptimeNanoseconds
        guard let waitForExit = TimedChild.start(process) else { return nil }
        waitForExit()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }

    /// Starts the server, sends `initialize` for the workspace and stops the clock at the first
    /// complete response; then shuts it down politely.
    private static func timeInitialize(_ server: URL, root: String) -> Double? {
        let process = Process()
        process.executableURL = server
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = Pipe()
        let rootURI = URL(fileURLWithPath: root).absoluteString
        let initialize =
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":"\#(rootURI)","capabilities":{},"workspaceFolders":[{"uri":"\#(rootURI)","name":"bench"}]}}"#
        let start = DispatchTime.now().uptimeNanoseconds
        do { try process.run() } catch { return nil }
        input.fileHandleForWriting.write(frame(initialize))
        var received = Data()
        var elapsed: Double?
        while elapsed == nil {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received.append(chunk)
            if let text = String(data: received, encoding: .utf8), text.contains(#""id":1"#),
                text.contains("\"result\"")
            {
                elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            }
        }
        input.fileHandleForWriting.write(frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#))
        input.fileHandleForWriting.write(frame(#"{"jsonrpc":"2.0","method":"exit"}"#))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return elapsed
    }

    private static func frame(_ body: String) -> Data {
        Data("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }
}
