// didOpen, didChange, didClose, didSave: keep the document store (and so the workspace) in sync.
import AXConfig
import Foundation
import JSONRPC

/// Opens a document with the client's text.
enum DidOpenHandler: NotificationHandler {
    static func handle(_ notification: DidOpenTextDocumentNotification, session: ServerSession) {
        session.documents.open(notification.textDocument)
        session.logger.debug("opened \(notification.textDocument.uri) version \(notification.textDocument.version)")
        // Opening is rare and its results are asked for at once: resolved on the loop.
        session.resolution.changedOnLoop(notification.textDocument.uri, session: session)
    }
}

/// Applies edits in order in the negotiated encoding; problems are logged, never fatal.
enum DidChangeHandler: NotificationHandler {
    static func handle(_ notification: DidChangeTextDocumentNotification, session: ServerSession) {
        for note in session.documents.change(notification, encoding: session.positionEncoding) {
            session.logger.warning(note)
        }
        // A move is published now; an edit that drops the resolution resolves in the background.
        session.resolution.documentEdited(notification.textDocument.uri, session: session)
    }
}

/// Closes a document; the workspace falls back to the file on disk when it lies inside a workspace folder.
enum DidCloseHandler: NotificationHandler {
    static func handle(_ notification: DidCloseTextDocumentNotification, session: ServerSession) {
        let uri = notification.textDocument.uri
        let path = DocumentURIPath.path(of: uri)
        let diskText =
            session.isInsideWorkspaceFolders(path)
            ? FileManager.default.contents(atPath: path).map { SourceFileReader.decode($0).text }
            : nil
        if !session.documents.close(uri, diskText: diskText) {
            session.logger.warning("didClose for \(uri), which is not open; ignored it")
        }
        session.resolution.changedOnLoop(uri, session: session)
    }
}

/// Saving changes nothing the server sees: the open document's text already matches.
enum DidSaveHandler: NotificationHandler {
    static func handle(_ notification: DidSaveTextDocumentNotification, session: ServerSession) {
        session.logger.debug("saved \(notification.textDocument.uri)")
    }
}
