// Where the summary cache lives: the user's cache directory, never the workspace unless asked.
import Foundation

extension SummaryCache {
    /// True when this build runs on macOS, whose cache directory is `~/Library/Caches`.
    package static var runsOnMacOS: Bool {
        #if os(macOS)
            return true
        #else
            return false
        #endif
    }

    /// `$XDG_CACHE_HOME/ax-lsp` when set (on every platform: the user chose it), else
    /// `~/Library/Caches/ax-lsp` on macOS and `~/.cache/ax-lsp` elsewhere; nil when neither can be named.
    package static func defaultDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        macOS: Bool = runsOnMacOS
    ) -> URL? {
        if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") {
            return URL(fileURLWithPath: cacheHome).appendingPathComponent("ax-lsp")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home).appendingPathComponent(macOS ? "Library/Caches/ax-lsp" : ".cache/ax-lsp")
        }
        return nil
    }

    /// The cache file of one workspace, in a folder named by a hash of its absolute root path,
    /// so two checkouts never share entries and `rm -r` of one folder forgets one workspace.
    public static func location(forWorkspace root: String, in directory: URL) -> URL {
        directory.appendingPathComponent("workspace-\(ContentHash(root).description)").appendingPathComponent(fileName)
    }

    /// The cache directory a run uses, or nil when the cache is off. The command line wins
    /// (`--no-cache`, then `--cache-dir`), then `.ax-lsp.yml`'s `cache:` (its `directory` is
    /// relative to `configurationFolder`), then the user's cache directory.
    package static func directory(
        configuration: SummaryCacheConfiguration, configurationFolder: String,
        commandLineDirectory: String? = nil, disabledOnCommandLine: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL? {
        if disabledOnCommandLine { return nil }
        if let commandLineDirectory { return URL(fileURLWithPath: commandLineDirectory).standardizedFileURL }
        guard configuration.enabled else { return nil }
        if let configured = configuration.directory {
            let absolute =
                configured.hasPrefix("/")
                ? configured : (configurationFolder as NSString).appendingPathComponent(configured)
            return URL(fileURLWithPath: absolute).standardizedFileURL
        }
        return defaultDirectory(environment: environment)
    }

    /// Identifies the analysis that wrote a cache: the running executable's size and modification
    /// time, so any rebuild of ax-lsp (a changed extractor, a new fact) starts from a cold index.
    /// When the executable cannot be found, the fingerprint is unique to this process: the cache
    /// is then never trusted, because an unknown build might extract differently.
    public static let buildFingerprint: String = {
        let procExecutable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let path =
            FileManager.default.fileExists(atPath: procExecutable) ? procExecutable : Bundle.main.executablePath ?? ""
        return fingerprint(ofExecutableAt: path) ?? "unknown-build-\(UUID().uuidString)"
    }()

    /// The fingerprint an executable at `path` stamps its caches with (for tests that prepare a
    /// cache for the `ax-lsp` binary they run); nil when the file cannot be examined.
    package static func fingerprint(ofExecutableAt path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path)|\(size)|\(Int(modified))"
    }
}
