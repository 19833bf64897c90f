// Applies files changed outside the editor: re-reads them from disk (open documents win),
// forgets deleted ones, and re-indexes when `.ax-lsp.yml` changed.
import AXAnalysis
import AXConfig
import Foundation
import JSONRPC

enum DidChangeWatchedFilesHandler: NotificationHandler {
    static func handle(_ notification: DidChangeWatchedFilesNotification, session: ServerSession) {
        var configurationChanged = false
        for change in notification.changes {
            let path = DocumentURIPath.path(of: change.uri)
            if path.hasSuffix("/" + ConfigurationLoader.fileName) { configurationChanged = true; continue }
            let components = path.split(separator: "/").map(String.init)
            guard WorkspaceFiles.analysedExtensions.contains((path as NSString).pathExtension),
                  !components.contains(where: WorkspaceFiles.isSkippedFolder(named:)),
                  session.isInsideWorkspaceFolders(path), session.documents.document(atPath: path) == nil else { continue }
            if change.type != 3, let data = FileManager.default.contents(atPath: path) {
                session.workspace.update(path: path, text: String(decoding: data, as: UTF8.self))
            } else {
                session.workspace.remove(path: path)
            }
        }
        if configurationChanged {
            WorkspaceIndexer.start(session: session)
        } else {
            DiagnosticsPublisher.publishChanged(session: session)
            RefreshNotifier.refreshAfterEdit(of: nil, session: session)
        }
    }
}

/// Registers the watchers when the client allows dynamic registration.
enum FileWatcherRegistration {
    static func register(session: ServerSession) {
        guard session.clientCapabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration == true else { return }
        let globs = ["**/*.swift", "**/*.storyboard", "**/*.xib", "**/\(ConfigurationLoader.fileName)"]
        let options: JSONValue = ["watchers": .array(globs.map { ["globPattern": .string($0)] })]
        let registration = RegisterCapabilityRequest.Registration(id: "ax-lsp-watched-files", method: DidChangeWatchedFilesNotification.method, registerOptions: options)
        session.sendRequestToClient(RegisterCapabilityRequest(registrations: [registration])) { result in
            if case .failure(let error) = result { session.logger.warning("the client refused file watchers: \(error.message); files changed outside the editor are seen after ax-lsp.reindex") }
        }
    }
}
