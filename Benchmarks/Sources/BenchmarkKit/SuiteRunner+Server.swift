// The suite's server part: one session against the real `ax-lsp` binary (keystrokes over stdio
// and the server's memory), printed with its same-run baselines.
import Foundation

extension SuiteRunner {
    /// The `ax-lsp` binary built next to `ax-lsp-bench` (`swift build --product ax-lsp` in Benchmarks/).
    public static var serverBinary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("ax-lsp")
    }

    /// Runs a server session with `plan` on the workspace and prints it; false when it could not run.
    @discardableResult
    public func runServerSession(_ plan: ServerSessionPlan, root: String? = nil) -> Bool {
        let server = Self.serverBinary
        guard FileManager.default.isExecutableFile(atPath: server.path) else {
            print(
                "server session: no ax-lsp binary next to ax-lsp-bench (build it with `swift build --product ax-lsp` in Benchmarks/)"
            )
            return false
        }
        let root = root ?? options.workspaceRoot()
        guard let file = BenchmarkWorkspace.load(root: root).keystrokeFile else {
            print("server session: the workspace has no Swift file to type into")
            return false
        }
        switch ServerSessionBenchmark.run(server: server, root: root, file: file, plan: plan) {
        case .failure(let failure):
            print("server session: \(failure)")
            return false
        case .success(let session):
            printServerSession(session, file: file.path, plan: plan)
            return true
        }
    }

    /// The server's first index with the caches off, empty, with warm summaries only and with a
    /// stored resolution too (`ax-lsp-bench server-index`): time to full results and peak RSS
    /// of each; false when it could not run.
    @discardableResult
    public func runServerIndex(root: String? = nil) -> Bool {
        let server = Self.serverBinary
        guard FileManager.default.isExecutableFile(atPath: server.path) else {
            print(
                "server index: no ax-lsp binary next to ax-lsp-bench (build it with `swift build --product ax-lsp` in Benchmarks/)"
            )
            return false
        }
        let root = root ?? options.workspaceRoot()
        let cacheHome = URL(fileURLWithPath: options.directory).appendingPathComponent("server-cache")
        switch ServerIndexBenchmark.run(server: server, root: root, cacheHome: cacheHome, runs: options.runs) {
        case .failure(let failure):
            print("server index: \(failure)")
            return false
        case .success(let samples):
            printServerIndex(samples, server: server, cacheHome: cacheHome)
            return true
        }
    }

    private func printServerIndex(_ samples: [ServerIndexSample], server: URL, cacheHome: URL) {
        let rounds = samples.first?.allFullResultsMilliseconds.count ?? 0
        print(
            "server index (\(server.path) over stdio, XDG_CACHE_HOME=\(cacheHome.path)), best of \(rounds) rounds of the four sessions:"
        )
        for sample in samples {
            print(
                "  \(sample.label): initialized → indexing end \(Format.ms(sample.indexMilliseconds)), → full results (workspaceStatus reply) \(Format.ms(sample.fullResultsMilliseconds)); resolutions \(sample.resolutionCount), stored resolution \(sample.reusedStoredResolution ? "installed" : "not used"), \(sample.identifierCount) identifiers; peak RSS (VmHWM) \(Format.megabytes(sample.peakBytes)), resident after \(Format.megabytes(sample.residentBytes)); summary cache \(Format.megabytes(sample.cacheBytes)), stored resolution \(Format.megabytes(sample.storedResolutionBytes)); full results in every round: \(sample.allFullResultsMilliseconds.map { Format.ms($0) }.joined(separator: ", "))"
            )
        }
        guard let baseline = samples.first, samples.count == 4 else { return }
        let ratios = samples.dropFirst().map { sample in
            "\(sample.label): full results \(ratio(sample.fullResultsMilliseconds, baseline.fullResultsMilliseconds)), peak \(ratio(Double(sample.peakBytes ?? 0), Double(baseline.peakBytes ?? 0)))"
        }
        print(
            "  ratios to the cache-off baseline: " + ratios.joined(separator: "; ")
                + "  (targets: warm ≤ 0.10×, peak ≤ 200 MB)")
        let warm = samples[3]
        print(
            "  warm with the stored resolution vs the cold run that wrote it: \(ratio(warm.fullResultsMilliseconds, samples[1].fullResultsMilliseconds)); vs warm summaries resolving: \(ratio(warm.fullResultsMilliseconds, samples[2].fullResultsMilliseconds))"
        )
        let identical = samples.allSatisfy {
            $0.identifierCount == baseline.identifierCount && $0.diagnosticsReport == baseline.diagnosticsReport
        }
        print(
            "  results identical in every row (identifier count and the whole workspace/diagnostic report, \(Format.megabytes(baseline.diagnosticsReport.count))): \(identical ? "yes" : "NO")"
        )
    }

    private func printServerSession(_ session: ServerSessionResult, file: String, plan: ServerSessionPlan) {
        let name = URL(fileURLWithPath: file).lastPathComponent
        print("server session (\(Self.serverBinary.path) over stdio):")
        print(
            "  initialized → indexing progress end \(Format.ms(session.indexMilliseconds)); resident after index \(Format.megabytes(session.residentAfterIndex)), peak \(Format.megabytes(session.peakAfterIndex))  (target peak ≤ 200 MB)"
        )
        print(
            "  resident after opening \(name) (\(session.fileLines) lines) \(Format.megabytes(session.residentAfterOpen))"
        )
        let keystroke = session.keystroke
        if plan.keystrokeEdits > 0 {
            print(
                "server keystroke: \(keystroke.inlayHint.values.count) one-character didChange edits in the string literal of \(name), each followed by an inlayHint request for 60 visible lines"
            )
            print(
                "  didChange → inlayHint response p50 \(Format.ms(keystroke.inlayHint.p50)), p99 \(Format.ms(keystroke.inlayHint.p99))  (targets p50 ≤ 5 ms, p99 ≤ 25 ms)"
            )
            print(
                "  didChange → change processed (reply to the next request) p50 \(Format.ms(keystroke.processed.p50)), p99 \(Format.ms(keystroke.processed.p99))"
            )
            if keystroke.publish.values.isEmpty {
                print(
                    "  publishDiagnostics: none of the \(keystroke.inlayHint.values.count) edits sent one (the file's diagnostics did not change, and the server sends only changed ones; no debounce)"
                )
            } else {
                print(
                    "  didChange → publishDiagnostics (\(keystroke.publish.values.count) of \(keystroke.inlayHint.values.count) edits published) p50 \(Format.ms(keystroke.publish.p50)), p99 \(Format.ms(keystroke.publish.p99))"
                )
            }
            print(
                "  baseline in-process incremental parse p50 \(Format.ms(keystroke.incrementalParse.p50)), p99 \(Format.ms(keystroke.incrementalParse.p99)); full parse p50 \(Format.ms(keystroke.fullParse.p50)), p99 \(Format.ms(keystroke.fullParse.p99))"
            )
            print(
                "  inlayHint p50 ratio to incremental parse \(ratio(keystroke.inlayHint.p50, keystroke.incrementalParse.p50))  (target ≤ 1.50×), to full parse \(ratio(keystroke.inlayHint.p50, keystroke.fullParse.p50))"
            )
            if let moving = keystroke.moving, let line = keystroke.diagnosticLine {
                print(
                    "  typing a space before the first diagnostic (line \(line + 1)), \(moving.inlayHint.values.count) edits, each moves it:"
                )
                print(
                    "    didChange → publishDiagnostics (\(moving.publish.values.count) published) p50 \(Format.ms(moving.publish.p50)), p99 \(Format.ms(moving.publish.p99)); → inlayHint p50 \(Format.ms(moving.inlayHint.p50)), p99 \(Format.ms(moving.inlayHint.p99))"
                )
                print(
                    "    publish p50 ratio to incremental parse \(ratio(moving.publish.p50, keystroke.incrementalParse.p50)), to full parse \(ratio(moving.publish.p50, keystroke.fullParse.p50))"
                )
            }
        }
        let memory = session.memory
        if plan.memoryEdits > 0, let first = memory.samples.first {
            print(
                "server memory: \(memory.edits) edits (letter typed and deleted, inlayHint after each), RSS every \(plan.sampleEvery):"
            )
            print(
                "  "
                    + memory.samples.map { "\($0.edits): \(Format.megabytes($0.residentBytes))" }.joined(
                        separator: ", "))
            let growth = memory.growth.map { String(format: "%+.1f%%", $0 * 100) } ?? "n/a"
            let slope = memory.secondHalfBytesPerEdit.map { String(format: "%.2f KiB/edit", $0 / 1024) } ?? "n/a"
            print(
                "  growth from \(Format.megabytes(first.residentBytes)) before the edits: \(growth)  (target ≤ 10%); second half \(slope); peak \(Format.megabytes(memory.peakAfterEdits))"
            )
        }
    }

    private func ratio(_ value: Double, _ baseline: Double) -> String {
        Format.ratio(value / max(baseline, 0.000_001))
    }
}

extension SuiteRunner {
    /// `ax-lsp-bench pathological`: one line per case with the growth ratio of `ax-lsp check`
    /// from the small to the large size (2.00× is linear) and the server's latencies.
    public func runPathological() {
        let binary = Self.serverBinary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print(
                "pathological: no ax-lsp binary next to ax-lsp-bench (build it with `swift build --product ax-lsp` in Benchmarks/)"
            )
            return
        }
        let directory = URL(fileURLWithPath: options.directory).appendingPathComponent("pathological").path
        let edits = options.quick ? 3 : 20
        print(
            "pathological inputs (\(buildConfiguration) build; `ax-lsp check --no-cache`, best of \(options.runs); growth = time of the hostile part at 2n / at n, 2.00× is linear; server: \(edits) edits of the 2n file, didChange → response)"
        )
        PathologicalBenchmark.run(
            check: binary, server: binary, directory: directory, runs: options.runs, edits: edits,
            quick: options.quick, only: options.pathologicalCase
        ) { result in
            let server =
                result.serverProblem.map { "server: \($0)" }
                ?? "inlayHint p50 \(Format.ms(result.inlayHint.p50)) max \(Format.ms(result.inlayHint.percentile(100))), hover p50 \(Format.ms(result.hover.p50)) max \(Format.ms(result.hover.percentile(100)))"
            print(
                "  \(result.name) (\(result.construct)): \(Format.megabytes(result.bytes.small)) → \(Format.megabytes(result.bytes.large)); check \(Format.ms(result.checkMilliseconds.small)) → \(Format.ms(result.checkMilliseconds.large)) (surroundings alone \(Format.ms(result.checkMilliseconds.empty))); growth \(Format.ratio(result.growth)); \(server)"
            )
        }
    }

    /// The real-apps table (BENCHMARKS.md, "Real apps"): each folder through the `ax-lsp` binary next to
    /// `ax-lsp-bench`, each figure with its ratio to the parse of the same files in the same run.
    @discardableResult
    public func runRealApps(_ apps: [String]) -> Bool {
        let server = Self.serverBinary
        guard FileManager.default.isExecutableFile(atPath: server.path) else {
            print(
                "real apps: no ax-lsp binary next to ax-lsp-bench (build it with `swift build -c release --product ax-lsp` in Benchmarks/)"
            )
            return false
        }
        guard !apps.isEmpty else {
            print("real apps: name the app folders: ax-lsp-bench real-apps APP_FOLDER… [--threads N] [--edits N]")
            return false
        }
        let scratch = URL(fileURLWithPath: options.directory).appendingPathComponent("real-apps")
        var results: [RealAppResult] = []
        for app in apps {
            ServerSessionBenchmark.progress("real app \(app)")
            let result = RealAppsBenchmark.run(
                app: app, binary: server, threads: options.threads, keystrokes: options.edits, scratch: scratch)
            for failure in result.failures { print("\(result.name): \(failure)") }
            if let file = result.keystrokeFile { print("\(result.name): typed into the first Text(\"…\") of \(file)") }
            if let file = result.identifierKeystrokeFile {
                print("\(result.name): typed into the first .accessibilityIdentifier(\"…\") of \(file)")
            }
            if let file = result.uikitKeystrokeFile {
                print("\(result.name): typed into the first string literal of viewDidLoad in \(file)")
            }
            results.append(result)
        }
        print(RealAppsBenchmark.table(results))
        return true
    }
}
