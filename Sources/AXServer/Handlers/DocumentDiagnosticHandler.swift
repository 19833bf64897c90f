// Answers `textDocument/diagnostic` (pull diagnostics) with a result id derived from the content,
// so an unchanged report is answered `unchanged`.
import AXAnalysis
import Foundation
import JSONRPC

enum DocumentDiagnosticHandler: RequestHandler {
    static func handle(_ request: DocumentDiagnosticRequest, id: RequestID, session: ServerSession) throws
        -> DocumentDiagnosticReport
    {
        let document = try FromLSP.document(request.textDocument.uri, session: session)
        // Clients pull after every edit. While a job resolves, a client that has a report keeps
        // it ("unchanged": editors move diagnostics along with their edits) and is asked to pull
        // again when the job lands; a first pull waits for the current resolution, except while
        // indexing.
        if session.resolution.isResolving, let previous = request.previousResultId {
            session.resolution.answeredPullWhileResolving = true
            return DocumentDiagnosticReport(kind: "unchanged", resultId: previous, items: nil)
        }
        if session.indexer.isCompleting, session.clientCapabilities.workspace?.diagnostics?.refreshSupport == true {
            // Indexing: answered from what is known, without waiting for the files still to be
            // read; the client is asked to pull again once complete results are published. A
            // client that cannot be asked (no `refreshSupport`) would keep the partial report
            // until its next edit, so it waits as before.
            session.resolution.answeredPullWhileResolving = true
        } else {
            session.resolution.finishNow(session: session)
        }
        var convert = ToLSP(session: session)
        let items = DiagnosticsPublisher.diagnostics(of: document.path, session: session, convert: &convert)
        let resultID = ResultID.of(items)
        if request.previousResultId == resultID {
            return DocumentDiagnosticReport(kind: "unchanged", resultId: resultID, items: nil)
        }
        return DocumentDiagnosticReport(kind: "full", resultId: resultID, items: items)
    }
}

/// A stable id for a diagnostics report: a hash of its JSON (FNV-1a, so it does not change
/// between runs like `Hasher` does).
enum ResultID {
    static func of(_ diagnostics: [Diagnostic]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = (try? encoder.encode(diagnostics)) ?? Data()
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
