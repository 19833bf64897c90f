// The small lifecycle messages: `initialized`, `shutdown`, `exit`, `$/cancelRequest`.
import Foundation
import JSONRPC

/// The client received the `initialize` result.
public struct InitializedNotification: NotificationType, Hashable {
    public static let method = "initialized"
    public init() {}
}

/// Stop answering feature requests; `exit` follows.
public struct ShutdownRequest: RequestType, Hashable {
    public static let method = "shutdown"
    public typealias Response = VoidValue
    public init() {}
}

/// Terminate the process: exit code 0 after `shutdown`, 1 without.
public struct ExitNotification: NotificationType, Hashable {
    public static let method = "exit"
    public init() {}
}

/// The client no longer needs the answer to request `id`.
public struct CancelRequestNotification: NotificationType, Hashable {
    public static let method = "$/cancelRequest"
    public var id: RequestID
    public init(id: RequestID) { self.id = id }
}
