// ax-lsp-bench: runs the benchmark suite and prints each figure as a ratio to its baseline.
import BenchmarkKit
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.first.map { $0.hasPrefix("--") ? "all" : $0 } ?? "all"
if arguments.first.map({ !$0.hasPrefix("--") }) == true { arguments.removeFirst() }

setvbuf(stdout, nil, _IOLBF, 0)

// `real-apps APP…` and `passes FOLDER…`: the folders come before the options.
var appFolders: [String] = []
if command == "real-apps" || command == "passes" || command == "server-wait" {
    while let first = arguments.first, !first.hasPrefix("--") {
        appFolders.append(first)
        arguments.removeFirst()
    }
}

switch BenchmarkOptions.parse(arguments) {
case .failure(let error):
    FileHandle.standardError.write(
        Data(
            "ax-lsp-bench: unknown option or missing value '\(error.option)'; see BENCHMARKS.md for the options\n".utf8)
    )
    exit(2)
case .success(let options):
    switch command {
    case "all":
        SuiteRunner(options: options).runAll()
    case "memory":
        // The child process of the memory benchmark: one machine-readable line.
        print(
            MemoryBenchmark.run(root: options.workspaceRoot(), threads: options.threads, edits: options.memoryEdits)
                .line)
    case "cold":
        // The cold index alone, e.g. to profile it: `perf record -g ax-lsp-bench cold --files 1500`.
        let workspace = BenchmarkWorkspace.load(root: options.workspaceRoot())
        let cold = ColdIndexBenchmark.run(workspace.files, threads: options.threads, runs: options.runs)
        print(
            "cold index: extract \(Format.ms(cold.extractMilliseconds)) + resolve \(Format.ms(cold.resolveMilliseconds)); parse only \(Format.ms(cold.parseOnlyMilliseconds)); ratio \(Format.ratio(cold.ratio))"
        )
        print(
            "  CPU time: extract \(Format.ms(cold.extractCPUMilliseconds)) + resolve \(Format.ms(cold.resolveCPUMilliseconds)); parse only \(Format.ms(cold.parseOnlyCPUMilliseconds)); ratio \(Format.ratio(cold.cpuRatio))"
        )
    case "keystroke":
        // The in-process keystroke pipeline alone (after an index of the workspace).
        let workspace = BenchmarkWorkspace.load(root: options.workspaceRoot())
        SuiteRunner(options: options).runKeystroke(workspace: workspace, analysis: nil)
    case "warm":
        SuiteRunner(options: options).runWarmStart()
    case "server":
        // Keystrokes and memory through the real server binary, alone.
        let plan = ServerSessionPlan(
            keystrokeEdits: options.edits, memoryEdits: options.skipMemory ? 0 : options.memoryEdits,
            sampleEvery: options.sampleEvery)
        if !SuiteRunner(options: options).runServerSession(plan) { exit(1) }
    case "server-index":
        // The server's first index with the summary cache off, empty and warm: time and peak RSS.
        if !SuiteRunner(options: options).runServerIndex() { exit(1) }
    case "server-keystroke":
        if !SuiteRunner(options: options).runServerSession(
            ServerSessionPlan(keystrokeEdits: options.edits, memoryEdits: 0, sampleEvery: options.sampleEvery))
        {
            exit(1)
        }
    case "server-memory":
        if !SuiteRunner(options: options).runServerSession(
            ServerSessionPlan(keystrokeEdits: 0, memoryEdits: options.memoryEdits, sampleEvery: options.sampleEvery))
        {
            exit(1)
        }
    case "pathological":
        // Each PathologicalInputs case at two sizes through `ax-lsp check`, and the server's
        // hint and hover latency while the larger one is open and edited.
        SuiteRunner(options: options).runPathological()
    case "outline":
        // `ax-lsp outline` of one 1,000-line UIKit screen (target ≤ 20 ms in release).
        let result = OutlineBenchmark.run(lines: 1_000, runs: max(options.runs, 20))
        print(
            "outline of a \(result.lines)-line screen (\(result.blockCount) elements): p50 \(Format.ms(result.total.p50)) = extract \(Format.ms(result.extract.p50)) + outline \(Format.ms(result.outline.p50)); p99 \(Format.ms(result.total.p99)); target 20 ms"
        )
    case "scale":
        // The synthetic monorepo at 5,000 to 50,000 files through the `ax-lsp` binary: cold,
        // first and warm `check`, the server's first index and peak RSS, as ratios to the smallest.
        if !SuiteRunner(options: options).runScale() { exit(1) }
    case "generate":
        // `--sizes N,…`: the monorepos of `scale` instead, kept on disk.
        if let sizes = options.scaleSizes {
            for size in sizes {
                print(ScaleBenchmark.writeMonorepo(size: size, seed: options.seed, directory: options.directory).root)
            }
        } else {
            print(options.workspaceRoot())
        }
    case "real-apps":
        // Real app folders through the `ax-lsp` binary: cold/warm ids and check, the server's
        // first complete results, keystrokes in a SwiftUI `Text` literal, RSS; parse as baseline.
        if !SuiteRunner(options: options).runRealApps(appFolders) { exit(1) }
    case "server-wait":
        // Requests during the first index of the folders as one workspace and after a branch
        // switch of 800 files: how long each waited.
        if !SuiteRunner(options: options).runServerWait(appFolders) { exit(1) }
    case "passes":
        // The CPU of each extraction pass over the folders' Swift files, as ratios to the parse.
        guard let table = PassesBenchmark.run(folders: appFolders, threads: options.threads) else {
            FileHandle.standardError.write(
                Data(
                    "ax-lsp-bench: passes: no Swift file in the folders named; use ax-lsp-bench passes FOLDER… [--threads N]\n"
                        .utf8))
            exit(1)
        }
        print(table)
    default:
        FileHandle.standardError.write(
            Data(
                "ax-lsp-bench: unknown command '\(command)'; use all, cold, keystroke, warm, memory, server, server-index, server-keystroke, server-memory, pathological, outline, scale, real-apps, passes or generate\n"
                    .utf8))
        exit(2)
    }
}
