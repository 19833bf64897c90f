// The units `Position.character` counts in, negotiated at `initialize`.
import Foundation

/// LSP 3.17 position encodings. ax-lsp prefers utf-8 (its internal unit) and falls back to utf-16,
/// which every client supports.
package enum PositionEncodingKind: String, Codable, Hashable, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// utf-8 when the client offers it, otherwise utf-16 (the protocol's mandatory default).
    package static func negotiate(offered: [String]?) -> PositionEncodingKind {
        if let offered, offered.contains(PositionEncodingKind.utf8.rawValue) { return .utf8 }
        return .utf16
    }
}
