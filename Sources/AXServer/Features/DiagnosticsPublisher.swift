// Pushes `textDocument/publishDiagnostics` for every open document whose findings changed,
// so an edit in one file updates the duplicates it creates or removes in another.
import AXAnalysis
import Foundation

enum DiagnosticsPublisher {
    /// Converts the current findings of every open document and sends those that differ from
    /// what was last sent. Clients that pull diagnostics get nothing pushed.
    static func publishChanged(session: ServerSession) {
        if session.features.lastStatus != nil { StatusReporter.report(session: session, indexing: false) }
        guard session.clientCapabilities.textDocument?.diagnostic == nil else { return }
        var convert = ToLSP(session: session)
        var current: [DocumentURI: [Diagnostic]] = [:]
        for uri in session.documents.openURIs {
            guard let document = session.documents[uri] else { continue }
            current[uri] = diagnostics(of: document.path, session: session, convert: &convert)
        }
        // Documents closed since the last publication are cleared.
        for uri in session.features.publishedDiagnostics.keys where current[uri] == nil {
            session.sendNotificationToClient(PublishDiagnosticsNotification(uri: uri, version: nil, diagnostics: []))
        }
        for (uri, diagnostics) in current.sorted(by: { $0.key < $1.key })
        where session.features.publishedDiagnostics[uri] != diagnostics {
            session.sendNotificationToClient(
                PublishDiagnosticsNotification(
                    uri: uri, version: session.documents[uri]?.version, diagnostics: diagnostics))
        }
        session.features.publishedDiagnostics = current
    }

    /// The diagnostics of one file (empty when diagnostics are switched off).
    static func diagnostics(of path: String, session: ServerSession, convert: inout ToLSP) -> [Diagnostic] {
        guard session.features.settings.diagnosticsEnabled else { return [] }
        return session.workspace.findings(inFile: path).map { convert.diagnostic($0) }
    }
}
