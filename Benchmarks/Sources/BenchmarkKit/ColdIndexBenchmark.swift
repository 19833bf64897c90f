// Cold index versus the limit: swift-syntax parsing the same files on the same threads.
import AXAnalysis
import AXConfig
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
    /// CPU time of every thread of the process, best of the runs: the work done, which moves
    /// far less than wall-clock time when other processes share the machine.
    public var parseOnlyCPUMilliseconds: Double = .infinity
    public var extractCPUMilliseconds: Double = .infinity
    public var resolveCPUMilliseconds: Double = .infinity
    public var cpuRatio: Double {
        (extractCPUMilliseconds + resolveCPUMilliseconds) / max(parseOnlyCPUMilliseconds, 0.001)
    }
    public var identifierCount: Int
    public var findingCount: Int
    /// The workspace of the last run, resolved, for the benchmarks that follow.
    public var workspace: AnalysisWorkspace?
}

public enum ColdIndexBenchmark {
    /// swift-syntax alone: every file parsed, trees dropped, on `threads` deep-stack threads.
    public static func parseOnly(_ files: [(path: String, text: String)], threads: Int) -> Double {
        parseOnlyMeasured(files, threads: threads).wall
    }

    /// The parse-only baseline's wall-clock and CPU milliseconds: the Swift files only. (A real
    /// workspace also has storyboards, xibs and string tables, which the index reads but never
    /// parses as Swift; parsing them here made the baseline of `cold --workspace APP` slower
    /// than the Swift files' parse, 2.2 s instead of 1.2 s for the six real apps.)
    public static func parseOnlyMeasured(_ files: [(path: String, text: String)], threads: Int) -> (
        wall: Double, cpu: Double
    ) {
        let swift = files.filter { $0.path.hasSuffix(".swift") }
        let measured = ProcessCPU.measure {
            DeepStack.concurrentPerform(count: swift.count, threads: threads) { index in
                var text = swift[index].text
                let tree = text.withUTF8 {
                    Parser.parse(source: $0, maximumNestingLevel: DeepStack.maximumNestingLevel)
                }
                _ = tree.endPosition
            }
        }
        return (measured.wall, measured.cpu)
    }

    /// The index: summaries on the scan pipeline's pool (`WorkspaceScan.summarize`, what
    /// `ax-lsp check` and the server run after reading), then one resolution of the workspace with its findings.
    public static func index(_ files: [(path: String, text: String)], threads: Int) -> (
        workspace: AnalysisWorkspace, extract: Double, resolve: Double
    ) {
        let measured = indexMeasured(files, threads: threads)
        return (measured.workspace, measured.extract, measured.resolve)
    }

    /// The index with wall-clock and CPU milliseconds of each stage.
    public static func indexMeasured(_ files: [(path: String, text: String)], threads: Int) -> (
        workspace: AnalysisWorkspace, extract: Double, resolve: Double, extractCPU: Double, resolveCPU: Double
    ) {
        let texts = files.map {
            ScannedText(input: ScanInput(diskPath: $0.path, analysisPath: $0.path), text: $0.text, contentHash: nil)
        }
        let extraction = ProcessCPU.measure { WorkspaceScan.summarize(texts, threads: threads).map(\.summary) }
        let workspace = AnalysisWorkspace()
        let resolution = ProcessCPU.measure {
            for (file, summary) in zip(files, extraction.value) {
                workspace.update(path: file.path, text: file.text, summary: summary)
            }
            _ = workspace.allFindings()
            _ = workspace.allIdentifiers()
        }
        return (workspace, extraction.wall, resolution.wall, extraction.cpu, resolution.cpu)
    }

    /// Alternates baseline and index `runs` times and keeps the best of each.
    public static func run(_ files: [(path: String, text: String)], threads: Int, runs: Int) -> ColdIndexResult {
        var best = ColdIndexResult(
            parseOnlyMilliseconds: .infinity, extractMilliseconds: .infinity, resolveMilliseconds: .infinity,
            identifierCount: 0, findingCount: 0)
        for _ in 0..<max(runs, 1) {
            let parse = parseOnlyMeasured(files, threads: threads)
            best.parseOnlyMilliseconds = min(best.parseOnlyMilliseconds, parse.wall)
            best.parseOnlyCPUMilliseconds = min(best.parseOnlyCPUMilliseconds, parse.cpu)
            let (workspace, extract, resolve, extractCPU, resolveCPU) = indexMeasured(files, threads: threads)
            if extract + resolve < best.indexMilliseconds {
                best.extractMilliseconds = extract
                best.resolveMilliseconds = resolve
            }
            if extractCPU + resolveCPU < best.extractCPUMilliseconds + best.resolveCPUMilliseconds {
                best.extractCPUMilliseconds = extractCPU
                best.resolveCPUMilliseconds = resolveCPU
            }
            best.identifierCount = workspace.allIdentifiers().count
            best.findingCount = workspace.allFindings().count
            best.workspace = workspace
        }
        return best
    }
}
