// A JSON-RPC connection: a reader thread that frames and decodes input, and typed sending.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the reader thread hands to its owner, in input order.
package enum ConnectionEvent: Sendable {
    case request(IncomingRequest)
    case notification(IncomingNotification)
    /// Bad input the connection recovered from (already answered when JSON-RPC says to answer).
    case problem(String)
    /// The input reached end of file or failed; no more events follow.
    case closed
}

/// One JSON-RPC peer. Reading happens on a dedicated thread so input is drained even while
/// the owner is busy; responses to our own requests are correlated here and never reach the owner.
package final class Connection: @unchecked Sendable {
    package let writer: MessageWriter
    private let inputFileDescriptor: Int32
    private let maximumMessageSize: Int
    private let outgoing = OutgoingRequestTracker()

    package init(
        inputFileDescriptor: Int32, writer: MessageWriter,
        maximumMessageSize: Int = FramingParser.defaultMaximumMessageSize
    ) {
        self.inputFileDescriptor = inputFileDescriptor
        self.writer = writer
        self.maximumMessageSize = maximumMessageSize
    }

    /// Starts the reader thread. `receiver` is called on that thread, one event at a time.
    package func start(receiver: @escaping @Sendable (ConnectionEvent) -> Void) {
        let thread = Thread { [self] in
            readLoop(receiver: receiver)
        }
        thread.name = "jsonrpc-reader"
        thread.start()
    }

    private func readLoop(receiver: @escaping @Sendable (ConnectionEvent) -> Void) {
        var parser = FramingParser(maximumMessageSize: maximumMessageSize)
        let chunkSize = 1 << 16
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return read(inputFileDescriptor, base, chunkSize)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            for input in parser.feed(chunk[0..<count]) {
                handle(input, receiver: receiver)
            }
        }
        outgoing.failAll(ResponseError(code: .internalError, message: "the connection closed before the peer answered"))
        receiver(.closed)
    }

    /// Decodes one framed input and routes it: responses to waiting requests, the rest to `receiver`.
    func handle(_ input: FramedInput, receiver: (ConnectionEvent) -> Void) {
        switch input {
        case .problem(let problem):
            receiver(.problem(problem.description))
        case .message(let body):
            switch MessageDecoder.decode(body) {
            case .success(.request(let request)):
                receiver(.request(request))
            case .success(.notification(let notification)):
                receiver(.notification(notification))
            case .success(.response(let id, let result)):
                if !outgoing.complete(id: id, with: result) {
                    receiver(.problem("received a response for unknown request id \(id); ignored it"))
                }
            case .failure(let failure):
                writer.write(body: OutgoingMessage.errorResponse(id: failure.responseID, error: failure.responseError))
                receiver(.problem(failure.responseError.message))
            }
        }
    }

    // MARK: Sending

    package func send<Notification: NotificationType>(_ notification: Notification) {
        if let body = try? OutgoingMessage.notification(method: Notification.method, params: notification) {
            writer.write(body: body)
        }
    }

    /// Answers a request with a result; an unencodable result becomes an internal error, so the request is still answered.
    package func reply<Result: Encodable>(to id: RequestID, result: Result) {
        do {
            writer.write(body: try OutgoingMessage.response(id: id, result: result))
        } catch {
            reply(to: id, error: ResponseError(code: .internalError, message: "could not encode the result: \(error)"))
        }
    }

    package func reply(to id: RequestID, error: ResponseError) {
        writer.write(body: OutgoingMessage.errorResponse(id: id, error: error))
    }

    /// Sends a request to the peer. `completion` runs exactly once, on an arbitrary thread: with the
    /// response, with `.requestTimedOut` after `timeout` seconds, or with an error if the connection closes.
    package func sendRequest<Request: RequestType>(
        _ request: Request, timeout: TimeInterval = 30,
        completion: @escaping @Sendable (Result<Request.Response, ResponseError>) -> Void
    ) {
        let id = outgoing.register(method: Request.method, timeout: timeout) { result in
            completion(
                result.flatMap { value in
                    do {
                        return .success(try value.decode(Request.Response.self))
                    } catch {
                        return .failure(
                            ResponseError(
                                code: .invalidParams,
                                message: "could not decode the response to '\(Request.method)': \(error)"))
                    }
                })
        }
        do {
            writer.write(body: try OutgoingMessage.request(id: id, method: Request.method, params: request))
        } catch {
            outgoing.complete(
                id: id,
                with: .failure(
                    ResponseError(code: .internalError, message: "could not encode '\(Request.method)': \(error)")))
        }
    }
}
