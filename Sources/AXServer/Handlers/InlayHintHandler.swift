// Answers `textDocument/inlayHint` with the identifier hints of the range, per-kind settings
// applied, and `inlayHint/resolve` with the edit that accepting one hint applies.
import AXAnalysis
import Foundation
import JSONRPC

enum InlayHintHandler: RequestHandler {
    static func handle(_ request: InlayHintRequest, id: RequestID, session: ServerSession) throws -> [InlayHint] {
        let document = try FromLSP.document(request.textDocument.uri, session: session)
        let range = FromLSP.utf8Range(request.range, in: document, session: session)
        // Each edit costs a re-parse to check it; clients that resolve hints get them one by one.
        let lazy =
            session.clientCapabilities.textDocument?.inlayHint?.resolveSupport?.properties.contains("textEdits") == true
        let settings = HintSettings(enabledKinds: session.features.settings.enabledHintKinds, includeEdits: !lazy)
        var convert = ToLSP(session: session)
        return session.workspace.inlayHints(in: document.path, range: range, settings: settings)
            .map { hint in
                var converted = convert.inlayHint(hint, in: document.path)
                if lazy {
                    converted.data = [
                        "uri": .string(document.uri), "version": .int(document.version),
                        "utf8Offset": .int(hint.utf8Offset), "label": .string(hint.label)
                    ]
                }
                return converted
            }
    }
}

enum InlayHintResolveHandler: RequestHandler {
    /// Adds `textEdits` to a hint returned by `textDocument/inlayHint`; a hint from an older
    /// version of the document comes back unchanged.
    static func handle(_ request: InlayHint, id: RequestID, session: ServerSession) throws -> InlayHint {
        guard let uri = request.data?["uri"]?.stringValue, let offset = request.data?["utf8Offset"]?.intValue,
            let label = request.data?["label"]?.stringValue, let document = session.documents[uri],
            request.data?["version"]?.intValue == document.version
        else { return request }
        let hints = session.workspace.inlayHints(in: document.path, range: ByteRange(start: offset, end: offset))
        guard let hint = hints.first(where: { $0.utf8Offset == offset && $0.label == label }) else { return request }
        var resolved = request
        var convert = ToLSP(session: session)
        resolved.textEdits = convert.inlayHint(hint, in: document.path).textEdits
        return resolved
    }
}
