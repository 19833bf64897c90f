// Off-loop discovery and extraction: reads files on every core and posts each summary to the loop.
import AXAnalysis
import AXConfig
import Foundation

/// A file read from disk and summarised, ready for `AnalysisWorkspace.update(path:text:summary:)`.
struct IndexedFile {
    /// The analysis path (see `WorkspacePath`).
    var path: String
    var text: String
    var summary: FileSummary
}

/// What background indexing tells the loop. `generation` names the indexing run; events of a
/// run that was superseded are dropped.
enum IndexingEvent {
    case discovered(generation: Int, fileCount: Int, problems: [String])
    case fileRead(generation: Int, IndexedFile)
    /// A single file re-read because the client reported it changed on disk.
    case watchedFileRead(IndexedFile)
    /// `log`: what the summary caches did (hits, a discarded or unwritable cache).
    /// `storedResolution`: where the run's resolution is stored, and what was found there; nil
    /// when a folder's cache is off or the run was cancelled.
    case finished(generation: Int, failures: [String], log: [String], storedResolution: StoredResolutionSlot?)
    /// The summary caches were written, after `finished` (`PendingCacheWrites`): what happened.
    case cachesSaved(log: [String])
}

/// A value computed on another thread, read after waiting for it (a `DispatchGroup`).
final class LoadedOnce<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    func set(_ value: Value) {
        lock.lock()
        stored = value
        lock.unlock()
    }

    var value: Value? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

/// Set from the loop when a newer run supersedes this one; checked by the workers between files.
final class IndexingCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }
}

/// Discovery and extraction with no access to server state: roots in, events out.
enum WorkspaceFileReader {
    /// Discovers the files of `roots` and summarises them concurrently (summaries are independent),
    /// posting one event per file; the loop applies them in arrival order.
    /// Unchanged files take their summary from each folder's summary cache (`placement`), which
    /// is saved once every file was read, after `finished` and off the results' path; a
    /// cancelled run saves nothing. Then the stored
    /// resolution beside the first folder's cache is read when it was computed from `options` and
    /// exactly the files read, for the loop to install (`StoredResolutionStore`).
    static func indexInBackground(
        roots: [WorkspaceRoot], options: AnalysisOptions, generation: Int, cancellation: IndexingCancellation,
        cachePlacement: SummaryCachePlacement, post: @escaping (IndexingEvent) -> Void
    ) {
        let post = UncheckedSendableBox(post)
        DispatchQueue.global(qos: .userInitiated).async {
            // The caches' files are decoded while discovery walks the folders: none needs another.
            // On threads of their own: Dispatch runs as many blocks as there are cores, and this
            // block and one waiting for a decode would hold them all (on 2 cores the stored
            // resolution was decoded only after the summaries).
            let loading = DispatchGroup()
            let loadedCaches = LoadedOnce<IndexingSummaryCaches>()
            let storedCandidate = LoadedOnce<StoredResolutionSlot?>()
            runOnOwnThread(loading) { loadedCaches.set(IndexingSummaryCaches(roots: roots, placement: cachePlacement)) }
            runOnOwnThread(loading) {
                storedCandidate.set(
                    StoredResolutionStore.candidate(roots: roots, placement: cachePlacement, options: options))
            }
            var files: [ScanInput] = []
            var seen: Set<String> = []
            var problems: [String] = []
            for (rootIndex, root) in roots.enumerated() {
                let list = WorkspaceFiles.discover(roots: [root.path], config: root.configuration)
                problems += list.problems
                for file in list.files {
                    let analysisPath = root.analysisPath(ofRelativePath: file.relativePath)
                    if seen.insert(analysisPath).inserted {
                        files.append(ScanInput(diskPath: file.path, analysisPath: analysisPath, cacheIndex: rootIndex))
                    }
                }
            }
            post.value(.discovered(generation: generation, fileCount: files.count, problems: problems))
            loading.wait()
            let caches = loadedCaches.value ?? IndexingSummaryCaches(roots: roots, placement: cachePlacement)
            let isCancelled: @Sendable () -> Bool = { cancellation.isCancelled }
            let read = WorkspaceScan.read(files, hashing: caches.hashedFolders, isCancelled: isCancelled)
            let scanned = WorkspaceScan.summarize(read.files, caches: caches.caches, isCancelled: isCancelled) { file in
                post.value(
                    .fileRead(
                        generation: generation, IndexedFile(path: file.path, text: file.text, summary: file.summary)))
            }
            caches.record(scanned)
            let failures = read.failures.sorted()
            let candidate = storedCandidate.value ?? nil
            let stored =
                cancellation.isCancelled ? nil : candidate?.keepingOnly(files: caches.fileKeysWhenEveryFolderIsCached())
            post.value(
                .finished(
                    generation: generation, failures: failures, log: caches.loadProblems, storedResolution: stored))
            if !cancellation.isCancelled {
                PendingCacheWrites.saveInBackground(caches) { log in post.value(.cachesSaved(log: log)) }
            }
            // Indexing decoded the whole summary cache and parsed every file on several threads:
            // hand the freed heap back (`FreedHeap`).
            FreedHeap.release()
        }
    }

    private static func runOnOwnThread(_ group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
        group.enter()
        Thread {
            body()
            group.leave()
        }.start()
    }

    /// Files read per batch of `readChangedInBackground`: each batch is posted as it is read, so
    /// the loop applies a few dozen files at a time between requests rather than hundreds at once.
    static let changedFilesBatch = 32

    /// Re-reads files that changed on disk (watched-file changes) off the loop: those `keep`
    /// accepts (asked here, since it may touch the disk), on every core, in batches; posts each.
    static func readChangedInBackground(
        _ analysisPaths: [String], keep: @escaping (String) -> Bool,
        post: @escaping (IndexingEvent) -> Void
    ) {
        let post = UncheckedSendableBox(post)
        let keep = UncheckedSendableBox(keep)
        DispatchQueue.global(qos: .userInitiated).async {
            let kept = analysisPaths.filter(keep.value)
            let threads = max(1, ProcessInfo.processInfo.activeProcessorCount)
            var start = 0
            while start < kept.count {
                let batch = kept[start..<min(start + changedFilesBatch, kept.count)]
                let scanned = WorkspaceScan.readAndSummarize(
                    batch.map { ScanInput(diskPath: $0, analysisPath: $0) }, threads: threads)
                for file in scanned.files {
                    post.value(.watchedFileRead(IndexedFile(path: file.path, text: file.text, summary: file.summary)))
                }
                start += changedFilesBatch
            }
        }
    }
}
