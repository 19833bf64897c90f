// unknown-suppression-rule: a `// ax-lsp:disable` comment names a rule that does not exist.

/// A suppression comment that names no known rule suppresses nothing, which usually means a
/// typo; the comment is reported so it can be fixed or removed.
package enum UnknownSuppressionRuleRule: WorkspaceRule {
    package static let description = RuleDescription(
        id: "unknown-suppression-rule",
        defaultSeverity: .warning,
        summary: "a suppression comment names a rule that does not exist",
        help:
            "`// ax-lsp:disable…` comments take rule ids (see `ax-lsp rules`) or `all`. A misspelled id suppresses nothing; correct it or remove the comment.",
        triggeringExamples: [
            """
            import UIKit

            final class ProfileView: UIView {
                1️⃣// ax-lsp:disable:next duplicate-identifer
                let avatar = UIImageView()
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import UIKit

            final class ProfileView: UIView {
                // ax-lsp:disable:next duplicate-identifier
                let avatar = UIImageView()
                let badge = UIImageView() // ax-lsp:disable:this all
            }
            """
        ]
    )

    package static func check(_ context: RuleContext) -> [Finding] {
        let known = Set(RuleRegistry.all.map(\.id)).union(["all"])
        var findings: [Finding] = []
        for summary in context.summaries.values {
            for suppression in summary.suppressions {
                for rule in suppression.rules where !known.contains(rule) {
                    let suggestion =
                        Spelling.closest(to: rule, among: Array(known)).map { " (did you mean '\($0)'?)" } ?? ""
                    findings.append(
                        makeFinding(
                            at: suppression.site,
                            message: "unknown rule '\(rule)' in suppression comment\(suggestion); it suppresses nothing"
                        ))
                }
            }
        }
        return findings
    }
}
