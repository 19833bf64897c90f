// The state handlers read and change: lifecycle, negotiated encoding, documents, workspace.
import AXAnalysis
import Foundation
import JSONRPC

/// Where the server is in the LSP lifecycle.
enum LifecycleState: Equatable {
    /// Before `initialize`: requests get ServerNotInitialized, notifications are dropped.
    case uninitialized
    /// After `initialize`: everything is served.
    case running
    /// After `shutdown`: requests get InvalidRequest; only `exit` is acted on.
    case shutDown
    /// After `exit` (or a fatal condition); nothing more is processed.
    case exited
}

/// Everything a handler may touch. It lives on the event loop; handlers run there one at a time,
/// so nothing here needs a lock.
package final class ServerSession {
    package let connection: Connection
    package let logger: ServerLogger
    package let documents: DocumentStore
    /// Settings and published results of the editor features.
    package let features = FeatureState()
    /// Workspace folders, their configuration, and background indexing.
    package let indexer = WorkspaceIndexer()
    /// Resolution after edits, off the loop (`BackgroundResolution`).
    let resolution = BackgroundResolution()
    package var workspace: AnalysisWorkspace { documents.workspace }
    /// The unit of `Position.character` for this session, fixed at `initialize`.
    package internal(set) var positionEncoding: PositionEncodingKind = .utf16
    package internal(set) var initializeParams: InitializeRequest?
    package internal(set) var receivedInitializedNotification = false
    var lifecycle: LifecycleState = .uninitialized
    /// Queues an event on the loop; safe from any thread (background work reports through it).
    let post: (Event) -> Void

    init(connection: Connection, logger: ServerLogger, workspace: AnalysisWorkspace, post: @escaping (Event) -> Void) {
        self.connection = connection
        self.logger = logger
        self.documents = DocumentStore(workspace: workspace)
        self.post = post
        // Edits, indexing and files changed on disk resolve off the loop (`BackgroundResolution`);
        // meanwhile the last resolution, or before the first one the open documents', answers: a
        // request never waits for a resolution it did not ask for (`finishNow`).
        workspace.answersWithoutWaiting = true
    }

    package var clientCapabilities: ClientCapabilities { initializeParams?.capabilities ?? ClientCapabilities() }

    /// The workspace folders' paths: `workspaceFolders`, else `rootUri`, else `rootPath`.
    /// The server reads files only inside these.
    package var workspaceFolderPaths: [String] {
        guard let params = initializeParams else { return [] }
        if let folders = params.workspaceFolders, !folders.isEmpty {
            return folders.map { DocumentURIPath.path(of: $0.uri) }
        }
        if let rootUri = params.rootUri { return [DocumentURIPath.path(of: rootUri)] }
        return params.rootPath.map { [$0] } ?? []
    }

    /// True when `path` is a workspace folder or lies below one (compared by path components,
    /// after removing `.` and `..` and resolving symlinks, so `/a/bc` is not inside `/a/b` and a link
    /// inside a folder that points out of it is outside).
    package func isInsideWorkspaceFolders(_ path: String) -> Bool {
        Self.isInside(path, folders: workspaceFolderPaths)
    }

    /// `isInsideWorkspaceFolders` for given folders, callable off the loop.
    static func isInside(_ path: String, folders: [String]) -> Bool {
        let components = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().pathComponents
        return folders.contains { folder in
            let folderComponents = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath()
                .pathComponents
            return components.count >= folderComponents.count
                && Array(components.prefix(folderComponents.count)) == folderComponents
        }
    }

    /// Sends a request to the client; `completion` runs later on the event loop, exactly once.
    package func sendRequestToClient<Request: RequestType>(
        _ request: Request, timeout: TimeInterval = 30,
        completion: @escaping (Result<Request.Response, ResponseError>) -> Void
    ) {
        let post = self.post
        let box = UncheckedSendableBox(completion)
        connection.sendRequest(request, timeout: timeout) { result in
            post(.clientResponded(ClientResponseContinuation { box.value(result) }))
        }
    }

    /// Runs `body` on the event loop after the messages already queued (for results computed
    /// off the loop, like workspace indexing).
    func runOnLoop(_ what: String, _ body: @escaping () -> Void) {
        let box = UncheckedSendableBox(body)
        post(.loopWork(ClientResponseContinuation(what: what) { box.value() }))
    }

    package func sendNotificationToClient<Notification: NotificationType>(_ notification: Notification) {
        connection.send(notification)
    }
}

/// Carries a loop-only closure through a thread hop; it is only ever called back on the loop.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
