// Fixes for findings that need the syntax tree: rename a duplicated literal, remove a write or a
// modifier that has no effect.
import SwiftSyntax

/// Fixes added to findings on top of the ones the rules attach.
enum FindingFixes {
    static func fixes(for finding: Finding, tree: SourceFileSyntax, source: SourceText, workspace: AnalysisWorkspace)
        -> [Fix]
    {
        switch finding.ruleID {
        case "duplicate-identifier":
            return renameDuplicate(finding, tree: tree, source: source, workspace: workspace)
                + RapidA11yFixes.fixes(for: finding, source: source, workspace: workspace)
        case "rapid-count-mismatch", "rapid-traits-reset":
            return RapidA11yFixes.fixes(for: finding, source: source, workspace: workspace)
        case "identifier-overwritten" where finding.isUnnecessaryCode:
            return removeStatement(
                at: finding.site, tree: tree, source: source, title: "remove the assignment that is overwritten")
        case "leaf-without-branch", "leaf-inside-leaf":
            return removeModifier(
                at: finding.site, tree: tree, source: source, title: "remove the leaf that applies no identifier")
        default:
            return []
        }
    }

    // MARK: Duplicates

    /// Renames the string literal that produced the duplicated identifier: with the enclosing
    /// type appended, and with the first free counter.
    static func renameDuplicate(
        _ finding: Finding, tree: SourceFileSyntax, source: SourceText, workspace: AnalysisWorkspace
    ) -> [Fix] {
        guard let value = finding.identifier,
            let identifier = workspace.identifiers(inFile: source.path).first(where: {
                $0.value == value && $0.site.range == finding.site.range
            }),
            let step = identifier.via.last(where: {
                [.leaf, .explicit, .assignment].contains($0.kind) && $0.site.file == source.path
            }),
            let literal = stringLiteral(near: step.site.range, tree: tree),
            !literal.hasError, let content = StringExprReader.plainLiteral(ExprSyntax(literal)),
            !content.isEmpty, value.hasSuffix(content)
        else { return [] }
        let prefix = String(value.dropLast(content.utf8.count))
        let taken = Set(workspace.allIdentifiers().map(\.value))
        var fixes: [Fix] = []
        if let typeName = enclosingTypeName(of: literal), !taken.contains(prefix + content + "." + typeName) {
            fixes.append(
                rename(literal, to: content + "." + typeName, full: prefix + content + "." + typeName, source: source))
        }
        var counter = 2
        while taken.contains(prefix + content + String(counter)) && counter < 1000 { counter += 1 }
        fixes.append(
            rename(literal, to: content + String(counter), full: prefix + content + String(counter), source: source))
        return fixes
    }

    private static func rename(_ literal: StringLiteralExprSyntax, to content: String, full: String, source: SourceText)
        -> Fix
    {
        Fix(
            title: "rename to '\(full)' to make it unique", kind: .quickFix,
            edits: [
                FileEdit(
                    file: source.path, range: literal.trimmedByteRange,
                    replacement: "\"\(NameMaker.literalContent(content))\"")
            ])
    }

    /// The string literal an identifier-setting call or assignment at `range` writes.
    static func stringLiteral(near range: ByteRange, tree: SourceFileSyntax) -> StringLiteralExprSyntax? {
        if let call = SyntaxLookup.innermost(FunctionCallExprSyntax.self, containing: range, in: tree),
            let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)
        {
            return literal
        }
        if let sequence = SyntaxLookup.innermost(SequenceExprSyntax.self, containing: range, in: tree),
            let last = sequence.elements.last?.as(StringLiteralExprSyntax.self)
        {
            return last
        }
        if let infix = SyntaxLookup.innermost(InfixOperatorExprSyntax.self, containing: range, in: tree) {
            return infix.rightOperand.as(StringLiteralExprSyntax.self)
        }
        return nil
    }

    private static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let decl = parent.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(EnumDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(ExtensionDeclSyntax.self) {
                return TypeNameText.baseName(decl.extendedType.trimmedText)
            }
            current = parent.parent
        }
        return nil
    }

    // MARK: Code without effect

    /// Deletes the statement at `site` with its whole line when it stands alone on it.
    static func removeStatement(at site: SourceSite, tree: SourceFileSyntax, source: SourceText, title: String) -> [Fix]
    {
        guard let item = SyntaxLookup.innermost(CodeBlockItemSyntax.self, containing: site.range, in: tree),
            !item.hasError
        else { return [] }
        return [
            Fix(
                title: title, kind: .quickFix,
                edits: [
                    FileEdit(
                        file: source.path, range: wholeLines(item.trimmedByteRange, source: source), replacement: "")
                ], isSafeForFixAll: true)
        ]
    }

    /// Deletes `.name(…)` whose name token is at `site`, with its line when it stands alone on it.
    static func removeModifier(at site: SourceSite, tree: SourceFileSyntax, source: SourceText, title: String) -> [Fix]
    {
        guard let member = SyntaxLookup.innermost(MemberAccessExprSyntax.self, containing: site.range, in: tree),
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
            let base = member.base, !call.hasError
        else { return [] }
        let range = ByteRange(
            start: base.endPositionBeforeTrailingTrivia.utf8Offset, end: call.endPositionBeforeTrailingTrivia.utf8Offset
        )
        let periodRange = member.period.trimmedByteRange
        let edit: ByteRange
        if source.isAtLineStart(periodRange.start) {
            // `.modifier(…)` on its own line: remove from the end of the previous line.
            edit = ByteRange(start: range.start, end: range.end)
        } else {
            edit = ByteRange(start: periodRange.start, end: range.end)
        }
        return [
            Fix(
                title: title, kind: .quickFix, edits: [FileEdit(file: source.path, range: edit, replacement: "")],
                isSafeForFixAll: true)
        ]
    }

    /// The range extended to whole lines (its line break included) when only whitespace shares
    /// its first and last line.
    static func wholeLines(_ range: ByteRange, source: SourceText) -> ByteRange {
        let firstLine = source.lines.line(containing: range.start)
        let lastLine = source.lines.line(containing: range.end)
        let lineStart = source.lines.lineStarts[firstLine]
        let contentEnd = source.lines.lineContentEnd(lastLine)
        let before = source.slice(ByteRange(start: lineStart, end: range.start))
        let after = source.slice(ByteRange(start: range.end, end: contentEnd))
        guard before.allSatisfy({ $0 == " " || $0 == "\t" }), after.allSatisfy({ $0 == " " || $0 == "\t" }) else {
            return range
        }
        let nextLineStart = lastLine + 1 < source.lines.lineCount ? source.lines.lineStarts[lastLine + 1] : contentEnd
        return ByteRange(start: lineStart, end: nextLineStart)
    }
}
