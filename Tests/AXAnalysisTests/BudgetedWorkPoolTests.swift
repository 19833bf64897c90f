import Foundation
import XCTest

// BudgetedWorkPool: every item once and in order, and an item past its budget given up without
// being waited for, its late result dropped.
@testable import AXAnalysis

final class BudgetedWorkPoolTests: XCTestCase {
    func testEveryItemRunsOnceAndResultsKeepInputOrder() {
        for threads in [1, 2, 5] {
            let counter = Counter()
            let results = BudgetedWorkPool.map(count: 100, threads: threads, budget: nil) { index -> Int in
                counter.add()
                return index * index
            }
            XCTAssertEqual(results, (0..<100).map { $0 * $0 }, "\(threads) threads")
            XCTAssertEqual(counter.value, 100, "\(threads) threads")
        }
        XCTAssertEqual(BudgetedWorkPool.map(count: 0, threads: 2, budget: 1) { $0 }, [])
    }

    /// The caller wakes when the last item finishes and otherwise only to check the budget: a
    /// wake-up per item cost a system call and a context switch per file of a scan.
    func testTheCallerIsNotWokenForEveryItem() {
        let before = BudgetedWorkPool.callerWakeCount.value
        let results = BudgetedWorkPool.map(count: 3_000, threads: 2, budget: 20) { index -> Int in
            var total = 0
            for step in 0..<2_000 { total &+= step &* index }
            return total
        }
        XCTAssertEqual(results.count, 3_000)
        XCTAssertEqual(results.compactMap { $0 }.count, 3_000)
        // 3,000 items of microseconds each: a few ticks of 50 ms at most, however slow the machine
        // is (a wake-up per item gave hundreds).
        let wakes = BudgetedWorkPool.callerWakeCount.value - before
        XCTAssertGreaterThanOrEqual(wakes, 1)
        XCTAssertLessThan(wakes, 100, "the caller woke \(wakes) times for 3,000 items")
    }

    /// The server posts the end of indexing when `map` returns: every delivery must be done by
    /// then, however slow (a delivery that came after it left a restart resolving again).
    func testEveryCompletionHasRunWhenMapReturns() {
        let delivered = IndexSet()
        _ = BudgetedWorkPool.map(
            count: 6, threads: 2, budget: 5,
            completed: { index, _ in
                Thread.sleep(forTimeInterval: 0.03)
                delivered.insert(index)
            }
        ) { $0 }
        XCTAssertEqual(delivered.sorted, [0, 1, 2, 3, 4, 5])
    }

    func testItemsRunOnDeepStackThreads() {
        let results = BudgetedWorkPool.map(count: 4, threads: 2, budget: nil) { _ in DeepStack.isOnDeepStack }
        XCTAssertEqual(results, [true, true, true, true])
    }

    /// Item 3 never finishes on its own: the pool gives it up after the budget, finishes the rest
    /// on a new thread, returns without it, and drops its result when it finally comes.
    func testAnItemPastTheBudgetIsGivenUpAndNotWaitedFor() {
        let release = DispatchSemaphore(value: 0)
        let lateResultDelivered = DispatchSemaphore(value: 0)
        let completed = IndexSet()
        var overran: [Int] = []
        let results = BudgetedWorkPool.map(
            count: 8, threads: 2, budget: 0.2,
            overran: { overran.append($0) },
            completed: { index, _ in completed.insert(index) }
        ) { index -> String in
            if index == 3 {
                release.wait()
                defer { lateResultDelivered.signal() }
                return "late"
            }
            return "item \(index)"
        }
        XCTAssertEqual(overran, [3])
        XCTAssertEqual(results, ["item 0", "item 1", "item 2", nil, "item 4", "item 5", "item 6", "item 7"])
        XCTAssertEqual(completed.sorted, [0, 1, 2, 4, 5, 6, 7])
        release.signal()
        XCTAssertEqual(lateResultDelivered.wait(timeout: .now() + 10), .success)
        // Give the worker time to record (and drop) the late result.
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(completed.sorted, [0, 1, 2, 4, 5, 6, 7], "a given-up item is never reported as completed")
    }

    func testAGivenUpFileBecomesAnAnalysisBudgetFinding() {
        let workspace = AnalysisWorkspace()
        workspace.update(
            path: "App/Slow.swift", text: "let x = 1\n",
            summary: FileExtractor.budgetExceededSummary(path: "App/Slow.swift", budget: 20))
        XCTAssertEqual(
            workspace.allFindings().map { "\($0.ruleID) \($0.site.file) \($0.severity): \($0.message)" },
            [
                "analysis-budget-exceeded App/Slow.swift warning: analysing this file took longer than 20 s, so it was skipped and identifiers it defines are missing; report the file to ax-lsp, and exclude it in .ax-lsp.yml meanwhile"
            ])
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var value = 0
        func add() {
            lock.lock()
            value += 1
            lock.unlock()
        }
    }

    private final class IndexSet: @unchecked Sendable {
        private let lock = NSLock()
        private var indexes: Set<Int> = []
        func insert(_ index: Int) {
            lock.lock()
            indexes.insert(index)
            lock.unlock()
        }
        var sorted: [Int] {
            lock.lock()
            defer { lock.unlock() }
            return indexes.sorted()
        }
    }
}
