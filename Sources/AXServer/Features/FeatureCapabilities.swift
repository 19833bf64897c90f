// The capabilities of the editor features, added to the `initialize` result in one place.
import Foundation
import JSONRPC

enum FeatureCapabilities {
    static func announce(_ base: ServerCapabilities) -> ServerCapabilities {
        var capabilities = base
        capabilities.inlayHintProvider = .object(["resolveProvider": .bool(true)])
        capabilities.hoverProvider = true
        capabilities.definitionProvider = true
        capabilities.referencesProvider = true
        capabilities.documentSymbolProvider = true
        capabilities.workspaceSymbolProvider = true
        capabilities.codeActionProvider = .object([
            "codeActionKinds": .array([
                .string("quickfix"), .string("refactor.rewrite"), .string(CodeActionHandler.fixAllKind)
            ]),
            "resolveProvider": .bool(true)
        ])
        // Findings depend on other files (duplicates, UI-test references).
        capabilities.diagnosticProvider = .object([
            "identifier": .string("ax-lsp"), "interFileDependencies": .bool(true), "workspaceDiagnostics": .bool(true)
        ])
        // Only inside query literals; everywhere else the answer is empty.
        capabilities.completionProvider = .object([
            "triggerCharacters": .array(CompletionHandler.triggerCharacters.map { .string($0) }),
            "resolveProvider": .bool(false)
        ])
        capabilities.renameProvider = .object(["prepareProvider": .bool(true)])
        capabilities.codeLensProvider = .object(["resolveProvider": .bool(false)])
        capabilities.executeCommandProvider = .object([
            "commands": .array(ExecuteCommandHandler.commands.map { .string($0) })
        ])
        return capabilities
    }
}
