// "Explain rule": a code action per rule of the findings under the cursor, and the
// `ax-lsp.explainRule` command it runs, which shows the rule's documentation and examples.
import AXAnalysis
import Foundation
import JSONRPC

enum RuleExplanation {
    static let command = "ax-lsp.explainRule"

    /// One action per distinct rule of the file's findings that overlap `range`; an action has no
    /// kind (it changes nothing), so requests that ask for specific kinds do not get it.
    static func actions(for findings: [Finding], overlapping range: ByteRange, diagnostics: [Diagnostic])
        -> [CodeAction]
    {
        var rules: [String] = []
        for finding in findings where overlaps(finding.site.range, range) && !rules.contains(finding.ruleID) {
            rules.append(finding.ruleID)
        }
        return rules.map { rule in
            let title = "Explain rule '\(rule)'"
            let matching = diagnostics.filter { $0.source == "ax-lsp" && $0.code == rule }
            return CodeAction(
                title: title, kind: nil, diagnostics: matching.isEmpty ? nil : matching, isPreferred: nil, edit: nil,
                command: Command(title: title, command: command, arguments: [.string(rule)]), data: nil)
        }
    }

    /// Runs the command: shows the rule's text and examples with `window/showMessage` and returns
    /// them as Markdown. Without an argument it explains where to look: the list of rules.
    static func execute(_ arguments: [JSONValue]?, session: ServerSession) throws -> JSONValue {
        guard let name = arguments?.first?.stringValue else {
            let list = RuleRegistry.all.map { "- `\($0.id)` (\($0.defaultSeverity.rawValue)): \($0.summary)" }.joined(
                separator: "\n")
            session.sendNotificationToClient(
                ShowMessageNotification(type: .info, message: "ax-lsp rules (explain one with its name):\n" + list))
            return .string(list)
        }
        guard let rule = RuleRegistry.description(of: name) else {
            let suggestion = RuleDocumentation.closestRuleID(to: name).map { "; did you mean '\($0)'?" } ?? ""
            throw ResponseError(code: .invalidParams, message: "unknown rule '\(name)'\(suggestion)")
        }
        session.sendNotificationToClient(ShowMessageNotification(type: .info, message: RuleDocumentation.text(rule)))
        return .string(RuleDocumentation.markdown(rule))
    }

    private static func overlaps(_ site: ByteRange, _ range: ByteRange) -> Bool {
        site.start <= range.end && range.start <= max(site.end, site.start)
    }
}
