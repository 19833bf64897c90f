// `window/logMessage`: a line for the client's output panel.
import Foundation
import JSONRPC

/// A log line shown in the editor's ax-lsp output channel.
package struct LogMessageNotification: NotificationType, Hashable {
    package static let method = "window/logMessage"
    package var type: MessageType
    package var message: String

    package init(type: MessageType, message: String) {
        self.type = type
        self.message = message
    }
}

/// LSP message severities.
package enum MessageType: Int, Codable, Hashable, Sendable {
    case error = 1
    case warning = 2
    case info = 3
    case log = 4
}
