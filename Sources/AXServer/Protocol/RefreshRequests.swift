// `workspace/inlayHint/refresh` and `workspace/diagnostic/refresh`: the server asks the client to
// request hints or pulled diagnostics again because results in other files changed.
import Foundation
import JSONRPC

/// Asks the client to re-request inlay hints of every visible document.
public struct InlayHintRefreshRequest: RequestType, Hashable {
    public static let method = "workspace/inlayHint/refresh"
    public typealias Response = VoidValue

    public init() {}
    public init(from decoder: Decoder) throws {}

    /// The request has no params; they are sent as `null`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}

/// Asks a pull-diagnostics client to pull again.
public struct DiagnosticRefreshRequest: RequestType, Hashable {
    public static let method = "workspace/diagnostic/refresh"
    public typealias Response = VoidValue

    public init() {}
    public init(from decoder: Decoder) throws {}

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
