// `textDocument/diagnostic`: the client pulls a document's diagnostics, with result ids.
import Foundation
import JSONRPC

/// Pull diagnostics for one document.
package struct DocumentDiagnosticRequest: RequestType, Hashable {
    package static let method = "textDocument/diagnostic"
    package typealias Response = DocumentDiagnosticReport
    package var textDocument: TextDocumentIdentifier
    package var previousResultId: String?
}

/// `full` with the items, or `unchanged` when `previousResultId` still holds.
package struct DocumentDiagnosticReport: Codable, Hashable, Sendable {
    package var kind: String
    package var resultId: String?
    package var items: [Diagnostic]?
}
