// `workspace/didChangeConfiguration`: new settings from the client.
import Foundation
import JSONRPC

/// Carries the client's settings object (`{"ax-lsp": {…}}` or flat keys).
public struct DidChangeConfigurationNotification: NotificationType, Hashable {
    public static let method = "workspace/didChangeConfiguration"
    public var settings: JSONValue?
}
