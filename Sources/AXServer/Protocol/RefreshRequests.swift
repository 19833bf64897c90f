// `workspace/inlayHint/refresh` and `workspace/diagnostic/refresh`: the server asks the client to
// request hints or pulled diagnostics again because results in other files changed.
import Foundation
import JSONRPC

/// Asks the client to re-request inlay hints of every visible document.
package struct InlayHintRefreshRequest: RequestType, Hashable {
    package static let method = "workspace/inlayHint/refresh"
    package typealias Response = VoidValue

    package init() {}
    package init(from decoder: Decoder) throws {}

    /// The request has no params; they are sent as `null`.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}

/// Asks a pull-diagnostics client to pull again.
package struct DiagnosticRefreshRequest: RequestType, Hashable {
    package static let method = "workspace/diagnostic/refresh"
    package typealias Response = VoidValue

    package init() {}
    package init(from decoder: Decoder) throws {}

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
