// The production loop's executor: work runs in posting order, one item at a time, on a thread
// where parsing needs no thread of its own.
import AXAnalysis
import Foundation
import XCTest

@testable import AXServer

final class EventLoopThreadTests: XCTestCase {
    func testWorkRunsInPostingOrderOnADeepStackThread() {
        let loop = EventLoopThread(name: "test-loop")
        let done = DispatchSemaphore(value: 0)
        let lock = NSLock()
        var order: [Int] = []
        var running = 0
        var overlapped = false
        var onDeepStack = true
        // Hold the loop until all 500 items are queued: otherwise item 0 may run while this
        // thread is still posting, and the item it posts lands among the rest (FIFO, correctly).
        let gate = DispatchSemaphore(value: 0)
        loop.async { gate.wait() }
        for index in 0..<500 {
            loop.async {
                lock.lock()
                running += 1
                overlapped = overlapped || running > 1
                order.append(index)
                lock.unlock()
                onDeepStack = onDeepStack && DeepStack.isOnDeepStack
                // Work posted from the loop itself runs after what was already queued.
                if index == 0 {
                    loop.async {
                        lock.lock()
                        order.append(-1)
                        lock.unlock()
                    }
                }
                lock.lock()
                running -= 1
                lock.unlock()
                if index == 499 { loop.async { done.signal() } }
            }
        }
        gate.signal()
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        lock.lock()
        defer { lock.unlock() }
        XCTAssertEqual(order, Array(0..<500) + [-1])
        XCTAssertFalse(overlapped)
        XCTAssertTrue(onDeepStack)
    }

    func testPostsFromSeveralThreadsKeepEachThreadsOrder() {
        let loop = EventLoopThread(name: "test-loop")
        let lock = NSLock()
        var seen: [Int: [Int]] = [:]
        DispatchQueue.concurrentPerform(iterations: 4) { poster in
            for index in 0..<200 {
                loop.async {
                    lock.lock()
                    seen[poster, default: []].append(index)
                    lock.unlock()
                }
            }
        }
        let done = DispatchSemaphore(value: 0)
        loop.async { done.signal() }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        lock.lock()
        defer { lock.unlock() }
        for poster in 0..<4 { XCTAssertEqual(seen[poster], Array(0..<200), "poster \(poster)") }
    }
}
