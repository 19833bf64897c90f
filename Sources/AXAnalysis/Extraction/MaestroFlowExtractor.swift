// Reads a Maestro flow's element selectors, header variables and sub-flow calls with Yams.
import Foundation
import Yams

/// Maestro flows (`*.yaml` under `.maestro/`, or named by a Maestro `config.yaml`'s `flows:`):
/// a header document (`appId`, `env`, `onFlowStart`…), `---`, then a list of commands. Every
/// command that looks for an element is read, with its selector's `id:`/`text:` and where the
/// value is written; steps only Android runs (`runFlow` or `repeat` with `when: platform:
/// Android`) are skipped, since iOS never runs them. Nothing is evaluated: `${…}` stays in the
/// pattern for the rule to substitute.
package enum MaestroFlowExtractor {
    /// True for a path that is a flow by its place alone: a YAML file in a `.maestro` folder,
    /// other than the folder's `config.yaml`.
    package static func isFlowPath(_ path: String) -> Bool {
        guard isYAML(path) else { return false }
        let components = path.split(separator: "/")
        guard let name = components.last, name != "config.yaml", name != "config.yml" else { return false }
        return components.dropLast().contains(".maestro")
    }

    package static func isYAML(_ path: String) -> Bool {
        path.hasSuffix(".yaml") || path.hasSuffix(".yml")
    }

    /// Commands whose value is an element selector (or its text, in the short form).
    static let selectorCommands: Set<String> = [
        "tapOn", "doubleTapOn", "longPressOn", "assertVisible", "assertNotVisible", "copyTextFrom"
    ]
    /// Keys of a selector whose value is itself a selector.
    static let relativeSelectorKeys: Set<String> = [
        "childOf", "below", "above", "leftOf", "rightOf", "containsChild"
    ]

    package static func summarize(path: String, text: String) -> FileSummary {
        var summary = FileSummary(path: path, kind: .maestroFlow)
        var reader = Reader(path: path, lines: LineIndex(text))
        do {
            // The sequence keeps a parse error instead of throwing it.
            var sequence = try Yams.compose_all(yaml: text)
            var documents: [Node] = []
            while let document = sequence.next() { documents.append(document) }
            if let error = sequence.error { throw error }
            // A header and the commands; a file with only a list of commands has no header.
            if documents.count >= 2 || documents.first?.mapping != nil {
                if let header = documents.first?.mapping {
                    reader.env = stringMap(header["env"])
                    for key in ["onFlowStart", "onFlowComplete"] { reader.commands(header[key], env: [:]) }
                }
            }
            for document in documents where document.sequence != nil {
                reader.commands(document, env: [:])
            }
        } catch {
            summary.readProblem =
                "the Maestro flow is not valid YAML (\(problemText(error))); its selectors were not read"
        }
        var facts = MaestroFlowFacts()
        facts.env = reader.env
        facts.selectors = reader.selectors
        facts.calls = reader.calls
        summary.maestroFlow = facts
        return summary
    }

    private static func problemText(_ error: Error) -> String {
        let described = "\(error)".split(whereSeparator: \.isNewline).first.map(String.init) ?? "unreadable"
        return described.count > 160 ? String(described.prefix(160)) + "…" : described
    }

    /// A mapping of scalars (`env:`), values as written.
    static func stringMap(_ node: Node?) -> [String: String] {
        guard let mapping = node?.mapping else { return [:] }
        var values: [String: String] = [:]
        for (key, value) in mapping {
            if let name = key.scalar?.string, let scalar = value.scalar?.string { values[name] = scalar }
        }
        return values
    }

    private struct Reader {
        let path: String
        let lines: LineIndex
        var env: [String: String] = [:]
        var selectors: [MaestroSelectorFact] = []
        var calls: [MaestroFlowCallFact] = []

        init(path: String, lines: LineIndex) {
            self.path = path
            self.lines = lines
        }

        /// A list of commands; `env` is what the inline `runFlow` steps around it define.
        mutating func commands(_ node: Node?, env: [String: String]) {
            guard let sequence = node?.sequence else { return }
            for command in sequence { self.command(command, env: env) }
        }

        mutating func command(_ node: Node, env: [String: String]) {
            // `- scroll` and other commands without arguments are plain scalars.
            guard let mapping = node.mapping else { return }
            for (key, value) in mapping {
                guard let name = key.scalar?.string else { continue }
                switch name {
                case _ where MaestroFlowExtractor.selectorCommands.contains(name):
                    selector(value, command: name, env: env, shortFormIsText: true)
                case "scrollUntilVisible":
                    selector(value.mapping?["element"], command: name, env: env, shortFormIsText: true)
                case "extendedWaitUntil":
                    selector(value.mapping?["visible"], command: name, env: env, shortFormIsText: true)
                    selector(value.mapping?["notVisible"], command: name, env: env, shortFormIsText: true)
                case "swipe":
                    selector(value.mapping?["from"], command: name, env: env, shortFormIsText: true)
                case "runFlow", "repeat", "retry":
                    nested(value, command: name, env: env)
                default:
                    continue
                }
            }
        }

        /// `runFlow`, `repeat` and `retry`: their `when:`/`while:` conditions, their inline
        /// `commands:` and (`runFlow`, `retry`) the `file:` they run.
        mutating func nested(_ node: Node, command: String, env: [String: String]) {
            // `runFlow: other.yaml`: the short form names the file.
            if let file = node.scalar?.string {
                calls.append(MaestroFlowCallFact(file: file, env: [:], site: site(of: node)))
                return
            }
            guard let mapping = node.mapping else { return }
            let condition = mapping["when"] ?? mapping["while"]
            if let platform = condition?.mapping?["platform"]?.scalar?.string, platform.lowercased() != "ios" {
                return
            }
            for key in ["visible", "notVisible"] {
                selector(condition?.mapping?[key], command: command, env: env, shortFormIsText: true)
            }
            var inner = env
            for (name, value) in MaestroFlowExtractor.stringMap(mapping["env"]) { inner[name] = value }
            if let fileNode = mapping["file"], let file = fileNode.scalar?.string {
                calls.append(
                    MaestroFlowCallFact(
                        file: file, env: MaestroFlowExtractor.stringMap(mapping["env"]), site: site(of: fileNode)))
            }
            commands(mapping["commands"], env: inner)
        }

        /// A selector: a scalar (its text) or a mapping with `id:`, `text:` and relative selectors.
        mutating func selector(_ node: Node?, command: String, env: [String: String], shortFormIsText: Bool) {
            guard let node else { return }
            if let scalar = node.scalar {
                if shortFormIsText { record(.text, scalar: scalar, node: node, command: command, env: env) }
                return
            }
            guard let mapping = node.mapping else { return }
            for (key, value) in mapping {
                guard let name = key.scalar?.string else { continue }
                switch name {
                case "id":
                    if let scalar = value.scalar {
                        record(.id, scalar: scalar, node: value, command: command, env: env)
                    }
                case "text":
                    if let scalar = value.scalar {
                        record(.text, scalar: scalar, node: value, command: command, env: env)
                    }
                case _ where MaestroFlowExtractor.relativeSelectorKeys.contains(name):
                    selector(value, command: command, env: env, shortFormIsText: true)
                case "containsDescendants":
                    guard let descendants = value.sequence else { continue }
                    for descendant in descendants {
                        selector(descendant, command: command, env: env, shortFormIsText: true)
                    }
                default:
                    continue
                }
            }
        }

        mutating func record(
            _ kind: MaestroSelectorFact.Kind, scalar: Node.Scalar, node: Node, command: String, env: [String: String]
        ) {
            guard !scalar.string.isEmpty else { return }
            selectors.append(
                MaestroSelectorFact(
                    kind: kind, pattern: scalar.string, command: command, env: env, site: site(of: node)))
        }

        /// Where a scalar is written: from its mark (libyaml's line and column, the column in
        /// Unicode scalars) to the end of its token on that line.
        func site(of node: Node) -> SourceSite {
            guard let mark = node.mark, mark.line >= 1, mark.line <= lines.lineStarts.count else {
                return SourceSite(file: path, range: ByteRange(start: 0, end: 0))
            }
            let lineStart = lines.lineStarts[mark.line - 1]
            let lineEnd = lines.lineContentEnd(mark.line - 1)
            let bytes = lines.utf8
            var offset = lineStart
            var scalarsLeft = mark.column - 1
            while scalarsLeft > 0, offset < lineEnd {
                offset += 1
                // Continuation bytes (10xxxxxx) belong to the scalar before them.
                while offset < lineEnd, bytes.indices.contains(offset), bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                scalarsLeft -= 1
            }
            let end = Self.tokenEnd(bytes, from: offset, lineEnd: lineEnd, scalar: node.scalar)
            return SourceSite(file: path, range: ByteRange(start: offset, end: end))
        }

        /// The end of a scalar token that starts at `start`: past the closing quote of a quoted
        /// one, before a comment or the line's end (trailing spaces dropped) for a plain one.
        static func tokenEnd(_ bytes: [UInt8], from start: Int, lineEnd: Int, scalar: Node.Scalar?) -> Int {
            guard bytes.indices.contains(start), start < lineEnd else { return start }
            var index = start
            switch scalar?.style {
            case .doubleQuoted?, .singleQuoted?:
                let quote = bytes[start]
                index += 1
                while index < lineEnd {
                    let byte = bytes[index]
                    if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                        index += 2
                        continue
                    }
                    if byte == quote {
                        // `''` inside single quotes is one quote.
                        if quote == UInt8(ascii: "'"), index + 1 < lineEnd, bytes[index + 1] == quote {
                            index += 2
                            continue
                        }
                        return index + 1
                    }
                    index += 1
                }
                return lineEnd
            default:
                // A plain scalar on one line is written as its value.
                if let value = scalar?.string.utf8, start + value.count <= lineEnd,
                    bytes[start..<(start + value.count)].elementsEqual(value)
                {
                    return start + value.count
                }
                while index < lineEnd {
                    if bytes[index] == UInt8(ascii: "#"), index > start, bytes[index - 1] == UInt8(ascii: " ") { break }
                    index += 1
                }
                while index > start, bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t") {
                    index -= 1
                }
                return index
            }
        }
    }
}
