// `textDocument/diagnostic`: the client pulls a document's diagnostics, with result ids.
import Foundation
import JSONRPC

/// Pull diagnostics for one document.
public struct DocumentDiagnosticRequest: RequestType, Hashable {
    public static let method = "textDocument/diagnostic"
    public typealias Response = DocumentDiagnosticReport
    public var textDocument: TextDocumentIdentifier
    public var previousResultId: String?
}

/// `full` with the items, or `unchanged` when `previousResultId` still holds.
public struct DocumentDiagnosticReport: Codable, Hashable, Sendable {
    public var kind: String
    public var resultId: String?
    public var items: [Diagnostic]?
}
