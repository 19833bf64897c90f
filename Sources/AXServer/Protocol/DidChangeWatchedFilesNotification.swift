// `workspace/didChangeWatchedFiles`: files created, changed or deleted outside the editor.
import Foundation
import JSONRPC

/// File-system events for the globs the server registered (`**/*.swift`, `**/.ax-lsp.yml`, …).
package struct DidChangeWatchedFilesNotification: NotificationType, Hashable {
    package static let method = "workspace/didChangeWatchedFiles"
    package var changes: [FileEvent]

    package init(changes: [FileEvent]) {
        self.changes = changes
    }

    package struct FileEvent: Codable, Hashable, Sendable {
        package var uri: DocumentURI
        package var type: ChangeType

        package init(uri: DocumentURI, type: ChangeType) {
            self.uri = uri
            self.type = type
        }
    }

    /// The LSP `FileChangeType`.
    package enum ChangeType: Int, Codable, Hashable, Sendable {
        case created = 1
        case changed = 2
        case deleted = 3
    }
}
