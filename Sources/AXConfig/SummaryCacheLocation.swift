// Where the summary cache lives: the user's cache directory, never the workspace unless asked.
import Foundation

extension SummaryCache {
    /// `$XDG_CACHE_HOME/ax-lsp`, else `~/.cache/ax-lsp`; nil when neither can be named.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") {
            return URL(fileURLWithPath: cacheHome).appendingPathComponent("ax-lsp")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home).appendingPathComponent(".cache/ax-lsp")
        }
        return nil
    }

    /// The cache file of one workspace: its root's hash names it, so two checkouts never share.
    public static func location(forWorkspace root: String, in directory: URL) -> URL {
        directory.appendingPathComponent("summaries-\(ContentHash(root).description).json")
    }

    /// Identifies the analysis that wrote a cache: the running executable's size and modification
    /// time, so any rebuild of ax-lsp (a changed extractor, a new fact) starts from a cold index.
    public static let buildFingerprint: String = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let path = FileManager.default.fileExists(atPath: executable) ? executable : CommandLine.arguments.first ?? ""
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "unknown-build" }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path)|\(size)|\(Int(modified))"
    }()
}
