// `Command`: a server command a code action runs instead of (or besides) an edit.
import Foundation
import JSONRPC

/// A command the client sends back with `workspace/executeCommand` when the user picks the action.
package struct Command: Codable, Hashable, Sendable {
    package var title: String
    package var command: String
    package var arguments: [JSONValue]?

    package init(title: String, command: String, arguments: [JSONValue]? = nil) {
        self.title = title
        self.command = command
        self.arguments = arguments
    }
}
