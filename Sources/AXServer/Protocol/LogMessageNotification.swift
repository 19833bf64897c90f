// `window/logMessage`: a line for the client's output panel.
import Foundation
import JSONRPC

/// A log line shown in the editor's ax-lsp output channel.
public struct LogMessageNotification: NotificationType, Hashable {
    public static let method = "window/logMessage"
    public var type: MessageType
    public var message: String

    public init(type: MessageType, message: String) {
        self.type = type
        self.message = message
    }
}

/// LSP message severities.
public enum MessageType: Int, Codable, Hashable, Sendable {
    case error = 1
    case warning = 2
    case info = 3
    case log = 4
}
