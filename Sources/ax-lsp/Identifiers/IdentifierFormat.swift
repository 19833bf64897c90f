// The `ax-lsp ids --format` outputs: text, json, csv and a tree by dotted segment.
import AXAnalysis

/// How `ax-lsp ids` prints identifiers.
enum IdentifierFormat: String, CaseIterable {
    case text, json, csv, tree

    func render(_ identifiers: [ComputedIdentifier], context: ReportContext) -> String {
        switch self {
        case .text: return Self.text(identifiers, context: context)
        case .json: return Self.json(identifiers, context: context)
        case .csv: return Self.csv(identifiers, context: context)
        case .tree: return IdentifierTree(identifiers).rendered(context: context)
        }
    }

    /// `path:line:col: identifier (convention, certainty)`, openable from a terminal.
    static func text(_ identifiers: [ComputedIdentifier], context: ReportContext) -> String {
        let lines = identifiers.map { identifier -> String in
            let position = context.position(of: identifier.site)
            var details = "\(identifier.convention.rawValue), \(identifier.certainty.rawValue)"
            if let condition = identifier.conditions.displayText { details += ", #if \(condition)" }
            return
                "\(context.displayPath(identifier.site.file)):\(position.line):\(position.column): \(identifier.value) (\(details))"
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// `{"version":1,"identifiers":[…]}` as docs/cli.md documents it.
    static func json(_ identifiers: [ComputedIdentifier], context: ReportContext) -> String {
        JSONValue.object([
            ("version", .int(1)), ("identifiers", .array(identifiers.map { jsonEntry($0, context: context) }))
        ]).rendered
    }

    /// One identifier of the JSON format (also the core of `ax-lsp mcp`'s identifier entries).
    static func jsonEntry(_ identifier: ComputedIdentifier, context: ReportContext) -> JSONValue {
        let position = context.position(of: identifier.site)
        // `contexts` only for an entry that stands for several usage contexts' roots.
        let contexts: [(String, JSONValue)] =
            identifier.contexts.count > 1 ? [("contexts", .array(identifier.contexts.map { .string($0) }))] : []
        return .object(
            [
                ("identifier", .string(identifier.value)),
                ("file", .string(identifier.site.file)),
                ("line", .int(position.line)),
                ("column", .int(position.column)),
                ("convention", .string(identifier.convention.rawValue)),
                ("certainty", .string(identifier.certainty.rawValue)),
                (
                    "via",
                    .array(
                        identifier.via.map { step in
                            let stepPosition = context.position(of: step.site)
                            return .object([
                                ("file", .string(step.site.file)), ("line", .int(stepPosition.line)),
                                ("column", .int(stepPosition.column))
                            ])
                        })
                ),
                ("condition", .optional(identifier.conditions.displayText)),
                ("note", .optional(identifier.note))
            ] + contexts)
    }

    /// RFC 4180 CSV with a header row; paths relative to the analysed directory.
    static func csv(_ identifiers: [ComputedIdentifier], context: ReportContext) -> String {
        var lines = ["identifier,file,line,column,convention,certainty,condition"]
        for identifier in identifiers {
            let position = context.position(of: identifier.site)
            let fields = [
                identifier.value, identifier.site.file, String(position.line), String(position.column),
                identifier.convention.rawValue, identifier.certainty.rawValue, identifier.conditions.displayText ?? ""
            ]
            lines.append(fields.map(csvField).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func csvField(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
