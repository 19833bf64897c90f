// Converts the positions and documents a request names into analysis terms (UTF-8 offsets, paths).
import AXAnalysis
import Foundation
import JSONRPC

/// Converts LSP positions of one request to UTF-8 offsets, logging clamped positions.
enum FromLSP {
    /// The open document a request names; InvalidParams when it is not open.
    static func document(_ uri: DocumentURI, session: ServerSession) throws -> Document {
        guard let document = session.documents[uri] else {
            throw ResponseError(
                code: .invalidParams, message: "document \(uri) is not open; send textDocument/didOpen first")
        }
        return document
    }

    static func utf8Offset(_ position: Position, in document: Document, session: ServerSession) -> Int {
        let converted = session.documents.lineTable(of: document).utf8Offset(
            of: position, encoding: session.positionEncoding)
        if converted.wasClamped { session.logger.debug("position \(position) is outside \(document.uri); clamped it") }
        return converted.utf8Offset
    }

    static func utf8Range(_ range: LSPRange, in document: Document, session: ServerSession) -> ByteRange {
        let converted = session.documents.lineTable(of: document).utf8Range(
            of: range, encoding: session.positionEncoding)
        if converted.wasClamped { session.logger.debug("range \(range) is outside \(document.uri); clamped it") }
        return ByteRange(start: converted.range.lowerBound, end: converted.range.upperBound)
    }
}
