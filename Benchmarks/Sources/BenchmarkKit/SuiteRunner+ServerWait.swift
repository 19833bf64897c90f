// The `server-wait` command: request waits during the first index and after a branch switch.
import Foundation

extension SuiteRunner {
    /// Runs `ServerWaitBenchmark` on `apps` with the `ax-lsp` binary next to `ax-lsp-bench`, or the
    /// one `AX_LSP_BENCH_SERVER` names (to measure another build against the same apps), and
    /// prints p50, p99 and max wait of each scenario and a digest of the complete results.
    @discardableResult
    public func runServerWait(_ apps: [String]) -> Bool {
        let server =
            ProcessInfo.processInfo.environment["AX_LSP_BENCH_SERVER"].map { URL(fileURLWithPath: $0) }
            ?? Self.serverBinary
        guard FileManager.default.isExecutableFile(atPath: server.path) else {
            print("server wait: no ax-lsp binary at \(server.path)")
            return false
        }
        guard !apps.isEmpty else {
            print("server wait: name the app folders: ax-lsp-bench server-wait APP_FOLDER…")
            return false
        }
        let scratch = URL(fileURLWithPath: options.directory).appendingPathComponent("server-wait")
        switch ServerWaitBenchmark.run(server: server, apps: apps, scratch: scratch) {
        case .failure(let failure):
            print("server wait: \(failure)")
            return false
        case .success(let result):
            func row(_ name: String, _ samples: Samples) -> String {
                "| \(name) | \(samples.values.count) | \(Format.ms(samples.p50)) | \(Format.ms(samples.p99)) | \(Format.ms(samples.percentile(100))) |"
            }
            print(
                "server wait (\(server.path)): \(apps.count) folders, \(result.files) Swift files; requests in \(result.openFile)"
            )
            print("| scenario | requests | p50 wait | p99 wait | max wait |")
            print("| --- | --- | --- | --- | --- |")
            print(
                row(
                    "first index (\(Format.ms(result.indexMilliseconds)) to the end of its progress)", result.indexWaits
                ))
            let complete =
                result.switchCompleteMilliseconds.map { "refresh after \(Format.ms($0))" }
                ?? "no refresh within \(Int(ServerWaitBenchmark.switchObservation)) s"
            print(row("branch switch of \(result.switchedFiles) files (\(complete))", result.switchWaits))
            print(
                "complete results after the index: hints \(digest(result.finalHints)) (\(result.finalHints.count) bytes), diagnostics \(digest(result.finalDiagnostics)) (\(result.finalDiagnostics.count) bytes)"
            )
            print(
                "after the switch, a rewritten file's new identifier is \(result.switchedIdentifierFound ? "found" : "NOT found")"
            )
            return true
        }
    }

    /// FNV-1a of the bytes, to compare two runs' results at a glance.
    private func digest(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
