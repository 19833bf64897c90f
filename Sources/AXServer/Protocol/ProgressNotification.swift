// `$/progress` with a work-done value: begin, report and end of a long task such as indexing.
import Foundation
import JSONRPC

/// One step of work-done progress for `token`.
package struct ProgressNotification: NotificationType, Hashable {
    package static let method = "$/progress"
    package var token: String
    package var value: WorkDoneProgressValue

    package init(token: String, value: WorkDoneProgressValue) {
        self.token = token
        self.value = value
    }
}

/// The `value` of a work-done `$/progress`; members that are nil are left out of the JSON.
package struct WorkDoneProgressValue: Codable, Hashable, Sendable {
    package enum Kind: String, Codable, Hashable, Sendable {
        case begin, report, end
    }

    package var kind: Kind
    /// Only in `begin`: the headline, e.g. "ax-lsp: indexing".
    package var title: String?
    package var cancellable: Bool?
    package var message: String?
    /// 0...100; only in `begin` and `report`.
    package var percentage: Int?

    package static func begin(title: String, message: String?, percentage: Int?) -> WorkDoneProgressValue {
        WorkDoneProgressValue(kind: .begin, title: title, cancellable: false, message: message, percentage: percentage)
    }

    package static func report(message: String?, percentage: Int?) -> WorkDoneProgressValue {
        WorkDoneProgressValue(kind: .report, title: nil, cancellable: nil, message: message, percentage: percentage)
    }

    package static func end(message: String?) -> WorkDoneProgressValue {
        WorkDoneProgressValue(kind: .end, title: nil, cancellable: nil, message: message, percentage: nil)
    }
}
