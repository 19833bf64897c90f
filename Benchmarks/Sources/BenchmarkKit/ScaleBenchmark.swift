// Monorepo scale through the `ax-lsp` binary: the synthetic monorepo at growing sizes, each size's
// figures as a ratio to the smallest size's in the same run (growth should be linear).
import Foundation
import SyntheticWorkspace

/// One size's figures (nil when the run failed).
public struct ScaleRow {
    public var files = 0
    public var swiftFiles = 0
    public var lines = 0
    /// `ax-lsp check ROOT --no-cache`: nothing read or written.
    public var coldCheckMilliseconds: Double?
    /// `ax-lsp check ROOT` with an empty cache folder: parses and writes the caches.
    public var firstCheckMilliseconds: Double?
    /// `ax-lsp check ROOT` again: the stored results of the first.
    public var warmCheckMilliseconds: Double?
    /// The server with its cache off: `initialized` → every identifier answerable.
    public var serverIndexMilliseconds: Double?
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
        func check(_ label: String, _ extra: [String]) -> Double? {
            progress("\(size) files: \(label) check")
            let run = RealAppsBenchmark.timed(
                binary, ["check", root, "--reporter", "json"] + extra + jobs, environment: environment)
            if run.milliseconds == nil { row.failures.append("\(label) check failed") }
            if let peak = run.peakBytes { peaks.append(peak) }
            return run.milliseconds
        }
        row.coldCheckMilliseconds = check("cold", ["--no-cache"])
        try? FileManager.default.removeItem(at: cache)
        row.firstCheckMilliseconds = check("first", [])
        row.warmCheckMilliseconds = check("warm", [])
        row.checkPeakBytes = peaks.max()

        progress("\(size) files: server first index")
        switch ServerIndexBenchmark.runOnce(server: binary, root: root, cacheHome: cache) {
        case .success(let sample):
            row.serverIndexMilliseconds = sample.fullResultsMilliseconds
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

    /// The Markdown table BENCHMARKS.md keeps: each figure and its ratio to the first row's.
    public static func table(_ rows: [ScaleRow]) -> String {
        var lines = [
            "| files (Swift) | lines | cold `check` | first `check`, writing the caches | warm `check` | server first index | peak RSS `check` / server |",
            "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
        ]
        guard let base = rows.first else { return lines.joined(separator: "\n") }
        func figure(_ value: Double?, _ baseValue: Double?) -> String {
            guard let value else { return "failed" }
            let ratio = baseValue.map { Format.ratio(value / max($0, 0.001)) } ?? "—"
            return String(format: "%.0f ms", value) + " (\(ratio))"
        }
        func memory(_ value: Int?, _ baseValue: Int?) -> String {
            guard let value else { return "n/a" }
            let ratio = baseValue.map { Format.ratio(Double(value) / Double(max($0, 1))) } ?? "—"
            return "\(Format.megabytes(value)) (\(ratio))"
        }
        for row in rows {
            lines.append(
                "| \(row.files) (\(row.swiftFiles)) | \(row.lines) | "
                    + "\(figure(row.coldCheckMilliseconds, base.coldCheckMilliseconds)) | "
                    + "\(figure(row.firstCheckMilliseconds, base.firstCheckMilliseconds)) | "
                    + "\(figure(row.warmCheckMilliseconds, base.warmCheckMilliseconds)) | "
                    + "\(figure(row.serverIndexMilliseconds, base.serverIndexMilliseconds)) | "
                    + "\(memory(row.checkPeakBytes, base.checkPeakBytes)) / \(memory(row.serverPeakBytes, base.serverPeakBytes)) |"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// The targets against the largest size: each figure's growth within `growthSlack` of the
    /// file ratio, and the peak under `peakLimitBytes`.
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
            "growth \(last.files) ÷ \(base.files) files (target ≤ \(String(format: "%.1f", limit))×): "
                + [
                    growth("cold check", last.coldCheckMilliseconds, base.coldCheckMilliseconds),
                    growth("first check", last.firstCheckMilliseconds, base.firstCheckMilliseconds),
                    growth("warm check", last.warmCheckMilliseconds, base.warmCheckMilliseconds),
                    growth("server first index", last.serverIndexMilliseconds, base.serverIndexMilliseconds)
                ].joined(separator: "; "),
            peak ?? "peak RSS: not measured"
        ]
    }

    static func progress(_ message: String) {
        try? FileHandle.standardError.write(contentsOf: Data("ax-lsp-bench: scale: \(message)\n".utf8))
    }
}
