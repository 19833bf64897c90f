// `textDocument/publishDiagnostics`: the server pushes a document's diagnostics.
import Foundation
import JSONRPC

/// All diagnostics of one document, replacing the previous ones.
public struct PublishDiagnosticsNotification: NotificationType, Hashable {
    public static let method = "textDocument/publishDiagnostics"
    public var uri: DocumentURI
    public var version: Int?
    public var diagnostics: [Diagnostic]
}
