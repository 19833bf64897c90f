// `workspace/diagnostic`: the client pulls the diagnostics of every file, with result ids.
import Foundation
import JSONRPC

/// Pull diagnostics for the whole workspace.
public struct WorkspaceDiagnosticRequest: RequestType, Hashable {
    public static let method = "workspace/diagnostic"
    public typealias Response = WorkspaceDiagnosticReport

    public struct PreviousResultID: Codable, Hashable, Sendable {
        public var uri: DocumentURI
        public var value: String
    }

    public var previousResultIds: [PreviousResultID]?
}

/// One report per file: `full` with items or `unchanged`.
public struct WorkspaceDiagnosticReport: Codable, Hashable, Sendable {
    public struct Item: Codable, Hashable, Sendable {
        public var uri: DocumentURI
        public var version: Int?
        public var kind: String
        public var resultId: String?
        public var items: [Diagnostic]?
    }

    public var items: [Item]
}
