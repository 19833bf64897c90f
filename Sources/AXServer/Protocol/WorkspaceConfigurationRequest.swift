// `workspace/configuration`: the server pulls the editor's settings (when a change notification carries none).
import Foundation
import JSONRPC

/// Asks the client for settings sections; the answer has one value per item, in order.
public struct WorkspaceConfigurationRequest: RequestType, Hashable {
    public static let method = "workspace/configuration"
    public typealias Response = [JSONValue]
    public var items: [Item]

    public init(items: [Item]) {
        self.items = items
    }

    public struct Item: Codable, Hashable, Sendable {
        public var section: String?
        public init(section: String?) { self.section = section }
    }
}
