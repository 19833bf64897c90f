// Prints identifiers as a tree of dotted segments, the way a UI-test author thinks of screens.
import AXAnalysis

/// A trie of segments (dots inside `{…}` template parts do not split). A node that is itself
/// an identifier shows where it is set: `view  ← Screens/Login.swift:12` (and how many more).
struct IdentifierTree {
    private final class Node {
        var children: [String: Node] = [:]
        var sites: [ComputedIdentifier] = []
    }

    private let root = Node()

    init(_ identifiers: [ComputedIdentifier]) {
        for identifier in identifiers {
            var node = root
            for segment in Self.segments(of: identifier.value) {
                if let child = node.children[segment] {
                    node = child
                } else {
                    let child = Node()
                    node.children[segment] = child
                    node = child
                }
            }
            node.sites.append(identifier)
        }
    }

    /// Splits at dots outside `{…}`.
    static func segments(of value: String) -> [String] {
        var segments: [String] = []
        var current = ""
        var depth = 0
        for character in value {
            if character == "{" { depth += 1 }
            if character == "}" { depth = max(0, depth - 1) }
            if character == "." && depth == 0 {
                segments.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        segments.append(current)
        return segments
    }

    func rendered(context: ReportContext) -> String {
        var lines: [String] = []
        for name in root.children.keys.sorted() {
            guard let child = root.children[name] else { continue }
            render(child, name: name, prefix: "", childPrefix: "", lines: &lines, context: context)
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    private func render(
        _ node: Node, name: String, prefix: String, childPrefix: String, lines: inout [String], context: ReportContext
    ) {
        var line = prefix + (name.isEmpty ? "\"\"" : name)
        if let first = node.sites.first {
            let position = context.position(of: first.site)
            line += "  ← \(context.displayPath(first.site.file)):\(position.line)"
            if node.sites.count > 1 { line += " (+\(node.sites.count - 1) more)" }
        }
        lines.append(line)
        let names = node.children.keys.sorted()
        for (index, childName) in names.enumerated() {
            guard let child = node.children[childName] else { continue }
            let isLast = index == names.count - 1
            render(
                child, name: childName, prefix: childPrefix + (isLast ? "└── " : "├── "),
                childPrefix: childPrefix + (isLast ? "    " : "│   "), lines: &lines, context: context)
        }
    }
}
