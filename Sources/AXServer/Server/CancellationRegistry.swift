// Request ids the client cancelled, recorded by the reader thread as soon as the cancel arrives.
import Foundation
import JSONRPC

/// The reader thread sees `$/cancelRequest` before the loop reaches the request it cancels;
/// recording it here lets the loop skip a queued request instead of computing it.
final class CancellationRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled: Set<RequestID> = []

    func insert(_ id: RequestID) {
        lock.lock()
        cancelled.insert(id)
        lock.unlock()
    }

    /// Removes the id and says whether it was cancelled.
    @discardableResult
    func remove(_ id: RequestID) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled.remove(id) != nil
    }
}
