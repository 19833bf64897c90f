// The one place that maps LSP method names to handlers. Adding a method = one handler file + one case here.
import Foundation
import JSONRPC

extension LanguageServer {
    /// Requests that passed the lifecycle checks. Unknown methods get MethodNotFound.
    func dispatch(_ request: IncomingRequest) {
        switch request.method {
        case InitializeRequest.method: run(InitializeHandler.self, request)
        case ShutdownRequest.method: run(ShutdownHandler.self, request)
        case DocumentTextRequest.method: run(DocumentTextHandler.self, request)
        case InlayHintRequest.method: run(InlayHintHandler.self, request)
        case InlayHint.method: run(InlayHintResolveHandler.self, request)
        case CodeAction.method: run(CodeActionResolveHandler.self, request)
        case HoverRequest.method: run(HoverHandler.self, request)
        case CodeLensRequest.method: run(CodeLensHandler.self, request)
        case CodeActionRequest.method: run(CodeActionHandler.self, request)
        case DefinitionRequest.method: run(DefinitionHandler.self, request)
        case ReferencesRequest.method: run(ReferencesHandler.self, request)
        case CompletionRequest.method: run(CompletionHandler.self, request)
        case PrepareRenameRequest.method: run(PrepareRenameHandler.self, request)
        case RenameRequest.method: run(RenameHandler.self, request)
        case DocumentSymbolRequest.method: run(DocumentSymbolHandler.self, request)
        case WorkspaceSymbolRequest.method: run(WorkspaceSymbolHandler.self, request)
        case DocumentDiagnosticRequest.method: run(DocumentDiagnosticHandler.self, request)
        case WorkspaceDiagnosticRequest.method: run(WorkspaceDiagnosticHandler.self, request)
        case ExecuteCommandRequest.method: run(ExecuteCommandHandler.self, request)
        case IdentifiersDebugRequest.method: run(IdentifiersDebugHandler.self, request)
        case WorkspaceStatusRequest.method: run(WorkspaceStatusHandler.self, request)
        default:
            session.connection.reply(to: request.id, error: .methodNotFound(request.method))
        }
    }

    /// Notifications once the server is running. Unknown ones are ignored (`$/` ones silently).
    func dispatch(_ notification: IncomingNotification) {
        switch notification.method {
        case InitializedNotification.method: run(InitializedHandler.self, notification)
        case DidOpenTextDocumentNotification.method: run(DidOpenHandler.self, notification)
        case DidChangeTextDocumentNotification.method: run(DidChangeHandler.self, notification)
        case DidCloseTextDocumentNotification.method: run(DidCloseHandler.self, notification)
        case DidSaveTextDocumentNotification.method: run(DidSaveHandler.self, notification)
        case DidChangeConfigurationNotification.method: run(DidChangeConfigurationHandler.self, notification)
        case DidChangeWatchedFilesNotification.method: run(DidChangeWatchedFilesHandler.self, notification)
        default:
            if !notification.method.hasPrefix("$/") {
                session.logger.debug("ignored unsupported notification '\(notification.method)'")
            }
        }
    }
}
