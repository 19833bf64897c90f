// Alert actions are on the alert's screen, not on the screen of the controller presenting it.

extension ScreenModel {
    /// The screen of an identifier written on an alert action, `cancel.accessibilityIdentifier =
    /// "x"` with `let cancel = UIAlertAction(…)`: the alert the function that builds it presents.
    /// A `UIAlertController` is presented modally over its presenter and one alert at a time, so
    /// the cancel actions of three alerts of one controller never meet; two actions of one
    /// function are on its one alert. Nil for any other identifier.
    func alertActionScreen(of identifier: ComputedIdentifier) -> Screens? {
        guard identifier.convention == .explicitUIKit,
              let assignment = summaries[identifier.site.file]?.explicitAssignments.first(where: { $0.site == identifier.site }),
              let rootType = assignment.targetRootType, Self.baseTypeName(rootType) == "UIAlertAction",
              !assignment.targetExpression.contains(".") else { return nil }
        let function = [assignment.enclosingType, assignment.enclosingFunction].compactMap { $0 }.joined(separator: ".")
        let file = identifier.site.file.split(separator: "/").last.map(String.init) ?? identifier.site.file
        return Screens(keys: ["alert|\(identifier.site.file)#\(function)"],
                       name: "the alert built in \(function.isEmpty ? file : function)")
    }
}
