// `workspace/configuration`: the server pulls the editor's settings (when a change notification carries none).
import Foundation
import JSONRPC

/// Asks the client for settings sections; the answer has one value per item, in order.
package struct WorkspaceConfigurationRequest: RequestType, Hashable {
    package static let method = "workspace/configuration"
    package typealias Response = [JSONValue]
    package var items: [Item]

    package init(items: [Item]) {
        self.items = items
    }

    package struct Item: Codable, Hashable, Sendable {
        package var section: String?
        package init(section: String?) { self.section = section }
    }
}
