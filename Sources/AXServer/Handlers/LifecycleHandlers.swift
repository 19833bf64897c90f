// `initialized` and `shutdown`: the two lifecycle messages around serving.
import Foundation
import JSONRPC

/// The client acknowledged the `initialize` result: register file watchers and index the workspace.
enum InitializedHandler: NotificationHandler {
    static func handle(_ notification: InitializedNotification, session: ServerSession) {
        session.receivedInitializedNotification = true
        FileWatcherRegistration.registerIfSupported(session: session)
        session.indexer.reindex(session: session, reason: "the client initialized the server")
    }
}

/// Stops serving; from now on requests get InvalidRequest and `exit` ends the process with 0.
enum ShutdownHandler: RequestHandler {
    static func handle(_ request: ShutdownRequest, id: RequestID, session: ServerSession) throws -> VoidValue {
        session.lifecycle = .shutDown
        return VoidValue()
    }
}
