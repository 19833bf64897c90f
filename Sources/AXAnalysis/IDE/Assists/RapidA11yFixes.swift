// Quick fixes for RapidA11y findings, written into `rapidControlsInformation()`: set each
// information's index to its control's position (RA-6), add the informations a count mismatch
// lacks (RA-8), keep a control's standard trait in its information (RA-7).
import SwiftSyntax

enum RapidA11yFixes {
    static func fixes(for finding: Finding, source: SourceText, workspace: AnalysisWorkspace) -> [Fix] {
        guard let screen = screen(of: finding, in: source.path, workspace: workspace) else { return [] }
        let declarations = RapidA11yDeclarations(index: workspace.index)
        guard let information = declarations.information(of: screen.type),
            let infoText = workspace.text(of: information.file)
        else { return [] }
        let infoSource = SourceText(path: information.file, text: infoText)
        switch finding.ruleID {
        case "duplicate-identifier":
            return indexFix(information.fact, source: infoSource).map { [$0] } ?? []
        case "rapid-count-mismatch":
            guard let controls = declarations.controls(of: screen.type)?.fact.elements else { return [] }
            return missingEntriesFix(
                information.fact, controls: controls, screen: screen.type, source: infoSource, index: workspace.index
            ).map { [$0] } ?? []
        case "rapid-traits-reset":
            guard let position = screen.position, let trait = trait(in: finding.message) else { return [] }
            return traitFix(information.fact, position: position, trait: trait, source: infoSource).map { [$0] } ?? []
        default:
            return []
        }
    }

    /// The screen type (and control position) a RapidA11y finding is about, read off the
    /// identifier reported at its site (`contextKey` is `rapid|<Type>` or `rapid|<Type>|<position>`).
    private static func screen(of finding: Finding, in path: String, workspace: AnalysisWorkspace) -> (
        type: String, position: Int?
    )? {
        let candidates = workspace.identifiers(inFile: path).filter {
            $0.convention == .rapid && $0.site == finding.site
        }
        guard let identifier = candidates.first(where: { $0.certainty == .certain }) ?? candidates.first else {
            return nil
        }
        let parts = identifier.contextKey.split(separator: "|").map(String.init)
        guard parts.count >= 2, parts[0] == "rapid" else { return nil }
        return (parts[1], parts.count > 2 ? Int(parts[2]) : nil)
    }

    /// The trait a `rapid-traits-reset` message names (`loses its .button trait`).
    private static func trait(in message: String) -> String? {
        guard let start = message.range(of: "loses its .")?.upperBound,
            let end = message[start...].range(of: " trait")?.lowerBound
        else { return nil }
        return String(message[start..<end])
    }

    // MARK: Index

    /// `x.index = i` before the `return` for each information whose index is not its position;
    /// an information written inline gets a copy with the index set.
    static func indexFix(_ function: RapidInformationFunctionFact, source: SourceText) -> Fix? {
        guard let elements = function.elements, let returnSite = function.returnStatementSite else { return nil }
        var statements: [String] = []
        var edits: [FileEdit] = []
        for (position, element) in elements.enumerated()
        where element.index.isKnown && element.index.text != String(position) {
            guard let change = change(element, in: elements, field: "index", value: String(position), source: source)
            else { return nil }
            switch change {
            case .statement(let text): statements.append(text)
            case .replacement(let edit): edits.append(edit)
            }
        }
        guard !statements.isEmpty || !edits.isEmpty else { return nil }
        if let insertion = insertion(statements, before: returnSite, source: source) { edits.insert(insertion, at: 0) }
        return Fix(
            title: "set each information's index to its control's position", kind: .quickFix, edits: edits,
            isPreferred: true)
    }

    // MARK: Traits

    /// Adds the control's standard trait to its information.
    static func traitFix(_ function: RapidInformationFunctionFact, position: Int, trait: String, source: SourceText)
        -> Fix?
    {
        guard let elements = function.elements, elements.indices.contains(position),
            let returnSite = function.returnStatementSite,
            let change = change(
                elements[position], in: elements, field: "traits", value: ".\(trait)", insert: true, source: source)
        else { return nil }
        let edits: [FileEdit]
        switch change {
        case .statement(let text): edits = insertion([text], before: returnSite, source: source).map { [$0] } ?? []
        case .replacement(let edit): edits = [edit]
        }
        guard !edits.isEmpty else { return nil }
        return Fix(
            title: "keep the .\(trait) trait in the information", kind: .quickFix, edits: edits, isSafeForFixAll: true,
            isPreferred: true)
    }

    // MARK: Count mismatch

    /// One information per control that has none: `var <name>Information = T.accessibilityProperties`
    /// with its position as index, appended to the returned array literal.
    static func missingEntriesFix(
        _ function: RapidInformationFunctionFact, controls: [RapidControlFact], screen: String,
        source: SourceText, index: WorkspaceIndex
    ) -> Fix? {
        guard let elements = function.elements, elements.count < controls.count,
            let arraySite = function.returnedArraySite, let returnSite = function.returnStatementSite,
            source.slice(ByteRange(start: arraySite.range.end - 1, end: arraySite.range.end)) == "]"
        else { return nil }
        let functionText = source.slice(ByteRange(start: function.site.range.start, end: arraySite.range.end))
        var statements: [String] = []
        var names: [String] = []
        for position in elements.count..<controls.count {
            let control = controls[position]
            var name = "\(control.propertyName.map { $0 == "self" ? "view" : $0 } ?? "control\(position)")Information"
            while functionText.contains(name) || names.contains(name) { name += "\(position)" }
            let type =
                control.propertyName.flatMap { property in
                    property == "self"
                        ? screen
                        : RapidA11yResolver.property(named: property, of: screen, index: index)?.fact.effectiveTypeName
                }.map(TypeNameText.baseName) ?? "UIView"
            statements.append("var \(name) = \(type).accessibilityProperties")
            statements.append("\(name).index = \(position)")
            names.append(name)
        }
        guard let insertion = insertion(statements, before: returnSite, source: source) else { return nil }
        // After the last element (or right after `[` when there is none).
        let closing = arraySite.range.end - 1
        var cursor = closing
        let text = Array(source.slice(ByteRange(start: arraySite.range.start, end: closing)).utf8)
        var last = text.count
        while last > 0,
            [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(text[last - 1])
        { last -= 1 }
        cursor = arraySite.range.start + last
        let previous = last > 0 ? text[last - 1] : UInt8(ascii: "[")
        let joined = names.joined(separator: ", ")
        let appended =
            previous == UInt8(ascii: "[") ? joined : previous == UInt8(ascii: ",") ? " " + joined : ", " + joined
        return Fix(
            title: "add the \(names.count) missing control information\(names.count == 1 ? "" : "s")", kind: .quickFix,
            edits: [
                insertion,
                FileEdit(file: source.path, range: ByteRange(start: cursor, end: cursor), replacement: appended)
            ],
            isPreferred: true
        )
    }

    // MARK: Editing

    private enum Change {
        /// A statement for before the `return`.
        case statement(String)
        /// The element rewritten in place.
        case replacement(FileEdit)
    }

    /// How to set one field of one information: on its own `var` when no other element shares
    /// it, else on an inline copy. Nil for elements of the `map` idiom (one site for many).
    private static func change(
        _ element: RapidInformationFact, in elements: [RapidInformationFact], field: String, value: String,
        insert: Bool = false, source: SourceText
    ) -> Change? {
        let sharedSite = elements.filter { $0.site == element.site }.count > 1
        if sharedSite { return nil }
        let assignment = insert ? "\(field).insert(\(value))" : "\(field) = \(value)"
        if let variable = element.variable, element.variableIsMutable,
            elements.filter({ $0.variable == variable }).count == 1
        {
            return .statement("\(variable).\(assignment)")
        }
        let written = source.slice(element.site.range)
        return .replacement(
            FileEdit(
                file: source.path, range: element.site.range,
                replacement: "{ var information = \(written); information.\(assignment); return information }()"))
    }

    /// The statements on their own lines before the `return` statement, indented like it.
    private static func insertion(_ statements: [String], before returnSite: SourceSite, source: SourceText)
        -> FileEdit?
    {
        guard !statements.isEmpty, source.isAtLineStart(returnSite.range.start) else { return nil }
        let indentation = source.indentation(ofLineContaining: returnSite.range.start)
        let lineStart = source.lines.lineStarts[source.lines.line(containing: returnSite.range.start)]
        let text = statements.map { indentation + $0 + source.lineBreak }.joined()
        return FileEdit(file: source.path, range: ByteRange(start: lineStart, end: lineStart), replacement: text)
    }
}
