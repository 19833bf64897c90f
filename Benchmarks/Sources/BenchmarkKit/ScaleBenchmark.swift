// Monorepo scale through the `ax-lsp` binary: the synthetic monorepo at growing sizes, each size's
// figures as a ratio to the smallest size's in the same run (growth should be linear).
import Foundation
import SyntheticWorkspace

/// One size's figures (nil when the run failed): each a wall-clock time and the CPU time of
/// every thread, which is what growth is judged on (the machine is shared, and a neighbour's load
/// moves wall-clock times by 3× between sizes of the same run).
public struct ScaleRow {
    public var files = 0
    public var swiftFiles = 0
    public var lines = 0
    /// `ax-lsp check ROOT --no-cache`: nothing read or written.
    public var coldCheckMilliseconds: Double?
    public var coldCheckCPUMilliseconds: Double?
    /// `ax-lsp check ROOT` with an empty cache folder: parses and writes the caches.
    public var firstCheckMilliseconds: Double?
    public var firstCheckCPUMilliseconds: Double?
    /// `ax-lsp check ROOT` again: the stored results of the first.
    public var warmCheckMilliseconds: Double?
    public var warmCheckCPUMilliseconds: Double?
    /// The server with its cache off: `initialized` → every identifier answerable.
    public var serverIndexMilliseconds: Double?
    public var serverIndexCPUMilliseconds: Double?
    /// Peak resident memory (`/usr/bin/time` of each `check`, the server's `VmHWM`).
    public var checkPeakBytes: Int?
    public var serverPeakBytes: Int?
    public var failures: [String] = []

    public var peakBytes: Int? { [checkPeakBytes, serverPeakBytes].compactMap { $0 }.max() }
}

public enum ScaleBenchmark {
    /// The ladder of a large company's iOS monorepo, and the CI one.
    public static let defaultSizes = [5_000, 10_000, 25_000, 50_000]
    public static let quickSizes = [10, 20]
    /// Linear growth: the largest size costs at most its share of the smallest plus 10%.
    public static let growthSlack = 1.1
    public static let peakLimitBytes = 1_500 * 1_048_576

    /// Generates the monorepo of `size` files under `directory`, measures it with `binary` and
    /// deletes it (the largest is about 400 MB of sources).
    public static func run(size: Int, seed: UInt64, binary: URL, threads: Int, directory: String) -> ScaleRow {
        var row = ScaleRow()
        let (root, files) = writeMonorepo(size: size, seed: seed, directory: directory)
        defer { try? FileManager.default.removeItem(atPath: root) }
        row.files = files.count
        row.swiftFiles = files.filter { $0.path.hasSuffix(".swift") }.count
        row.lines = files.reduce(0) { $0 + $1.text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }

        let cache = URL(fileURLWithPath: "\(directory)/scale-cache-\(size)")
        try? FileManager.default.removeItem(at: cache)
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = ["XDG_CACHE_HOME": cache.path]
        let jobs = ["--jobs", "\(threads)"]
        var peaks: [Int] = []
        func check(_ label: String, _ extra: [String]) -> (wall: Double?, cpu: Double?) {
            progress("\(size) files: \(label) check")
            let run = timed(binary, ["check", root, "--reporter", "json"] + extra + jobs, environment: environment)
            if run.milliseconds == nil { row.failures.append("\(label) check failed") }
            if let peak = run.peakBytes { peaks.append(peak) }
            return (run.milliseconds, run.cpuMilliseconds)
        }
        (row.coldCheckMilliseconds, row.coldCheckCPUMilliseconds) = check("cold", ["--no-cache"])
        try? FileManager.default.removeItem(at: cache)
        (row.firstCheckMilliseconds, row.firstCheckCPUMilliseconds) = check("first", [])
        (row.warmCheckMilliseconds, row.warmCheckCPUMilliseconds) = check("warm", [])
        row.checkPeakBytes = peaks.max()

        progress("\(size) files: server first index")
        switch ServerIndexBenchmark.runOnce(server: binary, root: root, cacheHome: cache) {
        case .success(let sample):
            row.serverIndexMilliseconds = sample.fullResultsMilliseconds
            row.serverIndexCPUMilliseconds = sample.cpuMilliseconds
            row.serverPeakBytes = sample.peakBytes
        case .failure(let failure): row.failures.append("server index: \(failure)")
        }
        return row
    }

    /// Writes the monorepo of `size` files under `directory` (replacing any earlier copy) and
    /// returns its root and files (`generate --sizes N` keeps it, to look at or profile).
    @discardableResult
    public static func writeMonorepo(size: Int, seed: UInt64, directory: String) -> (
        root: String, files: [SyntheticFile]
    ) {
        let root = "\(directory)/monorepo-v\(SyntheticWorkspace.monorepoVersion)-\(size)-\(seed)"
        try? FileManager.default.removeItem(atPath: root)
        progress("\(size) files: writing \(root)")
        let files = SyntheticWorkspace.generateMonorepo(fileCount: size, seed: seed, root: root)
        for file in files {
            let url = URL(fileURLWithPath: file.path)
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(file.text.utf8).write(to: url)
        }
        return (root, files)
    }

    /// Runs the binary to completion (output discarded) under `/usr/bin/time`: wall-clock to the
    /// millisecond, the child's CPU time (user + system) and its peak resident memory.
    static func timed(_ binary: URL, _ arguments: [String], environment: [String: String]) -> (
        milliseconds: Double?, cpuMilliseconds: Double?, peakBytes: Int?
    ) {
        let process = Process()
        let report = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ax-lsp-bench-time-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%M %U %S", "-o", report.path, binary.path] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        guard let waitForExit = TimedChild.start(process) else { return (nil, nil, nil) }
        waitForExit()
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        // `check` exits 2 when it has error findings; anything else is a failed run.
        guard process.terminationStatus == 0 || process.terminationStatus == 2 else { return (nil, nil, nil) }
        let fields =
            (try? String(contentsOf: report, encoding: .utf8))?.split(whereSeparator: \.isNewline).last?
            .split(separator: " ") ?? []
        guard fields.count == 3, let kilobytes = Int(fields[0]), let user = Double(fields[1]),
            let system = Double(fields[2])
        else { return (milliseconds, nil, nil) }
        return (milliseconds, (user + system) * 1_000, kilobytes * 1024)
    }

    /// The Markdown table BENCHMARKS.md keeps: each figure and its ratio to the first row's.
    public static func table(_ rows: [ScaleRow]) -> String {
        var lines = [
            "| files (Swift) | lines | cold `check` | first `check`, writing the caches | warm `check` | server first index | peak RSS `check` / server |",
            "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
        ]
        guard let base = rows.first else { return lines.joined(separator: "\n") }
        // Wall-clock, then CPU time and its ratio to the first row's.
        func figure(_ wall: Double?, _ cpu: Double?, _ baseCPU: Double?) -> String {
            guard let wall else { return "failed" }
            guard let cpu else { return String(format: "%.1f s", wall / 1_000) }
            let ratio = baseCPU.map { Format.ratio(cpu / max($0, 0.001)) } ?? "—"
            return String(format: "%.1f s, CPU %.1f s", wall / 1_000, cpu / 1_000) + " (\(ratio))"
        }
        func memory(_ value: Int?, _ baseValue: Int?) -> String {
            guard let value else { return "n/a" }
            let ratio = baseValue.map { Format.ratio(Double(value) / Double(max($0, 1))) } ?? "—"
            return "\(Format.megabytes(value)) (\(ratio))"
        }
        for row in rows {
            lines.append(
                "| \(row.files) (\(row.swiftFiles)) | \(row.lines) | "
                    + "\(figure(row.coldCheckMilliseconds, row.coldCheckCPUMilliseconds, base.coldCheckCPUMilliseconds)) | "
                    + "\(figure(row.firstCheckMilliseconds, row.firstCheckCPUMilliseconds, base.firstCheckCPUMilliseconds)) | "
                    + "\(figure(row.warmCheckMilliseconds, row.warmCheckCPUMilliseconds, base.warmCheckCPUMilliseconds)) | "
                    + "\(figure(row.serverIndexMilliseconds, row.serverIndexCPUMilliseconds, base.serverIndexCPUMilliseconds)) | "
                    + "\(memory(row.checkPeakBytes, base.checkPeakBytes)) / \(memory(row.serverPeakBytes, base.serverPeakBytes)) |"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// The targets against the largest size: each figure's growth in CPU time within
    /// `growthSlack` of the file ratio, and the peak under `peakLimitBytes`.
    public static func verdicts(_ rows: [ScaleRow]) -> [String] {
        guard let base = rows.first, let last = rows.last, rows.count > 1 else { return [] }
        let limit = Double(last.files) / Double(max(base.files, 1)) * growthSlack
        func growth(_ name: String, _ value: Double?, _ baseValue: Double?) -> String {
            guard let value, let baseValue, baseValue > 0 else { return "\(name): not measured" }
            let ratio = value / baseValue
            return "\(name) \(Format.ratio(ratio)) (\(ratio <= limit ? "met" : "MISSED"))"
        }
        let peak = last.peakBytes.map {
            "peak RSS \(Format.megabytes($0)) (\($0 <= peakLimitBytes ? "met" : "MISSED"), target ≤ 1,500 MB)"
        }
        return [
            "growth in CPU time, \(last.files) ÷ \(base.files) files (target ≤ \(String(format: "%.1f", limit))×): "
                + [
                    growth("cold check", last.coldCheckCPUMilliseconds, base.coldCheckCPUMilliseconds),
                    growth("first check", last.firstCheckCPUMilliseconds, base.firstCheckCPUMilliseconds),
                    growth("warm check", last.warmCheckCPUMilliseconds, base.warmCheckCPUMilliseconds),
                    growth("server first index", last.serverIndexCPUMilliseconds, base.serverIndexCPUMilliseconds)
                ].joined(separator: "; "),
            peak ?? "peak RSS: not measured"
        ]
    }

    static func progress(_ message: String) {
        try? FileHandle.standardError.write(contentsOf: Data("ax-lsp-bench: scale: \(message)\n".utf8))
    }
}
