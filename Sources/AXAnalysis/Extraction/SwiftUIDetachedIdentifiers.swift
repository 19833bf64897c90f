// Explicit identifier modifiers written where no view tree the SwiftUI extraction reads holds
// them: a local `let`, a function returning an array of rows, a closure stored in a model, a
// helper of a type that is no view. EX-2 is context-free, so each is still an identifier.
import SwiftSyntax

/// The `.accessibilityIdentifier(…)` / `.accessibility(identifier:)` calls of one file, in
/// visiting order, and the detached roots made of those no view tree of the file holds.
struct SwiftUIDetachedIdentifiers {
    private var candidates: [(call: FunctionCallExprSyntax, owner: String)] = []

    var count: Int { candidates.count }

    /// `x.accessibilityIdentifier(v)`, `.accessibilityIdentifier(v, isEnabled: f)`,
    /// `x.accessibility(identifier: v)`, and each without a receiver (on `self`): the modifier
    /// forms the chain reader recognises.
    static func isIdentifierModifier(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = nameToken(call) else { return false }
        // `Analytics.accessibilityIdentifier("checkout")`: a type's own function of that name,
        // no view modifier (a modifier's receiver is a view, never a type).
        if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self),
            base.baseName.text.first?.isUppercase == true, base.baseName.text != "Self"
        {
            return false
        }
        switch name.text {
        case "accessibilityIdentifier": return call.arguments.first.map { $0.label == nil } ?? false
        case "accessibility": return call.arguments.contains { $0.label?.text == "identifier" }
        default: return false
        }
    }

    /// `accessibilityIdentifier` of `x.accessibilityIdentifier(…)`, or of a bare call on `self`.
    private static func nameToken(_ call: FunctionCallExprSyntax) -> TokenSyntax? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
    }

    /// Records `call` (an identifier modifier) written inside `enclosingTypes`.
    mutating func record(_ call: FunctionCallExprSyntax, enclosingTypes: [String]) {
        let declaration = Self.declarationName(around: Syntax(call))
        // The app's own overload of the modifier (`func accessibilityIdentifier(_ id: ID?)`)
        // forwards to SwiftUI's: each use of it is the site, reported where it is written.
        guard declaration != "accessibilityIdentifier" else { return }
        candidates.append((call, (enclosingTypes + [declaration].compactMap { $0 }).joined(separator: ".")))
    }

    /// One detached root per recorded call whose modifier no node of `facts` holds: the chain it
    /// modifies, read as any view expression (nested calls that chain covers are not repeated).
    func roots(adding facts: SwiftUIFileFacts, builder: SwiftUIViewTreeBuilder, file: String) -> [SwiftUIRootFact] {
        guard !candidates.isEmpty else { return [] }
        var covered = Set<Int>()
        Self.collectIdentifierSites(facts, into: &covered)
        var result: [SwiftUIRootFact] = []
        for (call, owner) in candidates {
            guard let name = Self.nameToken(call), !covered.contains(name.positionAfterSkippingLeadingTrivia.utf8Offset)
            else { continue }
            let chain = Self.outermostChain(call)
            guard let node = builder.chainNode(chain) else { continue }
            Self.collectIdentifierSites([node], into: &covered)
            result.append(
                SwiftUIRootFact(
                    kind: .detached, name: owner.isEmpty ? "(top level)" : owner, nodes: [node],
                    site: builder.site(of: Syntax(name)), conditions: []))
        }
        return result
    }

    /// The whole chain a modifier call is part of: `Text("a").accessibilityIdentifier("x").padding()`
    /// from the inner call, through postfix `#if` blocks, `!` and `?`.
    static func outermostChain(_ call: FunctionCallExprSyntax) -> ExprSyntax {
        var current = Syntax(call)
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id
            {
                current = Syntax(outer)
            } else if parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
                current = parent
            } else if let postfix = parent.as(PostfixIfConfigExprSyntax.self), postfix.base?.id == current.id {
                current = parent
            } else if parent.is(IfConfigClauseSyntax.self),
                let postfix = parent.parent?.parent?.parent?.as(PostfixIfConfigExprSyntax.self)
            {
                // `.accessibilityIdentifier("x")` inside a postfix `#if` clause modifies the chain before it.
                current = Syntax(postfix)
            } else {
                break
            }
        }
        return current.as(ExprSyntax.self) ?? ExprSyntax(call)
    }

    /// The function, property, initializer or subscript the call is written in, for messages.
    private static func declarationName(around node: Syntax) -> String? {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function.name.text }
            if let variable = ancestor.as(VariableDeclSyntax.self),
                let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
            {
                return pattern.identifier.text
            }
            if ancestor.is(InitializerDeclSyntax.self) { return "init" }
            if ancestor.is(SubscriptDeclSyntax.self) { return "subscript" }
            if ancestor.is(MemberBlockSyntax.self) || ancestor.is(SourceFileSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }

    /// The offsets of the name tokens of every explicit identifier modifier in the facts.
    private static func collectIdentifierSites(_ facts: SwiftUIFileFacts, into sites: inout Set<Int>) {
        for fragment in facts.typeFragments {
            for member in fragment.viewMembers { collectIdentifierSites(member.nodes, into: &sites) }
        }
        for root in facts.roots { collectIdentifierSites(root.nodes, into: &sites) }
        for function in facts.customModifiers + facts.viewFunctions {
            collectIdentifierSites(function.nodes, into: &sites)
        }
        collectIdentifierSites(facts.styleFactories.map(\.construction), into: &sites)
    }

    private static func collectIdentifierSites(_ nodes: [SwiftUIViewNode], into sites: inout Set<Int>) {
        for node in nodes {
            for modifier in node.modifiers {
                if modifier.kind == .explicitIdentifier { sites.insert(modifier.nameSite.range.start) }
                collectIdentifierSites(modifier.arguments, into: &sites)
            }
            collectIdentifierSites(node.arguments, into: &sites)
        }
    }

    private static func collectIdentifierSites(_ arguments: [SwiftUIArgument], into sites: inout Set<Int>) {
        for argument in arguments {
            if let member = argument.implicitMember { collectIdentifierSites([member], into: &sites) }
            collectIdentifierSites(argument.views ?? [], into: &sites)
        }
    }
}
