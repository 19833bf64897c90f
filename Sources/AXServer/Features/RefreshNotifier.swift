// Tells the client to refresh hints and pulled diagnostics when an edit in one document changed
// the results of another open document (a branch renamed in a parent view, a new duplicate).
import AXAnalysis
import Foundation

enum RefreshNotifier {
    /// Compares each open document's identifiers and findings with the last time and asks for a
    /// refresh, once per edit, when a document other than `editedURI` changed. A refresh already
    /// awaiting the client's answer is not repeated (the pending one covers it).
    static func refreshAfterEdit(of editedURI: DocumentURI?, session: ServerSession) {
        refreshAfterEdit(of: editedURI.map { [$0] } ?? [], session: session)
    }

    /// The same after edits of several documents (`BackgroundResolution` publishes once for the
    /// edits a job covered); `force` asks for both refreshes whatever changed (the client was
    /// answered from an out-of-date resolution meanwhile).
    static func refreshAfterEdit(of edited: Set<DocumentURI>, session: ServerSession, force: Bool = false) {
        let state = session.features
        var hintsChanged = force
        var findingsChanged = force
        var fingerprints: [DocumentURI: ResultFingerprint] = [:]
        for uri in session.documents.openURIs {
            guard let path = session.documents[uri]?.path else { continue }
            let fingerprint = ResultFingerprint(
                identifiers: session.workspace.identifiers(inFile: path).map(ResultFingerprint.Identifier.init),
                findings: session.workspace.findings(inFile: path).map(ResultFingerprint.Finding.init))
            fingerprints[uri] = fingerprint
            guard !edited.contains(uri), let previous = state.resultFingerprints[uri] else { continue }
            if previous.identifiers != fingerprint.identifiers { hintsChanged = true }
            if previous.findings != fingerprint.findings { findingsChanged = true }
        }
        state.resultFingerprints = fingerprints
        let workspace = session.clientCapabilities.workspace
        if hintsChanged, workspace?.inlayHint?.refreshSupport == true, !state.inlayHintRefreshPending {
            state.inlayHintRefreshPending = true
            session.sendRequestToClient(InlayHintRefreshRequest()) { _ in state.inlayHintRefreshPending = false }
        }
        let pulls = session.clientCapabilities.textDocument?.diagnostic != nil
        if findingsChanged, pulls, workspace?.diagnostics?.refreshSupport == true, !state.diagnosticRefreshPending {
            state.diagnosticRefreshPending = true
            session.sendRequestToClient(DiagnosticRefreshRequest()) { _ in state.diagnosticRefreshPending = false }
        }
    }
}

/// What an open document showed last time: its identifiers and findings, in short form (the
/// fields a hint or diagnostic shows, without building a string per identifier on every edit).
struct ResultFingerprint: Hashable {
    struct Identifier: Hashable {
        var value: String
        var elementStart: Int
        var siteStart: Int
        var certainty: Certainty

        init(_ identifier: ComputedIdentifier) {
            value = identifier.value
            elementStart = identifier.elementSite.range.start
            siteStart = identifier.site.range.start
            certainty = identifier.certainty
        }
    }

    struct Finding: Hashable {
        var ruleID: String
        var start: Int
        var message: String

        init(_ finding: AXAnalysis.Finding) {
            ruleID = finding.ruleID
            start = finding.site.range.start
            message = finding.message
        }
    }

    var identifiers: [Identifier]
    var findings: [Finding]
}
