// Identifiers of documents in requests: by URI, and by URI with a version.
import Foundation

/// Names a document in a request.
public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: DocumentURI

    public init(uri: DocumentURI) {
        self.uri = uri
    }
}

/// Names a document and the version the client had when it sent a change.
public struct VersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: DocumentURI
    public var version: Int

    public init(uri: DocumentURI, version: Int) {
        self.uri = uri
        self.version = version
    }
}
