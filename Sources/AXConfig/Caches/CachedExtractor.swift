// One file's summary through the summary cache: unchanged bytes take it from the cache, the
// rest are extracted; the scan pipeline (`WorkspaceScan`) calls it for every file.
import AXAnalysis
import Foundation

/// Cached or fresh summaries, file by file; `record` stores a run's fresh ones.
public enum CachedExtractor {
    /// One file's summary and where it came from.
    public struct CachedSummary: Sendable {
        package var summary: FileSummary
        /// The key to store a fresh summary under; nil when there is no cache.
        package var contentHash: ContentHash?
        public var isFromCache: Bool

        package init(summary: FileSummary, contentHash: ContentHash?, isFromCache: Bool) {
            self.summary = summary
            self.contentHash = contentHash
            self.isFromCache = isFromCache
        }
    }

    /// One file, for callers that read files on their own threads (the CLI, the server): the
    /// cached summary when the bytes are unchanged, else a fresh extraction. Reading `cache`
    /// from several threads at once is safe; storing is the caller's, afterwards.
    package static func summary(path: String, text: String, cache: SummaryCache?) -> CachedSummary {
        summary(path: path, text: text, contentHash: nil, cache: cache)
    }

    /// The same, for a caller that hashed `text` already (`ContentHash(text)`).
    /// `scope` other than `.everything` takes no cache: such summaries are never stored.
    package static func summary(
        path: String, text: String, contentHash: ContentHash?, cache: SummaryCache?,
        scope: ExtractionScope = .everything
    ) -> CachedSummary {
        guard let cache, scope == .everything else {
            return CachedSummary(
                summary: FileExtractor.summarize(path: path, text: text, scope: scope), contentHash: nil,
                isFromCache: false)
        }
        let hash = contentHash ?? ContentHash(text)
        if let cached = cache.summary(for: path, contentHash: hash) {
            return CachedSummary(summary: cached, contentHash: hash, isFromCache: true)
        }
        return CachedSummary(
            summary: FileExtractor.summarize(path: path, text: text), contentHash: hash, isFromCache: false)
    }

    /// Stores the fresh summaries of a run and forgets every path the run did not see.
    public static func record(_ results: [CachedSummary], in cache: inout SummaryCache) {
        for result in results where !result.isFromCache {
            if let hash = result.contentHash { cache.store(result.summary, contentHash: hash) }
        }
        cache.retain(paths: Set(results.map(\.summary.path)))
    }
}
