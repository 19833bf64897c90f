// An alert's actions are on the alert's screen, not on the screen of the controller that
// presents it: a `UIAlertController` is presented modally, one at a time, so the "Cancel" of one
// alert never meets the "Cancel" of another, whichever controller builds them.

extension ExplicitUIKitResolver {
    /// The types whose elements are an alert's own (the action's button, the alert's view).
    private static let alertTypes: Set<String> = ["UIAlertAction", "UIAlertController"]

    /// `alert|<file>|<Type>.<function>` for an assignment to an alert action or controller made
    /// in a function (the alert that function builds), directly or through another reference
    /// to it (`(action as? UIView)?`); empty for anything else.
    static func alertContextKey(for assignment: ExplicitAssignmentFact, index: WorkspaceIndex) -> String {
        guard let function = assignment.enclosingFunction else { return "" }
        var isAlert = assignment.targetRootType.map(alertTypes.contains) ?? false
        if !isAlert, let object = assignment.sameObjectAs {
            // Another reference to an object this function wrote as an alert action.
            isAlert =
                index.summaries[assignment.site.file]?.explicitAssignments.contains { other in
                    other.targetExpression == object && other.enclosingFunction == function
                        && other.enclosingType == assignment.enclosingType
                        && other.targetRootType.map(alertTypes.contains) == true
                } ?? false
        }
        guard isAlert else { return "" }
        return "alert|\(assignment.site.file)|\(assignment.enclosingType ?? "").\(function)"
    }
}
