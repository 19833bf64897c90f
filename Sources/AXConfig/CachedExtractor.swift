// Summarizes a workspace through the summary cache: unchanged files come from the cache,
// the rest are extracted in parallel and stored for next time.
import AXAnalysis
import Foundation

/// The CLI's and the server's first index: hashes every file, reuses cached summaries for the
/// unchanged ones, extracts the others on `threads` deep-stack threads.
public enum CachedExtractor {
    /// How one index went, for logs and benchmarks.
    package struct Outcome {
        package var summaries: [FileSummary]
        package var cacheHits: Int
    }

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
    package static func summary(path: String, text: String, contentHash: ContentHash?, cache: SummaryCache?) -> CachedSummary {
        guard let cache else {
            return CachedSummary(summary: FileExtractor.summarize(path: path, text: text), contentHash: nil, isFromCache: false)
        }
        let hash = contentHash ?? ContentHash(text)
        if let cached = cache.summary(for: path, contentHash: hash) {
            return CachedSummary(summary: cached, contentHash: hash, isFromCache: true)
        }
        return CachedSummary(summary: FileExtractor.summarize(path: path, text: text), contentHash: hash, isFromCache: false)
    }

    /// Stores the fresh summaries of a run and forgets every path the run did not see.
    public static func record(_ results: [CachedSummary], in cache: inout SummaryCache) {
        for result in results where !result.isFromCache {
            if let hash = result.contentHash { cache.store(result.summary, contentHash: hash) }
        }
        cache.retain(paths: Set(results.map(\.summary.path)))
    }

    package static func summarize(_ files: [(path: String, text: String)], cache: inout SummaryCache, threads: Int = ParallelExtractor.defaultThreadCount) -> Outcome {
        let hashes = ResultSlots<ContentHash>(count: files.count)
        DeepStack.concurrentPerform(count: files.count, threads: threads) { index in
            hashes.store(ContentHash(files[index].text), at: index)
        }
        let contentHashes = hashes.values.enumerated().map { index, hash in hash ?? ContentHash(files[index].text) }
        var summaries: [FileSummary?] = zip(files, contentHashes).map { file, hash in cache.summary(for: file.path, contentHash: hash) }
        let missing = summaries.indices.filter { summaries[$0] == nil }
        let extracted = ParallelExtractor.summarize(missing.map { files[$0] }, threads: threads)
        for (position, summary) in zip(missing, extracted) {
            summaries[position] = summary
            cache.store(summary, contentHash: contentHashes[position])
        }
        cache.retain(paths: Set(files.map(\.path)))
        let all = summaries.enumerated().map { index, summary in summary ?? FileExtractor.summarize(path: files[index].path, text: files[index].text) }
        return Outcome(summaries: all, cacheHits: files.count - missing.count)
    }
}
