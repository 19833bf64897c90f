// Debug/test requests `ax-lsp/identifiers` and `ax-lsp/workspaceStatus`: what the index holds.
import Foundation
import JSONRPC

/// The identifier values of one file (open or indexed from disk), in file order.
enum IdentifiersDebugHandler: RequestHandler {
    static func handle(_ request: IdentifiersDebugRequest, id: RequestID, session: ServerSession) throws -> [String] {
        // Debug requests report what the analysis concludes from every edit so far.
        session.resolution.finishNow(session: session)
        return session.workspace.identifiers(inFile: WorkspacePath.analysisPath(ofURI: request.textDocument.uri)).map(
            \.value)
    }
}

/// Indexing state, indexed files, configuration files and the settings the features read.
enum WorkspaceStatusHandler: RequestHandler {
    static func handle(_ request: WorkspaceStatusRequest, id: RequestID, session: ServerSession) throws
        -> WorkspaceStatus
    {
        session.resolution.finishNow(session: session)
        let settings = session.features.settings
        return WorkspaceStatus(
            indexing: session.indexer.isIndexing, indexingRuns: session.indexer.runCount,
            files: session.workspace.paths,
            identifierCount: session.workspace.allIdentifiers().count,
            configurationFiles: session.indexer.configurationFiles,
            diagnosticsEnabled: settings.diagnosticsEnabled, configPath: settings.configPath,
            resolutionCount: session.workspace.resolutionCount,
            reusedStoredResolution: session.indexer.reusedStoredResolution)
    }
}
