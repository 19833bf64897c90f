// `initialize`: the first request, carrying the client's process, folders and capabilities.
import Foundation
import JSONRPC

/// The params of `initialize`. Members a real client may omit are optional.
package struct InitializeRequest: RequestType, Hashable {
    package static let method = "initialize"
    package typealias Response = InitializeResult

    /// The client's process; the server exits when it does not exist or dies.
    package var processId: Int?
    package var clientInfo: ClientInfo?
    package var rootUri: DocumentURI?
    package var rootPath: String?
    package var capabilities: ClientCapabilities?
    package var initializationOptions: JSONValue?
    package var workspaceFolders: [WorkspaceFolder]?

    package init(
        processId: Int? = nil, clientInfo: ClientInfo? = nil, rootUri: DocumentURI? = nil, rootPath: String? = nil,
        capabilities: ClientCapabilities? = ClientCapabilities(), initializationOptions: JSONValue? = nil,
        workspaceFolders: [WorkspaceFolder]? = nil
    ) {
        self.processId = processId
        self.clientInfo = clientInfo
        self.rootUri = rootUri
        self.rootPath = rootPath
        self.capabilities = capabilities
        self.initializationOptions = initializationOptions
        self.workspaceFolders = workspaceFolders
    }

    package struct ClientInfo: Codable, Hashable, Sendable {
        package var name: String
        package var version: String?
        package init(name: String, version: String? = nil) {
            self.name = name
            self.version = version
        }
    }
}
