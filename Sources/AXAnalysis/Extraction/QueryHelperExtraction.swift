// The facts behind UI-test query helpers: queries by a function's parameter, and calls that may
// pass a helper its query string (`UITestQueryHelpers` pairs them).
import SwiftSyntax

/// A `String` parameter of a function: its name in the body, its argument label at call sites
/// and its position.
struct QueryHelperParameter: Hashable {
    var name: String
    var label: String?
    var position: Int

    /// The parameters of type `String` (or `String?`): what a page object's `button(_ label:)`,
    /// `cell(withIdentifier:)` or `tapButton(_:)` takes.
    static func stringParameters(of clause: FunctionParameterClauseSyntax) -> [QueryHelperParameter] {
        var result: [QueryHelperParameter] = []
        for (position, parameter) in clause.parameters.enumerated() {
            var type = parameter.type.trimmedText
            while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
            guard type == "String" || type == "Swift.String" else { continue }
            let first = parameter.firstName.text
            let name = parameter.secondName?.text ?? first
            result.append(QueryHelperParameter(name: name, label: first == "_" ? nil : first, position: position))
        }
        return result
    }
}

extension SwiftFactCollector {
    /// The query helper a query argument makes its enclosing function: the argument is one of
    /// the function's `String` parameters, written as is (`app.buttons[label]`).
    func queryHelperLink(forQueryArgument argument: ExprSyntax) -> QueryHelperLink? {
        guard let reference = argument.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
            let parameters = helperParameterStack.last, let function = currentFunction
        else { return nil }
        let name = reference.baseName.text
        guard let parameter = parameters.first(where: { $0.name == name }) else { return nil }
        return QueryHelperLink(function: function, label: parameter.label, position: parameter.position)
    }

    /// Callees that are never query helpers: XCTest's assertions, and calls whose strings other
    /// facts already read (texts shown, queries, localization).
    private static let nonHelperCallees: Set<String> = [
        "XCTAssert", "XCTAssertTrue", "XCTAssertFalse", "XCTAssertEqual", "XCTAssertNotEqual", "XCTAssertNil",
        "XCTAssertNotNil", "XCTFail", "XCTUnwrap", "XCTSkip", "XCTSkipIf", "XCTSkipUnless", "XCTContext",
        "XCTAttachment",
        "print", "debugPrint", "fatalError", "precondition", "assert", "NSPredicate", "NSLocalizedString", "String",
        "typeText", "matching", "containing", "element", "descendants", "children", "XCUIApplication", "URL",
        "accessibilityIdentifier", "UIImage", "Image"
    ]

    /// A call in a file that imports XCTest (`button("Sign out")`, `robot.cell(named: "Inbox")`):
    /// each argument that is a string (a literal, an interpolation, a constant) is recorded as a
    /// possible helper argument, which is a query only if a helper of that name takes it.
    func recordPossibleHelperCall(_ call: FunctionCallExprSyntax, name: String) {
        guard !Self.nonHelperCallees.contains(name), !Self.textTakingCallees.contains(name),
            !Self.textModifiers.contains(name), !name.hasPrefix("XCT"), mayCallQueryHelpers(from: call)
        else { return }
        for (position, argument) in call.arguments.enumerated() {
            let expression = argument.expression
            // A literal or a constant (`IDs.Settings.signOut`), not an enum case (`.tap`) or a local.
            guard expression.is(StringLiteralExprSyntax.self) || expression.as(MemberAccessExprSyntax.self)?.base != nil
            else { continue }
            let value = StringExprReader.read(expression, file: file)
            guard value.kind != .other else { continue }
            var fact = TestReferenceFact(
                kind: .helperArgument, value: value, elementType: nil, site: site(expression),
                conditions: call.enclosingConditions(file: file))
            fact.helper = QueryHelperLink(function: name, label: argument.label?.text, position: position)
            summary.testReferences.append(fact)
        }
    }
}
