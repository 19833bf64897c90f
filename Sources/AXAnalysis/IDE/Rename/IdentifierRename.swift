// Renames an identifier across the app, its UI tests, Maestro flows and Appium suites: the
// literal that sets it and every query, `id:` and accessibility id that names it exactly.
import SwiftSyntax

/// What a rename at a position renames: the identifier's value, and the range the editor shows
/// as the name being edited.
package struct RenameTarget: Hashable, Sendable {
    package var value: String
    package var range: ByteRange
}

/// Why a rename is not offered, in words for the user.
package struct RenameRefusal: Error, Hashable, Sendable {
    package var message: String
}

enum IdentifierRename {
    /// The identifier at the position and the range to show, or a refusal saying why it cannot be
    /// renamed; nil when the position holds no identifier, query or selector (another tool's rename).
    static func prepare(at utf8Offset: Int, in path: String, workspace: AnalysisWorkspace) -> Result<
        RenameTarget, RenameRefusal
    >? {
        guard let found = target(at: utf8Offset, in: path, workspace: workspace) else { return nil }
        switch found {
        case .failure(let refusal): return .failure(refusal)
        case .success(let target):
            var planner = RenamePlanner(workspace: workspace, value: target.value)
            // The literal under the cursor the rename edits, when there is one: the editor shows
            // exactly the value (not a selector's quotes or a predicate's whole format).
            return planner.literals().map { literals in
                let own = literals.first {
                    $0.file == path && $0.range.start <= utf8Offset && utf8Offset <= $0.range.end
                }
                return RenameTarget(value: target.value, range: own?.range ?? target.range)
            }
        }
    }

    /// Every edit that renames the identifier at the position to `newName`, or why not.
    static func rename(at utf8Offset: Int, in path: String, to newName: String, workspace: AnalysisWorkspace) -> Result<
        [FileEdit], RenameRefusal
    >? {
        guard let found = target(at: utf8Offset, in: path, workspace: workspace) else { return nil }
        switch found {
        case .failure(let refusal): return .failure(refusal)
        case .success(let target):
            guard !newName.isEmpty, !newName.contains("{"), !newName.contains("}") else {
                return .failure(
                    RenameRefusal(
                        message: "'\(newName)' is not an identifier: give a non-empty name without `{` or `}`"))
            }
            var planner = RenamePlanner(workspace: workspace, value: target.value)
            return planner.literals().flatMap { literals in
                var edits: [FileEdit] = []
                for literal in literals {
                    guard let text = literal.encoding.encode(newName) else {
                        let place = SitePrinter(workspace: workspace).describe(
                            SourceSite(file: literal.file, range: literal.range))
                        return .failure(
                            RenameRefusal(
                                message:
                                    "'\(newName)' cannot be written in \(place) \(literal.encoding.notation) as it is; choose a name without quotes, backslashes or line breaks"
                            ))
                    }
                    edits.append(FileEdit(file: literal.file, range: literal.range, replacement: text))
                }
                return .success(edits)
            }
        }
    }

    /// The value under the cursor: a UI-test query's, a selector's (the one identifier it finds),
    /// an element's, or the literal of a string constant that is an identifier's value.
    private static func target(at utf8Offset: Int, in path: String, workspace: AnalysisWorkspace) -> Result<
        RenameTarget, RenameRefusal
    >? {
        if let reference = workspace.testReference(at: utf8Offset, inFile: path), reference.kind != .labelPredicate {
            let values = Set(workspace.queriedValues(of: reference))
            guard values.count == 1, let value = values.first else {
                return .failure(
                    RenameRefusal(
                        message: values.isEmpty
                            ? "the value this query finds is only known at run time"
                            : "this query finds one of several identifiers (\(values.sorted().joined(separator: ", "))): rename each where it is set"
                    ))
            }
            guard reference.pattern == nil else {
                return .failure(
                    RenameRefusal(
                        message:
                            "this predicate matches identifiers by pattern, not '\(value)' itself: rename the identifier where it is set"
                    ))
            }
            return .success(
                RenameTarget(
                    value: value,
                    range: literalRange(at: utf8Offset, in: path, value: value, workspace: workspace)
                        ?? reference.site.range))
        }
        if let selector = workspace.uiTestSelector(at: utf8Offset, inFile: path) {
            let values = Set(workspace.identifiers(foundBy: selector).filter { !$0.isTemplate }.map(\.value))
            guard values.count == 1, let value = values.first else {
                return .failure(
                    RenameRefusal(
                        message: values.isEmpty
                            ? "no element has an identifier '\(selector.written)' finds: nothing to rename"
                            : "'\(selector.written)' finds several identifiers (\(values.sorted().joined(separator: ", "))): rename each where it is set"
                    ))
            }
            return .success(RenameTarget(value: value, range: selector.site.range))
        }
        let candidates = workspace.identifiers(at: utf8Offset, inFile: path)
        if !candidates.isEmpty {
            let (chosen, range) = Hover.choose(candidates, at: utf8Offset, in: path)
            let values = Set(chosen.map(\.value))
            if let template = chosen.first(where: \.isTemplate) {
                return .failure(
                    RenameRefusal(
                        message:
                            "'\(template.value)' is a template: its `{…}` parts are only known at run time, so no literal holds the whole identifier"
                    ))
            }
            if values.count == 1, let value = values.first {
                return .success(
                    RenameTarget(
                        value: value,
                        range: literalRange(at: utf8Offset, in: path, value: value, workspace: workspace) ?? range))
            }
            if values.count > 1 {
                return .failure(
                    RenameRefusal(
                        message:
                            "several identifiers are set here (\(values.sorted().joined(separator: ", "))): rename from one of their literals"
                    ))
            }
        }
        // A constant's literal (`static let submit = "login.submit"`) that is an identifier.
        guard path.hasSuffix(".swift"), let text = workspace.text(of: path) else { return nil }
        let tree = workspace.openParse(of: path)?.tree ?? SwiftSourceParser.parse(text)
        guard let literal = SwiftQueryLiteral.literal(at: utf8Offset, in: tree),
            let content = SwiftIdentifierLiterals.contentRange(
                of: ExprSyntax(literal), equalTo: literal.segments.trimmedText),
            content.start <= utf8Offset, utf8Offset <= content.end
        else { return nil }
        let value = literal.segments.trimmedText
        guard !workspace.sites(ofIdentifier: value).isEmpty else { return nil }
        var planner = RenamePlanner(workspace: workspace, value: value)
        // Only a literal the rename would edit: another string that happens to be equal is not it.
        guard case .success(let literals) = planner.literals(),
            literals.contains(where: { $0.file == path && $0.range == content })
        else { return nil }
        return .success(RenameTarget(value: value, range: content))
    }

    /// The content of the Swift literal under the cursor when its value is `value`.
    private static func literalRange(at utf8Offset: Int, in path: String, value: String, workspace: AnalysisWorkspace)
        -> ByteRange?
    {
        guard path.hasSuffix(".swift"), let text = workspace.text(of: path) else { return nil }
        let tree = workspace.openParse(of: path)?.tree ?? SwiftSourceParser.parse(text)
        guard let literal = SwiftQueryLiteral.literal(at: utf8Offset, in: tree) else { return nil }
        return SwiftIdentifierLiterals.contentRange(of: ExprSyntax(literal), equalTo: value)
    }
}

extension LiteralValueEncoding {
    /// Where such a literal is, for messages.
    var notation: String {
        switch self {
        case .swiftString: return "(a Swift string literal)"
        case .predicateOperand: return "(a predicate's quoted operand)"
        case .maestro: return "(a Maestro `id:`, a regular expression)"
        case .suiteString: return "(a test suite's string literal)"
        case .xmlAttribute: return "(an Interface Builder attribute)"
        }
    }
}
