// JSON-RPC error codes and the error object of a failed response.
import Foundation

/// The error codes JSON-RPC 2.0 and the language server protocol define.
public struct ErrorCode: RawRepresentable, Hashable, Sendable, Codable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let parseError = ErrorCode(rawValue: -32700)
    public static let invalidRequest = ErrorCode(rawValue: -32600)
    public static let methodNotFound = ErrorCode(rawValue: -32601)
    public static let invalidParams = ErrorCode(rawValue: -32602)
    public static let internalError = ErrorCode(rawValue: -32603)
    /// A request arrived before `initialize`.
    public static let serverNotInitialized = ErrorCode(rawValue: -32002)
    /// The client cancelled the request.
    public static let requestCancelled = ErrorCode(rawValue: -32800)
    /// The document changed while the request was computed; the result would be stale.
    public static let contentModified = ErrorCode(rawValue: -32801)
    /// Not in the protocol: a server-to-client request got no response in time.
    public static let requestTimedOut = ErrorCode(rawValue: -32099)

    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// The `error` member of a response.
public struct ResponseError: Error, Hashable, Sendable, Codable {
    public var code: ErrorCode
    public var message: String
    public var data: JSONValue?

    public init(code: ErrorCode, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: .methodNotFound, message: "method '\(method)' is not supported by ax-lsp")
    }

    public static func invalidParams(_ method: String, _ detail: String) -> ResponseError {
        ResponseError(code: .invalidParams, message: "invalid params for '\(method)': \(detail)")
    }

    public static let cancelled = ResponseError(code: .requestCancelled, message: "request cancelled by the client")

    public static let contentModified = ResponseError(
        code: .contentModified, message: "the document changed while the request was computed; ask again")
}
