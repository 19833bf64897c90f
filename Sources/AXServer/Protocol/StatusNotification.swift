// `ax-lsp/status`: indexing state and the identifier count, for editor status bars.
import JSONRPC

/// Sent only to clients that set `capabilities.experimental.statusNotification`, after
/// indexing starts and ends and whenever the workspace's identifier count changes.
public struct StatusNotification: NotificationType, Hashable {
    public static let method = "ax-lsp/status"
    public var indexing: Bool
    public var identifierCount: Int
    public var fileCount: Int

    public init(indexing: Bool, identifierCount: Int, fileCount: Int) {
        self.indexing = indexing
        self.identifierCount = identifierCount
        self.fileCount = fileCount
    }
}
