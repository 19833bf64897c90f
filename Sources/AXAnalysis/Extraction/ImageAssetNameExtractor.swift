// Reads the names images are loaded by (`UIImage(named:)`), which become their identifiers.
import SwiftSyntax

/// `UIImage(named: "Globe-24")` gives the image the accessibility identifier `Globe-24`, and an
/// image view with no identifier of its own reports its image's (docs/conventions.md, "Maestro flows"): a
/// Maestro flow's `id: "Globe-24"` finds it. Read are literal names and `x.rawValue` of a
/// parameter (or `Type.case.rawValue`) whose type is an enum with `String` raw values, resolved
/// at the rule to every raw value. Position-free: a move changes nothing.
enum ImageAssetNameExtractor {
    static func extract(from tree: SourceFileSyntax, text: String?) -> [ImageAssetNameFact] {
        if let text, !ByteSearch.contains(text, "named") { return [] }
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.names
    }

    private final class Visitor: SyntaxVisitor {
        var names: [ImageAssetNameFact] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIImage",
                let argument = node.arguments.first, argument.label?.text == "named"
            else { return .visitChildren }
            if let literal = argument.expression.as(StringLiteralExprSyntax.self), let name = Self.plainText(literal) {
                names.append(ImageAssetNameFact(name: name))
            } else if let access = argument.expression.as(MemberAccessExprSyntax.self),
                access.declName.baseName.text == "rawValue"
            {
                if let enumType = Self.enumType(of: access.base) {
                    names.append(ImageAssetNameFact(enumType: enumType))
                }
            }
            return .visitChildren
        }

        /// The text of a literal without interpolations.
        static func plainText(_ literal: StringLiteralExprSyntax) -> String? {
            var text = ""
            for segment in literal.segments {
                guard let part = segment.as(StringSegmentSyntax.self) else { return nil }
                text += part.content.text
            }
            return text.isEmpty ? nil : text
        }

        /// `icon` → the declared type of the enclosing function's parameter `icon`;
        /// `OmniBarIcon.specialError` → `OmniBarIcon`.
        static func enumType(of base: ExprSyntax?) -> String? {
            if let member = base?.as(MemberAccessExprSyntax.self),
                let owner = member.base?.as(DeclReferenceExprSyntax.self)
            {
                return owner.baseName.text
            }
            guard let name = base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
            var node = base.map(Syntax.init)
            while let current = node {
                let parameters: FunctionParameterListSyntax?
                if let function = current.as(FunctionDeclSyntax.self) {
                    parameters = function.signature.parameterClause.parameters
                } else if let initializer = current.as(InitializerDeclSyntax.self) {
                    parameters = initializer.signature.parameterClause.parameters
                } else {
                    parameters = nil
                }
                if let parameters {
                    for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
                        var type = parameter.type
                        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
                        return type.as(IdentifierTypeSyntax.self)?.name.text
                    }
                    return nil
                }
                node = current.parent
            }
            return nil
        }
    }
}
