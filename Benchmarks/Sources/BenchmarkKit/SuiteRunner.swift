// Runs every benchmark in order and prints one line per target: measured, baseline, ratio, goal.
import AXAnalysis
import Foundation

/// The whole suite; output is plain text meant for BENCHMARKS.md and CI logs (no time asserted).
public struct SuiteRunner {
    public var options: BenchmarkOptions

    public init(options: BenchmarkOptions) { self.options = options }

    public func runAll() {
        let root = options.workspaceRoot()
        let workspace = BenchmarkWorkspace.load(root: root)
        print("workspace: \(root)")
        print(
            "  \(workspace.files.count) files, \(workspace.lineCount) lines, \(Format.megabytes(workspace.byteCount)); threads \(options.threads); \(buildConfiguration) build"
        )

        let cold = ColdIndexBenchmark.run(workspace.files, threads: options.threads, runs: options.runs)
        print(
            "cold index (best of \(options.runs)): \(Format.ms(cold.indexMilliseconds)) = extract \(Format.ms(cold.extractMilliseconds)) + resolve \(Format.ms(cold.resolveMilliseconds)); \(cold.identifierCount) identifiers, \(cold.findingCount) findings"
        )
        print("  baseline swift-syntax parse only: \(Format.ms(cold.parseOnlyMilliseconds))")
        print("  ratio \(Format.ratio(cold.ratio))  (target ≤ 1.30×)")
        print(
            "  CPU time of all threads: index \(Format.ms(cold.extractCPUMilliseconds + cold.resolveCPUMilliseconds)) = extract \(Format.ms(cold.extractCPUMilliseconds)) + resolve \(Format.ms(cold.resolveCPUMilliseconds)); parse only \(Format.ms(cold.parseOnlyCPUMilliseconds)); ratio \(Format.ratio(cold.cpuRatio))"
        )

        runKeystroke(workspace: workspace, analysis: cold.workspace)

        runWarmStart(root: root)

        let server = Self.serverBinary
        if FileManager.default.isExecutableFile(atPath: server.path),
            let start = ServerStartBenchmark.run(server: server, workspaceRoot: root, runs: max(options.runs, 5))
        {
            print("server start (\(server.path), \(start.initialize.values.count) runs):")
            print(
                "  process start → initialize response p50 \(Format.ms(start.initialize.p50)), max \(Format.ms(start.initialize.percentile(100)))  (target ≤ 50 ms)"
            )
            print(
                "  baseline process start → exit of `ax-lsp --version` p50 \(Format.ms(start.version.p50)); ratio \(Format.ratio(start.ratio))"
            )
        } else {
            print(
                "server start: no ax-lsp binary next to ax-lsp-bench (build it with `swift build --product ax-lsp` in Benchmarks/)"
            )
        }

        runServerIndex(root: root)

        runServerSession(
            ServerSessionPlan(
                keystrokeEdits: options.edits, memoryEdits: options.skipMemory ? 0 : options.memoryEdits,
                sampleEvery: options.sampleEvery), root: root)

        if !options.skipMemory, let memory = runMemoryChild() {
            print("memory (child process, \(memory.edits) edits):")
            print(
                "  resident at start \(Format.megabytes(memory.residentAtStart)), peak after index \(Format.megabytes(memory.peakAfterIndex))  (target ≤ 200 MB)"
            )
            let growth = memory.growth.map { String(format: "%+.1f%%", $0 * 100) } ?? "n/a"
            print(
                "  resident after index \(Format.megabytes(memory.residentAfterIndex)), after edits \(Format.megabytes(memory.residentAfterEdits)), growth \(growth)  (target ≤ 10%)"
            )
        }
    }

    /// The warm-start benchmarks alone (`ax-lsp-bench warm`): in process with stages, then the
    /// real `ax-lsp check` next to this executable.
    /// One-character edits in the keystroke file of an indexed workspace (`analysis`, or a fresh
    /// index of `workspace`), against the incremental and the full parse of that file.
    public func runKeystroke(workspace: BenchmarkWorkspace, analysis: AnalysisWorkspace?) {
        guard let file = workspace.keystrokeFile else { return }
        let analysis = analysis ?? ColdIndexBenchmark.index(workspace.files, threads: options.threads).workspace
        let lines = file.text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
        let keystroke = KeystrokeBenchmark.run(
            workspace: analysis, path: file.path, text: file.text, edits: options.edits)
        print(
            "keystroke: \(options.edits) one-character edits in \(URL(fileURLWithPath: file.path).lastPathComponent) (\(lines) lines)"
        )
        print(
            "  pipeline p50 \(Format.ms(keystroke.pipeline.p50)), p99 \(Format.ms(keystroke.pipeline.p99))  (targets p50 ≤ 5 ms, p99 ≤ 25 ms)"
        )
        print(
            "    stages p50: parse \(Format.ms(keystroke.stageParse.p50)), summarize \(Format.ms(keystroke.stageSummarize.p50)), update \(Format.ms(keystroke.stageUpdate.p50)), findings+identifiers \(Format.ms(keystroke.stageQuery.p50))"
        )
        print(
            "    \(keystroke.shiftCount) edits took the shift path, \(keystroke.resolutionCount) resolved the workspace"
        )
        print(
            "  baseline incremental parse p50 \(Format.ms(keystroke.incrementalParse.p50)), p99 \(Format.ms(keystroke.incrementalParse.p99))"
        )
        print(
            "  baseline full parse p50 \(Format.ms(keystroke.fullParse.p50)), p99 \(Format.ms(keystroke.fullParse.p99))"
        )
        var guardScan = Samples()
        for _ in 0..<max(20, options.edits / 10) {
            guardScan.append(Stopwatch.milliseconds { _ = ParseCostGuard.prepare(file.text).skipped.count })
        }
        print(
            "  ParseCostGuard over the whole file (a full parse pays it; a keystroke reads a window) p50 \(Format.ms(guardScan.p50))"
        )
        print(
            "  ratio to incremental parse p50 \(Format.ratio(keystroke.pipeline.p50 / max(keystroke.incrementalParse.p50, 0.000_001)))  (target ≤ 1.50×)"
        )
        print(
            "  ratio to full parse p50 \(Format.ratio(keystroke.pipeline.p50 / max(keystroke.fullParse.p50, 0.000_001)))"
        )
        if !keystroke.factChanging.values.isEmpty {
            print(
                "  worst case, typing inside an identifier literal (every key changes a fact, the workspace resolves again): p50 \(Format.ms(keystroke.factChanging.p50)), max \(Format.ms(keystroke.factChanging.percentile(100))) over \(keystroke.factChanging.values.count) edits"
            )
        }
    }

    public func runWarmStart(root: String? = nil) {
        let root = root ?? options.workspaceRoot()
        let cacheDirectory = URL(fileURLWithPath: options.directory).appendingPathComponent("cache")
        let warm = WarmStartBenchmark.run(
            root: root, threads: options.threads, runs: options.runs, cacheDirectory: cacheDirectory)
        print(
            "warm start in process (files read from disk, summary cache in \(cacheDirectory.path), \(Format.megabytes(warm.cacheBytes))):"
        )
        print(
            "  cold with an empty cache \(Format.ms(warm.coldMilliseconds)), warm \(Format.ms(warm.warmMilliseconds)) (\(warm.cacheHits) of \(warm.fileCount) files from the cache)"
        )
        let stages = warm.warmStages
        print(
            "    warm stages: read files \(Format.ms(stages.readFiles)), load cache \(Format.ms(stages.loadCache)), hash+look up \(Format.ms(stages.hashAndLookUp)), resolve \(Format.ms(stages.resolve)), save \(Format.ms(stages.save))"
        )
        print("  ratio \(Format.ratio(warm.ratio))  (target ≤ 0.10×)")
        print(
            "  warm with stored analysis results (\(Format.megabytes(warm.resultsBytes))): \(Format.ms(warm.resultsWarmMilliseconds)) = read+hash files \(Format.ms(warm.resultsReadAndHash)) + load results \(Format.ms(warm.resultsLoad)); identical to the cold results: \(warm.resultsIdentical ? "yes" : "NO")"
        )
        print("  ratio \(Format.ratio(warm.resultsRatio))  (target ≤ 0.10×)")

        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "ax-lsp")
        let checkCache = URL(fileURLWithPath: options.directory).appendingPathComponent("check-cache")
        guard FileManager.default.isExecutableFile(atPath: binary.path),
            let check = WarmStartBenchmark.runCheckCommand(
                binary: binary, root: root, threads: options.threads, runs: options.runs, cacheDirectory: checkCache)
        else {
            print(
                "warm start of ax-lsp check: no ax-lsp binary next to ax-lsp-bench (build it with `swift build --product ax-lsp` in Benchmarks/)"
            )
            return
        }
        print(
            "warm start of `ax-lsp check --reporter json --jobs \(options.threads)` (\(binary.path), best of \(options.runs)):"
        )
        print(
            "  --no-cache \(Format.ms(check.noCache.minimum)), empty cache (cold, writes it) \(Format.ms(check.coldCache.minimum)), warm \(Format.ms(check.warmCache.minimum)); reports identical: \(check.outputsIdentical ? "yes" : "NO")"
        )
        print(
            "  ratio warm/cold \(Format.ratio(check.ratio)), warm/--no-cache \(Format.ratio(check.ratioToNoCache))  (target ≤ 0.10×)"
        )
    }

    var buildConfiguration: String {
        #if DEBUG
            return "debug"
        #else
            return "release"
        #endif
    }

    /// Runs `ax-lsp-bench memory` with the same options and parses its line.
    private func runMemoryChild() -> MemoryResult? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !FileManager.default.isExecutableFile(atPath: process.executableURL?.path ?? "") {
            process.executableURL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                .appendingPathComponent(CommandLine.arguments[0])
        }
        process.arguments = ["memory"] + options.arguments
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch {
            print("memory: could not start the child process: \(error)")
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n").lazy.compactMap { MemoryResult(line: String($0)) }.first
    }
}
