// Correlates responses with the requests this side sent, and times them out.
import Foundation

/// Pending requests to the peer, keyed by the ids we gave them. Each completion runs exactly once.
final class OutgoingRequestTracker: @unchecked Sendable {
    typealias Completion = @Sendable (Result<JSONValue, ResponseError>) -> Void

    private let lock = NSLock()
    private var nextID = 1
    private var pending: [RequestID: (method: String, completion: Completion)] = [:]

    /// Registers a request and schedules its timeout; returns the id to send.
    func register(method: String, timeout: TimeInterval, completion: @escaping Completion) -> RequestID {
        lock.lock()
        // A prefix keeps our ids visibly apart from the client's own in logs.
        let id = RequestID.string("ax-lsp-\(nextID)")
        nextID += 1
        pending[id] = (method, completion)
        lock.unlock()
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self] in
            self?.complete(
                id: id,
                with: .failure(
                    ResponseError(
                        code: .requestTimedOut,
                        message: "the client did not answer '\(method)' within \(Int(timeout)) seconds")))
        }
        return id
    }

    /// Completes a pending request; false when the id is unknown (already completed or never sent).
    @discardableResult
    func complete(id: RequestID, with result: Result<JSONValue, ResponseError>) -> Bool {
        lock.lock()
        let entry = pending.removeValue(forKey: id)
        lock.unlock()
        guard let entry else { return false }
        entry.completion(result)
        return true
    }

    func failAll(_ error: ResponseError) {
        lock.lock()
        let entries = pending
        pending.removeAll()
        lock.unlock()
        for entry in entries.values { entry.completion(.failure(error)) }
    }
}
