// Resolution off the owner's thread: a snapshot of the workspace's inputs resolved anywhere, taken
// back by the owner only when nothing changed meanwhile (the server's background resolution).
import Foundation

/// Says that a background resolution was superseded; set from any thread, read by the resolution.
package final class ResolutionCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    package init() {}

    package func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }

    package var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }
}

/// Asks a long computation to stop, cheaply: `isRequested()` calls `shouldStop` only every
/// `interval` calls, and once it said yes, answers yes from then on without asking again.
struct StopCheck {
    private let shouldStop: () -> Bool
    private let interval: Int
    private var countdown: Int
    private(set) var stopped = false

    init(interval: Int = 1_024, _ shouldStop: @escaping () -> Bool) {
        self.shouldStop = shouldStop
        self.interval = interval
        self.countdown = interval
    }

    /// Never stops (the synchronous resolution).
    static var never: StopCheck { StopCheck(interval: .max) { false } }

    /// Asks now, whatever the countdown: between the phases of a resolution, each of which may
    /// take tens of milliseconds without a check of its own.
    mutating func isRequestedNow() -> Bool {
        if !stopped { stopped = shouldStop() }
        return stopped
    }

    mutating func isRequested() -> Bool {
        if stopped { return true }
        countdown -= 1
        guard countdown <= 0 else { return false }
        countdown = interval
        stopped = shouldStop()
        return stopped
    }
}

/// One resolution of a snapshot of an `AnalysisWorkspace` (`AnalysisWorkspace.makeResolutionJob()`):
/// `run()` resolves it on any thread, with a deep stack (`DeepStack`), since resolution recurses
/// as deeply as the render trees nest. The snapshot is made of values (summaries, texts,
/// options), so running shares nothing mutable with the workspace, which keeps changing on its
/// own thread meanwhile; `AnalysisWorkspace.install(_:)` takes the result there only if the
/// workspace's `generation` is still the snapshot's.
package final class ResolutionJob: @unchecked Sendable {
    /// The workspace generation the snapshot was taken at.
    package let generation: Int
    /// Cancelling stops `run()` early (within a few thousand views walked) and makes it return nil.
    package let cancellation = ResolutionCancellation()
    private let summaries: [String: FileSummary]
    private let texts: [String: String]
    private let options: AnalysisOptions
    /// The resolution before edits of view strings only: then only the SwiftUI roots that read
    /// an edited file walk again (`ResolvedWorkspace.reresolvingSwiftUI`).
    private let reuse: (previous: ResolvedWorkspace, edits: [SwiftUIStringEdit])?
    /// Called on the running thread before resolving (tests hold a job in flight with it).
    private let beforeResolving: (@Sendable () -> Void)?

    init(
        generation: Int, summaries: [String: FileSummary], texts: [String: String], options: AnalysisOptions,
        reuse: (previous: ResolvedWorkspace, edits: [SwiftUIStringEdit])?, beforeResolving: (@Sendable () -> Void)?
    ) {
        self.reuse = reuse
        self.generation = generation
        self.summaries = summaries
        self.texts = texts
        self.options = options
        self.beforeResolving = beforeResolving
    }

    /// What a finished run produced, for `AnalysisWorkspace.install(_:)` on the owner's thread.
    package struct Result: @unchecked Sendable {
        package let generation: Int
        let resolution: ResolvedWorkspace
        /// The job walked again only the SwiftUI roots that read an edited file.
        package let reusedRoots: Bool
    }

    /// Resolves the snapshot; nil when the job was cancelled before or while resolving.
    package func run() -> Result? {
        beforeResolving?()
        let cancellation = self.cancellation
        // Superseded before it began (while it waited its turn): not even the index is built.
        guard !cancellation.isCancelled else { return nil }
        let shouldStop = { cancellation.isCancelled }
        guard
            let (resolution, reusedRoots) = DeepStack.run({ () -> (ResolvedWorkspace, Bool)? in
                if let reuse = self.reuse,
                    let partial = ResolvedWorkspace.reresolvingSwiftUI(
                        previous: reuse.previous, edits: reuse.edits, summaries: self.summaries,
                        texts: self.texts, options: self.options, shouldStop: shouldStop)
                {
                    return (partial, true)
                }
                return ResolvedWorkspace(
                    summaries: self.summaries, texts: self.texts, options: self.options, shouldStop: shouldStop
                ).map { ($0, false) }
            })
        else { return nil }
        return Result(generation: generation, resolution: resolution, reusedRoots: reusedRoots)
    }

    package func cancel() { cancellation.cancel() }
}
