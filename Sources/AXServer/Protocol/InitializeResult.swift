// The answer to `initialize`: what the server can do and who it is.
import Foundation

/// Capabilities plus `serverInfo` (name "ax-lsp" and `ServerVersion.current`).
public struct InitializeResult: Codable, Hashable, Sendable {
    public var capabilities: ServerCapabilities
    public var serverInfo: ServerInfo

    public init(capabilities: ServerCapabilities, serverInfo: ServerInfo) {
        self.capabilities = capabilities
        self.serverInfo = serverInfo
    }

    public struct ServerInfo: Codable, Hashable, Sendable {
        public var name: String
        public var version: String
        public init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }
}
