// Reads `.ax-lsp.yml` text into an `AXConfiguration`, bounding what hostile YAML can cost.
import AXAnalysis
import Yams

/// Parses configuration text. Pure: the caller reads the file (see `ConfigurationLoader`).
package enum ConfigurationParser {
    /// Larger files are refused before parsing: a real configuration is a few hundred bytes.
    package static let maximumFileSize = 1 << 20
    /// The number of YAML nodes a configuration may expand to once aliases are followed. An alias
    /// bomb ("billion laughs") composes cheaply because Yams shares aliased nodes, but walking it
    /// would not end; the walk stops at this budget.
    package static let maximumExpandedNodeCount = 100_000
    /// Deeper `[`/`{` nesting is refused before parsing, because composing recurses per level.
    package static let maximumFlowNestingDepth = 64

    /// Parses `text` read from `file`. Throws an error-severity problem when the file cannot apply.
    package static func parse(text: String, file: String) throws -> LoadedConfiguration {
        if text.utf8.count > maximumFileSize {
            throw ConfigurationProblem(
                severity: .error, file: file,
                message:
                    "configuration file is larger than \(maximumFileSize / 1024) KiB; a real configuration is a few lines"
            )
        }
        if let depthProblem = flowNestingProblem(in: text, file: file) { throw depthProblem }
        let root: Node?
        do {
            root = try DeepStack.run { () -> Result<Node?, Error> in
                Result { try Yams.compose(yaml: text) }
            }.get()
        } catch let error as YamlError {
            throw problem(from: error, file: file)
        } catch {
            throw ConfigurationProblem(severity: .error, file: file, message: "invalid yaml: \(error)")
        }
        guard let root else {
            return LoadedConfiguration(configuration: AXConfiguration(), file: file, warnings: [])
        }
        if expandedNodeCount(of: root, budget: maximumExpandedNodeCount) > maximumExpandedNodeCount {
            throw ConfigurationProblem(
                severity: .error, file: file, line: root.mark?.line, column: root.mark?.column,
                message:
                    "configuration expands to more than \(maximumExpandedNodeCount) yaml nodes (an alias bomb?); remove the anchors and aliases"
            )
        }
        var reader = ConfigurationKeyReader(file: file)
        let configuration = try reader.read(root)
        return LoadedConfiguration(configuration: configuration, file: file, warnings: reader.warnings)
    }

    /// Counts nodes with aliases expanded, stopping as soon as the count passes `budget`.
    static func expandedNodeCount(of root: Node, budget: Int) -> Int {
        var count = 0
        var pending: [Node] = [root]
        while let node = pending.popLast() {
            count += 1
            if count > budget { return count }
            switch node {
            case .scalar: break
            case .sequence(let sequence): pending.append(contentsOf: sequence)
            case .mapping(let mapping):
                for (key, value) in mapping {
                    pending.append(key)
                    pending.append(value)
                }
            }
        }
        return count
    }

    /// Refuses absurd `[`/`{` nesting outside quotes and comments, which would exhaust the stack.
    static func flowNestingProblem(in text: String, file: String) -> ConfigurationProblem? {
        var depth = 0
        var line = 1
        var column = 0
        var quote: Character?
        var inComment = false
        for character in text {
            column += 1
            if character == "\n" || character == "\r\n" || character == "\r" {
                line += 1
                column = 0
                inComment = false
                continue
            }
            if inComment { continue }
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "#": inComment = true
            case "[", "{":
                depth += 1
                if depth > maximumFlowNestingDepth {
                    return ConfigurationProblem(
                        severity: .error, file: file, line: line, column: column,
                        message:
                            "yaml nesting deeper than \(maximumFlowNestingDepth) levels; a configuration needs at most two"
                    )
                }
            case "]", "}": depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }

    static func problem(from error: YamlError, file: String) -> ConfigurationProblem {
        switch error {
        case .scanner(_, let problemText, let mark, _), .parser(_, let problemText, let mark, _),
            .composer(_, let problemText, let mark, _):
            return ConfigurationProblem(
                severity: .error, file: file, line: mark.line, column: mark.column,
                message: "invalid yaml: \(problemText)")
        case .reader(let problemText, _, _, _):
            return ConfigurationProblem(severity: .error, file: file, message: "invalid yaml: \(problemText)")
        default:
            return ConfigurationProblem(severity: .error, file: file, message: "invalid yaml: \(error)")
        }
    }
}
