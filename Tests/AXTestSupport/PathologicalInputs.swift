// Generated inputs of every shape known to blow up Swift parsers or ax-lsp's resolvers, at any size.

/// The pathological-input suite (cmark's pathological tests, for Swift and for ax-lsp): each case
/// builds a workspace of size `n` whose cost must grow linearly in `n`. `HostileInputSuiteTests`
/// checks each one's findings and that identifiers outside the hostile part survive;
/// `ax-lsp-bench pathological` times each at two sizes through the binary.
public enum PathologicalInputs {
    public struct Case: Sendable {
        public let name: String
        /// What the hostile part stresses, for reports.
        public let construct: String
        /// The rule ids the case must report (nothing else may be reported).
        package let expectedRules: Set<String>
        /// True when the identifier placed after the hostile part must survive (false when
        /// the hostile part is never closed, so the rest of its file is skipped by design).
        package let keepsTheIdentifierAfter: Bool
        /// The workspace for size `n`: paths and texts.
        public let files: @Sendable (Int) -> [(path: String, text: String)]
    }

    /// Identifiers around the hostile part: `before` must always be found, `after` when
    /// `keepsTheIdentifierAfter`.
    package static let identifierBefore = "pathological.before"
    package static let identifierAfter = "pathological.after"

    private static let before = """
        import UIKit
        final class BeforeViewController: UIViewController {
            let label = UILabel()
            override func viewDidLoad() { label.accessibilityIdentifier = "\(identifierBefore)" }
        }

        """
    private static let after = """

        final class AfterViewController: UIViewController {
            let label = UILabel()
            override func viewDidLoad() { label.accessibilityIdentifier = "\(identifierAfter)" }
        }

        """

    private static func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

    /// `max(1, size / 100)` groups, each `min(size, 100)` levels deep.
    private static func groups(_ size: Int, _ group: (Int, Int) -> String) -> String {
        (0..<max(1, size / 100)).map { group($0, min(size, 100)) }.joined()
    }

    /// One Swift file: the hostile part between the two identifiers.
    private static func swiftCase(
        _ name: String, _ construct: String, rules: Set<String> = [], keepsAfter: Bool = true,
        _ hostile: @escaping @Sendable (Int) -> String
    ) -> Case {
        Case(name: name, construct: construct, expectedRules: rules, keepsTheIdentifierAfter: keepsAfter) { size in
            [("App/\(name).swift", before + hostile(size) + after)]
        }
    }

    /// Every case. Sizes are in units of the construct (levels, links, repetitions).
    public static let all: [Case] = [
        // Nesting that makes swift-syntax's lookahead exponential: blanked by ParseCostGuard.
        swiftCase("nested-array-type", "`[` nesting in a type", rules: ["file-too-complex"]) { n in
            "let grid: " + repeated("[", n) + "Int" + repeated("]", n) + " = []\n"
        },
        swiftCase("nested-array-literal", "`[` nesting in an expression", rules: ["file-too-complex"]) { n in
            "let grid = " + repeated("[", n) + "1" + repeated("]", n) + "\n"
        },
        swiftCase("nested-array-tuple-type", "`[(` nesting in a type", rules: ["file-too-complex"]) { n in
            "let grid: " + repeated("[(", n) + "Int" + repeated(")]", n) + " = []\n"
        },
        swiftCase(
            "unclosed-brackets-in-inheritance", "`[` never closed after a class's colon (the fuzzer's input)",
            rules: ["file-too-complex"], keepsAfter: false
        ) { n in
            "final class LoginUITests: " + repeated("[", n) + "\n"
        },
        swiftCase("unclosed-brackets-in-pattern", "`[` never closed in a `case` pattern", rules: ["file-too-complex"]) {
            n in
            "func match(_ x: Int) {\n    switch x {\n    case " + repeated("[", n) + ": break\n    }\n}\n"
        },
        swiftCase(
            "unclosed-brackets-in-attribute", "`[` never closed in an attribute argument",
            rules: ["file-too-complex"], keepsAfter: false
        ) { n in
            "@Available(" + repeated("[", n) + "\n"
        },
        swiftCase(
            "quote-in-single-quotes-before-brackets",
            "`[` never closed after a `'\"'` literal (the fuzzer's second input)",
            rules: ["file-too-complex"], keepsAfter: false
        ) { n in
            "let quote = '\"'; var grid: " + repeated("[", n) + "\n"
        },
        swiftCase(
            "broken-interpolation-before-brackets", "`[` after an interpolation the parser ends at a quote",
            rules: ["file-too-complex"], keepsAfter: false
        ) { n in
            "let text = \"\\(grid \"" + repeated("[", n) + "\n"
        },
        swiftCase("many-eight-deep-groups", "many groups each within the depth limit", rules: ["file-too-complex"]) {
            n in
            (0..<n).map { "let g\($0) = " + repeated("[", 8) + "1" + repeated("]", 8) + "\n" }.joined()
        },
        // Nesting swift-syntax handles linearly, up to its 256-level limit: groups of at most 100
        // levels, one more group per 100 of the size.
        swiftCase("nested-parentheses", "`(` nesting in an expression") { n in
            groups(n) { index, depth in
                "let value\(index) = " + repeated("(", depth) + "1" + repeated(")", depth) + "\n"
            }
        },
        swiftCase("nested-generics", "`<` nesting in a type") { n in
            groups(n) { index, depth in
                "let value\(index): " + repeated("Optional<", depth) + "Int" + repeated(">", depth) + " = nil\n"
            }
        },
        swiftCase("nested-closures", "closure nesting") { n in
            groups(n) { index, depth in
                "let value\(index) = " + repeated("{ ", depth) + "1" + repeated(" }", depth) + "\n"
            }
        },
        swiftCase("nested-ifs", "`if` nesting") { n in
            groups(n) { index, depth in
                "func f\(index)(_ a: Bool) {\n" + repeated("if a {\n", depth) + repeated("}\n", depth) + "}\n"
            }
        },
        swiftCase("nested-pound-ifs", "`#if` nesting") { n in
            groups(n) { index, depth in
                repeated("#if A\n", depth) + "let inner\(index) = 1\n" + repeated("#endif\n", depth)
            }
        },
        // Length, not depth.
        swiftCase("operator-chain", "a long operator chain") { n in
            "let sum = " + Array(repeating: "a", count: n).joined(separator: " + ") + "\n"
        },
        swiftCase("member-chain", "a long member chain") { n in "let value = a" + repeated(".b", n) + "\n" },
        swiftCase("call-chain", "a long call chain") { n in "let value = a" + repeated(".b()", n) + "\n" },
        swiftCase("huge-string-literal", "one huge string literal") { n in
            "let text = \"" + repeated("abcdefghij", n) + "\"\n"
        },
        swiftCase("many-interpolations", "a string of many interpolations") { n in
            "let text = \"" + repeated("a\\(b)", n) + "\"\n"
        },
        // ax-lsp's own multipliers.
        swiftCase("modifier-chain", "a SwiftUI modifier chain") { n in
            "import SwiftUI\nstruct ChainView: View {\n    var body: some View {\n        Text(\"a\")"
                + repeated(".padding()", n)
                + ".accessibilityIdentifier(\"chain\")\n    }\n}\n"
        },
        Case(
            name: "one-view-many-parents", construct: "one view used by many parents", expectedRules: [],
            keepsTheIdentifierAfter: true
        ) { n in
            let parents = (0..<n).map {
                "struct Parent\($0): View {\n    var body: some View { Child().accessibilityIdentifierBranch(\"p\($0)\") }\n}\n"
            }
            return [
                (
                    "App/Child.swift",
                    before
                        + "import SwiftUI\nstruct Child: View {\n    var body: some View { Text(\"c\").accessibilityIdentifierLeaf(\"leaf\") }\n}\n"
                        + after
                ),
                ("App/Parents.swift", "import SwiftUI\n" + parents.joined())
            ]
        },
        Case(
            name: "deep-view-chain", construct: "a chain of views each used by the next", expectedRules: [],
            keepsTheIdentifierAfter: true
        ) { n in
            let links = (0..<n).map {
                "struct Link\($0): View {\n    var body: some View { Link\($0 + 1)().accessibilityIdentifierBranch(\"l\($0)\") }\n}\n"
            }
            let last =
                "struct Link\(n): View {\n    var body: some View { Text(\"x\").accessibilityIdentifierLeaf(\"leaf\") }\n}\n"
            return [("App/Chain.swift", before + "import SwiftUI\n" + links.joined() + last + after)]
        }
    ]
}
