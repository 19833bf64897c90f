// `$/progress` with a work-done value: begin, report and end of a long task such as indexing.
import Foundation
import JSONRPC

/// One step of work-done progress for `token`.
public struct ProgressNotification: NotificationType, Hashable {
    public static let method = "$/progress"
    public var token: String
    public var value: WorkDoneProgressValue

    public init(token: String, value: WorkDoneProgressValue) {
        self.token = token
        self.value = value
    }
}

/// The `value` of a work-done `$/progress`; members that are nil are left out of the JSON.
public struct WorkDoneProgressValue: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        case begin, report, end
    }

    public var kind: Kind
    /// Only in `begin`: the headline, e.g. "ax-lsp: indexing".
    public var title: String?
    public var cancellable: Bool?
    public var message: String?
    /// 0...100; only in `begin` and `report`.
    public var percentage: Int?

    public static func begin(title: String, message: String?, percentage: Int?) -> WorkDoneProgressValue {
        WorkDoneProgressValue(kind: .begin, title: title, cancellable: false, message: message, percentage: percentage)
    }

    public static func report(message: String?, percentage: Int?) -> WorkDoneProgressValue {
        WorkDoneProgressValue(kind: .report, title: nil, cancellable: nil, message: message, percentage: percentage)
    }

    public static func end(message: String?) -> WorkDoneProgressValue {
        WorkDoneProgressValue(kind: .end, title: nil, cancellable: nil, message: message, percentage: nil)
    }
}
