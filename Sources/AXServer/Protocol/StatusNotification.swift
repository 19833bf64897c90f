// `ax-lsp/status`: indexing state and the identifier count, for editor status bars.
import JSONRPC

/// Sent only to clients that set `capabilities.experimental.statusNotification`, after
/// indexing starts and ends and whenever the workspace's identifier count changes.
package struct StatusNotification: NotificationType, Hashable {
    package static let method = "ax-lsp/status"
    package var indexing: Bool
    package var identifierCount: Int
    package var fileCount: Int

    package init(indexing: Bool, identifierCount: Int, fileCount: Int) {
        self.indexing = indexing
        self.identifierCount = identifierCount
        self.fileCount = fileCount
    }
}
