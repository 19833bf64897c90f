// Answers `textDocument/documentSymbol` (a file's identified elements) and `workspace/symbol`
// (fuzzy search over identifiers).
import AXAnalysis
import Foundation
import JSONRPC

/// LSP SymbolKind for identifiers: they are string constants of the UI.
private let identifierSymbolKind = 14

enum DocumentSymbolHandler: RequestHandler {
    static func handle(_ request: DocumentSymbolRequest, id: RequestID, session: ServerSession) throws
        -> [DocumentSymbol]
    {
        let document = try FromLSP.document(request.textDocument.uri, session: session)
        var convert = ToLSP(session: session)
        return session.workspace.documentSymbols(in: document.path).map { symbol in
            let selection = convert.range(symbol.site.range, in: symbol.site.file)
            // The outline range must contain the selection range.
            let whole =
                symbol.elementSite.range.contains(symbol.site.range)
                ? convert.range(symbol.elementSite.range, in: symbol.site.file) : selection
            return DocumentSymbol(
                name: symbol.name, detail: symbol.detail, kind: identifierSymbolKind, range: whole,
                selectionRange: selection)
        }
    }
}

enum WorkspaceSymbolHandler: RequestHandler {
    static func handle(_ request: WorkspaceSymbolRequest, id: RequestID, session: ServerSession) throws
        -> [SymbolInformation]
    {
        var convert = ToLSP(session: session)
        return session.workspace.workspaceSymbols(matching: request.query).map { symbol in
            SymbolInformation(
                name: symbol.name, kind: identifierSymbolKind, location: convert.location(symbol.site),
                containerName: symbol.detail)
        }
    }
}
