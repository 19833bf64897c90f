// `workspace/diagnostic`: the client pulls the diagnostics of every file, with result ids.
import Foundation
import JSONRPC

/// Pull diagnostics for the whole workspace.
package struct WorkspaceDiagnosticRequest: RequestType, Hashable {
    package static let method = "workspace/diagnostic"
    package typealias Response = WorkspaceDiagnosticReport

    package struct PreviousResultID: Codable, Hashable, Sendable {
        package var uri: DocumentURI
        package var value: String
    }

    package var previousResultIds: [PreviousResultID]?
}

/// One report per file: `full` with items or `unchanged`.
package struct WorkspaceDiagnosticReport: Codable, Hashable, Sendable {
    package struct Item: Codable, Hashable, Sendable {
        package var uri: DocumentURI
        package var version: Int?
        package var kind: String
        package var resultId: String?
        package var items: [Diagnostic]?
    }

    package var items: [Item]
}
