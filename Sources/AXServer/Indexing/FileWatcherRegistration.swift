// Registers the file watchers that keep the index in step with changes made outside the editor.
import Foundation
import JSONRPC

/// `client/registerCapability` for `workspace/didChangeWatchedFiles`, when the client offers
/// dynamic registration for it; without it the index follows only the editor's own edits.
enum FileWatcherRegistration {
    static let registrationID = "ax-lsp-watched-files"
    /// Sources, Interface Builder files, Maestro flows, SwiftGen configurations, the languages of Appium suites (which
    /// files among them are suites, indexing decides) and the configuration (a change reloads it).
    static let globPatterns = [
        "**/*.swift", "**/*.storyboard", "**/*.xib", "**/*.strings", "**/*.stringsdict", "**/*.xcstrings",
        "**/__Snapshots__/**/*.txt", "**/.maestro/**/*.yaml", "**/.maestro/**/*.yml", "**/*.js", "**/*.ts", "**/*.py",
        "**/*.java", "**/*.kt", "**/*.rb", "**/.ax-lsp.yml", "**/swiftgen*.yml", "**/swiftgen*.yaml"
    ]

    static func registerIfSupported(session: ServerSession) {
        guard session.clientCapabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration == true else {
            session.logger.info(
                "the client cannot register file watchers; files changed outside the editor are re-read on 'ax-lsp.reindex'"
            )
            return
        }
        let watchers = JSONValue.array(globPatterns.map { ["globPattern": .string($0)] })
        let registration = RegisterCapabilityRequest.Registration(
            id: registrationID, method: DidChangeWatchedFilesNotification.method,
            registerOptions: ["watchers": watchers])
        session.sendRequestToClient(RegisterCapabilityRequest(registrations: [registration])) { result in
            if case .failure(let error) = result {
                session.logger.warning(
                    "the client refused the file watchers (\(error.message)); files changed outside the editor are re-read on 'ax-lsp.reindex'"
                )
            }
        }
    }
}
