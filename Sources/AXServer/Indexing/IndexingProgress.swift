// Work-done progress for one indexing run: create the token, then begin, report and end.
import Foundation
import JSONRPC

/// Reports an indexing run through `$/progress` when the client supports `window.workDoneProgress`.
/// Loop-owned. The run waits for the client to answer `window/workDoneProgress/create` (see
/// `WorkspaceIndexer`), so `begin` always precedes the reports and the `end`.
final class IndexingProgress {
    static let title = "ax-lsp: indexing"
    let token: String
    private enum State { case unsupported, waitingForToken, active, ended }
    private var state: State
    private var lastSentPercentage: Int?

    /// Asks the client for the token when it supports progress; `ready` runs on the loop once it
    /// answered (or failed, or timed out), and at once when progress is unsupported.
    init(token: String, session: ServerSession, ready: @escaping () -> Void) {
        self.token = token
        guard session.clientCapabilities.window?.workDoneProgress == true else {
            state = .unsupported
            ready()
            return
        }
        state = .waitingForToken
        session.sendRequestToClient(WorkDoneProgressCreateRequest(token: token), timeout: 5) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                if state == .waitingForToken {
                    state = .active
                    send(.begin(title: Self.title, message: "finding files", percentage: 0), session: session)
                }
            case .failure(let error):
                session.logger.info(
                    "the client did not create progress token \(token) (\(error.message)); indexing without progress")
                if state == .waitingForToken { state = .unsupported }
            }
            ready()
        }
    }

    func report(done: Int, total: Int, session: ServerSession) {
        guard state == .active else { return }
        let percentage = total == 0 ? 100 : min(100, done * 100 / total)
        // One report per percent at most; the last file always reports so clients see N/N.
        guard percentage != lastSentPercentage || done == total else { return }
        lastSentPercentage = percentage
        send(.report(message: "\(done)/\(total) files", percentage: percentage), session: session)
    }

    /// A report that is no count of files (the run's last step).
    func report(message: String, session: ServerSession) {
        guard state == .active else { return }
        send(.report(message: message, percentage: 100), session: session)
    }

    func end(message: String, session: ServerSession) {
        if state == .active { send(.end(message: message), session: session) }
        state = .ended
    }

    private func send(_ value: WorkDoneProgressValue, session: ServerSession) {
        session.sendNotificationToClient(ProgressNotification(token: token, value: value))
    }
}
