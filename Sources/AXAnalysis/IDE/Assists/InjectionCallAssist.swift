// Assist: call AAII's `injectAccessibilityIdentifiers()` in a view controller or view that does
// not call it yet.
import SwiftSyntax

/// Inserts `injectAccessibilityIdentifiers()` after `super.viewDidLoad()` (view controllers) or
/// `super.awakeFromNib()` (views and cells), adding the method when the class has none.
enum InjectionCallAssist {
    static func actions(
        in path: String, range: ByteRange, tree: SourceFileSyntax, source: SourceText, workspace: AnalysisWorkspace
    ) -> [Fix] {
        guard let summary = workspace.summary(of: path), usesAAII(workspace) else { return [] }
        let index = workspace.index
        guard
            let type = summary.types.first(where: { $0.kind == .class && $0.nameSite.range.overlapsOrTouches(range) }),
            index.isViewController(type.name) || index.isView(type.name)
        else { return [] }
        let alreadyInjects = workspace.allSummaries.values.contains { other in
            other.injectionCalls.contains { call in
                if case .enclosingSelf = call.receiver {
                    return call.enclosingType == type.name || call.enclosingType == type.qualifiedName
                }
                return false
            }
        }
        guard !alreadyInjects else { return [] }
        let methodName = index.isViewController(type.name) ? "viewDidLoad" : "awakeFromNib"
        var edits: [FileEdit] = []
        if let method = type.methods.first(where: { $0.name == methodName }) {
            guard !method.hasSyntaxErrors, let offset = method.afterSuperCallOffset else { return [] }
            let indent = source.indentation(ofLineContaining: max(0, offset - 1))
            edits.append(
                FileEdit(
                    file: path, range: ByteRange(start: offset, end: offset),
                    replacement: source.lineBreak + indent + "injectAccessibilityIdentifiers()"))
        } else if let edit = newMethod(methodName, type: type, tree: tree, source: source) {
            edits.append(edit)
        } else {
            return []
        }
        if !summary.imports.contains("AAII"), let importEdit = importEdit(tree: tree, source: source) {
            edits.insert(importEdit, at: 0)
        }
        return [Fix(title: "call injectAccessibilityIdentifiers() in \(methodName)()", kind: .refactor, edits: edits)]
    }

    /// AAII is in use when a file imports it or calls it.
    static func usesAAII(_ workspace: AnalysisWorkspace) -> Bool {
        workspace.allSummaries.values.contains { $0.imports.contains("AAII") || !$0.injectionCalls.isEmpty }
    }

    /// An `override func <name>()` that calls super and injects, first in the class body.
    private static func newMethod(_ name: String, type: TypeFact, tree: SourceFileSyntax, source: SourceText)
        -> FileEdit?
    {
        guard let declaration = SyntaxLookup.innermost(ClassDeclSyntax.self, containing: type.nameSite.range, in: tree),
            !declaration.memberBlock.hasError
        else { return nil }
        let members = declaration.memberBlock.members
        let classIndent = source.indentation(ofLineContaining: type.site.range.start)
        let unit = source.indentationUnit
        let lineBreak = source.lineBreak
        let memberIndent =
            members.first.map { source.indentation(ofLineContaining: $0.trimmedByteRange.start) } ?? classIndent + unit
        let bodyIndent = memberIndent + unit
        var text =
            lineBreak + memberIndent + "override func \(name)() {" + lineBreak
            + bodyIndent + "super.\(name)()" + lineBreak
            + bodyIndent + "injectAccessibilityIdentifiers()" + lineBreak
            + memberIndent + "}"
        text += members.isEmpty ? lineBreak + classIndent : lineBreak
        let offset = declaration.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        return FileEdit(file: source.path, range: ByteRange(start: offset, end: offset), replacement: text)
    }

    /// `import AAII` after the last import.
    private static func importEdit(tree: SourceFileSyntax, source: SourceText) -> FileEdit? {
        let lastImport = tree.statements.last { $0.item.is(ImportDeclSyntax.self) }
        guard let lastImport else { return nil }
        let offset = lastImport.endPositionBeforeTrailingTrivia.utf8Offset
        return FileEdit(
            file: source.path, range: ByteRange(start: offset, end: offset),
            replacement: source.lineBreak + "import AAII")
    }
}

extension ByteRange {
    /// True when the ranges share a byte or one touches the other's end (a cursor on a name).
    func overlapsOrTouches(_ other: ByteRange) -> Bool {
        start <= other.end && other.start <= end
    }
}
