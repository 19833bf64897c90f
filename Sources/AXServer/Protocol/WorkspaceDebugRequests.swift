// `ax-lsp/identifiers` and `ax-lsp/workspaceStatus`: debug requests for tests and bug reports.
import Foundation
import JSONRPC

/// Debug/test request: the identifier values the workspace computes for one file, open or not,
/// in file order. Lets tests check what indexing and file watching put into the analysis.
public struct IdentifiersDebugRequest: RequestType, Hashable {
    public static let method = "ax-lsp/identifiers"
    public typealias Response = [String]
    public var textDocument: TextDocumentIdentifier

    public init(textDocument: TextDocumentIdentifier) {
        self.textDocument = textDocument
    }
}

/// Debug/test request: what the server indexed and which configuration and settings apply.
public struct WorkspaceStatusRequest: RequestType, Hashable {
    public static let method = "ax-lsp/workspaceStatus"
    public typealias Response = WorkspaceStatus
    public init() {}
}

/// The answer to `ax-lsp/workspaceStatus`.
public struct WorkspaceStatus: Codable, Hashable, Sendable {
    /// True while an indexing run is in progress.
    public var indexing: Bool
    /// How many indexing runs have started (initial indexing, reindex, configuration changes).
    public var indexingRuns: Int
    /// Every file the analysis holds, by its analysis path (absolute), sorted.
    public var files: [String]
    public var identifierCount: Int
    /// The configuration files in effect, one per workspace folder that has one.
    public var configurationFiles: [String]
    public var diagnosticsEnabled: Bool
    public var configPath: String?
    /// How many times the analysis resolved the whole workspace (none when a restart installed
    /// the stored resolution and nothing changed since).
    public var resolutionCount: Int
    /// True when the last indexing run installed the resolution stored by an earlier one
    /// (`StoredResolutionCache`) instead of resolving.
    public var reusedStoredResolution: Bool

    public init(indexing: Bool, indexingRuns: Int, files: [String], identifierCount: Int, configurationFiles: [String],
                diagnosticsEnabled: Bool, configPath: String?, resolutionCount: Int = 0, reusedStoredResolution: Bool = false) {
        self.resolutionCount = resolutionCount
        self.reusedStoredResolution = reusedStoredResolution
        self.indexing = indexing
        self.indexingRuns = indexingRuns
        self.files = files
        self.identifierCount = identifierCount
        self.configurationFiles = configurationFiles
        self.diagnosticsEnabled = diagnosticsEnabled
        self.configPath = configPath
    }
}
