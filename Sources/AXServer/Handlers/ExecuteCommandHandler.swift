// Answers `workspace/executeCommand`: `ax-lsp.generateIdentifiers` writes the identifier constants
// through `workspace/applyEdit`; `ax-lsp.reindex` indexes the workspace folders again;
// `ax-lsp.explainRule` shows a rule's documentation and examples; `ax-lsp.showOutline` a screen's
// accessibility outline.
import AXAnalysis
import Foundation
import JSONRPC

enum ExecuteCommandHandler: RequestHandler {
    static let generateIdentifiers = "ax-lsp.generateIdentifiers"
    static let reindex = "ax-lsp.reindex"
    static let commands = [generateIdentifiers, reindex, RuleExplanation.command, OutlinePresentation.command]
    static let defaultOutputName = "AccessibilityIdentifiers.generated.swift"

    static func handle(_ request: ExecuteCommandRequest, id: RequestID, session: ServerSession) throws -> JSONValue {
        // Commands are run on purpose and act on the whole workspace (generated constants, an
        // outline): they see every edit, resolved on the loop when a job runs.
        session.resolution.finishNow(session: session)
        switch request.command {
        case RuleExplanation.command:
            return try RuleExplanation.execute(request.arguments, session: session)
        case OutlinePresentation.command:
            return try OutlinePresentation.execute(request.arguments, session: session)
        case reindex:
            session.indexer.reindex(session: session, reason: "the client ran 'ax-lsp.reindex'")
            return .null
        case generateIdentifiers:
            guard
                let output = request.arguments?.first?.stringValue
                    ?? session.workspaceFolderPaths.first.map({
                        ($0 as NSString).appendingPathComponent(defaultOutputName)
                    })
            else {
                throw ResponseError(
                    code: .invalidParams,
                    message: "ax-lsp.generateIdentifiers needs an output path argument when no workspace folder is open"
                )
            }
            let edit = GeneratedFileEdit.edit(writing: output, session: session)
            session.sendRequestToClient(
                ApplyWorkspaceEditRequest(label: "generate accessibility identifier constants", edit: edit)
            ) { result in
                if case .failure(let error) = result {
                    session.logger.warning("the client did not apply the generated identifiers: \(error.message)")
                }
            }
            return .string(DocumentURIPath.uri(ofPath: output))
        default:
            throw ResponseError(
                code: .invalidParams,
                message: "unknown command '\(request.command)'; ax-lsp runs \(commands.joined(separator: ", "))")
        }
    }
}

/// The edit that creates or replaces the generated constants file.
enum GeneratedFileEdit {
    static func edit(writing output: String, session: ServerSession) -> JSONValue {
        // The generated file's own constants must not feed back into it.
        let identifiers = session.workspace.allIdentifiers().filter { $0.site.file != output }
        let text = IdentifierConstantsGenerator.generate(identifiers)
        let uri = ToLSP(session: session).uri(of: output)
        let existing =
            session.documents.document(atPath: output)?.text ?? session.workspace.text(of: output)
            ?? FileManager.default.contents(atPath: output).map { String(decoding: $0, as: UTF8.self) }
        let replaced: JSONValue
        if let existing {
            let table = LineTable(existing)
            let end = table.position(ofUTF8Offset: existing.utf8.count, encoding: session.positionEncoding)
            replaced = [
                "start": ["line": 0, "character": 0], "end": ["line": .int(end.line), "character": .int(end.character)]
            ]
        } else {
            replaced = ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]]
        }
        var changes: [JSONValue] = []
        if existing == nil {
            changes.append(["kind": "create", "uri": .string(uri), "options": ["ignoreIfExists": true]])
        }
        changes.append([
            "textDocument": ["uri": .string(uri), "version": nil],
            "edits": [["range": replaced, "newText": .string(text)]]
        ])
        return ["documentChanges": .array(changes)]
    }
}
