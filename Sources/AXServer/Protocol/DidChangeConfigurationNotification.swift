// `workspace/didChangeConfiguration`: new settings from the client.
import Foundation
import JSONRPC

/// Carries the client's settings object (`{"ax-lsp": {…}}` or flat keys).
package struct DidChangeConfigurationNotification: NotificationType, Hashable {
    package static let method = "workspace/didChangeConfiguration"
    package var settings: JSONValue?
}
