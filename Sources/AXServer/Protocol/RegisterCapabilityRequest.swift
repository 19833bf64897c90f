// `client/registerCapability`: dynamic registration, used for the file watchers.
import Foundation
import JSONRPC

/// Asks the client to start sending a method it supports dynamically (e.g. `workspace/didChangeWatchedFiles`).
public struct RegisterCapabilityRequest: RequestType, Hashable {
    public static let method = "client/registerCapability"
    public typealias Response = VoidValue
    public var registrations: [Registration]

    public init(registrations: [Registration]) {
        self.registrations = registrations
    }

    /// One capability; `registerOptions` depends on `method`.
    public struct Registration: Codable, Hashable, Sendable {
        public var id: String
        public var method: String
        public var registerOptions: JSONValue?

        public init(id: String, method: String, registerOptions: JSONValue?) {
            self.id = id
            self.method = method
            self.registerOptions = registerOptions
        }
    }
}
