// Results of parallel work gathered in input order.
import Foundation

/// One slot per input, written by exactly one worker each, read after all workers finished.
package final class ResultSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    package init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// Stores a result; the lock is held only for the assignment, never for the work.
    package func store(_ value: Value, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        if slots.indices.contains(index) { slots[index] = value }
    }

    package var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
