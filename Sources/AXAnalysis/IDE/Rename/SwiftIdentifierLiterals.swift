// Where Swift code writes an identifier's value as a literal: the argument of an identifier
// modifier or assignment, a string constant's declaration, a UI test's local constant.
import SwiftSyntax

/// A constant's declaration: the literal that is its value, or why it is not one.
enum ConstantDeclaration {
    case literal(ByteRange)
    case notLiteral(String)
}

enum SwiftIdentifierLiterals {
    /// How an element's identifier is written: the argument of `.accessibilityIdentifier(…)`,
    /// the right side of `….accessibilityIdentifier = …`, or the report site itself when it is
    /// an argument (a value a use passes in, `Row(id: "…")`); `.computed` with the text of a
    /// right side that is an operator expression the parser leaves unfolded (`"a" + "b"`).
    enum WrittenValue {
        case expression(ExprSyntax)
        case computed(String)
    }

    static func valueExpression(reportedAt site: ByteRange, in tree: SourceFileSyntax) -> WrittenValue? {
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: site.start)) else { return nil }
        var node: Syntax? = Syntax(token)
        while let current = node {
            if let expression = current.as(ExprSyntax.self), trimmedRange(current) == site,
                current.parent?.is(LabeledExprSyntax.self) == true
            {
                return .expression(expression)
            }
            if let call = current.as(FunctionCallExprSyntax.self), calleeName(call) == "accessibilityIdentifier",
                let argument = call.arguments.first
            {
                return .expression(argument.expression)
            }
            if let sequence = current.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
                    elements[0].trimmedText.hasSuffix("accessibilityIdentifier")
                {
                    return elements.count == 3
                        ? .expression(elements[2])
                        : .computed(elements.dropFirst(2).map(\.trimmedText).joined(separator: " "))
                }
            }
            if let infix = current.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
                infix.leftOperand.trimmedText.hasSuffix("accessibilityIdentifier")
            {
                return .expression(infix.rightOperand)
            }
            if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }

    /// The content of a one-line literal without interpolation or escapes whose value is `value`.
    static func contentRange(of expression: ExprSyntax, equalTo value: String) -> ByteRange? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.openingQuote.tokenKind == .stringQuote,
            literal.openingPounds == nil, literal.closingQuote.presence == .present,
            literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self),
            segment.content.text == value, !value.contains("\\")
        else { return nil }
        return SwiftQueryLiteral.contentRange(of: literal)
    }

    /// The qualified name of the types around a node (`IDs.Login`), the context a reference is
    /// resolved in.
    static func enclosingTypeName(of node: Syntax) -> String? {
        var names: [String] = []
        var current = node.parent
        while let ancestor = current {
            if let name = typeName(ancestor) { names.insert(name, at: 0) }
            current = ancestor.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// The declaration of `name` in the type `owner` ("" for a global) whose value is the
    /// literal `value`: a `let`/`var` initialiser or an enum case's raw value; the literal's
    /// content range, or a reason why it cannot be edited.
    static func constantDeclaration(owner: String, name: String, value: String, in tree: SourceFileSyntax)
        -> ConstantDeclaration?
    {
        let finder = ConstantDeclarationFinder(owner: owner, name: name, value: value)
        finder.walk(tree)
        return finder.result
    }

    /// `let name = "…"` before `position` in the blocks around it (a UI test's local constant).
    static func localConstant(named name: String, before position: Int, around node: Syntax, value: String)
        -> ByteRange?
    {
        var current = node.parent
        while let ancestor = current {
            if let items = ancestor.as(CodeBlockItemListSyntax.self) {
                for item in items.reversed() where item.endPosition.utf8Offset <= position {
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in declaration.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer.flatMap { contentRange(of: $0.value, equalTo: value) }
                    }
                }
            }
            current = ancestor.parent
        }
        return nil
    }

    static func trimmedRange(_ node: Syntax) -> ByteRange {
        ByteRange(
            start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    private static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    static func typeName(_ node: Syntax) -> String? {
        if let declaration = node.as(StructDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(ClassDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(EnumDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(ActorDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(ExtensionDeclSyntax.self) { return declaration.extendedType.trimmedText }
        return nil
    }
}

/// Finds one constant's declaration by owner, name and literal value.
private final class ConstantDeclarationFinder: SyntaxVisitor {
    let owner: String
    let name: String
    let value: String
    var result: ConstantDeclaration?

    init(owner: String, name: String, value: String) {
        self.owner = owner
        self.name = name
        self.value = value
        super.init(viewMode: .sourceAccurate)
    }

    /// A member of `owner` (or a global when it is ""), not a local of a function or closure.
    private func isInOwner(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current, SwiftIdentifierLiterals.typeName(ancestor) == nil {
            if ancestor.is(CodeBlockSyntax.self) || ancestor.is(ClosureExprSyntax.self)
                || ancestor.is(AccessorBlockSyntax.self)
            {
                return false
            }
            current = ancestor.parent
        }
        return (SwiftIdentifierLiterals.enclosingTypeName(of: Syntax(node)) ?? "") == owner
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard result == nil, node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, isInOwner(node)
        else { return .skipChildren }
        if let initializer = node.initializer {
            result =
                SwiftIdentifierLiterals.contentRange(of: initializer.value, equalTo: value).map { .literal($0) }
                ?? .notLiteral("it is computed by `\(initializer.value.trimmedText)`")
        } else {
            result = .notLiteral("it is a computed property")
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        guard result == nil, node.name.text == name, isInOwner(node) else { return .skipChildren }
        if let raw = node.rawValue {
            result =
                SwiftIdentifierLiterals.contentRange(of: raw.value, equalTo: value).map { .literal($0) }
                ?? .notLiteral("its raw value is `\(raw.value.trimmedText)`")
        } else {
            result = .notLiteral("its raw value is the case's name, not a literal")
        }
        return .skipChildren
    }
}
