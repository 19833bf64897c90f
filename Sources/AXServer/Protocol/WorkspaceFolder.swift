// A workspace folder the client opened.
import Foundation

/// One root of the workspace; ax-lsp reads files only inside these folders.
public struct WorkspaceFolder: Codable, Hashable, Sendable {
    public var uri: DocumentURI
    public var name: String

    public init(uri: DocumentURI, name: String) {
        self.uri = uri
        self.name = name
    }
}
