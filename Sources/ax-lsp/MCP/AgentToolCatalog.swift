// The tools `ax-lsp mcp` offers: names, what each is for (agents read the descriptions to pick
// one), and the JSON schema of their arguments. Independent of the MCP library, so the answers
// can be tested without a transport.
import Foundation

/// One tool's name, description and arguments.
struct AgentToolDefinition {
    struct Argument {
        var name: String
        /// A JSON-schema `type`: `string` or `array` (of strings).
        var type: String
        var description: String
        var isRequired: Bool
    }

    var name: String
    var title: String
    var description: String
    var arguments: [Argument]

    /// `{"type": "object", "properties": {...}, "required": [...], "additionalProperties": false}`.
    var inputSchema: JSONValue {
        let properties = arguments.map { argument -> (String, JSONValue) in
            var schema: [(String, JSONValue)] = [
                ("type", .string(argument.type)), ("description", .string(argument.description))
            ]
            if argument.type == "array" { schema.append(("items", .object([("type", .string("string"))]))) }
            return (argument.name, .object(schema))
        }
        return .object([
            ("type", .string("object")),
            ("properties", .object(properties)),
            ("required", .array(arguments.filter(\.isRequired).map { .string($0.name) })),
            ("additionalProperties", .bool(false))
        ])
    }
}

/// Every tool, in the order `tools/list` gives them.
enum AgentToolCatalog {
    static let all: [AgentToolDefinition] = [
        AgentToolDefinition(
            name: "list_screens", title: "List screens",
            description:
                "Every screen of the iOS app (UIKit view controller, SwiftUI root or presented view, storyboard scene, xib, alert) with its file, line and number of accessibility identifiers. Start here, then call screen_identifiers with a screen's name.",
            arguments: []),
        AgentToolDefinition(
            name: "screen_identifiers", title: "Identifiers of a screen or file",
            description:
                "Every accessibility identifier on a screen (a name from list_screens) or set in a file: its value or template, certainty, element kind, file and line, how it is composed, and the UI tests, Maestro flows and Appium suites that query it. Give screen or file.",
            arguments: [
                .init(
                    name: "screen", type: "string",
                    description: "A screen name as list_screens gives it, e.g. LoginViewController.", isRequired: false),
                .init(
                    name: "file", type: "string",
                    description:
                        "A file path relative to the analysed folder (or its last components, e.g. LoginView.swift).",
                    isRequired: false)
            ]),
        AgentToolDefinition(
            name: "find_identifier", title: "Find an identifier",
            description:
                "Where an accessibility identifier is set, with the same fields as screen_identifiers. Accepts a pattern with * (e.g. login.*). When nothing matches, suggests the closest identifiers.",
            arguments: [
                .init(
                    name: "identifier", type: "string",
                    description: "The identifier, or a pattern where * matches any characters.", isRequired: true)
            ]),
        AgentToolDefinition(
            name: "screen_outline", title: "Accessibility outline",
            description:
                "The accessibility outline of a UIKit view or view controller in AXSnapshot's format (what axSnapshot() returns, computed from source), or ax-lsp's VoiceOver model of a SwiftUI view.",
            arguments: [
                .init(
                    name: "screen", type: "string",
                    description: "A view or view controller class name, e.g. LoginViewController.", isRequired: true)
            ]),
        AgentToolDefinition(
            name: "check", title: "Accessibility identifier findings",
            description:
                "The findings of `ax-lsp check` (duplicate identifiers, UI-test queries of identifiers that do not exist, …) as its JSON reporter prints them, optionally only for some files or folders.",
            arguments: [
                .init(
                    name: "paths", type: "array",
                    description: "Files or folders relative to the analysed folder; all findings when omitted.",
                    isRequired: false)
            ]),
        AgentToolDefinition(
            name: "explain_rule", title: "Explain a rule",
            description:
                "What a finding's rule checks, why, how to fix it, with examples (what `ax-lsp rules NAME` prints).",
            arguments: [
                .init(
                    name: "rule", type: "string", description: "A rule id, e.g. duplicate-identifier.", isRequired: true
                )
            ]),
        AgentToolDefinition(
            name: "suggest_query", title: "Suggest a UI-test query",
            description:
                "The XCUITest query for the element with this identifier (app.buttons[\"x\"], through the app's constant when the identifier is written as one) and the Maestro selector.",
            arguments: [
                .init(
                    name: "identifier", type: "string",
                    description: "An identifier as screen_identifiers or find_identifier gives it.", isRequired: true)
            ])
    ]

    static func definition(named name: String) -> AgentToolDefinition? {
        all.first { $0.name == name }
    }
}

/// A tool call's arguments, checked against the tool's definition.
struct AgentArguments {
    /// An argument value as the tools read it; anything else is named by its JSON type.
    enum Value {
        case string(String)
        case strings([String])
        case other(jsonType: String)
    }

    private let values: [String: Value]

    /// Refuses arguments the tool does not take and values of the wrong type.
    init(_ values: [String: Value], for definition: AgentToolDefinition) throws {
        for name in values.keys.sorted() {
            guard let argument = definition.arguments.first(where: { $0.name == name }) else {
                let accepted = definition.arguments.map(\.name)
                throw AgentToolError(
                    accepted.isEmpty
                        ? "\(definition.name) takes no arguments; unexpected '\(name)'"
                        : "unknown argument '\(name)'; \(definition.name) takes \(accepted.map { "'\($0)'" }.joined(separator: ", "))"
                )
            }
            switch (argument.type, values[name]) {
            case ("string", .string?), ("array", .strings?): continue
            case (let type, let value?):
                throw AgentToolError(
                    "argument '\(name)' must be \(type == "array" ? "an array of strings" : "a string"), not \(value.typeName)"
                )
            case (_, nil): continue
            }
        }
        for argument in definition.arguments where argument.isRequired && values[argument.name] == nil {
            throw AgentToolError("missing argument '\(argument.name)': \(argument.description)")
        }
        self.values = values
    }

    /// A string argument; an empty string counts as absent.
    func string(_ name: String) -> String? {
        guard case .string(let value)? = values[name] else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }

    func strings(_ name: String) -> [String]? {
        guard case .strings(let value)? = values[name] else { return nil }
        return value
    }
}

extension AgentArguments.Value {
    var typeName: String {
        switch self {
        case .string: return "a string"
        case .strings: return "an array of strings"
        case .other(let type): return type
        }
    }
}

/// A tool call the arguments or the workspace cannot answer: an MCP tool error whose message
/// says what to do instead.
struct AgentToolError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// A tool's answer: the structured result, and the short text rendering clients show.
struct AgentToolResult {
    var structured: JSONValue
    var text: String
    var isError = false
}
