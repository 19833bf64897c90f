// The capabilities ax-lsp announces in its `initialize` result.
import Foundation
import JSONRPC

/// What the server supports. Feature handlers add their provider members here when they land.
public struct ServerCapabilities: Codable, Hashable, Sendable {
    public var positionEncoding: PositionEncodingKind
    public var textDocumentSync: TextDocumentSyncOptions
    public var inlayHintProvider: JSONValue?
    public var hoverProvider: Bool?
    public var codeActionProvider: JSONValue?
    public var diagnosticProvider: JSONValue?
    public var definitionProvider: Bool?
    public var referencesProvider: Bool?
    public var documentSymbolProvider: Bool?
    public var workspaceSymbolProvider: Bool?
    public var executeCommandProvider: JSONValue?
    public var codeLensProvider: JSONValue?

    public init(positionEncoding: PositionEncodingKind, textDocumentSync: TextDocumentSyncOptions = TextDocumentSyncOptions()) {
        self.positionEncoding = positionEncoding
        self.textDocumentSync = textDocumentSync
    }
}

/// How the client sends document changes: open/close, incremental changes, saves without text.
public struct TextDocumentSyncOptions: Codable, Hashable, Sendable {
    /// 1 = full text on every change, 2 = incremental ranges (what ax-lsp asks for).
    public enum Kind: Int, Codable, Hashable, Sendable {
        case none = 0
        case full = 1
        case incremental = 2
    }

    public struct SaveOptions: Codable, Hashable, Sendable {
        public var includeText: Bool
        public init(includeText: Bool) { self.includeText = includeText }
    }

    public var openClose: Bool
    public var change: Kind
    public var save: SaveOptions

    public init(openClose: Bool = true, change: Kind = .incremental, save: SaveOptions = SaveOptions(includeText: false)) {
        self.openClose = openClose
        self.change = change
        self.save = save
    }
}
