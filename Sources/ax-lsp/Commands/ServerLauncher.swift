// The one place the executable hands over to the language server.

/// Starts the server. Until AXServer's `LanguageServerMain` lands on main this reports that
// the server is not built in (TODO(foundation): call `LanguageServerMain.run(logLevel:)`).
enum ServerLauncher {
    static func run(logLevel: String) throws {
        throw CommandFailure(message: "error: this build of ax-lsp has no language server yet; use 'ax-lsp check' or 'ax-lsp ids'")
    }
}
