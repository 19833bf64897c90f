// Answers `textDocument/prepareRename` and `textDocument/rename` for identifiers: a refusal is an
// error whose message says why, nothing to rename is a null result (another server's rename).
import AXAnalysis
import Foundation
import JSONRPC

enum PrepareRenameHandler: RequestHandler {
    static func handle(_ request: PrepareRenameRequest, id: RequestID, session: ServerSession) throws
        -> PrepareRenameResult?
    {
        let document = try FromLSP.document(request.textDocument.uri, session: session)
        let offset = FromLSP.utf8Offset(request.position, in: document, session: session)
        switch session.workspace.prepareRename(at: offset, in: document.path) {
        case nil:
            return nil
        case .failure(let refusal)?:
            throw ResponseError(code: .requestFailed, message: refusal.message)
        case .success(let target)?:
            var convert = ToLSP(session: session)
            return PrepareRenameResult(range: convert.range(target.range, in: document.path), placeholder: target.value)
        }
    }
}

enum RenameHandler: RequestHandler {
    static func handle(_ request: RenameRequest, id: RequestID, session: ServerSession) throws -> WorkspaceEdit? {
        let document = try FromLSP.document(request.textDocument.uri, session: session)
        let offset = FromLSP.utf8Offset(request.position, in: document, session: session)
        switch session.workspace.rename(at: offset, in: document.path, to: request.newName) {
        case nil:
            return nil
        case .failure(let refusal)?:
            throw ResponseError(code: .requestFailed, message: refusal.message)
        case .success(let edits)?:
            var convert = ToLSP(session: session)
            return convert.workspaceEdit(edits)
        }
    }
}
