// The answers of `ax-lsp mcp`'s tools, computed from the analysed workspace with the CLI's own
// renderers (the identifier JSON of `ids`, the findings JSON of `check`, `rules NAME`'s text).
import AXAnalysis
import Foundation

/// Answers tool calls over one `AgentWorkspace`; call on the analysis thread.
struct AgentTools {
    let agentWorkspace: AgentWorkspace
    var workspace: AnalysisWorkspace { agentWorkspace.workspace }

    /// Runs a tool; a refused call is a result with `isError`, never a thrown error.
    func call(_ name: String, arguments: [String: AgentArguments.Value]) -> AgentToolResult {
        guard let definition = AgentToolCatalog.definition(named: name) else {
            let names = AgentToolCatalog.all.map(\.name)
            let closest = Spelling.closest(to: name, among: names).map { "did you mean '\($0)'? " } ?? ""
            return Self.failure(
                AgentToolError("unknown tool '\(name)'; \(closest)the tools are \(names.joined(separator: ", "))"))
        }
        do {
            let arguments = try AgentArguments(arguments, for: definition)
            switch name {
            case "list_screens": return listScreens()
            case "screen_identifiers": return try screenIdentifiers(arguments)
            case "find_identifier": return try findIdentifier(arguments)
            case "screen_outline": return try screenOutline(arguments)
            case "check": return check(arguments)
            case "explain_rule": return try explainRule(arguments)
            case "suggest_query": return try suggestQuery(arguments)
            default: throw AgentToolError("tool '\(name)' has no implementation")
            }
        } catch let error as AgentToolError {
            return Self.failure(error)
        } catch {
            return Self.failure(AgentToolError("\(error)"))
        }
    }

    static func failure(_ error: AgentToolError) -> AgentToolResult {
        AgentToolResult(structured: .object([("error", .string(error.message))]), text: error.message, isError: true)
    }

    // MARK: Screens

    func listScreens() -> AgentToolResult {
        let screens = agentWorkspace.derived().screens
        let context = agentWorkspace.reportContext()
        var lines: [String] = []
        let entries = screens.map { screen -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("name", .string(screen.name)), ("kind", .string(screen.kind.rawValue)),
                ("description", .string(screen.description))
            ]
            var place = ""
            if let declaration = screen.declaration {
                let line = context.position(of: declaration).line
                members += [("file", .string(declaration.file)), ("line", .int(line))]
                place = " \(declaration.file):\(line)"
            }
            members.append(("identifierCount", .int(screen.identifiers.count)))
            lines.append(
                "\(screen.name) (\(screen.kind.rawValue))\(place): \(screen.identifiers.count) identifier\(screen.identifiers.count == 1 ? "" : "s")"
            )
            return .object(members)
        }
        let text = "\(screens.count) screen\(screens.count == 1 ? "" : "s")\n" + lines.joined(separator: "\n")
        return AgentToolResult(structured: .object([("screens", .array(entries))]), text: text)
    }

    func screenIdentifiers(_ arguments: AgentArguments) throws -> AgentToolResult {
        if let name = arguments.string("screen") {
            let screen = try self.screen(named: name)
            var identifiers = screen.identifiers
            if let file = arguments.string("file") {
                identifiers = identifiers.filter { Self.file($0.site.file, matches: file) }
            }
            return identifierList(
                identifiers, header: [("screen", .string(screen.name)), ("kind", .string(screen.kind.rawValue))],
                title: "\(screen.name) (\(screen.description))")
        }
        guard let file = arguments.string("file") else {
            throw AgentToolError(
                "give 'screen' (a name from list_screens) or 'file' (a path relative to the analysed folder)")
        }
        let files = workspace.paths.filter { Self.file($0, matches: file) }
        guard !files.isEmpty else {
            let names = workspace.paths.map { ($0 as NSString).lastPathComponent }
            let closest =
                Spelling.closest(to: (file as NSString).lastPathComponent, among: names).map {
                    " did you mean '\($0)'?"
                } ?? ""
            throw AgentToolError(
                "no analysed file matches '\(file)';\(closest) paths are relative to \(agentWorkspace.baseDirectory)")
        }
        let identifiers = files.flatMap { workspace.identifiers(inFile: $0) }
        return identifierList(
            identifiers, header: [("files", .array(files.map { .string($0) }))], title: files.joined(separator: ", "))
    }

    /// A screen by exact name, else by name ignoring case; otherwise an error naming the closest.
    func screen(named name: String) throws -> WorkspaceScreen {
        let screens = agentWorkspace.derived().screens
        if let exact = screens.first(where: { $0.name == name }) { return exact }
        let lowered = name.lowercased()
        if let folded = screens.first(where: { $0.name.lowercased() == lowered }) { return folded }
        // `OrdersScreen` for `OrdersScreen (tab of ContentView)`.
        if let named = screens.first(where: { $0.name.lowercased().hasPrefix(lowered + " (") }) { return named }
        throw AgentToolError(
            "unknown screen '\(name)'; " + Self.closestNames(to: name, among: screens.map(\.name), what: "screens")
                + "; list_screens lists every screen")
    }

    func screenOutline(_ arguments: AgentArguments) throws -> AgentToolResult {
        let name = arguments.string("screen") ?? ""
        let summaries = workspace.paths.compactMap { workspace.summary(of: $0) }
        let outlines = AccessibilityOutliner.outlines(summaries: summaries, typeName: name)
        guard !outlines.isEmpty else {
            let all = AccessibilityOutliner.outlines(summaries: summaries).map(\.typeName)
            throw AgentToolError(
                "no UIView, UIViewController or SwiftUI view named '\(name)'; "
                    + Self.closestNames(to: name, among: all, what: "views"))
        }
        let context = agentWorkspace.reportContext()
        var text = ""
        let entries = outlines.map { outline -> JSONValue in
            let line = context.position(of: outline.site).line
            var members: [(String, JSONValue)] = [
                ("type", .string(outline.typeName)), ("file", .string(outline.site.file)), ("line", .int(line)),
                ("text", .string(outline.text)), ("certainty", .string(outline.isCertain ? "certain" : "dynamic")),
                ("dynamic", .array(outline.dynamic.map(JSONValue.string)))
            ]
            if outline.model != .axSnapshot { members.append(("model", .string(outline.model.rawValue))) }
            let model = outline.model == .axSnapshot ? "AXSnapshot" : "VoiceOver model (SwiftUI, approximate)"
            let certainty = outline.isCertain ? "certain" : "dynamic: " + outline.dynamic.joined(separator: "; ")
            text += "// \(outline.typeName) (\(outline.site.file):\(line)), \(model), \(certainty)\n"
            text += (outline.text.isEmpty ? "\"\"" : outline.text) + "\n"
            return .object(members)
        }
        return AgentToolResult(structured: .object([("outlines", .array(entries))]), text: text)
    }

    // MARK: Findings and rules

    func check(_ arguments: AgentArguments) -> AgentToolResult {
        var findings = workspace.allFindings()
        if let paths = arguments.strings("paths"), !paths.isEmpty {
            findings = findings.filter { finding in paths.contains { Self.file(finding.site.file, isUnder: $0) } }
        }
        let context = agentWorkspace.reportContext()
        let structured = JSONValue.object([
            ("version", .int(1)),
            ("findings", .array(findings.map { JSONFindingsReporter.json(for: $0, context: context) }))
        ])
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        var lines = [
            "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), \(findings.count - errors - warnings) other"
        ]
        for finding in findings.prefix(50) {
            let position = context.position(of: finding.site)
            lines.append(
                "\(finding.site.file):\(position.line):\(position.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
            )
        }
        if findings.count > 50 { lines.append("… and \(findings.count - 50) more in the structured result") }
        return AgentToolResult(structured: structured, text: lines.joined(separator: "\n"))
    }

    func explainRule(_ arguments: AgentArguments) throws -> AgentToolResult {
        let name = arguments.string("rule") ?? ""
        guard let rule = RuleRegistry.description(of: name) else {
            let suggestion = RuleDocumentation.closestRuleID(to: name).map { "did you mean '\($0)'? " } ?? ""
            throw AgentToolError(
                "unknown rule '\(name)'; \(suggestion)the rules are \(RuleRegistry.all.map(\.id).joined(separator: ", "))"
            )
        }
        let text = RuleDocumentation.text(rule)
        return AgentToolResult(
            structured: .object([
                ("rule", .string(rule.id)), ("severity", .string(rule.defaultSeverity.rawValue)),
                ("optIn", .bool(rule.isOptIn)),
                ("summary", .string(rule.summary)), ("text", .string(text))
            ]), text: text)
    }

    // MARK: Helpers

    /// `file` names the workspace path itself or its last components (`Login/LoginView.swift`).
    static func file(_ path: String, matches file: String) -> Bool {
        let wanted = file.hasPrefix("./") ? String(file.dropFirst(2)) : file
        return path == wanted || path.hasSuffix("/" + wanted)
    }

    /// `folder` is the file itself or a folder above it (relative to the analysed folder).
    static func file(_ path: String, isUnder folder: String) -> Bool {
        var prefix = folder.hasPrefix("./") ? String(folder.dropFirst(2)) : folder
        while prefix.hasSuffix("/") { prefix.removeLast() }
        return prefix.isEmpty || prefix == "." || path == prefix || path.hasPrefix(prefix + "/")
    }

    /// `the closest screens are 'A', 'B'`: names containing the word, then the nearest spellings.
    static func closestNames(to word: String, among names: [String], what: String) -> String {
        let lowered = word.lowercased()
        let unique = Array(Set(names))
        let containing = unique.filter {
            !lowered.isEmpty && ($0.lowercased().contains(lowered) || lowered.contains($0.lowercased()))
        }.sorted()
        let nearest = unique.map { ($0, Spelling.distance($0.lowercased(), lowered)) }.sorted {
            ($0.1, $0.0) < ($1.1, $1.0)
        }.map(\.0)
        var chosen: [String] = []
        for name in containing + nearest where !chosen.contains(name) && chosen.count < 5 { chosen.append(name) }
        guard !chosen.isEmpty else { return "the workspace has no \(what)" }
        return "the closest \(what) are " + chosen.map { "'\($0)'" }.joined(separator: ", ")
    }
}
