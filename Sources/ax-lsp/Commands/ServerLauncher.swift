// The one place the executable hands over to the language server.
import AXServer

/// Starts the language server on stdin/stdout; it exits the process itself (0 after
/// shutdown + exit, 1 otherwise).
enum ServerLauncher {
    static func run(logLevel: String) throws {
        guard let level = LogLevel(rawValue: logLevel) else {
            throw CommandFailure(message: "error: unknown --log-level '\(logLevel)'; use \(LogLevel.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        LanguageServerMain.run(logLevel: level)
    }
}
