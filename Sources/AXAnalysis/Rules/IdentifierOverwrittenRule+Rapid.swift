// identifier-overwritten, as RapidA11y causes it (RA-9): its wording lives with the rule's
// description in IdentifierOverwrittenRule.swift; these are the RapidA11y cases.

extension IdentifierOverwrittenRule {
    /// `self` (a view) or `view` (a view controller) listed as a control: the root identifier is
    /// written first and then replaced by the control's.
    static func rapidRootReplacedByControl(root: ComputedIdentifier, control: ComputedIdentifier) -> Finding {
        var finding = makeFinding(
            at: root.site,
            message:
                "the root identifier '\(root.value)' is replaced by '\(control.value)', because '\(control.elementName)' is also one of the controls (RapidA11y writes the root first); remove it from rapidAccessibilityControls() to keep '\(root.value)'",
            identifier: root.value,
            related: [RelatedSite(site: control.site, message: "the control write that wins")]
        )
        finding.severity = .warning
        return finding
    }

    /// An explicit write before the apply call, replaced by RapidA11y.
    static func assignmentReplacedByRapid(
        assignment: ExplicitAssignmentFact, write: ComputedIdentifier, callSite: SourceSite
    ) -> Finding {
        makeFinding(
            at: assignment.site,
            message:
                "this identifier is overwritten with '\(write.value)' by the RapidA11y call that runs later; move the assignment after the call or remove '\(write.elementName)' from rapidAccessibilityControls()",
            identifier: write.value,
            related: [RelatedSite(site: callSite, message: "the RapidA11y call that overwrites it")],
            isUnnecessaryCode: true
        )
    }

    /// A RapidA11y control identifier replaced by an explicit write that runs after the call.
    static func rapidReplacedByAssignment(write: ComputedIdentifier, assignment: ExplicitAssignmentFact) -> Finding {
        var finding = makeFinding(
            at: write.site,
            message:
                "RapidA11y's '\(write.value)' for '\(write.elementName)' is replaced by the explicit assignment that runs later",
            identifier: write.value,
            related: [RelatedSite(site: assignment.site, message: "the assignment that wins")]
        )
        finding.severity = .info
        return finding
    }

    /// An explicit write to the root (`view`, `self`) before the apply call: RA-3 writes the root unconditionally.
    static func assignmentReplacedByRapidRoot(assignment: ExplicitAssignmentFact, root: ComputedIdentifier) -> Finding {
        makeFinding(
            at: assignment.site,
            message:
                "this identifier is overwritten with '\(root.value)' by the RapidA11y call that runs later (it always writes the root identifier); move the assignment after the call",
            identifier: root.value,
            related: [RelatedSite(site: root.site, message: "the RapidA11y call that overwrites it")],
            isUnnecessaryCode: true
        )
    }
}
