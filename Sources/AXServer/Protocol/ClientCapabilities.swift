// The subset of the client's capabilities that ax-lsp reads; every member is optional.
import Foundation
import JSONRPC

/// What the client supports. Unknown members are ignored, so any real client decodes.
public struct ClientCapabilities: Codable, Hashable, Sendable {
    public var general: General?
    public var textDocument: TextDocument?
    public var window: Window?
    public var workspace: Workspace?
    /// ax-lsp's own opt-ins (`experimental.statusNotification` for `ax-lsp/status`).
    public var experimental: Experimental?

    public init(general: General? = nil, textDocument: TextDocument? = nil, window: Window? = nil, workspace: Workspace? = nil, experimental: Experimental? = nil) {
        self.general = general
        self.textDocument = textDocument
        self.window = window
        self.workspace = workspace
        self.experimental = experimental
    }

    /// Extensions a client opts into; other clients never receive them.
    public struct Experimental: Codable, Hashable, Sendable {
        /// The client understands the `ax-lsp/status` notification.
        public var statusNotification: Bool?
        public init(statusNotification: Bool? = nil) { self.statusNotification = statusNotification }
    }

    public struct General: Codable, Hashable, Sendable {
        /// Encodings the client can use for `Position.character`, most preferred first.
        public var positionEncodings: [String]?
        public init(positionEncodings: [String]? = nil) { self.positionEncodings = positionEncodings }
    }

    /// A capability that only says whether the client registers it dynamically.
    public struct DynamicRegistration: Codable, Hashable, Sendable {
        public var dynamicRegistration: Bool?
        public init(dynamicRegistration: Bool? = nil) { self.dynamicRegistration = dynamicRegistration }
    }

    /// Inlay hints; `resolveSupport.properties` lists what may be left for `inlayHint/resolve`.
    public struct InlayHint: Codable, Hashable, Sendable {
        public var dynamicRegistration: Bool?
        public var resolveSupport: ResolveSupport?
        public init(dynamicRegistration: Bool? = nil, resolveSupport: ResolveSupport? = nil) {
            self.dynamicRegistration = dynamicRegistration
            self.resolveSupport = resolveSupport
        }
    }

    /// Properties a client can resolve lazily.
    public struct ResolveSupport: Codable, Hashable, Sendable {
        public var properties: [String]
        public init(properties: [String]) { self.properties = properties }
    }

    public struct TextDocument: Codable, Hashable, Sendable {
        public var inlayHint: InlayHint?
        public var diagnostic: Diagnostic?
        public var publishDiagnostics: PublishDiagnostics?
        public var codeAction: CodeAction?
        public init(inlayHint: InlayHint? = nil, diagnostic: Diagnostic? = nil,
                    publishDiagnostics: PublishDiagnostics? = nil, codeAction: CodeAction? = nil) {
            self.inlayHint = inlayHint
            self.diagnostic = diagnostic
            self.publishDiagnostics = publishDiagnostics
            self.codeAction = codeAction
        }
    }

    /// Pull diagnostics (`textDocument/diagnostic`) support.
    public struct Diagnostic: Codable, Hashable, Sendable {
        public var dynamicRegistration: Bool?
        public var relatedDocumentSupport: Bool?
        public init(dynamicRegistration: Bool? = nil, relatedDocumentSupport: Bool? = nil) {
            self.dynamicRegistration = dynamicRegistration
            self.relatedDocumentSupport = relatedDocumentSupport
        }
    }

    public struct PublishDiagnostics: Codable, Hashable, Sendable {
        public var relatedInformation: Bool?
        public var versionSupport: Bool?
        public var codeDescriptionSupport: Bool?
        public init(relatedInformation: Bool? = nil, versionSupport: Bool? = nil, codeDescriptionSupport: Bool? = nil) {
            self.relatedInformation = relatedInformation
            self.versionSupport = versionSupport
            self.codeDescriptionSupport = codeDescriptionSupport
        }
    }

    public struct CodeAction: Codable, Hashable, Sendable {
        public var dynamicRegistration: Bool?
        /// Present when the client understands `CodeAction` literals (not only commands).
        public var codeActionLiteralSupport: JSONValue?
        public var isPreferredSupport: Bool?
        /// Properties (`edit`) the client fetches with `codeAction/resolve`.
        public var resolveSupport: ResolveSupport?
        public init(dynamicRegistration: Bool? = nil, codeActionLiteralSupport: JSONValue? = nil, isPreferredSupport: Bool? = nil,
                    resolveSupport: ResolveSupport? = nil) {
            self.dynamicRegistration = dynamicRegistration
            self.codeActionLiteralSupport = codeActionLiteralSupport
            self.isPreferredSupport = isPreferredSupport
            self.resolveSupport = resolveSupport
        }
    }

    public struct Window: Codable, Hashable, Sendable {
        public var workDoneProgress: Bool?
        public init(workDoneProgress: Bool? = nil) { self.workDoneProgress = workDoneProgress }
    }

    public struct Workspace: Codable, Hashable, Sendable {
        public var inlayHint: RefreshSupport?
        public var diagnostics: RefreshSupport?
        public var didChangeWatchedFiles: DynamicRegistration?
        public var configuration: Bool?
        public var workspaceFolders: Bool?
        public init(inlayHint: RefreshSupport? = nil, diagnostics: RefreshSupport? = nil, didChangeWatchedFiles: DynamicRegistration? = nil,
                    configuration: Bool? = nil, workspaceFolders: Bool? = nil) {
            self.inlayHint = inlayHint
            self.diagnostics = diagnostics
            self.didChangeWatchedFiles = didChangeWatchedFiles
            self.configuration = configuration
            self.workspaceFolders = workspaceFolders
        }
    }

    /// Whether the client accepts `workspace/…/refresh` requests.
    public struct RefreshSupport: Codable, Hashable, Sendable {
        public var refreshSupport: Bool?
        public init(refreshSupport: Bool? = nil) { self.refreshSupport = refreshSupport }
    }
}
