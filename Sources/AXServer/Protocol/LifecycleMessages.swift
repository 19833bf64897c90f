// The small lifecycle messages: `initialized`, `shutdown`, `exit`, `$/cancelRequest`.
import Foundation
import JSONRPC

/// The client received the `initialize` result.
package struct InitializedNotification: NotificationType, Hashable {
    package static let method = "initialized"
    package init() {}
}

/// Stop answering feature requests; `exit` follows.
package struct ShutdownRequest: RequestType, Hashable {
    package static let method = "shutdown"
    package typealias Response = VoidValue
    package init() {}
}

/// Terminate the process: exit code 0 after `shutdown`, 1 without.
package struct ExitNotification: NotificationType, Hashable {
    package static let method = "exit"
    package init() {}
}

/// The client no longer needs the answer to request `id`.
package struct CancelRequestNotification: NotificationType, Hashable {
    package static let method = "$/cancelRequest"
    package var id: RequestID
    package init(id: RequestID) { self.id = id }
}
