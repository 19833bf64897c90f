// The answer to `initialize`: what the server can do and who it is.
import Foundation

/// Capabilities plus `serverInfo` (name "ax-lsp" and `ServerVersion.current`).
package struct InitializeResult: Codable, Hashable, Sendable {
    package var capabilities: ServerCapabilities
    package var serverInfo: ServerInfo

    package init(capabilities: ServerCapabilities, serverInfo: ServerInfo) {
        self.capabilities = capabilities
        self.serverInfo = serverInfo
    }

    package struct ServerInfo: Codable, Hashable, Sendable {
        package var name: String
        package var version: String
        package init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }
}
