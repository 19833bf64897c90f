// `ax-lsp rules`: lists every rule with its default severity and whether it is opt-in.
import AXAnalysis
import ArgumentParser

/// One line per rule from `RuleRegistry.all`: id, default severity, opt-in marker, summary.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List the rules and their default severities.")

    func run() throws {
        let rules = RuleRegistry.all
        let width = rules.map(\.id.count).max() ?? 0
        var lines: [String] = []
        for rule in rules {
            let id = rule.id + String(repeating: " ", count: max(0, width - rule.id.count))
            let severity = rule.defaultSeverity.rawValue + String(repeating: " ", count: max(0, 7 - rule.defaultSeverity.rawValue.count))
            lines.append("\(id)  \(severity)  \(rule.isOptIn ? "opt-in" : "      ")  \(rule.summary)")
        }
        StandardStreams.writeOut(lines.joined(separator: "\n") + "\n")
    }
}
