import Foundation
// The CPU time of each extraction pass, for `ax-lsp-bench passes` (BENCHMARKS.md, "Where the
// cold scan's time goes"). The analysis never measures itself; only the benchmark calls this.
@_spi(RawSyntax) import SwiftSyntax

/// Times what it is handed, in the order it is handed it.
final class PassClock {
    private(set) var seconds: [Double] = []

    func time<T>(_ body: () -> T) -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        let value = body()
        seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        return value
    }
}

/// Per-pass times of one file's extraction or of a sum of files, in seconds of the threads that ran them.
public struct ExtractionPassTimes: Sendable {
    /// The parse, `FileExtractor.summarize`'s passes in its order, then three reference walks of
    /// a freshly parsed tree: an empty visitor as its first walk (swift-syntax materialises every
    /// node's data the first time a visitor reaches it), the same as its second walk, and a
    /// recursion over its raw nodes.
    public static let passNames = [
        "parse (the guard included)", "facts (the first walk of the tree)", "SwiftUI declarations", "suppressions",
        "string constants", "RapidA11y", "outline", "embedded children", "nesting check",
        "empty visitor, first walk of a tree", "empty visitor, second walk", "raw node walk"
    ]
    public private(set) var seconds: [Double] = Array(repeating: 0, count: passNames.count)

    public init() {}

    public static func + (lhs: Self, rhs: Self) -> Self {
        var sum = lhs
        for index in sum.seconds.indices { sum.seconds[index] += rhs.seconds[index] }
        return sum
    }

    /// Extracts `text` as `FileExtractor.summarize(path:text:)` does, timing each pass, then the
    /// reference walks of a second parse. Call on a `DeepStack` thread.
    public static func measure(path: String, text: String) -> Self {
        let clock = PassClock()
        let parse = clock.time { SwiftSourceParser.guardedParse(text) }
        _ = FileExtractor.summarize(
            path: path, tree: parse.tree, text: parse.parsedText, skipped: parse.skipped, clock: clock)
        let fresh = SwiftSourceParser.guardedParse(text).tree
        clock.time { EmptyWalk(viewMode: .sourceAccurate).walk(fresh) }
        clock.time { EmptyWalk(viewMode: .sourceAccurate).walk(fresh) }
        _ = clock.time { rawNodeCount(fresh.raw) }
        var times = Self()
        for (index, value) in clock.seconds.enumerated() where times.seconds.indices.contains(index) {
            times.seconds[index] = value
        }
        return times
    }

    private final class EmptyWalk: SyntaxVisitor {}

    private static func rawNodeCount(_ raw: RawSyntax) -> Int {
        guard let layout = raw.layoutView else { return 1 }
        var count = 1
        for case let child? in layout.children { count &+= rawNodeCount(child) }
        return count
    }
}
