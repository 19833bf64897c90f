// `textDocument/codeLens`: a "VoiceOver: N elements" lens on each UIKit screen of a document.
import Foundation
import JSONRPC

/// Asks for the lenses of one document.
public struct CodeLensRequest: RequestType, Hashable {
    public static let method = "textDocument/codeLens"
    public typealias Response = [CodeLens]
    public var textDocument: TextDocumentIdentifier
}

/// A command shown above a range; ax-lsp's lenses always carry their command (no resolve step).
public struct CodeLens: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var command: Command?
}
