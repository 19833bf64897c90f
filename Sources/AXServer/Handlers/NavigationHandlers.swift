// Answers `textDocument/definition` (UI-test query → elements) and `textDocument/references`
// (element → UI-test queries).
import AXAnalysis
import Foundation
import JSONRPC

enum DefinitionHandler: RequestHandler {
    static func handle(_ request: DefinitionRequest, id: RequestID, session: ServerSession) throws -> [Location] {
        let document = try FromLSP.document(request.textDocument.uri, session: session)
        let offset = FromLSP.utf8Offset(request.position, in: document, session: session)
        var convert = ToLSP(session: session)
        return session.workspace.definition(at: offset, in: document.path).map { convert.location($0) }
    }
}

enum ReferencesHandler: RequestHandler {
    static func handle(_ request: ReferencesRequest, id: RequestID, session: ServerSession) throws -> [Location] {
        let document = try FromLSP.document(request.textDocument.uri, session: session)
        let offset = FromLSP.utf8Offset(request.position, in: document, session: session)
        var convert = ToLSP(session: session)
        let sites = session.workspace.references(
            at: offset, in: document.path, includeDeclaration: request.context?.includeDeclaration ?? false)
        return sites.map { convert.location($0) }
    }
}
