// `ax-lsp/identifiers` and `ax-lsp/workspaceStatus`: debug requests for tests and bug reports.
import Foundation
import JSONRPC

/// Debug/test request: the identifier values the workspace computes for one file, open or not,
/// in file order. Lets tests check what indexing and file watching put into the analysis.
package struct IdentifiersDebugRequest: RequestType, Hashable {
    package static let method = "ax-lsp/identifiers"
    package typealias Response = [String]
    package var textDocument: TextDocumentIdentifier

    package init(textDocument: TextDocumentIdentifier) {
        self.textDocument = textDocument
    }
}

/// Debug/test request: what the server indexed and which configuration and settings apply.
package struct WorkspaceStatusRequest: RequestType, Hashable {
    package static let method = "ax-lsp/workspaceStatus"
    package typealias Response = WorkspaceStatus
    package init() {}
}

/// The answer to `ax-lsp/workspaceStatus`.
package struct WorkspaceStatus: Codable, Hashable, Sendable {
    /// True while an indexing run is in progress.
    package var indexing: Bool
    /// How many indexing runs have started (initial indexing, reindex, configuration changes).
    package var indexingRuns: Int
    /// Every file the analysis holds, by its analysis path (absolute), sorted.
    package var files: [String]
    package var identifierCount: Int
    /// The configuration files in effect, one per workspace folder that has one.
    package var configurationFiles: [String]
    package var diagnosticsEnabled: Bool
    package var configPath: String?
    /// How many times the analysis resolved the whole workspace (none when a restart installed
    /// the stored resolution and nothing changed since).
    package var resolutionCount: Int
    /// True when the last indexing run installed the resolution stored by an earlier one
    /// (`StoredResolutionCache`) instead of resolving.
    package var reusedStoredResolution: Bool

    package init(
        indexing: Bool, indexingRuns: Int, files: [String], identifierCount: Int, configurationFiles: [String],
        diagnosticsEnabled: Bool, configPath: String?, resolutionCount: Int = 0, reusedStoredResolution: Bool = false
    ) {
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
