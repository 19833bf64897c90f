// A workspace folder the client opened.
import Foundation

/// One root of the workspace; ax-lsp reads files only inside these folders.
package struct WorkspaceFolder: Codable, Hashable, Sendable {
    package var uri: DocumentURI
    package var name: String

    package init(uri: DocumentURI, name: String) {
        self.uri = uri
        self.name = name
    }
}
