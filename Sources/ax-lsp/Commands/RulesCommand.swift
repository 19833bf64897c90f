// `ax-lsp rules`: lists the rules, prints one rule with its examples, or writes `docs/rules.md`.
import AXAnalysis
import ArgumentParser
import Foundation

/// Without a name, one line per rule from `RuleRegistry.all` (id, default severity, opt-in
/// marker, summary), or with `--format markdown` the whole rules document; with a name, that rule's
/// documentation and examples.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules, or explain one with its examples.",
        discussion: "'ax-lsp rules --format markdown --output docs/rules.md' regenerates the rules document."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown
    }

    @Argument(help: ArgumentHelp("A rule to explain with its examples.", valueName: "rule"))
    var name: String?

    @Option(
        name: .long,
        help: "text (a list, or one rule for the terminal) or markdown (the rules document, or one rule's section).")
    var format: Format = .text

    @Option(name: .long, help: ArgumentHelp("Write to this file instead of stdout.", valueName: "file"))
    var output: String?

    func run() throws {
        let text: String
        if let name {
            guard let rule = RuleRegistry.description(of: name) else {
                let suggestion = RuleDocumentation.closestRuleID(to: name).map { "did you mean '\($0)'? " } ?? ""
                throw CommandFailure(
                    message: "error: unknown rule '\(name)'; \(suggestion)'ax-lsp rules' lists every rule")
            }
            text = format == .markdown ? RuleDocumentation.markdown(rule) + "\n" : RuleDocumentation.text(rule)
        } else {
            text = format == .markdown ? RuleDocumentation.markdownDocument() : Self.list()
        }
        guard let output else {
            StandardStreams.writeOut(text)
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            throw CommandFailure(message: "error: \(output): cannot write: \(error.localizedDescription)")
        }
    }

    static func list() -> String {
        let rules = RuleRegistry.all
        let width = rules.map(\.id.count).max() ?? 0
        var lines: [String] = []
        for rule in rules {
            let id = rule.id + String(repeating: " ", count: max(0, width - rule.id.count))
            let severity =
                rule.defaultSeverity.rawValue
                + String(repeating: " ", count: max(0, 7 - rule.defaultSeverity.rawValue.count))
            lines.append("\(id)  \(severity)  \(rule.isOptIn ? "opt-in" : "      ")  \(rule.summary)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
