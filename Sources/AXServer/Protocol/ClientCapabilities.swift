// The subset of the client's capabilities that ax-lsp reads; every member is optional.
import Foundation
import JSONRPC

/// What the client supports. Unknown members are ignored, so any real client decodes.
package struct ClientCapabilities: Codable, Hashable, Sendable {
    package var general: General?
    package var textDocument: TextDocument?
    package var window: Window?
    package var workspace: Workspace?
    /// ax-lsp's own opt-ins (`experimental.statusNotification` for `ax-lsp/status`).
    package var experimental: Experimental?

    package init(
        general: General? = nil, textDocument: TextDocument? = nil, window: Window? = nil, workspace: Workspace? = nil,
        experimental: Experimental? = nil
    ) {
        self.general = general
        self.textDocument = textDocument
        self.window = window
        self.workspace = workspace
        self.experimental = experimental
    }

    /// Extensions a client opts into; other clients never receive them.
    package struct Experimental: Codable, Hashable, Sendable {
        /// The client understands the `ax-lsp/status` notification.
        package var statusNotification: Bool?
        package init(statusNotification: Bool? = nil) { self.statusNotification = statusNotification }
    }

    package struct General: Codable, Hashable, Sendable {
        /// Encodings the client can use for `Position.character`, most preferred first.
        package var positionEncodings: [String]?
        package init(positionEncodings: [String]? = nil) { self.positionEncodings = positionEncodings }
    }

    /// A capability that only says whether the client registers it dynamically.
    package struct DynamicRegistration: Codable, Hashable, Sendable {
        package var dynamicRegistration: Bool?
        package init(dynamicRegistration: Bool? = nil) { self.dynamicRegistration = dynamicRegistration }
    }

    /// Inlay hints; `resolveSupport.properties` lists what may be left for `inlayHint/resolve`.
    package struct InlayHint: Codable, Hashable, Sendable {
        package var dynamicRegistration: Bool?
        package var resolveSupport: ResolveSupport?
        package init(dynamicRegistration: Bool? = nil, resolveSupport: ResolveSupport? = nil) {
            self.dynamicRegistration = dynamicRegistration
            self.resolveSupport = resolveSupport
        }
    }

    /// Properties a client can resolve lazily.
    package struct ResolveSupport: Codable, Hashable, Sendable {
        package var properties: [String]
        package init(properties: [String]) { self.properties = properties }
    }

    package struct TextDocument: Codable, Hashable, Sendable {
        package var inlayHint: InlayHint?
        package var diagnostic: Diagnostic?
        package var publishDiagnostics: PublishDiagnostics?
        package var codeAction: CodeAction?
        package var completion: Completion?
        package init(
            inlayHint: InlayHint? = nil, diagnostic: Diagnostic? = nil,
            publishDiagnostics: PublishDiagnostics? = nil, codeAction: CodeAction? = nil, completion: Completion? = nil
        ) {
            self.inlayHint = inlayHint
            self.diagnostic = diagnostic
            self.publishDiagnostics = publishDiagnostics
            self.codeAction = codeAction
            self.completion = completion
        }
    }

    /// Completion; `completionItem.snippetSupport` lets a template's `{…}` parts be tab stops.
    package struct Completion: Codable, Hashable, Sendable {
        package struct Item: Codable, Hashable, Sendable {
            package var snippetSupport: Bool?
            package init(snippetSupport: Bool? = nil) { self.snippetSupport = snippetSupport }
        }
        package var completionItem: Item?
        package init(completionItem: Item? = nil) { self.completionItem = completionItem }
    }

    /// Pull diagnostics (`textDocument/diagnostic`) support.
    package struct Diagnostic: Codable, Hashable, Sendable {
        package var dynamicRegistration: Bool?
        package var relatedDocumentSupport: Bool?
        package init(dynamicRegistration: Bool? = nil, relatedDocumentSupport: Bool? = nil) {
            self.dynamicRegistration = dynamicRegistration
            self.relatedDocumentSupport = relatedDocumentSupport
        }
    }

    package struct PublishDiagnostics: Codable, Hashable, Sendable {
        package var relatedInformation: Bool?
        package var versionSupport: Bool?
        package var codeDescriptionSupport: Bool?
        package init(relatedInformation: Bool? = nil, versionSupport: Bool? = nil, codeDescriptionSupport: Bool? = nil)
        {
            self.relatedInformation = relatedInformation
            self.versionSupport = versionSupport
            self.codeDescriptionSupport = codeDescriptionSupport
        }
    }

    package struct CodeAction: Codable, Hashable, Sendable {
        package var dynamicRegistration: Bool?
        /// Present when the client understands `CodeAction` literals (not only commands).
        package var codeActionLiteralSupport: JSONValue?
        package var isPreferredSupport: Bool?
        /// Properties (`edit`) the client fetches with `codeAction/resolve`.
        package var resolveSupport: ResolveSupport?
        package init(
            dynamicRegistration: Bool? = nil, codeActionLiteralSupport: JSONValue? = nil,
            isPreferredSupport: Bool? = nil,
            resolveSupport: ResolveSupport? = nil
        ) {
            self.dynamicRegistration = dynamicRegistration
            self.codeActionLiteralSupport = codeActionLiteralSupport
            self.isPreferredSupport = isPreferredSupport
            self.resolveSupport = resolveSupport
        }
    }

    package struct Window: Codable, Hashable, Sendable {
        package var workDoneProgress: Bool?
        package init(workDoneProgress: Bool? = nil) { self.workDoneProgress = workDoneProgress }
    }

    package struct Workspace: Codable, Hashable, Sendable {
        package var inlayHint: RefreshSupport?
        package var diagnostics: RefreshSupport?
        package var didChangeWatchedFiles: DynamicRegistration?
        package var configuration: Bool?
        package var workspaceFolders: Bool?
        package init(
            inlayHint: RefreshSupport? = nil, diagnostics: RefreshSupport? = nil,
            didChangeWatchedFiles: DynamicRegistration? = nil,
            configuration: Bool? = nil, workspaceFolders: Bool? = nil
        ) {
            self.inlayHint = inlayHint
            self.diagnostics = diagnostics
            self.didChangeWatchedFiles = didChangeWatchedFiles
            self.configuration = configuration
            self.workspaceFolders = workspaceFolders
        }
    }

    /// Whether the client accepts `workspace/…/refresh` requests.
    package struct RefreshSupport: Codable, Hashable, Sendable {
        package var refreshSupport: Bool?
        package init(refreshSupport: Bool? = nil) { self.refreshSupport = refreshSupport }
    }
}
