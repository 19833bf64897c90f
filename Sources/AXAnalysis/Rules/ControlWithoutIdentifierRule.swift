// control-without-identifier (opt-in): an interactive control that gets no identifier at all.

/// A control UI tests will want to tap or type into (a SwiftUI `Button`, `TextField`, `Toggle`…)
/// that gets no identifier in any usage context: no explicit identifier and no leaf that
/// applies. Opt-in, because many apps find controls by label instead. (The UIKit half of the
/// rule reports controls the same way through `uikitFinding`.)
public enum ControlWithoutIdentifierRule: Rule {
    public static let description = RuleDescription(
        id: "control-without-identifier",
        defaultSeverity: .warning,
        isOptIn: true,
        summary: "an interactive control has no accessibility identifier",
        help: "UI tests find controls most reliably by identifier. This control gets none in any place it is used: add `.accessibilityIdentifier(_:)`, or `.accessibilityIdentifierLeaf(_:)` under a branch.",
        semantics: ["EX-1", "EX-2", "BL-2"]
    )

    /// SwiftUI views users interact with.
    static let swiftUIControlNames: Set<String> = [
        "Button", "TextField", "SecureField", "Toggle", "Picker", "Slider", "Stepper", "DatePicker", "Link",
        "NavigationLink", "Menu", "TextEditor", "ColorPicker", "ShareLink",
    ]

    static func swiftUIFinding(controlSite: SourceSite, control: String) -> Finding {
        makeFinding(
            at: controlSite,
            message: "\(control) has no accessibility identifier in any usage; add .accessibilityIdentifier(…) or .accessibilityIdentifierLeaf(…) under a branch"
        )
    }
}
