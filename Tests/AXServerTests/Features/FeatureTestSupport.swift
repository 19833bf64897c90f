// Helpers for feature end-to-end tests: LSP positions of markers, applying returned edits, and
// reading the last diagnostics the server pushed.
import Foundation
import JSONRPC
import XCTest

/// A document text with `⟦name⟧` markers, and the LSP position of each marker in an encoding.
struct MarkedDocument {
    let text: String
    private var offsets: [String: Int] = [:]

    init(_ marked: String) {
        var output = ""
        var rest = Substring(marked)
        var offsets: [String: Int] = [:]
        while let open = rest.range(of: "⟦"), let close = rest[open.upperBound...].range(of: "⟧") {
            output += rest[..<open.lowerBound]
            offsets[String(rest[open.upperBound..<close.lowerBound])] = output.utf8.count
            rest = rest[close.upperBound...]
        }
        output += rest
        self.text = output
        self.offsets = offsets
    }

    /// The position of a marker, counting characters in UTF-8 bytes or UTF-16 units.
    func position(_ name: String, encoding: String) -> JSONValue {
        Self.position(ofUTF8Offset: offsets[name] ?? 0, in: text, encoding: encoding)
    }

    static func position(ofUTF8Offset offset: Int, in text: String, encoding: String) -> JSONValue {
        let before = String(decoding: Array(text.utf8)[..<min(offset, text.utf8.count)], as: UTF8.self)
        // Split on the scalar: a `Character` folds `\r\n` into one, which `\n` never equals.
        let lines = before.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            String(String.UnicodeScalarView($0))
        }
        let last = lines.last ?? ""
        let character = encoding == "utf-8" ? last.utf8.count : last.utf16.count
        return ["line": .int(lines.count - 1), "character": .int(character)]
    }
}

enum LSPEdits {
    /// Applies LSP text edits (positions in `encoding`) to a text with `\n` line breaks.
    static func apply(_ edits: [JSONValue], to text: String, encoding: String) -> String {
        var bytes = Array(text.utf8)
        let resolved = edits.compactMap { edit -> (Int, Int, String)? in
            guard let start = edit["range"]?["start"], let end = edit["range"]?["end"],
                let newText = edit["newText"]?.stringValue
            else { return nil }
            return (
                offset(of: start, in: text, encoding: encoding), offset(of: end, in: text, encoding: encoding), newText
            )
        }
        for (start, end, newText) in resolved.sorted(by: { $0.0 > $1.0 }) {
            bytes.replaceSubrange(start..<end, with: Array(newText.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The UTF-8 offset of an LSP position; lines split at `\n` bytes (a CRLF line keeps its
    /// `\r`, which no position reaches).
    static func offset(of position: JSONValue, in text: String, encoding: String) -> Int {
        let line = position["line"]?.intValue ?? 0
        let character = position["character"]?.intValue ?? 0
        let bytes = Array(text.utf8)
        var offset = 0
        var currentLine = 0
        while currentLine < line, offset < bytes.count {
            if bytes[offset] == 0x0A { currentLine += 1 }
            offset += 1
        }
        var lineEnd = offset
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
        let lineText = String(decoding: bytes[offset..<lineEnd], as: UTF8.self)
        var units = 0
        for scalar in lineText.unicodeScalars where units < character {
            units += encoding == "utf-8" ? String(scalar).utf8.count : String(scalar).utf16.count
            offset += String(scalar).utf8.count
        }
        return offset
    }
}

extension LSPTestClient {
    /// Sends a request the server answers after handling everything sent before, and after the
    /// resolution of every edit landed (`ax-lsp/workspaceStatus` finishes a background one), so
    /// every notification those messages caused has arrived when this returns.
    func barrier() throws {
        _ = try request("ax-lsp/workspaceStatus")
    }

    /// The diagnostics most recently pushed for `uri` (empty when none were pushed).
    func lastPublishedDiagnostics(uri: String) -> [JSONValue] {
        let published = receivedMessages.filter {
            $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri
        }
        return published.last?["params"]?["diagnostics"]?.arrayValue ?? []
    }
}
