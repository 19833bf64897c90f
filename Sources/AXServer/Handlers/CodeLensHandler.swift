// Answers `textDocument/codeLens`: above each UIView/UIViewController subclass, how many elements
// its AXSnapshot outline has; the lens runs `ax-lsp.showOutline`, which shows the outline.
import AXAnalysis
import Foundation
import JSONRPC

enum CodeLensHandler: RequestHandler {
    static func handle(_ request: CodeLensRequest, id: RequestID, session: ServerSession) throws -> [CodeLens] {
        let document = try FromLSP.document(request.textDocument.uri, session: session)
        var convert = ToLSP(session: session)
        return session.workspace.accessibilityOutlines(inFile: document.path).map { outline in
            CodeLens(
                range: convert.range(outline.site.range, in: document.path),
                command: Command(
                    title: OutlinePresentation.lensTitle(outline), command: OutlinePresentation.command,
                    arguments: [.string(outline.typeName)]))
        }
    }
}
