// didOpen, didChange, didClose, didSave: keep the document store (and so the workspace) in sync.
import Foundation
import JSONRPC

/// Opens a document with the client's text.
enum DidOpenHandler: NotificationHandler {
    static func handle(_ notification: DidOpenTextDocumentNotification, session: ServerSession) {
        session.documents.open(notification.textDocument)
        session.logger.debug("opened \(notification.textDocument.uri) version \(notification.textDocument.version)")
    }
}

/// Applies edits in order in the negotiated encoding; problems are logged, never fatal.
enum DidChangeHandler: NotificationHandler {
    static func handle(_ notification: DidChangeTextDocumentNotification, session: ServerSession) {
        for note in session.documents.change(notification, encoding: session.positionEncoding) {
            session.logger.warning(note)
        }
    }
}

/// Closes a document; the workspace falls back to the file on disk.
enum DidCloseHandler: NotificationHandler {
    static func handle(_ notification: DidCloseTextDocumentNotification, session: ServerSession) {
        if !session.documents.close(notification.textDocument.uri) {
            session.logger.warning("didClose for \(notification.textDocument.uri), which is not open; ignored it")
        }
    }
}

/// Saving changes nothing the server sees: the open document's text already matches.
enum DidSaveHandler: NotificationHandler {
    static func handle(_ notification: DidSaveTextDocumentNotification, session: ServerSession) {
        session.logger.debug("saved \(notification.textDocument.uri)")
    }
}
