// `window/showMessage`: a message the editor shows to the user (a configuration error, for example).
import Foundation
import JSONRPC

/// A message shown in the editor's UI, unlike `window/logMessage` which only goes to the log.
package struct ShowMessageNotification: NotificationType, Hashable {
    package static let method = "window/showMessage"
    package var type: MessageType
    package var message: String

    package init(type: MessageType, message: String) {
        self.type = type
        self.message = message
    }
}
