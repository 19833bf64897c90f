// `initialized` and `shutdown`: the two lifecycle messages with no work beyond a state change.
import Foundation
import JSONRPC

/// The client acknowledged the `initialize` result; later features register capabilities here.
enum InitializedHandler: NotificationHandler {
    static func handle(_ notification: InitializedNotification, session: ServerSession) {
        session.receivedInitializedNotification = true
        FileWatcherRegistration.register(session: session)
        WorkspaceIndexer.start(session: session)
    }
}

/// Stops serving; from now on requests get InvalidRequest and `exit` ends the process with 0.
enum ShutdownHandler: RequestHandler {
    static func handle(_ request: ShutdownRequest, id: RequestID, session: ServerSession) throws -> VoidValue {
        session.lifecycle = .shutDown
        return VoidValue()
    }
}
