// An LSP location: a document URI and a range in it.
import Foundation

/// A range inside a named document, as definition and reference results return it.
package struct Location: Codable, Hashable, Sendable {
    package var uri: DocumentURI
    package var range: LSPRange

    package init(uri: DocumentURI, range: LSPRange) {
        self.uri = uri
        self.range = range
    }
}
