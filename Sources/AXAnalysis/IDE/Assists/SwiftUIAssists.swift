// Assists on SwiftUI view expressions: give a control a leaf, wrap a component usage in a branch.
import SwiftSyntax

/// Branch/leaf assists, read from the syntax tree of the file.
enum SwiftUIAssists {
    /// Controls users interact with, which UI tests need to find.
    static let controlNames: Set<String> = [
        "Button", "TextField", "SecureField", "Toggle", "Picker", "Slider", "Stepper", "DatePicker",
        "ColorPicker", "Link", "NavigationLink", "Menu", "TextEditor", "ShareLink", "PasteButton"
    ]

    /// Modifiers after which a control already has an identifier.
    static let identifyingModifiers: Set<String> = [
        "accessibilityIdentifierLeaf", "accessibilityIdentifier", "accessibility"
    ]

    static func actions(
        in path: String, range: ByteRange, tree: SourceFileSyntax, source: SourceText, workspace: AnalysisWorkspace,
        trees: SyntaxTrees
    ) -> [Fix] {
        let components = componentNames(workspace: workspace)
        let chains = ModifierChain.all(in: tree) { controlNames.contains($0) || components.contains($0) }
        // The innermost chain whose base name or whole base call holds the range.
        let touching = chains.filter { chain in
            chain.base.trimmedByteRange.contains(range.start) && chain.base.trimmedByteRange.contains(range.end)
        }
        guard let chain = touching.min(by: { $0.base.trimmedByteRange.length < $1.base.trimmedByteRange.length }),
            !chain.hasError
        else { return [] }
        let element = chain.top.trimmedByteRange
        if controlNames.contains(chain.baseName) {
            guard chain.modifierNames.allSatisfy({ !identifyingModifiers.contains($0) }),
                hasEnclosingBranch(chain, workspace: workspace, trees: trees), let name = leafName(for: chain)
            else { return [] }
            let edit = ModifierInsertion.edit(
                appending: ModifierInsertion.call("accessibilityIdentifierLeaf", name), to: element, source: source)
            return [
                Fix(
                    title: "add .accessibilityIdentifierLeaf(\"\(name)\") to this \(chain.baseName)", kind: .refactor,
                    edits: [edit])
            ]
        }
        guard !chain.modifierNames.contains("accessibilityIdentifierBranch") else { return [] }
        let edit = ModifierInsertion.edit(
            appending: ModifierInsertion.call("accessibilityIdentifierBranch", chain.baseName), to: element,
            source: source)
        return [
            Fix(
                title: "wrap this \(chain.baseName) in .accessibilityIdentifierBranch(\"\(chain.baseName)\")",
                kind: .refactor, edits: [edit])
        ]
    }

    /// A leaf applies only under a branch (BL-2): one around the control in this body, or one
    /// around a usage of the component the control is in (found by reading the files that
    /// mention the component; one level of usage is followed).
    static func hasEnclosingBranch(_ chain: ModifierChain, workspace: AnalysisWorkspace, trees: SyntaxTrees) -> Bool {
        let (underBranch, componentName) = branchAbove(chain.top)
        if underBranch { return true }
        guard let componentName else { return false }
        for path in workspace.paths where path.hasSuffix(".swift") {
            guard let text = workspace.text(of: path), text.contains(componentName),
                text.contains("accessibilityIdentifierBranch"),
                let tree = trees.tree(of: path)
            else { continue }
            for usage in ModifierChain.all(in: tree, where: { $0 == componentName }) {
                if usage.modifierNames.contains("accessibilityIdentifierBranch") || branchAbove(usage.top).underBranch {
                    return true
                }
            }
        }
        return false
    }

    /// Whether a branch modifier wraps the expression inside its view body, and the name of the
    /// struct whose body holds it.
    static func branchAbove(_ expression: ExprSyntax) -> (underBranch: Bool, componentName: String?) {
        var current = expression.parent
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "accessibilityIdentifierBranch"
            {
                return (true, nil)
            }
            if let declaration = node.as(StructDeclSyntax.self) { return (false, declaration.name.text) }
            current = node.parent
        }
        return (false, nil)
    }

    /// Simple names of the workspace's SwiftUI views (structs that conform to `View`).
    static func componentNames(workspace: AnalysisWorkspace) -> Set<String> {
        var names: Set<String> = []
        for summary in workspace.allSummaries.values {
            for type in summary.types
            where type.kind == .struct && type.inherited.contains(where: { TypeNameText.baseName($0) == "View" }) {
                names.insert(type.name)
            }
            for ext in summary.extensions
            where ext.conformances.contains(where: { TypeNameText.baseName($0) == "View" }) {
                names.insert(TypeNameText.baseName(ext.extendedType))
            }
        }
        return names
    }

    /// A leaf name from the control's title literal, its bound variable (`text: $email`,
    /// `isOn: $isOn`), or the first text literal in its label closure, lower camel-cased.
    static func leafName(for chain: ModifierChain) -> String? {
        let arguments = Array(chain.base.arguments)
        if let first = arguments.first, first.label == nil, let title = StringExprReader.plainLiteral(first.expression),
            let name = NameMaker.lowerCamelCase(title)
        {
            return name
        }
        for argument in arguments {
            if let binding = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, binding.hasPrefix("$")
            {
                return NameMaker.lowerCamelCase(String(binding.dropFirst()))
            }
            if let member = argument.expression.as(MemberAccessExprSyntax.self),
                member.base?.trimmedText.hasPrefix("$") == true
            {
                return NameMaker.lowerCamelCase(member.declName.baseName.text)
            }
        }
        let finder = FirstLiteralFinder(viewMode: .sourceAccurate)
        finder.walk(chain.base)
        return finder.literal.flatMap(NameMaker.lowerCamelCase)
    }

    private final class FirstLiteralFinder: SyntaxVisitor {
        var literal: String?

        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            if literal == nil, let text = StringExprReader.plainLiteral(ExprSyntax(node)), !text.isEmpty {
                literal = text
            }
            return .skipChildren
        }
    }
}
