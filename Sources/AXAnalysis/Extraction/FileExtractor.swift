// Entry point of per-file extraction: text in, `FileSummary` out.
import SwiftSyntax

/// Extracts a file's summary; Swift files are parsed on a `DeepStack` thread.
public enum FileExtractor {
    public static func summarize(path: String, text: String) -> FileSummary {
        if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
            return InterfaceBuilderExtractor.summarize(path: path, text: text)
        }
        if text.utf8.contains(0) {
            var summary = FileSummary(path: path, kind: .swift)
            summary.readProblem = "the file contains NUL bytes and looks binary; it was not analysed"
            return summary
        }
        return DeepStack.run {
            summarize(path: path, tree: SwiftSourceParser.parse(text))
        }
    }

    /// Extracts from an already parsed tree. Call on a `DeepStack` thread for deep trees.
    public static func summarize(path: String, tree: SourceFileSyntax) -> FileSummary {
        var summary = SwiftFactCollector.collect(tree: tree, file: path)
        summary.swiftUI = SwiftUIExtractor.extract(from: tree, file: path)
        summary.suppressions = SuppressionScanner.scan(tree: tree, file: path)
        return summary
    }
}
