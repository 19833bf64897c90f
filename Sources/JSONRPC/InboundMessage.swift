// Decoding a framed body into a JSON-RPC request, notification or response.
import Foundation

/// A request from the peer. Params stay as the raw body until a handler asks for its type,
/// so a 20 MB `didOpen` is decoded once, straight into its typed params.
public struct IncomingRequest: Sendable {
    package var id: RequestID
    package var method: String
    package var body: Data

    package init(id: RequestID, method: String, body: Data) {
        self.id = id
        self.method = method
        self.body = body
    }

    /// The typed params; an absent or `null` params member decodes as `{}`.
    public func decodeParams<Params: Decodable>(_ type: Params.Type) throws -> Params {
        try ParamsEnvelope<Params>.decode(from: body)
    }
}

/// A notification from the peer.
public struct IncomingNotification: Sendable {
    package var method: String
    package var body: Data

    package init(method: String, body: Data) {
        self.method = method
        self.body = body
    }

    public func decodeParams<Params: Decodable>(_ type: Params.Type) throws -> Params {
        try ParamsEnvelope<Params>.decode(from: body)
    }
}

/// Any message the peer can send.
public enum InboundMessage: Sendable {
    case request(IncomingRequest)
    case notification(IncomingNotification)
    case response(id: RequestID, result: Result<JSONValue, ResponseError>)
}

/// Why a body could not become a message; the connection answers these itself.
public enum MessageDecodingFailure: Error, Hashable, Sendable {
    case invalidUTF8
    case invalidJSON(String)
    case invalidRequest(id: RequestID?, reason: String)

    /// The error response JSON-RPC 2.0 prescribes for this failure.
    package var responseError: ResponseError {
        switch self {
        case .invalidUTF8:
            return ResponseError(code: .parseError, message: "message body is not valid utf-8; the message was skipped")
        case .invalidJSON(let detail):
            return ResponseError(code: .parseError, message: "message body is not valid json: \(detail)")
        case .invalidRequest(_, let reason):
            return ResponseError(code: .invalidRequest, message: "invalid json-rpc message: \(reason)")
        }
    }

    /// The id to answer with: null unless the message was an object with a usable id.
    package var responseID: RequestID? {
        if case .invalidRequest(let id, _) = self { return id }
        return nil
    }
}

/// Turns message bodies into `InboundMessage`s.
public enum MessageDecoder {
    public static func decode(_ body: Data) -> Result<InboundMessage, MessageDecodingFailure> {
        // JSON text is UTF-8 (RFC 8259); checking first gives a clearer error than the JSON parser.
        guard String(data: body, encoding: .utf8) != nil else { return .failure(.invalidUTF8) }
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: body)
        } catch DecodingError.typeMismatch {
            return .failure(.invalidRequest(id: nil, reason: "a message must be a json object"))
        } catch {
            return .failure(.invalidJSON(describe(error)))
        }
        if envelope.jsonrpc != "2.0" {
            return .failure(.invalidRequest(id: envelope.id, reason: "\"jsonrpc\" must be \"2.0\""))
        }
        if let method = envelope.method {
            if envelope.hasID {
                guard let id = envelope.id else {
                    return .failure(.invalidRequest(id: nil, reason: "a request id must be an integer or a string"))
                }
                return .success(.request(IncomingRequest(id: id, method: method, body: body)))
            }
            return .success(.notification(IncomingNotification(method: method, body: body)))
        }
        if let id = envelope.id {
            if let error = envelope.error { return .success(.response(id: id, result: .failure(error))) }
            if envelope.hasResult { return .success(.response(id: id, result: .success(envelope.result ?? .null))) }
        }
        return .failure(
            .invalidRequest(
                id: envelope.id, reason: "a message needs a \"method\", or an \"id\" with a \"result\" or \"error\""))
    }

    private static func describe(_ error: Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            let underlying = context.underlyingError.map { " (\($0.localizedDescription))" } ?? ""
            return context.debugDescription.lowercased() + underlying
        }
        return String(describing: error)
    }
}

/// The envelope members; decoded leniently so one bad member yields invalid-request, not parse-error.
private struct Envelope: Decodable {
    var jsonrpc: String?
    var id: RequestID?
    var hasID: Bool
    var method: String?
    var hasResult: Bool
    var result: JSONValue?
    var error: ResponseError?

    private enum CodingKeys: String, CodingKey {
        case jsonrpc, id, method, result, error
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        jsonrpc = try? container.decode(String.self, forKey: .jsonrpc)
        hasID = container.contains(.id)
        id = try? container.decode(RequestID.self, forKey: .id)
        method = try? container.decode(String.self, forKey: .method)
        hasResult = container.contains(.result)
        result = try? container.decode(JSONValue.self, forKey: .result)
        error = try? container.decode(ResponseError.self, forKey: .error)
    }
}

/// Decodes only the `params` member of a body into its type.
private struct ParamsEnvelope<Params: Decodable>: Decodable {
    var params: Params

    private enum CodingKeys: String, CodingKey {
        case params
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.params), try !container.decodeNil(forKey: .params) {
            params = try container.decode(Params.self, forKey: .params)
        } else {
            params = try JSONDecoder().decode(Params.self, from: Data("{}".utf8))
        }
    }

    static func decode(from body: Data) throws -> Params {
        try JSONDecoder().decode(ParamsEnvelope<Params>.self, from: body).params
    }
}
