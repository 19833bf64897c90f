// Converts AXAnalysis values (paths, UTF-8 ranges, findings, fixes, hints) to LSP values in the
// session's negotiated position encoding. The one place analysis results become protocol types.
import AXAnalysis
import Foundation

/// Turns analysis results into LSP values for one session state.
struct ToLSP {
    let session: ServerSession
    private var tables: [String: LineTable] = [:]

    init(session: ServerSession) { self.session = session }

    var encoding: PositionEncodingKind { session.positionEncoding }

    /// The URI the client knows a path by: the open document's own URI, else a `file://` URI.
    func uri(of path: String) -> DocumentURI {
        session.documents.uri(ofPath: path) ?? DocumentURIPath.uri(ofPath: path)
    }

    /// The line table of a path: the open document's (the analysis's index of it), else one built
    /// from the workspace text; kept for this conversion (a storyboard's is built per question).
    mutating func lineTable(of path: String) -> LineTable {
        if let table = tables[path] { return table }
        let table =
            session.documents.document(atPath: path).map { session.documents.lineTable(of: $0) }
            ?? LineTable(session.workspace.text(of: path) ?? "")
        tables[path] = table
        return table
    }

    mutating func position(_ utf8Offset: Int, in path: String) -> Position {
        lineTable(of: path).position(ofUTF8Offset: utf8Offset, encoding: encoding)
    }

    mutating func range(_ range: ByteRange, in path: String) -> LSPRange {
        lineTable(of: path).lspRange(ofUTF8Range: range.start..<range.end, encoding: encoding)
    }

    mutating func location(_ site: SourceSite) -> Location {
        Location(uri: uri(of: site.file), range: range(site.range, in: site.file))
    }

    mutating func textEdit(_ edit: FileEdit) -> TextEdit {
        TextEdit(range: range(edit.range, in: edit.file), newText: edit.replacement)
    }

    mutating func workspaceEdit(_ edits: [FileEdit]) -> WorkspaceEdit {
        var changes: [DocumentURI: [TextEdit]] = [:]
        for edit in edits { changes[uri(of: edit.file), default: []].append(textEdit(edit)) }
        return WorkspaceEdit(changes: changes)
    }

    mutating func completionList(_ completions: IdentifierCompletions, in path: String) -> CompletionList {
        let range = range(completions.range, in: path)
        let items = completions.items.map { item in
            CompletionItem(
                label: item.label, kind: item.isSnippet ? 15 : 12, detail: item.detail,
                documentation: MarkupContent(kind: "markdown", value: item.documentation), sortText: item.sortText,
                filterText: item.filterText, insertTextFormat: item.isSnippet ? 2 : 1,
                textEdit: TextEdit(range: range, newText: item.newText))
        }
        return CompletionList(isIncomplete: completions.isIncomplete, items: items)
    }

    mutating func diagnostic(_ finding: Finding) -> Diagnostic {
        let severity: Diagnostic.Severity
        switch finding.severity {
        case .error: severity = .error
        case .warning: severity = .warning
        case .info: severity = .information
        }
        let related = finding.related.map {
            DiagnosticRelatedInformation(location: location($0.site), message: $0.message)
        }
        return Diagnostic(
            range: range(finding.site.range, in: finding.site.file), severity: severity, code: finding.ruleID,
            source: "ax-lsp",
            message: finding.message, tags: finding.isUnnecessaryCode ? [.unnecessary] : nil,
            relatedInformation: related.isEmpty ? nil : related)
    }

    mutating func codeAction(_ fix: Fix, diagnostics: [Diagnostic]? = nil) -> CodeAction {
        CodeAction(
            title: fix.title, kind: fix.kind.rawValue, diagnostics: diagnostics,
            isPreferred: fix.isPreferred ? true : nil,
            edit: workspaceEdit(fix.edits), data: nil)
    }

    mutating func inlayHint(_ hint: IdentifierHint, in path: String) -> InlayHint {
        let parts = hint.parts.map { part in
            InlayHintLabelPart(value: part.text, tooltip: part.tooltip, location: part.link.map { location($0) })
        }
        let edits = hint.textEdits.filter { $0.file == path }.map { textEdit($0) }
        return InlayHint(
            position: position(hint.utf8Offset, in: path), label: parts, kind: nil,
            textEdits: edits.isEmpty ? nil : edits, tooltip: MarkupContent(kind: "markdown", value: hint.tooltip),
            paddingLeft: true, paddingRight: nil, data: nil)
    }
}
