// `client/registerCapability` for file watchers and `workspace/didChangeWatchedFiles`.
import Foundation
import JSONRPC

/// Registers capabilities dynamically (here: file watchers).
public struct RegisterCapabilityRequest: RequestType, Hashable {
    public static let method = "client/registerCapability"
    public typealias Response = VoidValue

    public struct Registration: Codable, Hashable, Sendable {
        public var id: String
        public var method: String
        public var registerOptions: JSONValue?
    }

    public var registrations: [Registration]
}

/// Files changed outside the editor (a `git checkout`, a generator).
public struct DidChangeWatchedFilesNotification: NotificationType, Hashable {
    public static let method = "workspace/didChangeWatchedFiles"

    public struct FileEvent: Codable, Hashable, Sendable {
        public var uri: DocumentURI
        /// 1 created, 2 changed, 3 deleted.
        public var type: Int
    }

    public var changes: [FileEvent]
}
