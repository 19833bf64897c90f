// The two shapes of handler: requests and notifications, both run on the event loop.
import Foundation
import JSONRPC

/// A request answered on the event loop. Throw a `ResponseError` to answer with an error;
/// any other error becomes InternalError. Keep it thin: convert, call AXAnalysis, convert back.
protocol RequestHandler {
    associatedtype Request: RequestType
    static func handle(_ request: Request, id: RequestID, session: ServerSession) throws -> Request.Response
}

/// A notification handled on the event loop; it cannot answer, so it logs problems instead.
protocol NotificationHandler {
    associatedtype Notification: NotificationType
    static func handle(_ notification: Notification, session: ServerSession)
}

/// Short, user-readable descriptions of why params did not decode.
enum DecodingErrorDescription {
    static func describe(_ error: Error) -> String {
        guard let decodingError = error as? DecodingError else { return String(describing: error) }
        switch decodingError {
        case .keyNotFound(let key, let context):
            return "missing member '\(path(context.codingPath + [key]))'"
        case .typeMismatch(let type, let context):
            return "member '\(path(context.codingPath))' should be \(type)"
        case .valueNotFound(let type, let context):
            return "member '\(path(context.codingPath))' is null but should be \(type)"
        case .dataCorrupted(let context):
            return "member '\(path(context.codingPath))': \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }

    private static func path(_ codingPath: [CodingKey]) -> String {
        let components = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
        // The path starts at the message envelope, so it already begins with "params".
        return components.isEmpty
            ? "params" : components.joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
    }
}
