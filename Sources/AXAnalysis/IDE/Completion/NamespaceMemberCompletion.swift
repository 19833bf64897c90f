// Completion of the members of the app's identifier namespace after a dot in a UI test:
// `A11yIDs.Home.` offers `Home`'s constants (with their values) and nested namespaces.
import SwiftSyntax

enum NamespaceMemberCompletion {
    /// The members of the namespace named before the dot at `utf8Offset` of a UI-test Swift file
    /// (`A11yIDs.Home.` or `A11yIDs.Home.ti`), filtered by the typed part of the name; nil when
    /// the position is not after such a dot, so other completions answer.
    static func completions(at utf8Offset: Int, in path: String, workspace: AnalysisWorkspace) -> IdentifierCompletions?
    {
        guard let text = workspace.text(of: path), workspace.summary(of: path)?.kind == .swift, utf8Offset > 0,
            workspace.isUITestFile(path)
        else { return nil }
        let tree = workspace.openParse(of: path)?.tree ?? SwiftSourceParser.parse(text)
        guard let spot = memberSpot(at: utf8Offset, in: tree) else { return nil }
        let constants = workspace.index.constants
        guard let listing = constants.namespaceListing(spot.base) else { return nil }
        let typed = spot.typed.lowercased()
        var items: [IdentifierCompletionItem] = []
        for member in listing.members where typed.isEmpty || member.name.lowercased().hasPrefix(typed) {
            let detail: String
            var documentation = "**`\(spot.base).\(member.name)`**"
            switch member.kind {
            case .instance:
                detail = "an instance of \(member.typeName ?? "a namespace")"
            case .function, .forwarder:
                detail = "a function of \(member.parameters.joined(separator: ", "))"
            default:
                let value = constants.value(of: "\(listing.owner).\(member.name)")
                detail = value.map { "\"\($0.text)\"" } ?? "a constant"
                if let value {
                    documentation +=
                        "\n\n\(value.isTemplate ? "a template: its `{…}` parts are only known at run time" : "the identifier `\(value.text)`")"
                }
            }
            items.append(
                IdentifierCompletionItem(
                    label: member.name, newText: member.name, isSnippet: false, filterText: member.name,
                    sortText: "0|\(member.name)", detail: detail, documentation: documentation, isTemplate: false))
        }
        for nested in listing.nested where typed.isEmpty || nested.lowercased().hasPrefix(typed) {
            items.append(
                IdentifierCompletionItem(
                    label: nested, newText: nested, isSnippet: false, filterText: nested, sortText: "1|\(nested)",
                    detail: "a namespace", documentation: "**`\(spot.base).\(nested)`**\n\na namespace of identifiers",
                    isTemplate: false))
        }
        return IdentifierCompletions(range: spot.nameRange, items: items, isIncomplete: false)
    }

    /// The base of the member access whose dot ends at, or whose name holds, `utf8Offset`, as
    /// written (`A11yIDs.Home`), the range of the name typed after the dot and its text up to
    /// the cursor.
    static func memberSpot(at utf8Offset: Int, in tree: SourceFileSyntax) -> (
        base: String, nameRange: ByteRange, typed: String
    )? {
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: utf8Offset - 1)) else { return nil }
        let access: MemberAccessExprSyntax?
        if token.tokenKind == .period {
            access = token.parent?.as(MemberAccessExprSyntax.self)
        } else if case .identifier = token.tokenKind, token.endPositionBeforeTrailingTrivia.utf8Offset >= utf8Offset {
            access = token.parent?.parent?.as(MemberAccessExprSyntax.self)
        } else {
            return nil
        }
        guard let access, let base = access.base, access.period.endPositionBeforeTrailingTrivia.utf8Offset <= utf8Offset
        else { return nil }
        // Only plain paths of names: `A11yIDs.Home`, not `app.buttons.element(…)`.
        let written = base.trimmedText
        guard !written.isEmpty, written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
            return nil
        }
        let name = access.declName.baseName
        let start = access.period.endPositionBeforeTrailingTrivia.utf8Offset
        // `A11yIDs.Home.` at the end of a line parses the next line's first name as the member:
        // a name after trivia is not being typed here.
        let isTyped = name.presence == .present && name.positionAfterSkippingLeadingTrivia.utf8Offset == start
        let end = isTyped ? name.endPositionBeforeTrailingTrivia.utf8Offset : start
        guard start <= utf8Offset, utf8Offset <= end else { return nil }
        let typedText = isTyped ? String(name.text.utf8.prefix(utf8Offset - start)) ?? "" : ""
        return (written, ByteRange(start: start, end: max(end, start)), typedText)
    }
}
