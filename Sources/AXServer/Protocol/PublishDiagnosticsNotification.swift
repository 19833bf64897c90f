// `textDocument/publishDiagnostics`: the server pushes a document's diagnostics.
import Foundation
import JSONRPC

/// All diagnostics of one document, replacing the previous ones.
package struct PublishDiagnosticsNotification: NotificationType, Hashable {
    package static let method = "textDocument/publishDiagnostics"
    package var uri: DocumentURI
    package var version: Int?
    package var diagnostics: [Diagnostic]
}
