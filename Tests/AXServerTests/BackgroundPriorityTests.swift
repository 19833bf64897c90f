import Foundation
import XCTest

// Background resolutions run below the loop's priority, so that on a busy machine the loop gets a
// core first (keystrokes in an identifier literal waited behind the job's threads).
@testable import AXServer

private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

final class BackgroundPriorityTests: XCTestCase {
    /// What `body` reads on a thread of its own.
    private func onNewThread<T>(_ body: @escaping @Sendable () -> T) -> T? {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Thread {
            box.value = body()
            done.signal()
        }.start()
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        return box.value
    }

    func testLowersTheCallingThreadAndTheThreadsItStartsButNoOther() throws {
        #if canImport(Glibc)
            let base = try XCTUnwrap(BackgroundPriority.currentThreadNiceValue())
            guard base < BackgroundPriority.niceValue else { throw XCTSkip("the tests already run at nice \(base)") }
            let observed = onNewThread { () -> [Int32?] in
                let lowered = BackgroundPriority.lowerCurrentThread()
                let own = BackgroundPriority.currentThreadNiceValue()
                let started = self.onNewThread { BackgroundPriority.currentThreadNiceValue() } ?? nil
                return [lowered ? 1 : 0, own, started]
            }
            XCTAssertEqual(observed, [1, BackgroundPriority.niceValue, BackgroundPriority.niceValue])
            XCTAssertEqual(BackgroundPriority.currentThreadNiceValue(), base, "the caller's thread keeps its priority")
            XCTAssertEqual(
                onNewThread { BackgroundPriority.currentThreadNiceValue() } ?? nil, base,
                "threads started elsewhere keep theirs")
        #else
            throw XCTSkip("nice values per thread are Linux's")
        #endif
    }
}
