// Clocks, percentiles and the process's memory, the raw instruments of every benchmark.
import Foundation

/// Wall-clock timing in milliseconds.
public enum Stopwatch {
    public static func milliseconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }

    public static func measure<T>(_ body: () -> T) -> (value: T, milliseconds: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let value = body()
        return (value, Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }
}

/// CPU time of the whole process (every thread), in milliseconds. On a machine shared with
/// other work, wall-clock ratios move with the load while CPU time stays close to the work
/// done, so the cold-index benchmark reports both.
public enum ProcessCPU {
    public static var milliseconds: Double {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1_000_000
    }

    /// CPU time so far of another process (the server child), every thread, from
    /// `/proc/PID/stat` (Linux); nil elsewhere.
    public static func milliseconds(processID: Int32) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // After the command name in parentheses: state is field 3, utime 14 and stime 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        return ticks > 0 ? (user + system) / ticks * 1_000 : nil
    }

    /// Wall-clock and CPU milliseconds of `body`.
    public static func measure<T>(_ body: () -> T) -> (value: T, wall: Double, cpu: Double) {
        let cpuStart = milliseconds
        let (value, wall) = Stopwatch.measure(body)
        return (value, wall, milliseconds - cpuStart)
    }
}

/// Order statistics of a list of samples.
public struct Samples {
    public private(set) var values: [Double] = []

    public init() {}

    public mutating func append(_ value: Double) { values.append(value) }

    /// The nearest-rank percentile (p in 0...100); 0 when there are no samples.
    public func percentile(_ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    public var p50: Double { percentile(50) }
    public var p99: Double { percentile(99) }
    public var minimum: Double { values.min() ?? 0 }
}

/// Resident memory of this process, from `/proc/self/status` (Linux); nil elsewhere.
public enum ProcessMemory {
    /// Current resident set size in bytes (`VmRSS`).
    public static var residentBytes: Int? { statusField("VmRSS:") }
    /// Highest resident set size so far in bytes (`VmHWM`).
    public static var peakResidentBytes: Int? { statusField("VmHWM:") }

    /// Current resident set size of another process (the server child), in bytes.
    public static func residentBytes(processID: Int32) -> Int? { statusField("VmRSS:", process: "\(processID)") }
    /// Highest resident set size of another process so far, in bytes.
    public static func peakResidentBytes(processID: Int32) -> Int? { statusField("VmHWM:", process: "\(processID)") }

    private static func statusField(_ name: String, process: String = "self") -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let kilobytes = line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap
            { Int($0) }
            return kilobytes.map { $0 * 1024 }
        }
        return nil
    }
}

/// Formats for the report.
public enum Format {
    public static func ms(_ value: Double) -> String { String(format: "%.3f ms", value) }
    public static func ratio(_ value: Double) -> String { String(format: "%.2f×", value) }
    public static func megabytes(_ bytes: Int?) -> String {
        guard let bytes else { return "n/a" }
        return String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}

/// Child processes timed to the millisecond. Foundation's `waitUntilExit` on Linux polls its
/// run loop every 50 ms, so a time taken around it comes in 50 ms steps; a termination handler
/// fires as soon as the child is reaped.
public enum TimedChild {
    /// Starts `process` and returns a function that waits for its exit (nil when it could not
    /// start). Call the waiter once.
    public static func start(_ process: Process) -> (() -> Void)? {
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do { try process.run() } catch { return nil }
        return { exited.wait() }
    }
}
