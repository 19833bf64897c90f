// Writing to stdout and stderr, and knowing whether stderr is a terminal.
import Foundation

/// Output helpers; messages on stderr are lowercase and start with `error:` or `warning:`.
enum StandardStreams {
    static func writeOut(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Writes one line to stderr.
    static func note(_ line: String) {
        writeError(line + "\n")
    }

    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}

/// A failure that ends a command with a message on stderr and an exit code (1 unless stated).
struct CommandFailure: Error {
    var message: String
    var exitCode: Int32 = 1
}
