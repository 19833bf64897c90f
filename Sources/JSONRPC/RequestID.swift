// The id of a JSON-RPC request: JSON-RPC 2.0 allows integers and strings.
import Foundation

/// A request id as the peer sent it; integers and strings with the same digits are different ids.
public enum RequestID: Hashable, Sendable, Codable, CustomStringConvertible {
    case number(Int)
    case string(String)

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }

    package var jsonValue: JSONValue {
        switch self {
        case .number(let number): return .int(number)
        case .string(let string): return .string(string)
        }
    }

    public var description: String {
        switch self {
        case .number(let number): return String(number)
        case .string(let string): return "\"\(string)\""
        }
    }
}
