// JSON-RPC error codes and the error object of a failed response.
import Foundation

/// The error codes JSON-RPC 2.0 and the language server protocol define.
package struct ErrorCode: RawRepresentable, Hashable, Sendable, Codable {
    package var rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let parseError = ErrorCode(rawValue: -32700)
    package static let invalidRequest = ErrorCode(rawValue: -32600)
    package static let methodNotFound = ErrorCode(rawValue: -32601)
    package static let invalidParams = ErrorCode(rawValue: -32602)
    package static let internalError = ErrorCode(rawValue: -32603)
    /// A request arrived before `initialize`.
    package static let serverNotInitialized = ErrorCode(rawValue: -32002)
    /// The client cancelled the request.
    package static let requestCancelled = ErrorCode(rawValue: -32800)
    /// A valid request the server could not carry out (a rename it refuses); the message says why.
    package static let requestFailed = ErrorCode(rawValue: -32803)
    /// The document changed while the request was computed; the result would be stale.
    package static let contentModified = ErrorCode(rawValue: -32801)
    /// Not in the protocol: a server-to-client request got no response in time.
    package static let requestTimedOut = ErrorCode(rawValue: -32099)

    package init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// The `error` member of a response.
public struct ResponseError: Error, Hashable, Sendable, Codable {
    package var code: ErrorCode
    package var message: String
    package var data: JSONValue?

    package init(code: ErrorCode, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    package static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: .methodNotFound, message: "method '\(method)' is not supported by ax-lsp")
    }

    package static func invalidParams(_ method: String, _ detail: String) -> ResponseError {
        ResponseError(code: .invalidParams, message: "invalid params for '\(method)': \(detail)")
    }

    package static let cancelled = ResponseError(code: .requestCancelled, message: "request cancelled by the client")

    package static let contentModified = ResponseError(
        code: .contentModified, message: "the document changed while the request was computed; ask again")
}
