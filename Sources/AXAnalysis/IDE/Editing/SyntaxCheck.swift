// Parses text to check that an edit leaves no new syntax errors, reusing one parse per file.
import SwiftSyntax

/// The parsed trees of the files one request looks at, parsed once each. Use only on a
/// `DeepStack` thread (parsing and walking recurse once per nesting level).
final class SyntaxTrees {
    private let workspace: AnalysisWorkspace
    private var trees: [String: SourceFileSyntax] = [:]
    private var errorCounts: [String: Int] = [:]

    init(workspace: AnalysisWorkspace) { self.workspace = workspace }

    /// The tree of a workspace file, or nil when the workspace does not have its text.
    func tree(of path: String) -> SourceFileSyntax? {
        if let tree = trees[path] { return tree }
        guard let text = workspace.text(of: path) else { return nil }
        let tree = SwiftSourceParser.parse(text)
        trees[path] = tree
        return tree
    }

    /// Syntax errors in the file as it is now.
    func errorCount(of path: String) -> Int? {
        if let count = errorCounts[path] { return count }
        guard let tree = tree(of: path) else { return nil }
        let count = SyntaxCheck.errorCount(in: tree)
        errorCounts[path] = count
        return count
    }

    /// Keeps only the fixes whose edits leave every touched Swift file with no more syntax
    /// errors than it has now (storyboards are not checked).
    func validFixes(_ fixes: [Fix]) -> [Fix] {
        fixes.filter { fix in
            Dictionary(grouping: fix.edits, by: \.file).allSatisfy { file, edits in
                guard file.hasSuffix(".swift") else { return true }
                guard let text = workspace.text(of: file), let before = errorCount(of: file) else { return false }
                let after = SwiftSourceParser.parse(EditApplier.apply(edits, to: text))
                return SyntaxCheck.errorCount(in: after) <= before
            }
        }
    }
}

/// Counts syntax errors in a tree.
public enum SyntaxCheck {
    /// Missing tokens plus unexpected-node runs in a parse of `text` (parses on a `DeepStack` thread).
    public static func errorCount(in text: String) -> Int {
        DeepStack.run { errorCount(in: SwiftSourceParser.parse(text)) }
    }

    static func errorCount(in tree: SourceFileSyntax) -> Int {
        let counter = ErrorCounter(viewMode: .all)
        counter.walk(tree)
        return counter.count
    }

    private final class ErrorCounter: SyntaxVisitor {
        var count = 0

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if token.presence == .missing { count += 1 }
            return .visitChildren
        }

        override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
            count += 1
            return .skipChildren
        }
    }
}
