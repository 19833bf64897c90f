// The accessibility outline of one large UIKit screen (issue target: a 1,000-line screen's
// outline in ≤ 20 ms): the file's extraction (parse and outline facts) and the outline itself.
import AXAnalysis
import AXTestSupport
import Foundation

public struct OutlineResult {
    public var lines = 0
    public var extract = Samples()
    public var outline = Samples()
    public var total = Samples()
    public var blockCount = 0
}

public enum OutlineBenchmark {
    /// `runs` measurements of `SyntheticScreen.source(lines:)`: summarise the file, then compute
    /// its outline from the summary, as `ax-lsp outline` and the code lens do.
    public static func run(lines: Int, runs: Int) -> OutlineResult {
        let source = SyntheticScreen.source(lines: lines)
        var result = OutlineResult()
        result.lines = source.split(separator: "\n", omittingEmptySubsequences: false).count
        for _ in 0..<max(runs, 1) {
            let (summary, extractMilliseconds) = Stopwatch.measure {
                FileExtractor.summarize(path: "Screen.swift", text: source)
            }
            let (outlines, outlineMilliseconds) = Stopwatch.measure {
                AccessibilityOutliner.outlines(summaries: [summary], typeName: SyntheticScreen.typeName)
            }
            result.blockCount = outlines.first?.elements.count ?? 0
            result.extract.append(extractMilliseconds)
            result.outline.append(outlineMilliseconds)
            result.total.append(extractMilliseconds + outlineMilliseconds)
        }
        return result
    }
}
