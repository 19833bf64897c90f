// Encoding JSON-RPC messages this side sends: requests, notifications and responses.
import Foundation

/// Builds message bodies. Keys are sorted so output is deterministic (tests compare it).
package enum OutgoingMessage {
    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    package static func request<Params: Encodable>(id: RequestID, method: String, params: Params) throws -> Data {
        try makeEncoder().encode(RequestEnvelope(id: id, method: method, params: params))
    }

    package static func notification<Params: Encodable>(method: String, params: Params) throws -> Data {
        try makeEncoder().encode(NotificationEnvelope(method: method, params: params))
    }

    package static func response<Result: Encodable>(id: RequestID, result: Result) throws -> Data {
        try makeEncoder().encode(ResultEnvelope(id: id, result: result))
    }

    /// An error response; `id` is nil (JSON `null`) when the request's id could not be read.
    package static func errorResponse(id: RequestID?, error: ResponseError) -> Data {
        if let data = try? makeEncoder().encode(ErrorEnvelope(id: id, error: error)) { return data }
        // Only a non-finite number in `data` can fail to encode; drop it rather than lose the reply.
        let plain = ResponseError(code: error.code, message: error.message)
        return (try? makeEncoder().encode(ErrorEnvelope(id: id, error: plain))) ?? Data()
    }
}

private struct RequestEnvelope<Params: Encodable>: Encodable {
    var id: RequestID
    var method: String
    var params: Params

    private enum CodingKeys: String, CodingKey {
        case jsonrpc, id, method, params
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        try container.encode(id, forKey: .id)
        try container.encode(method, forKey: .method)
        if !(params is VoidValue) { try container.encode(params, forKey: .params) }
    }
}

private struct NotificationEnvelope<Params: Encodable>: Encodable {
    var method: String
    var params: Params

    private enum CodingKeys: String, CodingKey {
        case jsonrpc, method, params
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        try container.encode(method, forKey: .method)
        if !(params is VoidValue) { try container.encode(params, forKey: .params) }
    }
}

private struct ResultEnvelope<Result: Encodable>: Encodable {
    var id: RequestID
    var result: Result

    private enum CodingKeys: String, CodingKey {
        case jsonrpc, id, result
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        try container.encode(id, forKey: .id)
        // `encode`, not `encodeIfPresent`: a response always has `result`, `null` included.
        try container.encode(result, forKey: .result)
    }
}

private struct ErrorEnvelope: Encodable {
    var id: RequestID?
    var error: ResponseError

    private enum CodingKeys: String, CodingKey {
        case jsonrpc, id, error
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        try container.encode(id, forKey: .id)
        try container.encode(error, forKey: .error)
    }
}
