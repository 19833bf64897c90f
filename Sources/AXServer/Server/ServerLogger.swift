// Logging to stderr and to the client's `window/logMessage`; never to stdout.
import Foundation
import JSONRPC

/// How much the server logs; messages above the level are dropped.
package enum LogLevel: String, CaseIterable, Comparable, Sendable {
    case error, warning, info, debug

    package static func < (lhs: LogLevel, rhs: LogLevel) -> Bool {
        lhs.severityRank < rhs.severityRank
    }

    private var severityRank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .info: return 2
        case .debug: return 3
        }
    }

    var messageType: MessageType {
        switch self {
        case .error: return .error
        case .warning: return .warning
        case .info: return .info
        case .debug: return .log
        }
    }
}

/// Writes each log line to stderr and, when a connection is attached, to `window/logMessage`.
/// Thread-safe: the reader thread logs framing problems, the event loop everything else.
package final class ServerLogger: @unchecked Sendable {
    package let level: LogLevel
    private let connection: Connection?
    private let writesToStandardError: Bool
    private let lock = NSLock()

    package init(level: LogLevel, connection: Connection?, writesToStandardError: Bool = true) {
        self.level = level
        self.connection = connection
        self.writesToStandardError = writesToStandardError
    }

    package func log(_ level: LogLevel, _ message: String) {
        guard level <= self.level else { return }
        if writesToStandardError {
            lock.lock()
            // The throwing API: the legacy `write(_:)` raises an uncatchable exception when stderr is closed.
            try? FileHandle.standardError.write(contentsOf: Data("ax-lsp: \(level.rawValue): \(message)\n".utf8))
            lock.unlock()
        }
        connection?.send(LogMessageNotification(type: level.messageType, message: message))
    }

    package func error(_ message: String) { log(.error, message) }
    package func warning(_ message: String) { log(.warning, message) }
    package func info(_ message: String) { log(.info, message) }
    package func debug(_ message: String) { log(.debug, message) }
}
