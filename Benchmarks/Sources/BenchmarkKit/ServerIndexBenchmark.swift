// The server's first index alone, through the real `ax-lsp` binary: time and peak memory with
// the summary cache off (the baseline), with an empty cache (cold: parses and writes it) and
// with the cache that run wrote (warm: reads it).
import Foundation

/// One index-only session.
public struct ServerIndexSample {
    public var label: String
    /// `initialized` sent → `$/progress` end of indexing received (the cache is saved before it).
    public var indexMilliseconds: Double
    /// The server's `VmHWM` then: the most it was resident at any point while indexing.
    public var peakBytes: Int?
    /// Its `VmRSS` then.
    public var residentBytes: Int?
    /// Size of the summary cache file after the session.
    public var cacheBytes: Int
}

public enum ServerIndexBenchmark {
    /// Runs the three sessions on `root`, with `XDG_CACHE_HOME` set to `cacheHome` (emptied first),
    /// so the user's own cache is neither read nor written.
    public static func run(server: URL, root: String, cacheHome: URL) -> Result<[ServerIndexSample], ServerSessionBenchmark.Failure> {
        try? FileManager.default.removeItem(at: cacheHome)
        let plans: [(label: String, cacheEnabled: Bool)] = [
            ("cache off (baseline)", false),
            ("empty cache (cold, writes it)", true),
            ("warm cache (reads it)", true),
        ]
        var samples: [ServerIndexSample] = []
        for plan in plans {
            switch index(server: server, root: root, cacheHome: cacheHome, cacheEnabled: plan.cacheEnabled) {
            case .failure(let failure): return .failure(failure)
            case .success(var sample):
                sample.label = plan.label
                sample.cacheBytes = cacheSize(in: cacheHome)
                samples.append(sample)
            }
        }
        return .success(samples)
    }

    private static func index(server: URL, root: String, cacheHome: URL, cacheEnabled: Bool) -> Result<ServerIndexSample, ServerSessionBenchmark.Failure> {
        let client: LanguageServerClient
        do { client = try LanguageServerClient(server: server, environment: ["XDG_CACHE_HOME": cacheHome.path]) } catch {
            return .failure(.init(description: "could not start \(server.path): \(error)"))
        }
        defer { client.stop() }
        let rootURI = URL(fileURLWithPath: root).absoluteString
        let initialize = client.request("initialize", [
            "processId": Int(ProcessInfo.processInfo.processIdentifier),
            "rootUri": rootURI,
            "workspaceFolders": [["uri": rootURI, "name": "bench"]],
            "capabilities": ["window": ["workDoneProgress": true]],
            "initializationOptions": ["ax-lsp": ["cache": ["enabled": cacheEnabled]]],
        ])
        guard client.next(timeout: 60, where: { $0.responseID == initialize }) != nil else {
            return .failure(.init(description: "the server did not answer initialize within 60 s"))
        }
        ServerSessionBenchmark.progress("indexing \(root) (cache \(cacheEnabled ? "on" : "off"))")
        let start = DispatchTime.now().uptimeNanoseconds
        client.notify("initialized", [:])
        guard let indexed = client.next(timeout: 3_600, where: ServerSessionBenchmark.isIndexingEnd) else {
            return .failure(.init(description: "the server did not end its indexing progress within an hour"))
        }
        return .success(ServerIndexSample(
            label: "", indexMilliseconds: Double(indexed.arrivalNanoseconds - start) / 1_000_000,
            peakBytes: ProcessMemory.peakResidentBytes(processID: client.processID),
            residentBytes: ProcessMemory.residentBytes(processID: client.processID), cacheBytes: 0
        ))
    }

    /// Total size of the summary cache files under `cacheHome`.
    private static func cacheSize(in cacheHome: URL) -> Int {
        let paths = FileManager.default.enumerator(atPath: cacheHome.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix("summaries.bin") || $0.hasSuffix("summaries.json") }.reduce(0) { total, path in
            let size = (try? FileManager.default.attributesOfItem(atPath: cacheHome.appendingPathComponent(path).path))?[.size] as? NSNumber
            return total + (size?.intValue ?? 0)
        }
    }
}
