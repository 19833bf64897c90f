// `window/showMessage`: a message the editor shows to the user (a configuration error, for example).
import Foundation
import JSONRPC

/// A message shown in the editor's UI, unlike `window/logMessage` which only goes to the log.
public struct ShowMessageNotification: NotificationType, Hashable {
    public static let method = "window/showMessage"
    public var type: MessageType
    public var message: String

    public init(type: MessageType, message: String) {
        self.type = type
        self.message = message
    }
}
