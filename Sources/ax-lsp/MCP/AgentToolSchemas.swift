// The JSON schemas of what `ax-lsp mcp`'s tools return (`Tool.outputSchema`), so an agent or a
// client can rely on the fields without reading the docs. Clients validate every result that is
// not an error against them, which makes the end-to-end test check these schemas too.
import AXAnalysis
import Foundation

enum AgentToolSchemas {
    /// The output schema of the tool `name`; nil for a tool not in the catalog.
    static func output(of name: String) -> JSONValue? {
        switch name {
        case "list_screens":
            return object([
                "screens": array(
                    of: object(
                        [
                            "name": string, "kind": enumeration(WorkspaceScreen.Kind.allCases.map(\.rawValue)),
                            "description": string,
                            "file": string, "line": integer, "identifierCount": integer
                        ], required: ["name", "kind", "description", "identifierCount"]))
            ])
        case "screen_identifiers":
            return object(
                [
                    "screen": string, "kind": string, "files": array(of: string),
                    "identifiers": array(of: identifierEntry)
                ],
                required: ["identifiers"])
        case "find_identifier":
            return object(
                ["query": string, "identifiers": array(of: identifierEntry), "didYouMean": array(of: string)],
                required: ["query", "identifiers"])
        case "screen_outline":
            return object([
                "outlines": array(
                    of: object(
                        [
                            "type": string, "file": string, "line": integer, "text": string,
                            "certainty": enumeration(["certain", "dynamic"]), "dynamic": array(of: string),
                            "model": string
                        ], required: ["type", "file", "line", "text", "certainty", "dynamic"]))
            ])
        case "check":
            return object([
                "version": integer,
                "findings": array(
                    of: object(
                        [
                            "rule": string, "severity": string, "file": string, "line": integer, "column": integer,
                            "message": string,
                            "identifier": nullable(string),
                            "related": array(
                                of: object(["file": string, "line": integer, "column": integer, "message": string]))
                        ], required: ["rule", "severity", "file", "line", "column", "message"]))
            ])
        case "explain_rule":
            return object(["rule": string, "severity": string, "optIn": boolean, "summary": string, "text": string])
        case "suggest_query":
            return object(
                [
                    "identifier": string, "elementKind": string, "xcuitest": string, "constant": nullable(string),
                    "maestro": string, "notes": array(of: string)
                ],
                required: ["identifier", "elementKind", "xcuitest", "maestro", "notes"])
        default:
            return nil
        }
    }

    /// One identifier as `screen_identifiers` and `find_identifier` give it (the `ids --format
    /// json` entry and the fields a test author needs).
    static let identifierEntry = object(
        [
            "identifier": string, "file": string, "line": integer, "column": integer, "convention": string,
            "certainty": enumeration(["certain", "possible", "dynamic"]),
            "via": array(
                of: object(["kind": string, "detail": string, "file": string, "line": integer, "column": integer])),
            "condition": nullable(string), "note": nullable(string), "contexts": array(of: string),
            "element": string, "elementType": nullable(string), "elementKind": string, "label": nullable(string),
            "repeated": boolean,
            "uiTests": array(of: object(["file": string, "line": integer, "query": string])),
            "flows": array(
                of: object([
                    "framework": enumeration(["maestro", "appium"]), "file": string, "line": integer, "selector": string
                ]))
        ],
        required: [
            "identifier", "file", "line", "column", "convention", "certainty", "element", "elementKind", "repeated",
            "uiTests", "flows"
        ])

    // MARK: Building blocks

    static let string = JSONValue.object([("type", .string("string"))])
    static let integer = JSONValue.object([("type", .string("integer"))])
    static let boolean = JSONValue.object([("type", .string("boolean"))])

    static func nullable(_ schema: JSONValue) -> JSONValue {
        guard case .object(let members) = schema, let type = members.first(where: { $0.0 == "type" })?.1 else {
            return schema
        }
        return .object([("type", .array([type, .string("null")]))] + members.filter { $0.0 != "type" })
    }

    static func enumeration(_ values: [String]) -> JSONValue {
        .object([("type", .string("string")), ("enum", .array(values.map(JSONValue.string)))])
    }

    static func array(of items: JSONValue) -> JSONValue {
        .object([("type", .string("array")), ("items", items)])
    }

    /// An object with these properties (in key order); `required` defaults to all of them.
    static func object(_ properties: KeyValuePairs<String, JSONValue>, required: [String]? = nil) -> JSONValue {
        .object([
            ("type", .string("object")),
            ("properties", .object(properties.map { ($0.key, $0.value) })),
            ("required", .array((required ?? properties.map(\.key)).map(JSONValue.string)))
        ])
    }
}
