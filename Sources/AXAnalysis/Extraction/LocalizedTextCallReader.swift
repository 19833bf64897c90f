// Reads the calls that fetch a localized text from a table, for identifiers set from them.

import SwiftSyntax

/// Reads `NSLocalizedString("key", tableName: "T", value: "Default", comment: "")`,
/// `String(localized: "key", table: "T", defaultValue: "…")` and SwiftGen's
/// `tr("T", "key", fallback: "…")` (also `L10n.tr(…)`): the table, the key and the default text.
/// Nil for any other call, and when the key or the table is not a plain literal.
package enum LocalizedTextCallReader {
    package static func read(_ expression: ExprSyntax) -> LocalizedTextCall? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
        let callee =
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let callee, callee == "NSLocalizedString" || callee == "String" || callee == "tr" else { return nil }
        let labeled = { (label: String) in call.arguments.first { $0.label?.text == label }?.expression }
        // `compactMap`, not the collection's `filter`: that builds a new syntax node, and every
        // initializer and argument of the workspace is asked (a third of a cold `ids`).
        let unlabeled = call.arguments.compactMap { $0.label == nil ? $0.expression : nil }
        switch callee {
        case "NSLocalizedString":
            guard let key = StringExprReader.plainLiteral(unlabeled.first) else { return nil }
            let table = labeled("tableName").map(StringExprReader.plainLiteral) ?? LocalizedTextCall.defaultTable
            guard let table else { return nil }
            return LocalizedTextCall(
                table: table, key: key, defaultText: StringExprReader.plainLiteral(labeled("value")))
        case "String" where call.calledExpression.is(DeclReferenceExprSyntax.self):
            guard let key = StringExprReader.plainLiteral(labeled("localized")) else { return nil }
            // Only the forms whose other arguments do not change the text (`bundle:`, `comment:`).
            guard
                call.arguments.allSatisfy({
                    ["localized", "table", "defaultValue", "bundle", "comment"].contains($0.label?.text)
                })
            else { return nil }
            let table = labeled("table").map(StringExprReader.plainLiteral) ?? LocalizedTextCall.defaultTable
            guard let table else { return nil }
            return LocalizedTextCall(
                table: table, key: key, defaultText: StringExprReader.plainLiteral(labeled("defaultValue")))
        case "tr":
            // SwiftGen: the table, the key, the format arguments, then the development language's text.
            guard let fallback = StringExprReader.plainLiteral(labeled("fallback")), unlabeled.count == 2,
                let table = StringExprReader.plainLiteral(unlabeled.first),
                let key = StringExprReader.plainLiteral(unlabeled.last)
            else { return nil }
            return LocalizedTextCall(table: table, key: key, defaultText: fallback, defaultIsTableText: true)
        default:
            return nil
        }
    }
}
