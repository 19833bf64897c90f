// Finds view expressions and their modifier chains in a syntax tree, for edits that add or
// remove modifiers.
import SwiftSyntax

/// A view expression `Base(…).m1(…).m2(…)` read from the tree: its base call and its modifiers.
struct ModifierChain {
    /// The call the chain starts from (`Button("Buy") { … }`).
    let base: FunctionCallExprSyntax
    /// The callee's simple name (`Button`).
    let baseName: String
    /// The whole expression with every modifier (the outermost call).
    let top: ExprSyntax
    /// The modifier calls, innermost (textually first) first.
    let modifiers: [(name: String, call: FunctionCallExprSyntax)]

    var modifierNames: [String] { modifiers.map(\.name) }

    /// True when the chain or any expression around it has syntax errors.
    var hasError: Bool { top.hasError }

    /// The chain that starts at `call`, walking outwards through `.modifier(…)` calls.
    init?(base call: FunctionCallExprSyntax) {
        guard let name = Self.simpleName(of: call.calledExpression) else { return nil }
        self.base = call
        self.baseName = name
        var modifiers: [(String, FunctionCallExprSyntax)] = []
        var current = ExprSyntax(call)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
            let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id
        {
            modifiers.append((member.declName.baseName.text, outer))
            current = ExprSyntax(outer)
        }
        self.top = current
        self.modifiers = modifiers
    }

    /// The callee name of `Name(…)` or `Module.Name(…)`; nil for modifier calls (`x.m()` with a base
    /// that is itself a call) so that a chain always starts at its base view.
    static func simpleName(of callee: ExprSyntax) -> String? {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
            base.is(DeclReferenceExprSyntax.self), let first = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
            first.first?.isUppercase == true
        {
            return member.declName.baseName.text
        }
        return nil
    }

    /// Every chain in the tree whose base name satisfies `accept`, outermost first in textual order.
    static func all(in tree: SourceFileSyntax, where accept: @escaping (String) -> Bool) -> [ModifierChain] {
        let finder = BaseCallFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.calls.compactMap { call in
            guard let chain = ModifierChain(base: call), accept(chain.baseName) else { return nil }
            return chain
        }
    }

    private final class BaseCallFinder: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if ModifierChain.simpleName(of: node.calledExpression) != nil { calls.append(node) }
            return .visitChildren
        }
    }
}

/// Finds the statement or member declaration around a position.
enum SyntaxLookup {
    /// The innermost node of type `T` whose trimmed range contains `range`.
    static func innermost<T: SyntaxProtocol>(_ type: T.Type, containing range: ByteRange, in tree: SourceFileSyntax)
        -> T?
    {
        let finder = InnermostFinder<T>(range: range)
        finder.walk(tree)
        return finder.found
    }

    private final class InnermostFinder<T: SyntaxProtocol>: SyntaxAnyVisitor {
        let range: ByteRange
        var found: T?

        init(range: ByteRange) {
            self.range = range
            super.init(viewMode: .sourceAccurate)
        }

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            let nodeRange = node.trimmedByteRange
            guard nodeRange.start <= range.start, nodeRange.end >= range.end else { return .skipChildren }
            if let typed = node.as(T.self) { found = typed }
            return .visitChildren
        }
    }
}
