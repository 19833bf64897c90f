// The server's version, reported in `serverInfo` and by `ax-lsp --version`.

/// The one place the version is written.
package enum ServerVersion {
    package static let current = "0.1.0"
}
