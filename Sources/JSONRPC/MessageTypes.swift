// Protocols that tie a method name to its params and response types.
import Foundation

/// A request: the conforming type is the params, `Response` is what the peer answers.
///
/// One type per method, one per file, so the method name is written exactly once.
package protocol RequestType: Codable {
    static var method: String { get }
    associatedtype Response: Codable
}

/// A notification: the conforming type is the params; nobody answers it.
package protocol NotificationType: Codable {
    static var method: String { get }
}

/// Params and results that carry nothing (`shutdown`, `exit`); encodes as JSON `null`.
package struct VoidValue: Codable, Hashable, Sendable {
    package init() {}

    package init(from decoder: Decoder) throws {}

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
