// `Command`: a server command a code action runs instead of (or besides) an edit.
import Foundation
import JSONRPC

/// A command the client sends back with `workspace/executeCommand` when the user picks the action.
public struct Command: Codable, Hashable, Sendable {
    public var title: String
    public var command: String
    public var arguments: [JSONValue]?

    public init(title: String, command: String, arguments: [JSONValue]? = nil) {
        self.title = title
        self.command = command
        self.arguments = arguments
    }
}
