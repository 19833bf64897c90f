// Peels a modifier chain (`base.m1(…).m2(…)`, postfix `#if` blocks included) off a view
// expression and recognises the identifier modifiers by API name (BL-1, BL-2, EX-2).
import SwiftSyntax

/// Reads `v.m1().m2()` from the outside in: modifiers are collected outermost first.
struct SwiftUIModifierChainReader {
    let file: String
    let builder: SwiftUIViewTreeBuilder
    private(set) var modifiersOuterFirst: [SwiftUIModifier] = []
    private(set) var blocks: [SwiftUIChainConditionBlock] = []
    /// Set when the chain starts with a bare identifier modifier (`accessibilityIdentifier(id)`
    /// inside an `extension View` function): its name token, the base being `self`.
    private(set) var implicitSelfName: TokenSyntax?
    /// True for the reader of a postfix `#if` clause's chain. Only such modifiers can have
    /// conditions of their own: outside every clause a modifier's enclosing conditions are its
    /// view's, which `SwiftUIViewTreeBuilder.chainNode` drops from them. Looking them up per
    /// modifier walked every parent of every modifier, quadratic in the chain's length.
    private let isInsideConditionalClause: Bool

    init(file: String, builder: SwiftUIViewTreeBuilder, isInsideConditionalClause: Bool = false) {
        self.file = file
        self.builder = builder
        self.isInsideConditionalClause = isInsideConditionalClause
    }

    /// Collects the modifiers of `expression` and returns its base view expression (nil when
    /// the chain starts with an implicit member, as inside a postfix `#if` clause).
    mutating func read(_ expression: ExprSyntax) -> ExprSyntax? {
        var current: ExprSyntax? = expression
        while let expression = current {
            if let call = expression.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                !isTypeConstruction(member)
            {
                modifiersOuterFirst.append(modifier(nameToken: member.declName.baseName, call: call))
                guard let base = member.base else { return nil }
                current = base
            } else if let call = expression.as(FunctionCallExprSyntax.self),
                let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                SwiftUIConformance.identifierAPINames.contains(reference.baseName.text),
                case let implicit = modifier(nameToken: reference.baseName, call: call), implicit.kind != .other
            {
                // `accessibilityIdentifier(id)` with no receiver modifies `self`.
                modifiersOuterFirst.append(implicit)
                implicitSelfName = reference.baseName
                return nil
            } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
                Self.isModifiedView(base),
                member.declName.baseName.text.first?.isLowercase == true, member.declName.argumentNames == nil
            {
                // `Row().cardStyle`: a computed property of a `View` extension, a modifier
                // without arguments (a custom one, or nothing the walk knows).
                modifiersOuterFirst.append(
                    SwiftUIModifier(
                        kind: .other, name: member.declName.baseName.text,
                        nameSite: builder.site(of: Syntax(member.declName.baseName))))
                current = base
            } else if let postfix = expression.as(PostfixIfConfigExprSyntax.self) {
                readConditionalModifiers(postfix.config)
                current = postfix.base
            } else if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
                current = unwrapped.expression
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else {
                return expression
            }
        }
        return nil
    }

    /// A view expression a property can modify: a call (`Row()`, `Text("a").bold()`), or such
    /// an expression with property modifiers or postfix `#if` blocks of its own. A property of
    /// a reference (`viewModel.title`, `Color.red`) is a value, not a modified view.
    private static func isModifiedView(_ expression: ExprSyntax) -> Bool {
        if expression.is(FunctionCallExprSyntax.self) { return true }
        if let postfix = expression.as(PostfixIfConfigExprSyntax.self) {
            return postfix.base.map(isModifiedView) ?? false
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return isModifiedView(base)
        }
        return false
    }

    /// `SwiftUI.Text(…)`, `Feature.Row(…)`: a qualified view construction, not a modifier.
    private func isTypeConstruction(_ member: MemberAccessExprSyntax) -> Bool {
        guard let base = member.base, member.declName.baseName.text.first?.isUppercase == true else { return false }
        return builder.calleeName(base).0 == .call
            || base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
    }

    /// The modifiers of every clause of a postfix `#if`; resolution keeps one clause at a time.
    private mutating func readConditionalModifiers(_ config: IfConfigDeclSyntax) {
        // The same block id `enclosingConditions(file:)` gives: the clause conditions joined.
        let blockID = config.clauses.map { $0.condition?.trimmedText ?? "else" }.joined(separator: "|")
        var clauses: [ConditionClause] = []
        var earlierConditions: [String] = []
        var hasElse = false
        for (index, clause) in config.clauses.enumerated() {
            var parts = earlierConditions.map { "!(\($0))" }
            if let condition = clause.condition {
                parts.append(condition.trimmedText)
                earlierConditions.append(condition.trimmedText)
            } else {
                hasElse = true
            }
            clauses.append(
                ConditionClause(
                    blockID: blockID, clauseIndex: index, text: parts.isEmpty ? "true" : parts.joined(separator: " && ")
                ))
            if case .postfixExpression(let clauseChain) = clause.elements {
                var inner = SwiftUIModifierChainReader(file: file, builder: builder, isInsideConditionalClause: true)
                _ = inner.read(clauseChain)
                modifiersOuterFirst.append(contentsOf: inner.modifiersOuterFirst)
                blocks.append(contentsOf: inner.blocks)
            }
        }
        if !hasElse {
            let text = earlierConditions.map { "!(\($0))" }.joined(separator: " && ")
            clauses.append(
                ConditionClause(blockID: blockID, clauseIndex: clauses.count, text: text.isEmpty ? "true" : text))
        }
        blocks.append(SwiftUIChainConditionBlock(blockID: blockID, clauses: clauses))
    }

    /// `.modifier(AccessibilityIdentifierBranchModifier(branch: x))` and the leaf twin are the
    /// library's modifiers applied without its `View` extension: recognised by type name.
    private func recogniseLibraryModifier(_ modifier: inout SwiftUIModifier) {
        guard modifier.name == "modifier", modifier.arguments.count == 1,
            let applied = modifier.arguments.first?.views?.first,
            applied.baseKind == .call, applied.modifiers.isEmpty
        else { return }
        let kinds: [String: (SwiftUIModifier.Kind, String)] = [
            "AccessibilityIdentifierBranchModifier": (.branch, "branch"),
            "AccessibilityIdentifierLeafModifier": (.leaf, "leaf")
        ]
        guard let (kind, label) = kinds[applied.name],
            let value = applied.arguments.first(where: { $0.label == label })?.string
        else { return }
        modifier.kind = kind
        modifier.value = value
        modifier.arguments = []
    }

    private func modifier(nameToken: TokenSyntax, call: FunctionCallExprSyntax) -> SwiftUIModifier {
        let name = nameToken.text
        let nameSite = builder.site(of: Syntax(nameToken))
        let arguments = Array(call.arguments.each)
        let firstUnlabelled = arguments.first { $0.label == nil }?.expression
        var result = SwiftUIModifier(kind: .other, name: name, nameSite: nameSite)
        switch name {
        case "accessibilityIdentifierBranch" where firstUnlabelled != nil:
            result.kind = .branch
        case "accessibilityIdentifierLeaf" where firstUnlabelled != nil:
            result.kind = .leaf
        case "accessibilityIdentifier" where firstUnlabelled != nil:
            result.kind = .explicitIdentifier
            if let enabled = arguments.first(where: { $0.label?.text == "isEnabled" })?.expression {
                if let literal = enabled.as(BooleanLiteralExprSyntax.self) {
                    result.isEnabledLiteral = literal.literal.tokenKind == .keyword(.true)
                } else {
                    result.isEnabledIsDynamic = true
                }
            }
        case "accessibility":
            if let identifier = arguments.first(where: { $0.label?.text == "identifier" })?.expression {
                result.kind = .explicitIdentifier
                result.value = builder.locals.substitute(StringExprReader.read(identifier, file: file))
            }
        case "accessibilityElement":
            result.kind = .accessibilityElement
        default:
            break
        }
        if result.kind == .branch || result.kind == .leaf || (result.kind == .explicitIdentifier && result.value == nil)
        {
            if let firstUnlabelled {
                result.value = builder.locals.substitute(StringExprReader.read(firstUnlabelled, file: file))
            }
        }
        if result.kind == .other {
            result.arguments = builder.arguments(of: call)
            recogniseLibraryModifier(&result)
            // `.textFieldStyle(.branded(…))`: the factory a style modifier names.
            if name.hasSuffix("Style"), let first = arguments.first, !result.arguments.isEmpty {
                result.arguments[0].implicitMember = builder.staticMember(first.expression)
            }
        } else if result.kind == .accessibilityElement {
            // `children:` decides how the VoiceOver model merges (Outline/SwiftUIVoiceOverModel).
            result.arguments = builder.arguments(of: call)
        }
        result.chainConditions = isInsideConditionalClause ? Syntax(nameToken).enclosingConditions(file: file) : []
        return result
    }
}
