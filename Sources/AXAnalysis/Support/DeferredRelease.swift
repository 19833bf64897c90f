// Frees large values off the caller's critical path.
import Foundation

/// Drops the last reference to a value on a background queue, so that its deinitialisation
/// (an open document's previous parse and extraction memo: thousands of dictionary entries
/// and syntax arenas, 6% of a keystroke in a 5,000-line file) does not delay the answer the
/// caller is computing. The caller must hand over its only reference (`consume`); reference
/// counting is atomic, so whatever the value shares with live objects stays alive.
package enum DeferredRelease {
    private static let queue = DispatchQueue(label: "ax-lsp.deferred-release", qos: .utility)

    private final class Box<Value>: @unchecked Sendable {
        var value: Value?
        init(_ value: consuming Value) { self.value = value }
    }

    package static func release<Value>(_ value: consuming Value) {
        let box = Box(value)
        queue.async { box.value = nil }
    }
}
