// `initialize`: the first request, carrying the client's process, folders and capabilities.
import Foundation
import JSONRPC

/// The params of `initialize`. Members a real client may omit are optional.
public struct InitializeRequest: RequestType, Hashable {
    public static let method = "initialize"
    public typealias Response = InitializeResult

    /// The client's process; the server exits when it does not exist or dies.
    public var processId: Int?
    public var clientInfo: ClientInfo?
    public var rootUri: DocumentURI?
    public var rootPath: String?
    public var capabilities: ClientCapabilities?
    public var initializationOptions: JSONValue?
    public var workspaceFolders: [WorkspaceFolder]?

    public init(processId: Int? = nil, clientInfo: ClientInfo? = nil, rootUri: DocumentURI? = nil, rootPath: String? = nil,
                capabilities: ClientCapabilities? = ClientCapabilities(), initializationOptions: JSONValue? = nil,
                workspaceFolders: [WorkspaceFolder]? = nil) {
        self.processId = processId
        self.clientInfo = clientInfo
        self.rootUri = rootUri
        self.rootPath = rootPath
        self.capabilities = capabilities
        self.initializationOptions = initializationOptions
        self.workspaceFolders = workspaceFolders
    }

    public struct ClientInfo: Codable, Hashable, Sendable {
        public var name: String
        public var version: String?
        public init(name: String, version: String? = nil) {
            self.name = name
            self.version = version
        }
    }
}
