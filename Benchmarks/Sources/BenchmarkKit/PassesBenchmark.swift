// `ax-lsp-bench passes FOLDER…`: the CPU time of each extraction pass over the folders' Swift
// files taken as one workspace, summed over the threads, each as a ratio to the parse in the same
// run (BENCHMARKS.md, "Where the cold scan's time goes"). In process, release build.
import AXAnalysis
import Foundation

public enum PassesBenchmark {
    private final class Total: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var times = ExtractionPassTimes()

        func add(_ more: ExtractionPassTimes) {
            lock.lock()
            times = times + more
            lock.unlock()
        }
    }

    /// The table, or nil when the folders hold no Swift file.
    public static func run(folders: [String], threads: Int) -> String? {
        let swiftFiles = folders.flatMap {
            BenchmarkWorkspace.load(root: $0).files.filter { $0.path.hasSuffix(".swift") }
        }
        guard !swiftFiles.isEmpty else { return nil }
        let total = Total()
        DeepStack.concurrentPerform(count: swiftFiles.count, threads: threads) { index in
            total.add(ExtractionPassTimes.measure(path: swiftFiles[index].path, text: swiftFiles[index].text))
        }
        let seconds = total.times.seconds
        let parse = max(seconds.first ?? 0, 1e-9)
        var lines = [
            "\(swiftFiles.count) Swift files, \(threads) threads, CPU summed over the threads:", "",
            "| pass | CPU | × parse |", "| --- | ---: | ---: |"
        ]
        for (name, value) in zip(ExtractionPassTimes.passNames, seconds) {
            lines.append(
                "| \(name) | \(String(format: "%.0f ms", value * 1000)) | \(String(format: "%.3f×", value / parse)) |")
        }
        let passes = seconds.dropFirst().prefix(8).reduce(0, +)
        lines.append(
            "| all passes | \(String(format: "%.0f ms", passes * 1000)) | \(String(format: "%.3f×", passes / parse)) |")
        return lines.joined(separator: "\n")
    }
}
