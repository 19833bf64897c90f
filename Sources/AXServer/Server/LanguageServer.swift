// The event loop: lifecycle rules, cancellation and exactly-once replies around the dispatch switch.
import AXAnalysis
import Foundation
import JSONRPC

/// The server. Every `Event` is handled on one serial loop, in arrival order, so document
/// notifications are barriers: a request sees every change the client sent before it.
final class LanguageServer {
    let session: ServerSession
    let cancellations = CancellationRegistry()
    /// Runs a closure on the loop, after everything scheduled before it.
    private let schedule: (@escaping () -> Void) -> Void
    private let terminate: (Int32) -> Void
    private var parentProcessWatcher: ParentProcessWatcher?

    /// `terminate` ends the process in production; tests record the exit code instead.
    convenience init(
        connection: Connection, logger: ServerLogger, workspace: AnalysisWorkspace = AnalysisWorkspace(),
        queue: DispatchQueue, terminate: @escaping (Int32) -> Void
    ) {
        self.init(
            connection: connection, logger: logger, workspace: workspace, schedule: { queue.async(execute: $0) },
            terminate: terminate)
    }

    /// The loop runs whatever `schedule` is given in order, one at a time: a serial queue, or in
    /// production an `EventLoopThread`.
    init(
        connection: Connection, logger: ServerLogger, workspace: AnalysisWorkspace = AnalysisWorkspace(),
        schedule: @escaping (@escaping () -> Void) -> Void, terminate: @escaping (Int32) -> Void
    ) {
        self.schedule = schedule
        self.terminate = terminate
        var post: (Event) -> Void = { _ in }
        session = ServerSession(connection: connection, logger: logger, workspace: workspace, post: { post($0) })
        post = { [weak self] event in self?.post(event) }
    }

    /// Starts reading; events flow to the loop from then on.
    func start() {
        session.connection.start { [self] event in receive(event) }
    }

    /// Called on the reader thread: records cancellations at once, then queues the event.
    func receive(_ event: ConnectionEvent) {
        switch event {
        case .request(let request):
            post(.request(request))
        case .notification(let notification):
            if notification.method == CancelRequestNotification.method,
                let cancel = try? notification.decodeParams(CancelRequestNotification.self)
            {
                cancellations.insert(cancel.id)
            }
            post(.notification(notification))
        case .problem(let problem):
            post(.transportProblem(problem))
        case .closed:
            post(.inputClosed)
        }
    }

    func post(_ event: Event) {
        schedule { [self] in handle(event) }
    }

    // MARK: The loop

    /// Loop work at least this long is logged: every request queued meanwhile waited for it, and
    /// the log says what to look at when an editor feels slow.
    static let slowLoopWork: TimeInterval = 0.05

    func handle(_ event: Event) {
        guard session.lifecycle != .exited else { return }
        let started = DispatchTime.now().uptimeNanoseconds
        defer {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            if seconds >= Self.slowLoopWork {
                session.logger.info(
                    "the loop spent \(Int(seconds * 1000)) ms on \(Self.describe(event)); requests that came meanwhile waited for it"
                )
            }
        }
        switch event {
        case .request(let request):
            handleRequest(request)
        case .notification(let notification):
            handleNotification(notification)
        case .transportProblem(let problem):
            session.logger.error(problem)
        case .inputClosed:
            let code: Int32 = session.lifecycle == .shutDown ? 0 : 1
            session.logger.log(
                code == 0 ? .info : .error,
                "stdin closed\(code == 0 ? "" : " without shutdown"); exiting with code \(code)")
            exit(code: code)
        case .clientProcessExited(let processID):
            session.logger.error("the client process \(processID) is not running; exiting with code 1")
            exit(code: 1)
        case .clientResponded(let continuation), .loopWork(let continuation):
            continuation.run()
        case .indexing(let indexingEvent):
            session.indexer.handle(indexingEvent, session: session)
        }
    }

    /// What an event is, for the log: a method, or the kind of loop work.
    static func describe(_ event: Event) -> String {
        switch event {
        case .request(let request): return request.method
        case .notification(let notification): return notification.method
        case .transportProblem: return "a transport problem"
        case .inputClosed: return "the end of input"
        case .clientProcessExited: return "the client's exit"
        case .clientResponded(let continuation), .loopWork(let continuation): return continuation.what
        case .indexing(let indexing):
            switch indexing {
            case .discovered: return "the indexed files' discovery"
            case .fileRead(_, let file), .watchedFileRead(let file): return "applying the summary of \(file.path)"
            case .finished: return "the end of an index"
            case .cachesSaved: return "the summary caches' log"
            }
        }
    }

    private func handleRequest(_ request: IncomingRequest) {
        if cancellations.remove(request.id) {
            session.connection.reply(to: request.id, error: .cancelled)
            return
        }
        switch session.lifecycle {
        case .uninitialized where request.method != InitializeRequest.method:
            session.connection.reply(
                to: request.id,
                error: ResponseError(
                    code: .serverNotInitialized,
                    message: "server not initialized; send 'initialize' before '\(request.method)'"))
        case .running where request.method == InitializeRequest.method:
            session.connection.reply(
                to: request.id,
                error: ResponseError(
                    code: .invalidRequest, message: "server is already initialized; 'initialize' may be sent only once")
            )
        case .shutDown:
            session.connection.reply(
                to: request.id,
                error: ResponseError(
                    code: .invalidRequest,
                    message: "server is shut down; only the 'exit' notification is accepted after 'shutdown'"))
        case .exited:
            return
        default:
            dispatch(request)
            if request.method == InitializeRequest.method, session.lifecycle == .running { watchClientProcess() }
        }
    }

    private func handleNotification(_ notification: IncomingNotification) {
        switch notification.method {
        case ExitNotification.method:
            let code: Int32 = session.lifecycle == .shutDown ? 0 : 1
            session.logger.log(
                code == 0 ? .info : .warning, "exit\(code == 0 ? "" : " without shutdown"); exiting with code \(code)")
            exit(code: code)
        case CancelRequestNotification.method:
            guard let cancel = try? notification.decodeParams(CancelRequestNotification.self) else { return }
            // Every request is answered on the loop, so this one was answered already (a cancel
            // that arrives first is recorded by the reader thread); unknown ids are ignored.
            cancellations.remove(cancel.id)
        default:
            switch session.lifecycle {
            case .uninitialized:
                session.logger.debug("ignored '\(notification.method)' before initialize")
            case .shutDown, .exited:
                session.logger.debug("ignored '\(notification.method)' after shutdown")
            case .running:
                dispatch(notification)
            }
        }
    }

    private func exit(code: Int32) {
        session.lifecycle = .exited
        parentProcessWatcher = nil
        // The next start reads what the last index stored; a write takes a second or less.
        PendingCacheWrites.waitForAll()
        terminate(code)
    }

    private func watchClientProcess() {
        guard let processID = session.initializeParams?.processId, let pid = Int32(exactly: processID) else { return }
        parentProcessWatcher = ParentProcessWatcher(processID: pid) { [weak self] in
            self?.post(.clientProcessExited(processID: pid))
        }
    }

    // MARK: Running handlers

    func run<Handler: RequestHandler>(_ handler: Handler.Type, _ request: IncomingRequest) {
        let params: Handler.Request
        do {
            params = try request.decodeParams(Handler.Request.self)
        } catch {
            session.connection.reply(
                to: request.id, error: .invalidParams(request.method, DecodingErrorDescription.describe(error)))
            return
        }
        do {
            session.connection.reply(
                to: request.id, result: try Handler.handle(params, id: request.id, session: session))
        } catch {
            session.connection.reply(to: request.id, error: Self.responseError(error, method: request.method))
        }
    }

    func run<Handler: NotificationHandler>(_ handler: Handler.Type, _ notification: IncomingNotification) {
        do {
            Handler.handle(try notification.decodeParams(Handler.Notification.self), session: session)
        } catch {
            session.logger.warning(
                "ignored '\(notification.method)' with invalid params: \(DecodingErrorDescription.describe(error))")
        }
    }

    static func responseError(_ error: Error, method: String) -> ResponseError {
        if let responseError = error as? ResponseError { return responseError }
        return ResponseError(code: .internalError, message: "'\(method)' failed: \(error)")
    }
}
