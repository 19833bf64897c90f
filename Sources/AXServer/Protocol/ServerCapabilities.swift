// The capabilities ax-lsp announces in its `initialize` result.
import Foundation
import JSONRPC

/// What the server supports. Feature handlers add their provider members here when they land.
package struct ServerCapabilities: Codable, Hashable, Sendable {
    package var positionEncoding: PositionEncodingKind
    package var textDocumentSync: TextDocumentSyncOptions
    package var inlayHintProvider: JSONValue?
    package var hoverProvider: Bool?
    package var codeActionProvider: JSONValue?
    package var diagnosticProvider: JSONValue?
    package var definitionProvider: Bool?
    package var referencesProvider: Bool?
    package var documentSymbolProvider: Bool?
    package var workspaceSymbolProvider: Bool?
    package var executeCommandProvider: JSONValue?
    package var codeLensProvider: JSONValue?
    package var completionProvider: JSONValue?
    package var renameProvider: JSONValue?

    package init(
        positionEncoding: PositionEncodingKind, textDocumentSync: TextDocumentSyncOptions = TextDocumentSyncOptions()
    ) {
        self.positionEncoding = positionEncoding
        self.textDocumentSync = textDocumentSync
    }
}

/// How the client sends document changes: open/close, incremental changes, saves without text.
package struct TextDocumentSyncOptions: Codable, Hashable, Sendable {
    /// 1 = full text on every change, 2 = incremental ranges (what ax-lsp asks for).
    package enum Kind: Int, Codable, Hashable, Sendable {
        case none = 0
        case full = 1
        case incremental = 2
    }

    package struct SaveOptions: Codable, Hashable, Sendable {
        package var includeText: Bool
        package init(includeText: Bool) { self.includeText = includeText }
    }

    package var openClose: Bool
    package var change: Kind
    package var save: SaveOptions

    package init(
        openClose: Bool = true, change: Kind = .incremental, save: SaveOptions = SaveOptions(includeText: false)
    ) {
        self.openClose = openClose
        self.change = change
        self.save = save
    }
}
