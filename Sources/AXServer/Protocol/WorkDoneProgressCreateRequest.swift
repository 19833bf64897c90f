// `window/workDoneProgress/create`: asks the client for a progress token the server may report on.
import Foundation
import JSONRPC

/// Sent by the server before the first `$/progress` of a token it created itself.
public struct WorkDoneProgressCreateRequest: RequestType, Hashable {
    public static let method = "window/workDoneProgress/create"
    public typealias Response = VoidValue
    public var token: String

    public init(token: String) {
        self.token = token
    }
}
