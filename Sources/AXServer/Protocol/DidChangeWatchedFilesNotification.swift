// `workspace/didChangeWatchedFiles`: files created, changed or deleted outside the editor.
import Foundation
import JSONRPC

/// File-system events for the globs the server registered (`**/*.swift`, `**/.ax-lsp.yml`, …).
public struct DidChangeWatchedFilesNotification: NotificationType, Hashable {
    public static let method = "workspace/didChangeWatchedFiles"
    public var changes: [FileEvent]

    public init(changes: [FileEvent]) {
        self.changes = changes
    }

    public struct FileEvent: Codable, Hashable, Sendable {
        public var uri: DocumentURI
        public var type: ChangeType

        public init(uri: DocumentURI, type: ChangeType) {
            self.uri = uri
            self.type = type
        }
    }

    /// The LSP `FileChangeType`.
    public enum ChangeType: Int, Codable, Hashable, Sendable {
        case created = 1
        case changed = 2
        case deleted = 3
    }
}
