// Builds Swift source line by line with indentation, so templates stay readable.

/// Accumulates lines of Swift; templates call `line` and `block`.
struct SwiftCodeWriter {
    private(set) var lines: [String] = []
    private var depth = 0

    var lineCount: Int { lines.count }

    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// `header {` … `}` with the body indented.
    mutating func block(_ header: String, _ body: (inout SwiftCodeWriter) -> Void) {
        line(header + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// A trailing closure whose header already ends in `in` (`fetch { [weak self] result in`).
    mutating func closureBlock(_ header: String, _ body: (inout SwiftCodeWriter) -> Void) {
        line(header)
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}
