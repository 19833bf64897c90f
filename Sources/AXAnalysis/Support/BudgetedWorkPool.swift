// Runs independent items on deep-stack threads and stops waiting for any item past its time budget.
import Foundation

/// The one way the CLI, the server's indexer and the benchmarks summarise many files: `threads`
/// `DeepStack` threads take the next index as they finish the last (so a file's parse spawns no
/// thread of its own), and an item still running after `budget` seconds is given up: its slot
/// stays nil, `overran` is called with its index, and a new thread takes its place, so one file
/// that parses for minutes neither stalls the run nor is waited for at the end.
///
/// Swift cannot stop a thread, so a given-up item keeps its thread (and a core) until it
/// returns; its result is then dropped. `ParseCostGuard` keeps every known slow input out of the
/// parser, so the budget is the net for what nobody has found yet.
public enum BudgetedWorkPool {
    /// One thread per active core: what callers with no preference use.
    public static var defaultThreadCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// The budget for parsing and extracting one file: a thousand times what a large real file
    /// takes in a release build, so only a file that would never finish reaches it.
    public static let defaultFileBudget: TimeInterval = 20

    /// How many times callers of `map` woke to check on their items (for tests: not once per item).
    package static let callerWakeCount = AtomicCount()

    /// `body(index)` for every index in `0..<count`, in input order; nil for items given up.
    /// `overran` is called once per given-up item, on the calling thread, as soon as it is;
    /// `completed` on the worker's thread for every item that was not given up, as it finishes
    /// (never for an item `overran` was called for).
    package static func map<Value>(
        count: Int, threads: Int, budget: TimeInterval?,
        overran: (Int) -> Void = { _ in },
        completed: @escaping @Sendable (Int, Value) -> Void = { _, _ in },
        _ body: @escaping @Sendable (Int) -> Value
    ) -> [Value?] {
        guard count > 0 else { return [] }
        let state = PoolState<Value>(count: count)
        let workerCount = max(1, min(threads, count))
        for _ in 0..<workerCount { startWorker(state: state, completed: completed, body: body) }
        let tick = min(0.05, (budget ?? 1) / 4)
        while true {
            let (done, late) = state.waitForChange(upTo: tick, budget: budget)
            callerWakeCount.add(1)
            for index in late {
                overran(index)
                startWorker(state: state, completed: completed, body: body)
            }
            if done { break }
        }
        return state.results()
    }

    private static func startWorker<Value>(
        state: PoolState<Value>, completed: @escaping @Sendable (Int, Value) -> Void,
        body: @escaping @Sendable (Int) -> Value
    ) {
        let worker = state.addWorker()
        DeepStack.startThread(name: "ax-lsp.pool") {
            while let index = state.take(worker: worker) {
                let value = body(index)
                // `completed` runs before the item counts as finished, so the caller never returns
                // (and, in the server, never posts the end of indexing) ahead of a delivery.
                if state.claim(worker: worker, index: index, value: value) {
                    completed(index, value)
                    state.markFinished()
                }
            }
        }
    }

    /// Everything the workers and the waiting caller share, behind one lock.
    private final class PoolState<Value>: @unchecked Sendable {
        /// Guards everything below; signalled when the last item finishes, so the caller notices
        /// the end at once and wakes otherwise only to check the budget (every `tick`). A signal
        /// per item woke the caller's thread thousands of times a scan, each wake-up a system
        /// call on the worker's side and a context switch on a core the workers need.
        private let lock = NSCondition()
        private var next = 0
        private let count: Int
        private var slots: [Value?]
        private var finished = 0
        private var givenUp = 0
        private var workers = 0
        /// What each worker is running now, and since when.
        private var running: [Int: (index: Int, started: DispatchTime)] = [:]
        /// Workers whose item was given up: they stop after it.
        private var abandoned: Set<Int> = []

        init(count: Int) {
            self.count = count
            slots = Array(repeating: nil, count: count)
        }

        func addWorker() -> Int {
            lock.lock()
            defer { lock.unlock() }
            workers += 1
            return workers
        }

        func take(worker: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard !abandoned.contains(worker), next < count else {
                running[worker] = nil
                return nil
            }
            next += 1
            running[worker] = (next - 1, .now())
            return next - 1
        }

        /// Records a result, after which its item can no longer be given up; false when it
        /// already was (the result is dropped).
        func claim(worker: Int, index: Int, value: Value) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            running[worker] = nil
            guard !abandoned.contains(worker) else { return false }
            slots[index] = value
            return true
        }

        /// Counts a claimed item as finished, and wakes the caller when it was the last.
        func markFinished() {
            lock.lock()
            finished += 1
            if finished + givenUp == count { lock.broadcast() }
            lock.unlock()
        }

        /// Waits until the last item finishes or `seconds` pass, then gives up the items past `budget`;
        /// true once every item finished or was given up.
        func waitForChange(upTo seconds: TimeInterval, budget: TimeInterval?) -> (done: Bool, late: [Int]) {
            lock.lock()
            if finished + givenUp < count {
                _ = lock.wait(until: Date(timeIntervalSinceNow: seconds))
            }
            lock.unlock()
            return check(budget: budget)
        }

        /// Gives up the items past `budget`; true once every item finished or was given up.
        func check(budget: TimeInterval?) -> (done: Bool, late: [Int]) {
            lock.lock()
            defer { lock.unlock() }
            var late: [Int] = []
            if let budget {
                let now = DispatchTime.now().uptimeNanoseconds
                for (worker, item) in running where !abandoned.contains(worker) {
                    if Double(now - item.started.uptimeNanoseconds) / 1e9 > budget {
                        abandoned.insert(worker)
                        late.append(item.index)
                        givenUp += 1
                    }
                }
            }
            return (finished + givenUp == count, late.sorted())
        }

        func results() -> [Value?] {
            lock.lock()
            defer { lock.unlock() }
            return slots
        }
    }
}
