// Work-done progress (`window/workDoneProgress/create`, `$/progress`) and `window/showMessage`.
import Foundation
import JSONRPC

/// Asks the client to create a progress token the server then reports on.
public struct WorkDoneProgressCreateRequest: RequestType, Hashable {
    public static let method = "window/workDoneProgress/create"
    public typealias Response = VoidValue
    public var token: String
}

/// One progress report: `begin`, `report` or `end`.
public struct ProgressNotification: NotificationType, Hashable {
    public static let method = "$/progress"

    public struct Value: Codable, Hashable, Sendable {
        public var kind: String
        public var title: String?
        public var message: String?
        public var percentage: Int?
        public var cancellable: Bool?
    }

    public var token: String
    public var value: Value
}

/// A message the editor shows the user (1 error, 2 warning, 3 info).
public struct ShowMessageNotification: NotificationType, Hashable {
    public static let method = "window/showMessage"
    public var type: Int
    public var message: String
}
