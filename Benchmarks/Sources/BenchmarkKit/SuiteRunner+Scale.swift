// The `scale` command: the synthetic monorepo at each size through the `ax-lsp` binary.
import Foundation
import SyntheticWorkspace

extension SuiteRunner {
    /// Measures `ScaleBenchmark` at `--sizes` (the CI sizes with `--quick`) with the `ax-lsp`
    /// binary next to `ax-lsp-bench`, or the one `AX_LSP_BENCH_SERVER` names (a release build
    /// while the suite itself is a debug one); prints each row as it ends, then the table and
    /// the targets. False when the binary is missing or a run failed.
    @discardableResult
    public func runScale() -> Bool {
        let binary =
            ProcessInfo.processInfo.environment["AX_LSP_BENCH_SERVER"].map { URL(fileURLWithPath: $0) }
            ?? Self.serverBinary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("scale: no ax-lsp binary at \(binary.path)")
            return false
        }
        let sizes = options.scaleSizes ?? (options.quick ? ScaleBenchmark.quickSizes : ScaleBenchmark.defaultSizes)
        print(
            "scale: synthetic monorepo v\(SyntheticWorkspace.monorepoVersion), seed \(options.seed), \(binary.path), --jobs \(options.threads), one run of each figure: wall-clock, CPU time (ratio to the first size)"
        )
        var rows: [ScaleRow] = []
        for size in sizes {
            let row = ScaleBenchmark.run(
                size: size, seed: options.seed, binary: binary, threads: options.threads, directory: options.directory)
            rows.append(row)
            print(ScaleBenchmark.table(rows).split(separator: "\n").last.map(String.init) ?? "")
            for failure in row.failures { print("  \(size) files: \(failure)") }
        }
        print(ScaleBenchmark.table(rows))
        for verdict in ScaleBenchmark.verdicts(rows) { print(verdict) }
        return rows.allSatisfy { $0.failures.isEmpty }
    }
}
