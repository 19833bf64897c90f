// Answers `workspace/diagnostic` with a report for every file that has findings, and an empty
// one for files the client had results for that have none now.
import AXAnalysis
import Foundation
import JSONRPC

enum WorkspaceDiagnosticHandler: RequestHandler {
    static func handle(_ request: WorkspaceDiagnosticRequest, id: RequestID, session: ServerSession) throws
        -> WorkspaceDiagnosticReport
    {
        // A report of every file, asked for rarely: it waits for the current resolution (resolved
        // on the loop when a job runs) rather than report files as they were.
        session.resolution.finishNow(session: session)
        var convert = ToLSP(session: session)
        let previous = Dictionary(
            (request.previousResultIds ?? []).map { ($0.uri, $0.value) }, uniquingKeysWith: { first, _ in first })
        var paths = Set(session.workspace.allFindings().map(\.site.file))
        for uri in previous.keys { paths.insert(DocumentURIPath.path(of: uri)) }
        var items: [WorkspaceDiagnosticReport.Item] = []
        for path in paths.sorted() {
            let uri = convert.uri(of: path)
            let diagnostics = DiagnosticsPublisher.diagnostics(of: path, session: session, convert: &convert)
            let resultID = ResultID.of(diagnostics)
            let version = session.documents[uri]?.version
            if previous[uri] == resultID {
                items.append(
                    WorkspaceDiagnosticReport.Item(
                        uri: uri, version: version, kind: "unchanged", resultId: resultID, items: nil))
            } else {
                items.append(
                    WorkspaceDiagnosticReport.Item(
                        uri: uri, version: version, kind: "full", resultId: resultID, items: diagnostics))
            }
        }
        return WorkspaceDiagnosticReport(items: items)
    }
}
