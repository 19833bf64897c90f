// The server's first index alone, through the real `ax-lsp` binary: time and peak memory with
// the caches off (the baseline), empty (cold: parses, resolves and writes them), with warm
// summaries but no stored resolution (resolves), and with both (warm: installs the resolution).
import Foundation

/// One index-only session.
public struct ServerIndexSample {
    public var label: String
    /// `initialized` sent → `$/progress` end of indexing received (the summary cache is saved before it).
    public var indexMilliseconds: Double
    /// `initialized` sent → reply to `ax-lsp/workspaceStatus` sent at the end of indexing, which
    /// lists every identifier: the loop is serial, so diagnostics are published and hints and
    /// hover answerable from the stored or computed resolution by then.
    public var fullResultsMilliseconds: Double
    /// The server's `VmHWM` then: the most it was resident at any point while indexing.
    public var peakBytes: Int?
    /// Its `VmRSS` then.
    public var residentBytes: Int?
    /// Size of the summary cache file after the session.
    public var cacheBytes: Int
    /// Size of the stored resolution after the session (written after indexing, before exit).
    public var storedResolutionBytes: Int
    /// From `ax-lsp/workspaceStatus`: whether the run installed the stored resolution, and how
    /// many times the server resolved.
    public var reusedStoredResolution: Bool
    public var resolutionCount: Int
    public var identifierCount: Int
    /// The `workspace/diagnostic` report (every file's diagnostics), to check that every row
    /// ended with the same results.
    public var diagnosticsReport: Data
    /// `fullResultsMilliseconds` of every round (the sample is the fastest of them).
    public var allFullResultsMilliseconds: [Double] = []
    /// The server's CPU time (user and system, every thread) until the full results: what the
    /// index cost whatever else shares the machine.
    public var cpuMilliseconds: Double?
}

public enum ServerIndexBenchmark {
    public static let storedResolutionFileName = "server-resolution.bin"

    /// Runs the four sessions on `root` `runs` times, each round in the same order (so that the
    /// rows of one round share the machine's load), and keeps each row's fastest; `XDG_CACHE_HOME`
    /// is set to `cacheHome`, emptied before every cold session, so the user's own cache is
    /// neither read nor written.
    public static func run(server: URL, root: String, cacheHome: URL, runs: Int = 1) -> Result<
        [ServerIndexSample], ServerSessionBenchmark.Failure
    > {
        let plans: [(label: String, cacheEnabled: Bool, emptyCache: Bool, removeStoredResolution: Bool)] = [
            ("cache off (baseline)", false, true, false),
            ("empty cache (cold, writes both)", true, true, false),
            ("warm summaries, no stored resolution (resolves)", true, false, true),
            ("warm summaries + stored resolution", true, false, false)
        ]
        var best: [ServerIndexSample?] = Array(repeating: nil, count: plans.count)
        for _ in 0..<max(1, runs) {
            for (position, plan) in plans.enumerated() {
                if plan.emptyCache { try? FileManager.default.removeItem(at: cacheHome) }
                if plan.removeStoredResolution {
                    for path in files(in: cacheHome, endingWith: storedResolutionFileName) {
                        try? FileManager.default.removeItem(atPath: path)
                    }
                }
                switch index(server: server, root: root, cacheHome: cacheHome, cacheEnabled: plan.cacheEnabled) {
                case .failure(let failure): return .failure(failure)
                case .success(var sample):
                    sample.label = plan.label
                    sample.cacheBytes = size(
                        of: files(in: cacheHome, endingWith: "summaries.bin")
                            + files(in: cacheHome, endingWith: "summaries.json"))
                    sample.storedResolutionBytes = size(of: files(in: cacheHome, endingWith: storedResolutionFileName))
                    let times = (best[position]?.allFullResultsMilliseconds ?? []) + [sample.fullResultsMilliseconds]
                    if let kept = best[position], kept.fullResultsMilliseconds <= sample.fullResultsMilliseconds {
                        sample = kept
                    }
                    sample.allFullResultsMilliseconds = times
                    best[position] = sample
                }
            }
        }
        return .success(best.compactMap { $0 })
    }

    /// One session with the summary cache off: what a first start costs (the real-apps table).
    public static func runOnce(server: URL, root: String, cacheHome: URL) -> Result<
        ServerIndexSample, ServerSessionBenchmark.Failure
    > {
        index(server: server, root: root, cacheHome: cacheHome, cacheEnabled: false)
    }

    private static func index(server: URL, root: String, cacheHome: URL, cacheEnabled: Bool) -> Result<
        ServerIndexSample, ServerSessionBenchmark.Failure
    > {
        let client: LanguageServerClient
        do { client = try LanguageServerClient(server: server, environment: ["XDG_CACHE_HOME": cacheHome.path]) } catch
        {
            return .failure(.init(description: "could not start \(server.path): \(error)"))
        }
        // Stopping waits for the server to exit, which waits for its stored resolution's write.
        defer { client.stop() }
        let initialize = client.requestInitialize(
            root: root, initializationOptions: ["ax-lsp": ["cache": ["enabled": cacheEnabled]]])
        guard client.next(timeout: 60, where: { $0.responseID == initialize }) != nil else {
            return .failure(.init(description: "the server did not answer initialize within 60 s"))
        }
        ServerSessionBenchmark.progress("indexing \(root) (cache \(cacheEnabled ? "on" : "off"))")
        let start = DispatchTime.now().uptimeNanoseconds
        client.notify("initialized", [:])
        guard let indexed = client.next(timeout: 3_600, where: ServerSessionBenchmark.isIndexingEnd) else {
            return .failure(.init(description: "the server did not end its indexing progress within an hour"))
        }
        let statusID = client.request("ax-lsp/workspaceStatus", [:])
        guard let status = client.next(timeout: 3_600, where: { $0.responseID == statusID }) else {
            return .failure(.init(description: "the server did not answer ax-lsp/workspaceStatus within an hour"))
        }
        let peak = ProcessMemory.peakResidentBytes(processID: client.processID)
        let resident = ProcessMemory.residentBytes(processID: client.processID)
        let cpu = ProcessCPU.milliseconds(processID: client.processID)
        let result = status.body["result"] as? [String: Any] ?? [:]
        let diagnosticsID = client.request("workspace/diagnostic", ["previousResultIds": [Any]()])
        let diagnostics = client.next(timeout: 600, where: { $0.responseID == diagnosticsID })
        let report =
            (diagnostics?.body["result"]).flatMap {
                try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys])
            } ?? Data()
        var sample = ServerIndexSample(
            label: "", indexMilliseconds: Double(indexed.arrivalNanoseconds - start) / 1_000_000,
            fullResultsMilliseconds: Double(status.arrivalNanoseconds - start) / 1_000_000,
            peakBytes: peak, residentBytes: resident, cacheBytes: 0, storedResolutionBytes: 0,
            reusedStoredResolution: result["reusedStoredResolution"] as? Bool ?? false,
            resolutionCount: result["resolutionCount"] as? Int ?? -1,
            identifierCount: result["identifierCount"] as? Int ?? -1,
            diagnosticsReport: report
        )
        sample.cpuMilliseconds = cpu
        return .success(sample)
    }

    private static func files(in directory: URL, endingWith suffix: String) -> [String] {
        let paths = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(suffix) }.map { directory.appendingPathComponent($0).path }
    }

    private static func size(of paths: [String]) -> Int {
        paths.reduce(0) { total, path in
            total + (((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0)
        }
    }
}
