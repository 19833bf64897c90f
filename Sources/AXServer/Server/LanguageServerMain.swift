// The entry point that serves LSP on stdin/stdout until `exit`, EOF or the client's death.
import AXAnalysis
import Foundation
import JSONRPC

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the `ax-lsp` executable calls for its default (`serve`, `--stdio`) invocation.
package enum LanguageServerMain {
    /// Serves on stdio and never returns: the process exits with 0 after `shutdown` + `exit`, 1 otherwise.
    package static func run(logLevel: LogLevel, maximumMessageSize: Int = FramingParser.defaultMaximumMessageSize)
        -> Never
    {
        // A client that vanishes must not kill us with SIGPIPE mid-write; the write fails instead.
        signal(SIGPIPE, SIG_IGN)
        // Keep the real stdout for protocol messages only and point fd 1 at stderr, so a stray
        // `print` anywhere in the process cannot corrupt the stream.
        let protocolOutput = dup(STDOUT_FILENO)
        let output = protocolOutput >= 0 ? protocolOutput : STDOUT_FILENO
        if protocolOutput >= 0 { dup2(STDERR_FILENO, STDOUT_FILENO) }
        let connection = Connection(
            inputFileDescriptor: STDIN_FILENO, writer: MessageWriter(fileDescriptor: output),
            maximumMessageSize: maximumMessageSize)
        let logger = ServerLogger(level: logLevel, connection: connection)
        // The loop runs on a deep-stack thread, so the parses and hints of a keystroke run
        // inline instead of on a new thread each; the main thread only waits.
        let loop = EventLoopThread(name: "ax-lsp.loop")
        let server = LanguageServer(connection: connection, logger: logger, schedule: loop.async) { code in
            exit(code)
        }
        server.start()
        dispatchMain()
    }
}
