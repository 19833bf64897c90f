// Cold index versus the limit: swift-syntax parsing the same files on the same threads.
import AXAnalysis
import Foundation
import SwiftParser
import SwiftSyntax

/// Times of one cold-index comparison, best of the runs (the machine is shared; the minimum is
/// the figure least disturbed by other work).
public struct ColdIndexResult {
    public var parseOnlyMilliseconds: Double
    public var extractMilliseconds: Double
    public var resolveMilliseconds: Double
    public var indexMilliseconds: Double { extractMilliseconds + resolveMilliseconds }
    public var ratio: Double { indexMilliseconds / max(parseOnlyMilliseconds, 0.001) }
    public var identifierCount: Int
    public var findingCount: Int
    /// The workspace of the last run, resolved, for the benchmarks that follow.
    public var workspace: AnalysisWorkspace?
}

public enum ColdIndexBenchmark {
    /// swift-syntax alone: every file parsed, trees dropped, on `threads` deep-stack threads.
    public static func parseOnly(_ files: [(path: String, text: String)], threads: Int) -> Double {
        Stopwatch.milliseconds {
            DeepStack.concurrentPerform(count: files.count, threads: threads) { index in
                var text = files[index].text
                let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: DeepStack.maximumNestingLevel) }
                _ = tree.endPosition
            }
        }
    }

    /// The index: summaries in parallel, then one resolution of the workspace with its findings.
    public static func index(_ files: [(path: String, text: String)], threads: Int) -> (workspace: AnalysisWorkspace, extract: Double, resolve: Double) {
        let (summaries, extract) = Stopwatch.measure { ParallelExtractor.summarize(files, threads: threads) }
        let workspace = AnalysisWorkspace()
        let resolve = Stopwatch.milliseconds {
            for (file, summary) in zip(files, summaries) { workspace.update(path: file.path, text: file.text, summary: summary) }
            _ = workspace.allFindings()
            _ = workspace.allIdentifiers()
        }
        return (workspace, extract, resolve)
    }

    /// Alternates baseline and index `runs` times and keeps the best of each.
    public static func run(_ files: [(path: String, text: String)], threads: Int, runs: Int) -> ColdIndexResult {
        var best = ColdIndexResult(parseOnlyMilliseconds: .infinity, extractMilliseconds: .infinity, resolveMilliseconds: .infinity, identifierCount: 0, findingCount: 0)
        for _ in 0..<max(runs, 1) {
            best.parseOnlyMilliseconds = min(best.parseOnlyMilliseconds, parseOnly(files, threads: threads))
            let (workspace, extract, resolve) = index(files, threads: threads)
            if extract + resolve < best.indexMilliseconds {
                best.extractMilliseconds = extract
                best.resolveMilliseconds = resolve
            }
            best.identifierCount = workspace.allIdentifiers().count
            best.findingCount = workspace.allFindings().count
            best.workspace = workspace
        }
        return best
    }
}
