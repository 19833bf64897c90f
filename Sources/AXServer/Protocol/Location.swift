// An LSP location: a document URI and a range in it.
import Foundation

/// A range inside a named document, as definition and reference results return it.
public struct Location: Codable, Hashable, Sendable {
    public var uri: DocumentURI
    public var range: LSPRange

    public init(uri: DocumentURI, range: LSPRange) {
        self.uri = uri
        self.range = range
    }
}
