// Answers `textDocument/completion` inside the literals UI tests, flows and suites find elements
// by; an empty list anywhere else, so Swift completion stays sourcekit-lsp's.
import AXAnalysis
import Foundation
import JSONRPC

enum CompletionHandler: RequestHandler {
    /// Typing a quote opens a query literal, `~` a WebdriverIO selector, a dot a member of the
    /// app's identifier namespace in a UI test (`A11yIDs.Home.`).
    static let triggerCharacters = ["\"", "'", "~", "."]

    static func handle(_ request: CompletionRequest, id: RequestID, session: ServerSession) throws -> CompletionList {
        let document = try FromLSP.document(request.textDocument.uri, session: session)
        let offset = FromLSP.utf8Offset(request.position, in: document, session: session)
        let snippets =
            session.initializeParams?.capabilities?.textDocument?.completion?.completionItem?.snippetSupport == true
        guard let completions = session.workspace.completions(at: offset, in: document.path, snippets: snippets) else {
            return CompletionList(isIncomplete: false, items: [])
        }
        var convert = ToLSP(session: session)
        return convert.completionList(completions, in: document.path)
    }
}
