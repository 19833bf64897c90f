// `window/workDoneProgress/create`: asks the client for a progress token the server may report on.
import Foundation
import JSONRPC

/// Sent by the server before the first `$/progress` of a token it created itself.
package struct WorkDoneProgressCreateRequest: RequestType, Hashable {
    package static let method = "window/workDoneProgress/create"
    package typealias Response = VoidValue
    package var token: String

    package init(token: String) {
        self.token = token
    }
}
