// Tells opted-in clients the indexing state and identifier count (`ax-lsp/status`).

enum StatusReporter {
    /// Sends `ax-lsp/status` when the client opted in and something it shows changed.
    static func report(session: ServerSession, indexing: Bool) {
        guard session.clientCapabilities.experimental?.statusNotification == true else { return }
        let status = StatusNotification(
            indexing: indexing, identifierCount: session.workspace.identifierCount,
            fileCount: session.workspace.paths.count
        )
        guard session.features.lastStatus != status else { return }
        session.features.lastStatus = status
        session.sendNotificationToClient(status)
    }

    /// The progress end message: "indexed 120 files, 342 identifiers".
    static func summary(session: ServerSession) -> String {
        let identifiers = session.workspace.identifierCount
        let files = session.workspace.paths.count
        return "indexed \(files) file\(files == 1 ? "" : "s"), \(identifiers) identifier\(identifiers == 1 ? "" : "s")"
    }
}
