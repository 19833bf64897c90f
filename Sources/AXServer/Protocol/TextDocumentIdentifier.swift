// Identifiers of documents in requests: by URI, and by URI with a version.
import Foundation

/// Names a document in a request.
package struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    package var uri: DocumentURI

    package init(uri: DocumentURI) {
        self.uri = uri
    }
}

/// Names a document and the version the client had when it sent a change.
package struct VersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
    package var uri: DocumentURI
    package var version: Int

    package init(uri: DocumentURI, version: Int) {
        self.uri = uri
        self.version = version
    }
}
