// The settings the server and the editor extensions understand, under one list of keys.
import AXAnalysis
import Foundation
import JSONRPC

/// Feature switches from `initializationOptions` and `workspace/didChangeConfiguration`.
package struct ServerSettings: Hashable, Sendable {
    /// Every settings key, server-side and client-only: the one list editor extensions must
    /// declare (the client-only keys are read by the extensions, never by the server).
    package static let allKeys: [String] = [
        "ax-lsp.inlayHints.aaii",
        "ax-lsp.inlayHints.branchLeaf",
        "ax-lsp.inlayHints.identificable",
        "ax-lsp.inlayHints.explicit",
        "ax-lsp.inlayHints.interfaceBuilder",
        "ax-lsp.inlayHints.rapid",
        "ax-lsp.diagnostics.enabled",
        "ax-lsp.configPath",
        "ax-lsp.cache.enabled",
        "ax-lsp.cache.directory",
        // Client-only: the binary to start and the JSON-RPC trace level.
        "ax-lsp.path",
        "ax-lsp.trace.server"
    ]

    /// The keys of `allKeys` only the editor extension reads; the server ignores them.
    package static let clientOnlyKeys: Set<String> = ["ax-lsp.path", "ax-lsp.trace.server"]

    /// Hint kinds that are shown (all by default).
    package var enabledHintKinds: Set<IdentifierHint.Kind> = Set(IdentifierHint.Kind.allCases)
    package var diagnosticsEnabled = true
    package var configPath: String?
    /// False: the first index neither reads nor writes the summary cache.
    package var cacheEnabled = true
    /// Moves the summary cache (relative to the first workspace folder); nil: `.ax-lsp.yml`'s
    /// `cache.directory`, else the user's cache directory.
    package var cacheDirectory: String?

    package init() {}

    /// Reads settings from a JSON object, flat (`{"ax-lsp.inlayHints.aaii": false}`) or nested
    /// (`{"ax-lsp": {"inlayHints": {"aaii": false}}}`); unknown keys and wrong types are ignored.
    package mutating func apply(_ value: JSONValue?) {
        guard let value else { return }
        for kind in IdentifierHint.Kind.allCases {
            if let enabled = Self.lookup("ax-lsp.inlayHints.\(kind.rawValue)", in: value)?.boolValue {
                if enabled { enabledHintKinds.insert(kind) } else { enabledHintKinds.remove(kind) }
            }
        }
        if let enabled = Self.lookup("ax-lsp.diagnostics.enabled", in: value)?.boolValue {
            diagnosticsEnabled = enabled
        }
        // Editors send the documented default "" for "the workspace root's .ax-lsp.yml".
        if case .string(let path)? = Self.lookup("ax-lsp.configPath", in: value) {
            configPath = path.isEmpty ? nil : path
        }
        if let enabled = Self.lookup("ax-lsp.cache.enabled", in: value)?.boolValue { cacheEnabled = enabled }
        if case .string(let path)? = Self.lookup("ax-lsp.cache.directory", in: value) {
            cacheDirectory = path.isEmpty ? nil : path
        }
    }

    static func lookup(_ key: String, in value: JSONValue) -> JSONValue? {
        if let flat = value[key] { return flat }
        var current: JSONValue? = value
        for component in key.split(separator: ".").map(String.init) { current = current?[component] }
        return current
    }
}
