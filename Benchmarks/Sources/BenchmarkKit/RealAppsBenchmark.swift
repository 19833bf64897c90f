// Real app folders measured through the `ax-lsp` binary users run, each figure with the parse of
// the same files in the same run as its baseline (the machine is shared, so only ratios compare).
import AXConfig
import Foundation

/// One app's figures.
public struct RealAppResult {
    public var name: String
    public var files = 0
    public var lines = 0
    /// swift-syntax alone on the app's Swift files, on the same threads (the baseline).
    public var parseMilliseconds = 0.0
    /// `ax-lsp ids APP --no-cache` wall-clock (cold: nothing cached, every file parsed).
    public var coldIdsMilliseconds: Double?
    /// `ax-lsp check APP --no-cache`.
    public var coldCheckMilliseconds: Double?
    /// `ax-lsp check APP` with an empty cache folder: a user's first run, which writes the caches.
    public var firstCheckMilliseconds: Double?
    /// `ax-lsp ids APP` with the caches of a previous run (what CI sees on an unchanged tree).
    public var warmIdsMilliseconds: Double?
    /// Peak resident memory of the cold `ids` run.
    public var coldIdsPeakBytes: Int?
    /// The server with its cache off: `initialized` → every identifier answerable.
    public var serverFullResultsMilliseconds: Double?
    public var serverPeakBytes: Int?
    /// The file typed into, and the keystroke → `inlayHint` answer times.
    public var keystrokeFile: String?
    public var keystrokeInlayHint = Samples()
    /// The same inside the first explicit identifier literal of the largest SwiftUI file that has one.
    public var identifierKeystrokeFile: String?
    public var identifierKeystrokeInlayHint = Samples()
    /// Keystroke in that identifier literal → complete results (a pulled-diagnostics answer).
    public var identifierKeystrokeComplete = Samples()
    /// The same inside the first string literal of `viewDidLoad` in the largest UIKit file with one.
    public var uikitKeystrokeFile: String?
    public var uikitKeystrokeInlayHint = Samples()
    public var failures: [String] = []

    public func ratio(_ value: Double?) -> String {
        guard let value else { return "—" }
        return Format.ratio(value / max(parseMilliseconds, 0.001))
    }
}

public enum RealAppsBenchmark {
    /// Measures `app` with the `ax-lsp` binary at `binary`; `keystrokes` letters are typed after
    /// the first `Text("` of the app's largest SwiftUI file (none typed when it has none).
    public static func run(app: String, binary: URL, threads: Int, keystrokes: Int, scratch: URL) -> RealAppResult {
        var result = RealAppResult(name: (app as NSString).lastPathComponent)
        let discovered = WorkspaceFiles.discover(roots: [app], config: AXConfiguration(), base: app)
        let read = WorkspaceScan.read(
            discovered.files.map { ScanInput(diskPath: $0.path, analysisPath: $0.path) }, threads: threads)
        let swift = read.files.filter { $0.input.analysisPath.hasSuffix(".swift") }.map {
            (path: $0.input.analysisPath, text: $0.text)
        }
        result.files = read.files.count
        result.lines = read.files.reduce(0) { $0 + $1.text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
        result.parseMilliseconds = ColdIndexBenchmark.parseOnlyMeasured(swift, threads: threads).wall

        let cache = scratch.appendingPathComponent("cache-\(result.name)")
        try? FileManager.default.removeItem(at: cache)
        let environment = ["XDG_CACHE_HOME": cache.path]
        let jobs = ["--jobs", "\(threads)"]
        let cold = timed(binary, ["ids", app, "--no-cache", "--format", "json"] + jobs, environment: environment)
        result.coldIdsMilliseconds = cold.milliseconds
        result.coldIdsPeakBytes = cold.peakBytes
        result.coldCheckMilliseconds =
            timed(binary, ["check", app, "--no-cache", "--reporter", "json"] + jobs, environment: environment)
            .milliseconds
        try? FileManager.default.removeItem(at: cache)
        result.firstCheckMilliseconds =
            timed(binary, ["check", app, "--reporter", "json"] + jobs, environment: environment).milliseconds
        _ = timed(binary, ["ids", app, "--format", "json"] + jobs, environment: environment)
        result.warmIdsMilliseconds =
            timed(binary, ["ids", app, "--format", "json"] + jobs, environment: environment).milliseconds

        switch ServerIndexBenchmark.runOnce(server: binary, root: app, cacheHome: cache) {
        case .success(let sample):
            result.serverFullResultsMilliseconds = sample.fullResultsMilliseconds
            result.serverPeakBytes = sample.peakBytes
        case .failure(let failure): result.failures.append("server index: \(failure)")
        }

        if keystrokes > 0, let file = largestSwiftUIFile(swift) {
            result.keystrokeFile = String(file.path.dropFirst(app.count + 1))
            let plan = ServerSessionPlan(keystrokeEdits: keystrokes, memoryEdits: 0, sampleEvery: max(keystrokes, 1))
            switch ServerSessionBenchmark.run(server: binary, root: app, file: file, plan: plan, marker: "Text(\"") {
            case .success(let session): result.keystrokeInlayHint = session.keystroke.inlayHint
            case .failure(let failure): result.failures.append("keystrokes: \(failure)")
            }
        }
        let identifierMarker = ".accessibilityIdentifier(\""
        if keystrokes > 0, let file = largestSwiftUIFile(swift, containing: identifierMarker) {
            result.identifierKeystrokeFile = String(file.path.dropFirst(app.count + 1))
            let plan = ServerSessionPlan(
                keystrokeEdits: keystrokes, memoryEdits: 0, sampleEvery: max(keystrokes, 1), completeEdits: keystrokes)
            switch ServerSessionBenchmark.run(
                server: binary, root: app, file: file, plan: plan, marker: identifierMarker)
            {
            case .success(let session):
                result.identifierKeystrokeInlayHint = session.keystroke.inlayHint
                result.identifierKeystrokeComplete = session.keystroke.complete
            case .failure(let failure): result.failures.append("identifier keystrokes: \(failure)")
            }
        }
        if keystrokes > 0, let spot = largestUIKitMethodString(swift) {
            result.uikitKeystrokeFile = String(spot.file.path.dropFirst(app.count + 1))
            let plan = ServerSessionPlan(keystrokeEdits: keystrokes, memoryEdits: 0, sampleEvery: max(keystrokes, 1))
            switch ServerSessionBenchmark.run(
                server: binary, root: app, file: spot.file, plan: plan, marker: spot.marker)
            {
            case .success(let session): result.uikitKeystrokeInlayHint = session.keystroke.inlayHint
            case .failure(let failure): result.failures.append("UIKit keystrokes: \(failure)")
            }
        }
        return result
    }

    /// The largest file without a SwiftUI body whose `viewDidLoad` holds a string literal, and
    /// the text from `func viewDidLoad()` to that literal's opening quote (typing goes after it).
    static func largestUIKitMethodString(_ files: [(path: String, text: String)]) -> (
        file: (path: String, text: String), marker: String
    )? {
        var best: (file: (path: String, text: String), marker: String)?
        for file in files where !file.text.contains("var body: some View") {
            guard best.map({ file.text.utf8.count > $0.file.text.utf8.count }) ?? true,
                let start = file.text.range(of: "func viewDidLoad()")
            else { continue }
            // The method's first literal: a quote before the method's closing brace.
            let rest = file.text[start.upperBound...]
            guard let quote = rest.firstIndex(of: "\""), !rest[..<quote].contains("\n    }\n") else { continue }
            best = (file, String(file.text[start.lowerBound...quote]))
        }
        return best
    }

    /// The largest Swift file with a SwiftUI body and a `Text("…")` literal to type into.
    static func largestSwiftUIFile(_ files: [(path: String, text: String)], containing marker: String = "Text(\"") -> (
        path: String, text: String
    )? {
        files.filter { $0.text.contains("var body: some View") && $0.text.contains(marker) }
            .max { $0.text.utf8.count < $1.text.utf8.count }
    }

    /// Runs the binary to completion (output discarded); wall-clock to the millisecond and,
    /// through `/usr/bin/time` when it exists, peak resident memory.
    static func timed(_ binary: URL, _ arguments: [String], environment: [String: String]) -> (
        milliseconds: Double?, peakBytes: Int?
    ) {
        let process = Process()
        let timeTool = "/usr/bin/time"
        let report = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ax-lsp-bench-time-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        if FileManager.default.isExecutableFile(atPath: timeTool) {
            process.executableURL = URL(fileURLWithPath: timeTool)
            process.arguments = ["-f", "%M", "-o", report.path, binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        // Not `waitUntilExit`, which polls every 50 ms on Linux (`TimedChild`).
        guard let waitForExit = TimedChild.start(process) else { return (nil, nil) }
        waitForExit()
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        // `check` exits 2 when it has error findings; anything else is a failed run.
        guard process.terminationStatus == 0 || process.terminationStatus == 2 else { return (nil, nil) }
        let kilobytes = (try? String(contentsOf: report, encoding: .utf8))?
            .split(whereSeparator: \.isNewline).last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        return (milliseconds, kilobytes.map { $0 * 1024 })
    }

    /// The Markdown table BENCHMARKS.md keeps.
    public static func table(_ results: [RealAppResult]) -> String {
        var lines = [
            "| app | files | lines | parse | cold `ids` | cold `check` | first `check`, writing the caches | warm `ids` | server, complete results | keystroke → hint p50 / p99: in `Text` | in an identifier | in a UIKit method | keystroke in an identifier → complete results p50 / p99 | RSS `ids` / server |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
        ]
        func ms(_ value: Double?) -> String { value.map { String(format: "%.0f ms", $0) } ?? "—" }
        for result in results {
            func hint(_ samples: Samples) -> String {
                samples.values.isEmpty
                    ? "—" : String(format: "%.1f / %.1f ms", samples.percentile(50), samples.percentile(99))
            }
            lines.append(
                "| \(result.name) | \(result.files) | \(result.lines) | \(ms(result.parseMilliseconds)) | "
                    + "\(ms(result.coldIdsMilliseconds)) (\(result.ratio(result.coldIdsMilliseconds))) | "
                    + "\(ms(result.coldCheckMilliseconds)) (\(result.ratio(result.coldCheckMilliseconds))) | "
                    + "\(ms(result.firstCheckMilliseconds)) (\(result.ratio(result.firstCheckMilliseconds))) | "
                    + "\(ms(result.warmIdsMilliseconds)) (\(result.ratio(result.warmIdsMilliseconds))) | "
                    + "\(ms(result.serverFullResultsMilliseconds)) (\(result.ratio(result.serverFullResultsMilliseconds))) | "
                    + "\(hint(result.keystrokeInlayHint)) | \(hint(result.identifierKeystrokeInlayHint)) | \(hint(result.uikitKeystrokeInlayHint)) | \(hint(result.identifierKeystrokeComplete)) | \(Format.megabytes(result.coldIdsPeakBytes)) / \(Format.megabytes(result.serverPeakBytes)) |"
            )
        }
        return lines.joined(separator: "\n")
    }
}
