// Answers `textDocument/codeAction`: AXAnalysis assists and finding fixes for the range, "Explain
// rule" for the findings there, and `source.fixAll.ax-lsp` with every safe fix of the file.
import AXAnalysis
import Foundation
import JSONRPC

enum CodeActionHandler: RequestHandler {
    static let fixAllKind = "source.fixAll.ax-lsp"

    /// Answered from what the workspace has while a job resolves (editors ask on every cursor
    /// move): the findings' own fixes where they still apply, no refactors (`AnalysisWorkspace.fixes`).
    /// An inline fix-all, whose edits cover the whole file, waits for the current resolution.
    static func handle(_ request: CodeActionRequest, id: RequestID, session: ServerSession) throws -> [CodeAction] {
        let document = try FromLSP.document(request.textDocument.uri, session: session)
        let range = FromLSP.utf8Range(request.range, in: document, session: session)
        let only = request.context.only
        var convert = ToLSP(session: session)
        var actions: [CodeAction] = []
        if wants(Fix.Kind.quickFix.rawValue, only: only) || wants(Fix.Kind.refactor.rawValue, only: only) {
            let fixes = session.workspace.fixes(in: document.path, range: range)
                .filter { wants($0.kind.rawValue, only: only) }
            actions += fixes.map { fix in
                let matching = request.context.diagnostics.filter { $0.source == "ax-lsp" && fix.kind == .quickFix }
                return convert.codeAction(fix, diagnostics: matching.isEmpty ? nil : matching)
            }
        }
        if only?.isEmpty ?? true {
            actions += RuleExplanation.actions(
                for: session.workspace.findings(inFile: document.path), overlapping: range,
                diagnostics: request.context.diagnostics)
        }
        if wants(fixAllKind, only: only) {
            // Fix-all re-checks every fix; clients that resolve actions get the edit on demand.
            if session.clientCapabilities.textDocument?.codeAction?.resolveSupport?.properties.contains("edit") == true
            {
                if !session.workspace.findings(inFile: document.path).contains(where: {
                    $0.fixes.contains(where: \.isSafeForFixAll) || $0.isUnnecessaryCode
                }) {
                    return actions
                }
                actions.append(
                    CodeAction(
                        title: "fix all ax-lsp findings in this file", kind: fixAllKind, diagnostics: nil,
                        isPreferred: nil, edit: nil,
                        data: ["uri": .string(document.uri), "version": .int(document.version)]))
            } else {
                session.resolution.finishNow(session: session)
                if let fixAll = session.workspace.fixAll(in: document.path) {
                    var action = convert.codeAction(fixAll)
                    action.kind = fixAllKind
                    actions.append(action)
                }
            }
        }
        return actions
    }

    /// LSP kinds are hierarchical: asking for `source.fixAll` includes `source.fixAll.ax-lsp`.
    static func wants(_ kind: String, only: [String]?) -> Bool {
        guard let only, !only.isEmpty else { return true }
        return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }
}

enum CodeActionResolveHandler: RequestHandler {
    /// Computes the edit of a fix-all action; an action for an older document version, or with
    /// nothing left to fix, comes back without an edit.
    static func handle(_ request: CodeAction, id: RequestID, session: ServerSession) throws -> CodeAction {
        guard request.kind == CodeActionHandler.fixAllKind, let uri = request.data?["uri"]?.stringValue,
            let document = session.documents[uri], request.data?["version"]?.intValue == document.version
        else { return request }
        // The edit covers the whole file: it waits for the current resolution.
        session.resolution.finishNow(session: session)
        guard let fixAll = session.workspace.fixAll(in: document.path) else { return request }
        var resolved = request
        var convert = ToLSP(session: session)
        resolved.edit = convert.workspaceEdit(fixAll.edits)
        return resolved
    }
}
