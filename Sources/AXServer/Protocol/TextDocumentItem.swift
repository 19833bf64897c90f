// The full text of a document the client opened.
import Foundation

/// A document with its language, version and complete text, as `didOpen` sends it.
package struct TextDocumentItem: Codable, Hashable, Sendable {
    package var uri: DocumentURI
    package var languageId: String
    package var version: Int
    package var text: String

    package init(uri: DocumentURI, languageId: String, version: Int, text: String) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        self.text = text
    }
}
