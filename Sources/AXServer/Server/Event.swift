// The closed set of things the server's event loop reacts to.
import Foundation
import JSONRPC

/// Everything that reaches the event loop. Adding a case forces every `switch` to handle it.
enum Event {
    case request(IncomingRequest)
    case notification(IncomingNotification)
    /// Bad input the transport recovered from.
    case transportProblem(String)
    /// stdin reached end of file.
    case inputClosed
    /// The client's process (from `initialize`'s `processId`) does not exist any more.
    case clientProcessExited(processID: Int32)
    /// The client answered a request the server sent; the continuation runs on the loop.
    case clientResponded(ClientResponseContinuation)
    /// Work done off the loop (workspace indexing) whose result is applied on the loop.
    case loopWork(ClientResponseContinuation)
    /// Background indexing discovered or read files (`WorkspaceIndexer`).
    case indexing(IndexingEvent)
}

/// Code to run on the loop once the client answered (or the request timed out), or work done
/// off the loop lands; `what` names it in the log of slow loop work.
struct ClientResponseContinuation {
    var what = "a client's answer"
    var run: () -> Void
}
