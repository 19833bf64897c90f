// `client/registerCapability`: dynamic registration, used for the file watchers.
import Foundation
import JSONRPC

/// Asks the client to start sending a method it supports dynamically (e.g. `workspace/didChangeWatchedFiles`).
package struct RegisterCapabilityRequest: RequestType, Hashable {
    package static let method = "client/registerCapability"
    package typealias Response = VoidValue
    package var registrations: [Registration]

    package init(registrations: [Registration]) {
        self.registrations = registrations
    }

    /// One capability; `registerOptions` depends on `method`.
    package struct Registration: Codable, Hashable, Sendable {
        package var id: String
        package var method: String
        package var registerOptions: JSONValue?

        package init(id: String, method: String, registerOptions: JSONValue?) {
            self.id = id
            self.method = method
            self.registerOptions = registerOptions
        }
    }
}
