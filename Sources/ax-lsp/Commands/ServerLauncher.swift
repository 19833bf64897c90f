// The one place the executable hands over to the language server.

/// Starts the server. Until AXServer's `LanguageServerMain` is on main this fails with a
/// message; it then becomes `LanguageServerMain.run(logLevel:)` (TODO(foundation)).
enum ServerLauncher {
    static func run(logLevel: String) throws {
        throw CommandFailure(message: "error: this build of ax-lsp has no language server yet; use 'ax-lsp check' or 'ax-lsp ids'")
    }
}
