// Parses text to check that an edit leaves no new syntax errors, reusing one parse per file.
import SwiftSyntax

/// The parsed trees of the files one request looks at, parsed once each. Use only on a
/// `DeepStack` thread (parsing and walking recurse once per nesting level).
final class SyntaxTrees {
    private let workspace: AnalysisWorkspace
    private var trees: [String: SourceFileSyntax] = [:]
    private var errorCounts: [String: Int] = [:]
    /// Each file's text and line index, built at most once per request (a hint's fix used to
    /// index the whole file two or three times).
    private var sources: [String: SourceText] = [:]
    /// How many edited files were checked by an incremental parse (for tests).
    private(set) var incrementalChecks = 0

    /// `sources` are texts the caller already indexed (an open document's, in the server).
    init(workspace: AnalysisWorkspace, sources: [SourceText] = []) {
        self.workspace = workspace
        for source in sources where workspace.text(of: source.path).map({ source.lines.indexes($0) }) == true {
            self.sources[source.path] = source
        }
    }

    /// The text of a workspace file with its line index, or nil when the workspace does not have it.
    func source(of path: String) -> SourceText? {
        if let source = sources[path] { return source }
        guard let source = SourceText(path: path, workspace: workspace) else { return nil }
        sources[path] = source
        return source
    }

    /// The tree of a workspace file, or nil when the workspace does not have its text. An open
    /// document's tree is the editor's parse.
    func tree(of path: String) -> SourceFileSyntax? {
        if let tree = trees[path] { return tree }
        if let parse = workspace.openParse(of: path) {
            trees[path] = parse.tree
            return parse.tree
        }
        guard let text = workspace.text(of: path) else { return nil }
        let tree = SwiftSourceParser.parse(text)
        trees[path] = tree
        return tree
    }

    /// Syntax errors in the file as it is now (a tree without errors says so without a walk).
    func errorCount(of path: String) -> Int? {
        if let count = errorCounts[path] { return count }
        guard let tree = tree(of: path) else { return nil }
        let count = tree.hasError ? SyntaxCheck.errorCount(in: tree) : 0
        errorCounts[path] = count
        return count
    }

    /// Keeps only the fixes whose edits leave every touched Swift file with no more syntax
    /// errors than it has now (storyboards are not checked). An open document's edited text is
    /// parsed incrementally from the editor's parse (a keystroke's inlay hints used to cost two
    /// full parses of the file).
    func validFixes(_ fixes: [Fix]) -> [Fix] {
        fixes.filter { fix in
            Dictionary(grouping: fix.edits, by: \.file).allSatisfy { file, edits in
                guard file.hasSuffix(".swift") else { return true }
                guard let text = workspace.text(of: file), let before = errorCount(of: file) else { return false }
                let edited = EditApplier.apply(edits, to: text)
                let after: SourceFileSyntax
                if let parse = workspace.openParse(of: file),
                    let replacements = Self.sequential(edits, textLength: text.utf8.count)
                {
                    after = SwiftSourceParser.parseIncrementally(edited, previous: parse, edits: replacements).tree
                    incrementalChecks += 1
                } else {
                    after = SwiftSourceParser.parse(edited)
                }
                if !after.hasError { return true }
                return before > 0 && SyntaxCheck.errorCount(in: after) <= before
            }
        }
    }

    /// Edits in offsets of the original text as a sequence where each is in offsets of the text
    /// after the ones before it; nil unless they are in range and do not overlap. Insertions at
    /// one offset land in their given order, as `EditApplier` puts them (hints check all their
    /// edits at once, and several hints insert after the same `super` call).
    static func sequential(_ edits: [FileEdit], textLength: Int) -> [TextReplacement]? {
        let ordered = edits.enumerated().sorted {
            ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset)
        }.map(\.element)
        var previousEnd = 0
        for edit in ordered {
            guard edit.range.start >= previousEnd, edit.range.start <= edit.range.end, edit.range.end <= textLength
            else { return nil }
            previousEnd = edit.range.end
        }
        var shift = 0
        return ordered.map { edit in
            defer { shift += edit.replacement.utf8.count - edit.range.length }
            return TextReplacement(
                range: ByteRange(start: edit.range.start + shift, end: edit.range.end + shift),
                replacement: edit.replacement)
        }
    }
}

/// Counts syntax errors in a tree.
package enum SyntaxCheck {
    /// Missing tokens plus unexpected-node runs in a parse of `text` (parses on a `DeepStack` thread).
    package static func errorCount(in text: String) -> Int {
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
